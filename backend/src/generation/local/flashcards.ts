import type { Flashcard, FlashcardDifficulty } from '../generation.types.js';
import { readability } from '../text/readability.js';
import { contentTerms, countWords } from '../text/tokens.js';
import { capitalise, headingAsPhrase, lowerFirstWord, type LowercaseVocabulary } from './casing.js';
import { COUNTED_THINGS, definitionQuestion } from './card-gates.js';
import { causalClaimText } from './cause-claims.js';
import { citationFor } from './citation.js';
import { readsAsClause } from './clause-shape.js';
import { defersConsequence, nextStatedRule, withoutTalkAsides } from './deferred-consequences.js';
import { findWholeWords } from '../text/whole-words.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import type { FoundDefinition } from './definitions.js';
import type { Keyphrase } from './keyphrases.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { mostCentralFirst, type SalienceModel } from './salience.js';
import { isTeaserHeading, kindNamedByAdjective } from './section-titles.js';
import { addressesReader, isExampleOrExercise, startsWithAnaphora, withoutLeadingConnective, withoutLineLabel, withoutSpokenOpener } from './sentence-quality.js';
import { collapseSpaces } from '../text/whitespace.js';
import { withoutSpeakerFrame } from './speaker-frames.js';
import { spokenConsequence } from './spoken-consequences.js';
import { isCutSpanishClause, isUnaskableCondition, tellsPastEvent } from './condition-gates.js';
import { withoutSectionReference } from './section-references.js';
import { slideTitleCards } from './slide-title-cards.js';
import { codeExpressionCards, commandCards } from './code-expression-cards.js';
import { MENTIONS_SPEAKER } from './speaker-words.js';
import { MENTIONS_DEMONSTRATIVE, wordGroup } from './pointing-words.js';
import { numberWords } from './number-words.js';

/**
 * Flashcards from what the extractors found:
 *  - definition cards ("What is X?" → meaning) for every definition;
 *  - concept cards from enumerations ("What are the two kinds of efficiency?"), causal sentences
 *    ("Explain why …") and section headings ("What is the key point about price ceilings?");
 *  - cloze cards: a key idea with its key term blanked.
 * Every card cites its source sentence; duplicate questions or answers are dropped.
 */

export const MAX_CONCEPT_CARDS = 6;
export const MAX_CLOZE_CARDS = 6;
const BLANK = '_____';

export interface FlashcardInputs {
  doc: PreparedDocument;
  model: SalienceModel;
  definitions: readonly FoundDefinition[];
  keyIdeas: readonly PreparedSentence[];
  keyphrases: readonly Keyphrase[];
  vocabulary: LowercaseVocabulary;
  /** Lower-case words of the title and headings. */
  topicWords: ReadonlySet<string>;
}

export function buildFlashcards(inputs: FlashcardInputs): Flashcard[] {
  const concepts = conceptCards(inputs).slice(0, MAX_CONCEPT_CARDS);
  const conceptQuotes = new Set(concepts.map((c) => c.citation.quote));
  const cards = [
    ...inputs.definitions.map((d) => definitionCard(d)),
    // A slide's first bullet saying what its title is, asked about the title (before the title's "key point" card).
    ...slideTitleCards(inputs.doc, inputs.vocabulary),
    ...concepts,
    // "M[a,] returns the entire a th row": what a programming deck's code gives, asked of the code (not of a bullet a
    // concept card already answers with).
    ...codeExpressionCards(inputs.doc).filter((c) => !conceptQuotes.has(c.citation.quote)),
    // "javac compiles source to .class bytecode" under the command "javac HelloWorld.java": what the program does (a
    // key point answered by the same bullet opens on the lower-case name, a fragment the gates drop).
    ...commandCards(inputs.doc),
    ...clozeCards(inputs).slice(0, MAX_CLOZE_CARDS),
  ];
  return withoutDuplicates(cards);
}

export function definitionCard(d: FoundDefinition, language = 'en'): Flashcard {
  // A meaning that starts "an institution …" marks a count noun: "What is a financial intermediary?"
  const countNoun = d.countNoun ?? (!d.plural && d.form === 'noun-phrase' && /^an?\s/i.test(d.meaning) && /^\p{Ll}/u.test(d.term));
  const stated = d.countNoun === true || d.definite === true;
  const question = d.pattern === 'stands-for'
    ? `What does ${d.term} stand for?`
    : definitionQuestion(d.term, language, { countNoun, stated, definite: d.definite ?? false, ...(d.article ? { article: d.article } : {}) });
  const plural = /^What are /.test(question) || /^¿Qué son /.test(question);
  const answer = definitionAnswer(d, plural ? 'are' : 'is');
  const words = countWords(d.meaning);
  return {
    question,
    answer,
    kind: 'definition',
    difficulty: words <= 12 ? 'easy' : words <= 25 ? 'medium' : 'hard',
    citation: citationFor(d.sentence),
  };
}

/** The answer reads as a sentence whatever shape the meaning has. */
function definitionAnswer(d: FoundDefinition, copula: 'is' | 'are'): string {
  const term = capitalise(d.term);
  switch (d.form) {
    case 'noun-phrase':
      return `${capitalise(d.meaning)}.`; // "The study of how humans …"
    case 'verb-phrase':
      return `${term} ${d.meaning}.`; // "Fiscal policy involves …"
    case 'when-clause':
      // "Scarcity is when …" is how people talk, not how a definition reads: "Scarcity occurs when …".
      return `${term} ${copula === 'are' ? 'occur' : 'occurs'} ${d.meaning.replace(/^when\s+/i, 'when ')}.`;
    default: {
      const unknown: never = d.form;
      throw new Error(`Unknown meaning form: ${String(unknown)}`);
    }
  }
}

function conceptCards({ doc, model, vocabulary }: FlashcardInputs): Flashcard[] {
  const cards: Flashcard[] = [];
  const ranked = mostCentralFirst(model, doc.sentences.filter((s) => (model.scores[s.index] ?? 0) > 0));
  for (const s of ranked) {
    const card = enumerationCard(s) ?? causeCard(s, vocabulary);
    if (card) cards.push(card);
  }
  cards.push(...headingCards(doc, model, vocabulary));
  return cards;
}

const ENUMERATION =
  new RegExp(
    String.raw`^(?:.*?\b)?(?<n>${wordGroup(numberWords('en', 2, 7), ['several'])}|\d)\s+(?<kind>kinds|types|ways|reasons|categories|forms|parts|components|sources|factors|methods|stages|steps|characteristics|elements|features|approaches|groups|classes|functions|goals|roles|options)\s+of\s+(?<of>[^:,;]{3,60}?)\s*(?::|—|,\s+namely|\s+(?:are|include))\s+(?<items>[^;]+?)\.$`,
    'i',
  );

/** "… two kinds of efficiency: productive efficiency and allocative efficiency." */
function enumerationCard(s: PreparedSentence): Flashcard | undefined {
  const m = ENUMERATION.exec(s.text);
  const g = m?.groups;
  if (!g?.n || !g.kind || !g.of || !g.items || countWords(g.items) < 2 || countWords(g.items) > 30) return undefined;
  return {
    question: `What are the ${g.n.toLowerCase()} ${g.kind.toLowerCase()} of ${g.of}?`,
    answer: `${capitalise(g.items)}.`,
    kind: 'concept',
    difficulty: countWords(g.items) > 12 ? 'hard' : 'medium',
    citation: citationFor(s),
  };
}

const FIGURE_SUBJECT = /^(?:the|this|that)\s+(?:figure|table|graph|chart|diagram|exhibit)\b/i;
const COUNTED_EXISTENTIAL = new RegExp(String.raw`^there\s+(?:is|are)\s+(?:actually\s+|always\s+|really\s+)?(?=(?:infinitely\s+)?${COUNTED_THINGS}\b)`, 'iu');
const ATTENTION_OPENER = /^(?:notice|note|remember|recall)(?:\s+that)?,?\s+(?=\p{L})/iu;
const SINCE_POINTING = /\b(?:it|its|it's|they|them|their|he|she|his|her|hers|ours|theirs|this|that|these|those|here|there's)\b/i;

/** "Scarcity is a problem because …" → "Explain why scarcity is a problem."; "…, since …" likewise. */
function causeCard(s: PreparedSentence, vocabulary: LowercaseVocabulary): Flashcard | undefined {
  // Speech opens on "Likewise, …", "So, …": the claim starts after the marker.
  // "Notice (that) …", "remember, …": the speaker points the listener at the claim, which starts after.
  // "And indeed, PDEs tend to be …": a connective after the spoken opener goes too.
  const framed = causalClaimText(withoutLeadingConnective(capitalise(withoutSpokenOpener(s.text, 'en').replace(ATTENTION_OPENER, ''))));
  if (!framed) return undefined;
  const text = framed.text;
  // "…, largely because …": an adverb grading the reason still gives it.
  const m = /^(?<claim>[^,;:]{25,160}?)(?:,?\s+(?:(?:largely|partly|mainly|mostly|precisely|essentially|in part|ultimately|fundamentally)\s+)?because|,\s+(?<since>since))\s+(?<reason>.{15,})\.$/.exec(text);
  const claim = m?.groups?.claim;
  const subject = claim?.slice(framed.opening.length) ?? '';
  // A counted "there are infinitely many …" points nowhere; "there" as a place does.
  if (!claim || startsWithAnaphora(subject.replace(COUNTED_EXISTENTIAL, '')) || /\b(?:you|we|i|us|let['’]s)\b/i.test(claim)) return undefined;
  // "Encourage exercise and sleep …, because …" advises; "An example of bias occurs when …" is an instance, not a claim to explain.
  if (/^(?:an?\s+)?(?:example|instance|illustration)\s+of\b/i.test(claim) || isImperative(subject)) return undefined;
  // "The figure offers a reminder that …" is about a page the card does not show; "… extremely well—often because …" is cut mid-aside.
  if (FIGURE_SUBJECT.test(claim) || /[—–]\s*\S+$/.test(claim)) return undefined;
  // "…, since 1990" tells when; "her origin …, since …" leans on who "her" is: a "since" reason is a clause, its claim names its own things.
  if (m?.groups?.since && (SINCE_POINTING.test(claim) || !hasFiniteVerb(tagEnglish(m.groups.reason!.split(/,\s/)[0]!)))) return undefined;
  // "Explain why" needs a claim with a verb, not "easy implementation of …".
  if (!hasFiniteVerb(tagEnglish(claim))) return undefined;
  return {
    question: `Explain why ${lowerFirstWord(withoutLeadingConnective(claim), vocabulary).replace(/^There\b/, 'there')}.`,
    // A "since" reason ends at its first clause: "…, so you account for that by …" is the next step, not the reason.
    answer: m?.groups?.since ? `${withoutLeadingConnective(claim)}, since ${m.groups.reason!.split(/,\s+(?:so|and|but|which)\s+/)[0]}.` : withoutLeadingConnective(text),
    kind: 'concept',
    difficulty: difficultyOfSentence(s.text),
    citation: citationFor(s),
  };
}

/** A claim opening on a verb's base form ("Encourage exercise …") tells the reader what to do. */
function isImperative(claim: string): boolean {
  const [first, second] = tagEnglish(claim.split(/\s+/).slice(0, 3).join(' '));
  return first?.pos === 'VERB' && first.lemma === first.text.toLowerCase() && !/ing$/i.test(first.text) && second?.pos !== 'AUX' && second?.pos !== 'VERB';
}

/** One card per topic heading whose section has a clear best sentence. */
function headingCards(doc: PreparedDocument, model: SalienceModel, vocabulary: LowercaseVocabulary): Flashcard[] {
  const cards: Flashcard[] = [];
  const bestInSection = new Map<number, PreparedSentence>();
  // The answer must be about the heading: it names one of the heading's words.
  const headingWords = doc.headings.map((h) => contentTerms(h.text.replace(NUMBERING, '')));
  for (const s of doc.sentences) {
    const score = model.scores[s.index] ?? 0;
    // The answer must stand alone: no "this …", no worked example, no "you".
    if (score <= 0 || startsWithAnaphora(s.text) || isExampleOrExercise(s.text) || addressesReader(s.text)) continue;
    const words = headingWords[s.sectionIndex];
    // The sentence's own content terms (PreparedSentence.terms): the stemmed content words of its text.
    if (words && words.length > 0 && !s.terms.some((t) => words.includes(t))) continue;
    const current = bestInSection.get(s.sectionIndex);
    if (!current || score > (model.scores[current.index] ?? 0)) bestInSection.set(s.sectionIndex, s);
  }
  doc.headings.forEach((heading, sectionIndex) => {
    const best = bestInSection.get(sectionIndex);
    if (!best) return;
    const title = withoutSectionReference(heading.text.replace(NUMBERING, ''));
    const topic = kindNamedByAdjective(headingAsPhrase(title.replace(PRESENTED, '').replace(PRESENTING, ''), vocabulary), doc.headings.slice(0, sectionIndex).map((h) => h.text));
    if (!topic || isTeaserHeading(title, 'en') || CODE_IN_HEADING.test(topic)) return;
    const asks = /^(?:why|how|what|when|where|which|who)\b/i.test(topic);
    // "Humans make decisions in two main ways" states a claim: "the key point about" it reads as broken English.
    if (!asks && statesAClaim(topic)) return;
    const question = asks
      ? heading.text.endsWith('?')
        ? `${capitalise(topic)}?`
        : `Explain ${topic}.`
      : `What is the key point about ${topic}?`;
    cards.push({
      question,
      answer: withoutLeadingConnective(best.text),
      kind: 'concept',
      difficulty: difficultyOfSentence(best.text),
      citation: citationFor(best),
    });
  });
  return cards;
}

/** A slide titled by its code ("M[1] returns just the first element", "x <- c(1, 2)") names no topic to ask about. */
const CODE_IN_HEADING = /[[\]{}=<>;]|\p{L}\(|\)\p{L}/u;

/** A subject and its verb with more after it: a sentence, not a topic ("Price controls" stays a topic). */
function statesAClaim(phrase: string): boolean {
  const tags = tagEnglish(phrase);
  const subjectBefore = (i: number): boolean => {
    let j = i - 1;
    while (j > 0 && tags[j]!.pos === 'ADV') j--; // "Responsibilities often extend …"
    return /^(?:NOUN|PROPN|PRON)$/.test(tags[j]?.pos ?? '');
  };
  return tags.some((t, i) => i > 0 && i < tags.length - 1 && (t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text))) && subjectBefore(i));
}

/** "Corporate Social Responsibility Defined": how the heading presents its topic, not part of it. */
const PRESENTED = /\s+(?:defined|explained|revisited|reconsidered|at a glance)$/i;
/** "Definition of an Attribute Grammar", "An Introduction to Sampling": the topic is what follows. */
const PRESENTING = /^(?:an?\s+|the\s+)?(?:definitions?|introduction|overview|basics|fundamentals)\s+(?:of|to)\s+(?=\S)/i;

/** "2.3 ", "Chapter 4: " before a heading's words. */
const NUMBERING = /^(?:(?:chapter|section|part|unit)\s+)?\d+(?:\.\d+)*\.?:?\s+/i;

function clozeCards({ keyIdeas, keyphrases, definitions, topicWords }: FlashcardInputs): Flashcard[] {
  const definedTerms = definitions.map((d) => d.term);
  const definitionSentences = new Set(definitions.map((d) => d.sentence.index));
  // Blanks must be worth recalling: defined terms, recurring multi-word phrases, topic words.
  const phrases = keyphrases
    .filter((k) => k.text.includes(' ') || topicWords.has(k.text.toLowerCase()))
    .map((k) => k.text);
  const cards: Flashcard[] = [];
  const blanked = new Set<string>();
  for (const idea of keyIdeas) {
    const text = withoutSpeakerFrame(withoutLeadingConnective(withoutLineLabel(idea.text)), 'en');
    // A sentence that is itself a definition already has a definition card: blank something else.
    const candidates = definitionSentences.has(idea.index)
      ? phrases.filter((k) => !definedTerms.some((t) => t.toLowerCase() === k.toLowerCase()))
      : [...definedTerms, ...phrases];
    const lower = text.toLowerCase();
    const maxWords = countWords(text) * 0.4;
    const present = candidates.filter((p) => lower.includes(p.toLowerCase()) && findWhole(text, p) >= 0 && countWords(p) <= maxWords);
    // Blank whole terms ("division of labor", not "labor" inside it), each term once per deck.
    const phrase = present.find(
      (p) => !blanked.has(blankKey(p)) && !present.some((q) => q !== p && q.toLowerCase().includes(p.toLowerCase())),
    );
    if (!phrase) continue;
    blanked.add(blankKey(phrase));
    const at = findWhole(text, phrase);
    const answer = text.slice(at, at + phrase.length);
    cards.push({
      question: `${text.slice(0, at)}${BLANK}${text.slice(at + phrase.length)}`,
      answer,
      kind: 'cloze',
      difficulty: countWords(text) > 30 ? 'hard' : difficultyOfSentence(text),
      citation: citationFor(idea),
    });
  }
  return cards;
}

/** "Public goods" and "public good" are one blank. */
function blankKey(phrase: string): string {
  return contentTerms(phrase).join(' ');
}

/** Where the phrase occurs as whole words (case-insensitive), or -1. */
function findWhole(text: string, phrase: string): number {
  return findWholeWords(text, phrase);
}

function difficultyOfSentence(text: string): FlashcardDifficulty {
  const grade = readability([text]).fleschKincaidGrade;
  return grade < 10 ? 'easy' : grade < 16 ? 'medium' : 'hard';
}

function withoutDuplicates(cards: readonly Flashcard[]): Flashcard[] {
  const questions = new Set<string>();
  const answers = new Set<string>();
  // A blank whose answer a definition card gives ("JSON stands for _____" beside "What does JSON stand for?") asks it twice.
  const defined = new Set(cards.filter((c) => c.kind === 'definition').map((c) => normalise(c.answer)));
  const out: Flashcard[] = [];
  for (const card of cards) {
    const q = normalise(card.question);
    const a = normalise(card.answer);
    if (questions.has(q) || (card.kind !== 'cloze' && answers.has(a)) || (card.kind === 'cloze' && defined.has(a))) continue;
    questions.add(q);
    answers.add(a);
    out.push(card);
  }
  return out;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}


/** "If two vectors are perpendicular, their dot product is zero." → "What happens if two vectors are perpendicular?" */
const CONDITION = /^(?:(?:so|and|now|but|in general|in particular),?\s+)?(?<when>if|whenever|when)\s+(?<condition>[^,;:]{12,140}?),\s+(?:then\s+)?(?<result>[^;:]{20,})[.!]$/i;
/** A condition that leans on context ("if it …", "if this …") or on the speaker (`MENTIONS_SPEAKER`) is no question on its own. */
const LEANING_CONDITION =
  /^(?:it|it's|this|that|these|those|they|they're|he|she|i|so|then|not|there)\b|\b(?:this|these|those)\b|\b(?:that|it|them)\s*$|^(?:you|we)\s+(?:think|look|imagine|want|were to|remember|recall|do this|first)\b/i;
/** The speaker's own reaction is not the consequence to learn (a generic "we" may state it: "we get 2x"). */
function isSpeakersReaction(result: string): boolean {
  return MENTIONS_SPEAKER.test(result) || /\bwith you\b/i.test(result);
}
/**
 * The listener's state or the talk itself is no condition: "if you're curious", "if you'll recall from the last
 * video", "if you feel like …", "when we turn back to our question", "when you're a student".
 */
const LISTENER_CONDITION =
  /^(?:you|we)(?:['’](?:re|ll|d|ve))?\s+(?:(?:will|would|might|may|can|could)\s+)?(?:(?:were|are)\s+)?(?:curious|recall(?:ed)?|remember(?:ed)?|feel(?:ing)?|felt|wonder(?:ing|ed)?|thinking|turn\s+back|go\s+back|look\s+back|scan\s+your|a\s+student)\b|\b(?:last|previous|next|earlier)\s+(?:video|lecture|lesson|chapter)\b/i;
/** "Things start to get trickier", "The answer sort of pops out": a consequence with no subject of its own. */
const VAGUE_RESULT = /^(?:things|everything|it\s+all|the\s+(?:answer|results?|math|mathematical\s+tools))\b/i;

/**
 * Concept questions grounded in one explanatory sentence: a salient "if …, …" sentence that names a
 * key term of the document becomes "What happens if …?", answered by the sentence itself.
 */
export function conditionCards(doc: PreparedDocument, model: SalienceModel, terms: readonly string[], limit: number, used: ReadonlySet<string>, language = 'en'): Flashcard[] {
  const keyTerms = terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 4);
  const ranked = mostCentralFirst(model, doc.sentences.filter((s) => s.displayable && !s.apparatus && (model.scores[s.index] ?? 0) > 0 && s.wordCount <= 40 && !used.has(s.quote)));
  const cards: Flashcard[] = [];
  for (const s of ranked) {
    if (cards.length >= limit) break;
    // "By the way, I should mention that if you multiply by a constant, say 2 times sine of x, …": the remark and the example go.
    const text = withoutTalkAsides(s.text.trim(), language);
    if (language.startsWith('es')) {
      const said = spanishCondition(text);
      // "…, las cosas se simplifican mucho. La derivada es …": the next sentence is the consequence.
      const deferred = said && defersConsequence(said.answer, 'es') ? nextStatedRule(doc, s, 'es') : undefined;
      // "¿Qué le pasa a la derivada si …?": the question names what the rule is about.
      const stated = said && defersConsequence(said.answer, 'es') ? (deferred ? { question: deferred.about ? said.question.replace(/^¿Qué pasa/u, `¿Qué le pasa a ${deferred.about}`).replace(/\ba el\b/u, 'al') : said.question, answer: capitalise(deferred.rule) } : undefined) : said;
      const lower = s.text.toLowerCase();
      if (!stated || isExampleOrExercise(s.text) || !keyTerms.some((t) => findWholeWords(lower, t) >= 0)) continue;
      cards.push({ ...stated, kind: 'concept', difficulty: difficultyOfSentence(s.text), citation: citationFor(s) });
      continue;
    }
    const m = CONDITION.exec(text);
    const condition = m?.groups?.condition?.trim();
    // "…, things end up a lot simpler. The derivative is …": the next sentence is the consequence.
    const deferring = m?.groups?.result !== undefined && defersConsequence(m.groups.result, 'en');
    const deferred = deferring ? nextStatedRule(doc, s, 'en') : undefined;
    if (deferring && !deferred) continue;
    // "…, their dot product is zero": the condition named the things; "the" reads on its own.
    // "it means that …", "after a little delay, …", "you get …": spoken lead-ins before the consequence (spoken-consequences.ts).
    const said = spokenConsequence((deferred?.rule ?? m?.groups?.result ?? '').trim());
    const result = said.text.replace(/^(?:their|its)\s+(?=\p{L})/iu, 'the ');
    const subject = result.slice(said.subjectAt);
    // "when Facebook went public" is one event, not a rule; "if we are to avoid inflation" states a goal;
    // "one of two things must happen" points at what follows.
    const when = m?.groups?.when?.toLowerCase();
    if (when !== 'if' && tellsPastEvent(condition ?? '', 'en')) continue;
    if (/\b(?:is|are|was|were)\s+to\s+\p{L}+/iu.test(condition ?? '') || /\bthings?\s+(?:must|will|can|could|would)\s+happen\b/i.test(result ?? '')) continue;
    if (!condition || !result || isUnaskableCondition(condition) || LEANING_CONDITION.test(condition) || MENTIONS_SPEAKER.test(condition) || LISTENER_CONDITION.test(condition) || VAGUE_RESULT.test(subject) || isSpeakersReaction(result) || startsWithAnaphora(subject) || isExampleOrExercise(s.text)) continue;
    const lower = s.text.toLowerCase();
    if (!keyTerms.some((t) => findWholeWords(lower, t) >= 0)) continue;
    // Both halves must be clauses: "if so, …" or "if anything, …" ask nothing.
    const resultTags = tagEnglish(result);
    const conditionTags = tagEnglish(condition);
    if (!readsAsClause(condition) || !hasFiniteVerb(resultTags)) continue;
    // "When analyzed together, fertility and mortality rates …": the condition's subject is the result's; asked alone it has none.
    if (conditionTags[0]?.pos === 'VERB') continue;
    // "when the 2015 decision legalized same-sex marriage": a past event, not a rule (a passive "are placed" is not past).
    if (when !== 'if' && conditionTags.some((t, i) => i > 0 && t.pos === 'VERB' && /\p{L}ed$/u.test(t.text) && conditionTags[i - 1]?.pos !== 'AUX')) continue;
    // "if we scale that down": a pointing "that" needs the screen or the sentence before.
    if (conditionTags.some((t, i) => t.text.toLowerCase() === 'that' && (t.pos !== 'SCONJ' || /^(?:ADV|ADP|PART|PUNCT)$/.test(conditionTags[i + 1]?.pos ?? 'PUNCT')))) continue;
    // "if you have two vectors, v and w, …": a comma before the result's verb means the condition was cut at an appositive.
    const subjectTags = said.subjectAt > 0 ? tagEnglish(subject) : resultTags;
    const firstVerb = subjectTags.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const firstComma = subjectTags.findIndex((t) => t.text === ',');
    if (firstComma >= 0 && firstComma < firstVerb) continue;
    // The consequence opens on its subject ("the dot product is zero"), not "say v, …" or "in effect, …".
    if ((!said.reached && !/^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(subjectTags[0]?.pos ?? '')) || MENTIONS_DEMONSTRATIVE.test(result)) continue;
    cards.push({
      // "What happens to the derivative if …?": a deferred rule names what it is about.
      question: `What happens ${deferred?.about ? `to ${deferred.about} ` : ''}${when === 'if' ? 'if' : 'when'} ${condition.replace(/\s+/g, ' ')}?`,
      // The consequence is the answer; the question already states the condition.
      answer: `${capitalise(result.replace(/[.!]+$/, ''))}.`,
      kind: 'concept',
      difficulty: difficultyOfSentence(s.text),
      citation: citationFor(s),
    });
  }
  return cards;
}

/** "Si tu tercer vector está en el tramo de los dos primeros, entonces el tramo no cambia." */
const CONDITION_ES = /^(?:(?:así que|y|pero|ahora|entonces|en general|en particular),?\s+)?(?<when>si|siempre que|cuando)\s+(?<condition>[^,;:]{12,140}?),\s+(?:entonces\s+)?(?<result>[^;:]{12,})[.!]$/iu;
/** Words that leave a Spanish condition or consequence pointing at the screen, the talk or the speaker ("tu" is anyone's). */
const POINTING_ES = /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquel|aquella|éste|ésta|éstos|éstas|ése|ésa|aquí|ahí|allí|él|ella|ellos|ellas|yo|me|mi|mis|nosotros|nuestro|nuestra|le|les)(?![\p{L}])/iu;
/** A condition opening on a clitic or pronoun ("si se alinean", "si lo multiplicas") leans on the sentence before. */
const LEANING_ES = /^(?:se|lo|la|le|les|los|las|me|te|nos|esto|eso|ello|no)\s/iu;
/** The consequence opens on its subject ("el tramo no cambia"), not "es casi seguro …" or "significa que …". */
const SUBJECT_ES = /^(?:el|la|los|las|un|una|cada|todo|toda|todos|todas|ambos|ambas)\s/iu;

/** The question and answer a Spanish "si/cuando …, …" sentence states, if it stands on its own. */
export function spanishCondition(sentence: string): { question: string; answer: string } | undefined {
  const g = CONDITION_ES.exec(collapseSpaces(sentence))?.groups;
  const condition = g?.condition?.trim();
  const result = g?.result?.trim().replace(/[.!]+$/, '');
  const when = g?.when?.toLowerCase();
  if (!when || !condition || !result) return undefined;
  // The result stops at its first clause: "…, pero cuando …" starts another rule.
  if (/,\s/.test(result) || result.split(' ').length < 3) return undefined;
  if (LEANING_ES.test(condition) || POINTING_ES.test(condition) || POINTING_ES.test(result) || !SUBJECT_ES.test(result)) return undefined;
  if (when !== 'si' && tellsPastEvent(condition, 'es')) return undefined;
  if (isCutSpanishClause(condition) || isCutSpanishClause(result)) return undefined;
  return { question: `¿Qué pasa ${when} ${condition}?`, answer: `${capitalise(result)}.` };
}
