import { tagEnglish } from '../../generation/text/nlp.js';
import { FRENCH_WORDING } from './french-intent.js';
import { GERMAN_WORDING } from './german-intent.js';
import { SPANISH_WORDING } from './spanish-intent.js';
import { cleanTopic, type TopicFraming } from './topic-framing.js';
import { copulaFor } from '../../generation/text/articles.js';

/**
 * What a learner asks for, read from the wording of the question: a summary, the key points, a
 * definition, a plain explanation, how or why something happens, a comparison, a quiz, or what to
 * study next; anything else is an ordinary question. The topic is the part of the question that
 * names the subject ("supply and demand" in "Quiz me on supply and demand"); null means the
 * learner's material as a whole ("Summarize my notes", "Summarize this note").
 */
export type Intent =
  | { kind: 'summary'; topic: string | null }
  | { kind: 'key-points'; topic: string | null }
  | { kind: 'definitions'; topic: string | null }
  | { kind: 'define'; topic: string }
  | { kind: 'explain-simply'; topic: string }
  | { kind: 'how-why'; topic: string }
  | { kind: 'compare'; topic: string; sides: [string, string] }
  | { kind: 'quiz'; topic: string | null }
  | { kind: 'study-next'; topic: null }
  | { kind: 'question'; topic: string };

export type IntentKind = Intent['kind'];

/** "my notes", "this note", "everything": the whole material, not a topic. */
const WHOLE_MATERIAL = /^(?:(?:all|each|every)(?: of)?\s+)?(?:my|these|this|the|our|your|all|everything in my|what'?s in my)?\s*(?:notes?|materials?|study materials?|library|lectures?|documents?|readings?|sources?|texts?|everything|stuff|things i(?:'ve| have)? (?:studied|learned|uploaded))(?:\s+so far)?$/i;

const LEADING_FILLER = /^(?:(?:can|could|would|will) you\s+|please\s+|i (?:want|need|would like|'d like) (?:you )?to\s+|help me\s+|let'?s\s+)+/i;

const STUDY_NEXT = [
  /\bwhat\s+(?:should|shall|do|must|can)\s+i\s+(?:study|review|revise|learn|practi[cs]e|work on|focus on|read|do)\b/i,
  /\bwhat(?:'s| is)\s+(?:due|next)\b/i,
  /\b(?:study|review|revise|learn)\s+(?:next|today|now|first)\b/i,
  /\bwhere\s+(?:should|do)\s+i\s+(?:start|begin|focus)\b/i,
  /\bwhat\s+(?:am i|are my)\s+(?:weak(?:est)?|bad|worst)\b/i,
  /\bmy\s+weak(?:est)?\s+(?:topics?|areas?|spots?|points?)\b/i,
];

const QUIZ = /\b(?:quiz|test|drill|examine|question)\s+me\b(?:\s+(?:on|about|over|in)\s+(.+))?|\b(?:give|make|create|ask)\s+(?:me\s+)?(?:a\s+)?(?:short\s+|quick\s+|little\s+)?(?:quiz|test|practice questions|questions)\b(?:\s+(?:on|about|over|in|for)\s+(.+))?|^\s*(?:a\s+)?quiz\b(?:\s+(?:on|about)\s+(.+))?/i;

const COMPARE = [
  /\b(?:compare|contrast)\s+(.+?)\s+(?:and|with|to|against|vs\.?|versus)\s+(.+)/i,
  /\bdiffer(?:ence|ences|s)?\s+between\s+(.+?)\s+and\s+(.+)/i,
  /\bhow\s+(?:does|do|is|are)\s+(.+?)\s+(?:differ|different)\s+from\s+(.+)/i,
  /\bhow\s+(?:does|do)\s+(.+?)\s+compare\s+(?:to|with)\s+(.+)/i,
  /^\s*(?:what about\s+)?(.+?)\s+(?:vs\.?|versus)\s+(.+)/i,
];

const SUMMARY = /\b(?:summari[sz]e|summari[sz]ing|summary|sum up|overview|recap|tl;?dr|gist|main (?:idea|theme|point|message|argument)s?|big picture|what\s+(?:is|are)\s+(?:my|these|this|the)\s+(?:notes?|materials?|lectures?|documents?)\s+about)\b/i;
const KEY_POINTS = /\b(?:(?:key|main|important|central|core|essential|major)\s+(?:points?|ideas|concepts|takeaways?|facts|lessons)|takeaways?|highlights|what\s+(?:should|do)\s+i\s+(?:remember|know))\b/i;
const DEFINITIONS = /\b(?:definitions|glossary|vocabulary|key terms|important terms|terms (?:i should|to) know)\b/i;
const SIMPLY = /\b(?:simply|simple|simpler|plain(?:ly)?|plain english|easy|easier|eli5|(?:like|as if) i(?:'?m| am| was| were) (?:five|5|a (?:child|kid|beginner)|an? (?:five|5|eight|8|ten|10)[- ]year[- ]old)|to an? (?:five|5|eight|8|ten|10)[- ]year[- ]old|for (?:a )?(?:beginners?|kids?|children)|in (?:simple|plain|everyday|easy) (?:terms|words|language)|dumb(?: it)? down|break (?:it )?down)\b/i;
const DEFINE = [
  /^\s*(?:what|who)\s*(?:is|are|was|were|'s|’s)\s+(.+)/i,
  /^\s*define\s+(.+)/i,
  /^\s*(?:give (?:me )?)?(?:the\s+)?(?:definition|meaning)\s+of\s+(.+)/i,
  /^\s*what\s+(?:does|do)\s+(.+?)\s+mean\b/i,
  /^\s*what\s+is\s+meant\s+by\s+(.+)/i,
  /^\s*(?:what\s+is\s+)?(.+?)\s+(?:definition|meaning)\s*\??\s*$/i,
];
const HOW_WHY = /^\s*(?:how|why)\b|^\s*what\s+(?:causes?|caused|happens|happened|leads?\s+to|results?\s+(?:in|from)|drives?|determines?|explains?)\b|\b(?:why|how)\s+(?:does|do|did|is|are|can|could|would|will)\b/i;

/**
 * Words that make a "what is …" question about something other than what the thing is. "effect" and
 * "role" only when something comes after them ("the effect on prices", "the role of the Fed"): "the
 * placebo effect" and "gender role" are terms. "of" only after a word asking for a part, property or
 * relation of the thing (ASKS_OF: "the cause of inflation", "the types of unemployment") or before a
 * name ("the capital of Australia": a fact about a named thing): many terms are written with it
 * ("division of labor", "law of demand", "natural rate of unemployment").
 */
const ASKS_OF = String.raw`(?:causes?|consequences?|results?|outcomes?|reasons?|importance|significance|purposes?|goals?|aims?|functions?|uses?|advantages?|disadvantages?|benefits?|drawbacks?|types?|kinds?|examples?|characteristics?|features?|parts?|stages?|steps?|components?|history|origins?|size|amount|number|level|value|price)\s+of\b`;
const ASKING_WORDS = new RegExp(String.raw`\b(?:${ASKS_OF}|when|if|why|how|between|(?:effects?|roles?)\b(?=\s*\S)|impact|purpose|difference|relationship|reason|happens|does|do)\b`, 'i');
/** Case tells a name: no 'i' flag here ("of Australia", "of the United States"; not "of labor"). */
const OF_A_NAME = /\bof\s+(?:the\s+)?\p{Lu}/u;
const NOT_A_DEFINITION = { test: (topic: string) => ASKING_WORDS.test(topic) || OF_A_NAME.test(topic) };

/** The languages notes are written in, and so the languages a question is read in and answered in. */
export type NotesLanguage = 'en' | 'es' | 'fr' | 'de';

/**
 * Where an overview question names its topic. English: after the overview verb ("Summarize the causes
 * of World War I" → "causes of World War I"), or what the notes are about ("Summarize the notes on
 * elasticity" → "elasticity"). The other languages: after a preposition ("Hazme un resumen sobre los
 * vectores" → "vectores"), without "mis apuntes sobre …".
 */
export type OverviewFraming =
  | {
    after: 'verb';
    /** Everything up to and with the overview verb ("Summarize", "key points of"). */
    verb: RegExp;
    /** "the notes on X" after the verb: X in group 1. */
    notesAbout: RegExp;
    /** A question without the verb: the topic after a preposition, in group 1. */
    preposition: RegExp;
  }
  | {
    after: 'preposition';
    /** Words asking what the material is about ("de qué tratan"), dropped before the preposition is looked for. */
    asksAbout: RegExp | null;
    /** The topic after a preposition, in group 1. */
    preposition: RegExp;
    /** "mis apuntes sobre" before the topic, dropped. */
    notesOn: RegExp;
  };

/**
 * How one language words each intent: the patterns readIntent reads a question with, in its order
 * (study-next, quiz, compare, glossary, key points, summary, explain simply, define, how/why, explain),
 * and what it writes around a topic. Data only: one code path reads every language.
 */
export interface IntentWording {
  language: NotesLanguage;
  /** Politeness and framing before the request ("Can you …", "¿Puedes …"). */
  leadingFiller: RegExp;
  /** The learner's material as a whole ("my notes", "mis apuntes"), not a topic. */
  wholeMaterial: RegExp;
  studyNext: readonly RegExp[];
  /** The topic in the first group that matched, if any. */
  quiz: RegExp;
  /** The two sides in groups 1 and 2. */
  compare: readonly RegExp[];
  /** The word joining the two sides in the topic ("and", "y"). */
  and: string;
  definitions: RegExp;
  keyPoints: RegExp;
  summary: RegExp;
  simply: RegExp;
  /** The defined term in group 1. */
  define: readonly RegExp[];
  /** A "what is …" topic that asks about something other than what the thing is ("… of", "… cuando"). */
  notADefinition: { test(topic: string): boolean };
  howWhy: RegExp;
  /** "Explain X", "Háblame de X": X in group 1. */
  explain: RegExp;
  /** Words opening a question in this language ("¿", "quién", "wer"): a question no intent reads is still written in it. */
  asks: RegExp;
  /** Articles, courtesy and marks around a topic (cleanTopic). */
  topic: TopicFraming;
  overview: OverviewFraming;
  /** What an "explain simply" question says around its topic ("explain", "in simple terms"), dropped in this order. */
  simplyFraming: readonly RegExp[];
}

/** A definition question asks about a thing, not a sentence: "What is a price ceiling?", not "What is the effect of X on Y when Z?". */
const MAX_DEFINED_WORDS = 6;

/** The topic, or null when it names the learner's material as a whole (or nothing). */
function topicIn(text: string | undefined, w: IntentWording): string | null {
  const topic = text === undefined ? '' : cleanTopic(text, w.topic);
  return !topic || w.wholeMaterial.test(topic) ? null : topic;
}

/** The topic of an overview question ("Summarize my notes on elasticity"); null for the material as a whole. */
function overviewTopic(question: string, w: IntentWording): string | null {
  const o = w.overview;
  switch (o.after) {
    case 'verb': {
      const rest = question.replace(o.verb, '');
      if (rest === question) {
        const m = o.preposition.exec(question);
        return m?.[1] ? topicIn(m[1], w) : null;
      }
      return topicIn(o.notesAbout.exec(cleanTopic(rest, w.topic))?.[1] ?? rest, w);
    }
    case 'preposition': {
      const m = o.preposition.exec(o.asksAbout ? question.replace(o.asksAbout, '') : question);
      return m?.[1] ? topicIn(m[1].replace(o.notesOn, ''), w) : null;
    }
    default: { const unknown: never = o; return unknown; }
  }
}

/** The topic of an "explain simply" question: what is left without the asking and the "simply". */
function simplyTopic(question: string, w: IntentWording): string {
  return cleanTopic(w.simplyFraming.reduce((rest, framing) => rest.replace(framing, ' '), question), w.topic);
}

/** The term a definition question asks about ("What is X?", "Define X", …), or null. */
function definedTerm(question: string, w: IntentWording): string | null {
  for (const pattern of w.define) {
    const topic = cleanTopic(pattern.exec(question)?.[1] ?? '', w.topic);
    if (topic && topic.split(' ').length <= MAX_DEFINED_WORDS && !w.notADefinition.test(topic) && !w.wholeMaterial.test(topic)) return topic;
  }
  return null;
}

/**
 * "reflecting and refracting telescopes", "formal and informal norms": two modifiers share the second side's noun, so
 * the first side is "reflecting telescopes". A first side that is a noun keeps its own ("supply and demand curves").
 */
export function withSharedHead(a: string, b: string): [string, string] {
  const [modifier, ...head] = b.split(/\s+/);
  if (/\s/.test(a) || head.length === 0 || !modifier) return [a, b];
  const modifies = (word: string, phrase: string) => {
    const tag = tagEnglish(phrase).find((t) => t.text.toLowerCase() === word.toLowerCase())?.pos;
    return tag === 'ADJ' || (tag === 'VERB' && /(?:ing|ed)$/i.test(word));
  };
  const shared = head.join(' ');
  return modifies(a, `${a} ${shared}`) && modifies(modifier, b) ? [`${a} ${shared}`, b] : [a, b];
}

/** The intent in `wording`'s language, or null when the question asks for none of them in it. */
function readIntent(rawQuestion: string, w: IntentWording): Intent | null {
  const question = rawQuestion.replace(/\s+/g, ' ').replace(/^\s*[¿¡]\s*/, '').replace(w.leadingFiller, '').trim();
  const clean = (text: string) => cleanTopic(text, w.topic);

  if (w.studyNext.some((p) => p.test(question))) return { kind: 'study-next', topic: null };

  const quiz = w.quiz.exec(question);
  if (quiz) return { kind: 'quiz', topic: topicIn(quiz.slice(1).find((g) => g !== undefined), w) };

  for (const pattern of w.compare) {
    const m = pattern.exec(question);
    const [a, b] = [clean(m?.[1] ?? ''), clean(m?.[2] ?? '')];
    if (a && b && !w.wholeMaterial.test(a)) {
      const sides = w.language === 'en' ? withSharedHead(a, b) : [a, b] as [string, string];
      return { kind: 'compare', topic: `${a} ${w.and} ${b}`, sides };
    }
  }

  // "What does operational definitions mean?" asks for one term whose name ends in a glossary word.
  const term = definedTerm(question, w);
  const glossary = term === null ? null : w.definitions.exec(term);
  if (term !== null && glossary && glossary.index > 0 && glossary.index + glossary[0].length === term.length) return { kind: 'define', topic: term };
  if (w.definitions.test(question) && !w.simply.test(question)) return { kind: 'definitions', topic: overviewTopic(question, w) };
  if (w.keyPoints.test(question)) return { kind: 'key-points', topic: overviewTopic(question, w) };
  if (w.summary.test(question)) return { kind: 'summary', topic: overviewTopic(question, w) };

  if (w.simply.test(question)) {
    const topic = simplyTopic(question, w);
    if (topic) return { kind: 'explain-simply', topic };
  }

  const defined = definedTerm(question, w);
  if (defined !== null) return { kind: 'define', topic: defined };

  if (w.howWhy.test(question)) return { kind: 'how-why', topic: clean(question) };
  const explain = w.explain.exec(question);
  if (explain?.[1]) return { kind: 'question', topic: clean(explain[1]) };
  return null;
}

const OVERVIEW_VERB = /^.*?\b(?:summari[sz]e|summari[sz]ing|sum up|summary of|overview of|recap of|recap|gist of|(?:key|main|important|central|core|essential|major) (?:points?|ideas?|concepts|takeaways?|facts|lessons|themes?|messages?)(?: (?:of|about|on|in|for|from))?|takeaways?(?: (?:of|about|on|in|for|from))?|definitions(?: (?:of|about|on|in|for|from))?|glossary(?: (?:of|for))?|vocabulary(?: (?:of|for))?)\s*/i;
const NOTES_ABOUT = /^(?:.*\b(?:notes?|materials?|lectures?|documents?|i have|i'?ve got|i learned))(?:\s+\w+)?\s+(?:on|about|regarding|covering|for)\s+(.+)$/i;

const ENGLISH_WORDING: IntentWording = {
  language: 'en',
  leadingFiller: LEADING_FILLER,
  wholeMaterial: WHOLE_MATERIAL,
  studyNext: STUDY_NEXT,
  quiz: QUIZ,
  compare: COMPARE,
  and: 'and',
  definitions: DEFINITIONS,
  keyPoints: KEY_POINTS,
  summary: SUMMARY,
  simply: SIMPLY,
  define: DEFINE,
  notADefinition: NOT_A_DEFINITION,
  howWhy: HOW_WHY,
  explain: /^\s*(?:explain|describe|tell me about|teach me(?: about)?)\s+(.+)/i,
  // Not "was": "Was ist …?" is German.
  asks: /^\s*(?:what|who|whom|whose|which|when|where|why|how|is|are|were|do|does|did|can|could|should|would|will|has|have|define|describe|explain|tell me)\b/i,
  topic: {
    endMarks: '?!.。',
    strayMarks: '',
    articles: ['the', 'a', 'an'],
    elidedArticles: [],
    courtesy: ['please', 'for me', 'to me', 'in (?:my|these|this|the) notes?', 'from (?:my|these|this|the) notes?', 'again'],
  },
  overview: { after: 'verb', verb: OVERVIEW_VERB, notesAbout: NOTES_ABOUT, preposition: /\b(?:on|about|of|for|in|regarding|covering)\s+(.+)$/i },
  simplyFraming: [
    SIMPLY,
    /^\s*(?:explain|describe|tell me about|what (?:is|are)|what's|teach me|help me understand)\s+/i,
    /\b(?:explain(?:ed)?|to me|in|terms|words|language|please)\b/gi,
  ],
};

/** The other languages notes are written in, in the order the reader tries them (English is read last). */
const OTHER_WORDINGS: readonly IntentWording[] = [SPANISH_WORDING, FRENCH_WORDING, GERMAN_WORDING];

/**
 * The languages notes are written in, English last: the others' patterns do not match English questions,
 * while "define X" reads the same in English and Spanish.
 */
export function detectIntent(rawQuestion: string): Intent {
  const other = OTHER_WORDINGS.reduce<Intent | null>((found, wording) => found ?? readIntent(rawQuestion, wording), null);
  // "definitions" is French too: "What does operational definitions mean?" asks the English way for one term.
  if (other?.kind === 'definitions') {
    const english = readIntent(rawQuestion, ENGLISH_WORDING);
    if (english?.kind === 'define') return english;
  }
  return other ?? readIntent(rawQuestion, ENGLISH_WORDING) ?? { kind: 'question', topic: cleanTopic(rawQuestion.replace(/\s+/g, ' ').replace(LEADING_FILLER, '').trim(), ENGLISH_WORDING.topic) };
}

/**
 * The language the learner asked in. English first: a question the English wording reads (an intent,
 * or its asking words: "What …", "Define …") is English, so words both languages share ("Define X",
 * "Describe X") stay the English learner's. Else the first other wording that reads an intent in it,
 * else the one whose asking words open it ("¿Quién …?", "Qui …", "Wer …"); English when none does.
 */
export function questionLanguage(rawQuestion: string): NotesLanguage {
  const asked = rawQuestion.replace(/\s+/g, ' ').trim();
  if (readIntent(rawQuestion, ENGLISH_WORDING) || ENGLISH_WORDING.asks.test(asked)) return 'en';
  const read = OTHER_WORDINGS.find((w) => readIntent(rawQuestion, w) !== null) ?? OTHER_WORDINGS.find((w) => w.asks.test(asked));
  return read?.language ?? 'en';
}


/** A grammatical "What is/are …?" question about a term. */
export function whatIsQuestion(term: string): string {
  return `What ${copulaFor(term)} ${term}?`;
}
