import { stem } from '../text/stem.js';
import { isStopWord } from '../text/stop-words.js';
import { isEverydayEnglishWord } from '../text/common-words.js';
import { findWholeWords } from '../text/whole-words.js';
import { isObjectOfVerb } from './relative-antecedents.js';
import { opensOnAClause } from './naming-clauses.js';
import { endsListWithTerm } from './list-relatives.js';
import { namesPlaceBeforeWhere } from './place-where-clauses.js';
import { placedThingPointedAt, pointsAtDatedEvent, statementPointedAt, thingsPointedAt } from './pointed-previous.js';
import { pointedKindMeaning } from './pointed-kind-clauses.js';
import { hasFiniteVerb, headNoun, tagEnglish, isArticle, isGraded, isPluralNoun, isProForm, readSentence, readWords, type SentenceReading, type TaggedToken } from '../text/nlp.js';
import { LARGE_NUMBERS, numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';
import { readColonGloss } from './colon-labels.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Syntactic definition patterns for text without markup (no bold terms to rely on):
 *   "X is/are (defined as) Y", "X refers to Y", "X means (that) Y", "X occurs when Y",
 *   "Y is called / known as X", "…, X, which is/means Y", "X—that is, Y—", "X: Y" (glossary lines).
 * Each match yields a term (a short noun phrase) and a meaning (a complete clause).
 */

export type MeaningForm = 'noun-phrase' | 'verb-phrase' | 'when-clause';

export interface DefinitionContext {
  /** The sentence is a list item, where "Term: meaning" lines are glossary entries. */
  isListItem: boolean;
  /** The sentence opens its block (a slide's bullet, a notes line), where a "Term: Sentence" label names the term. */
  opensBlock?: boolean;
  /** Occurrences of a phrase in the whole document. */
  phraseCount(phrase: string): number;
  /** The sentence before, which "We call this X." / "Such programs are called X." name. */
  previous?: string;
  /**
   * Written prose, whose commas a writer placed (a transcript's are the recogniser's guesses). The checks only a
   * speaker needs (a relative added to the whole clause, an inverse copula that stresses) run when it is `false`.
   */
  written?: boolean;
}

/** The context with the sentence's one tagging, which every check of a phrase cut from it reads. */
export interface ReadContext extends DefinitionContext {
  reading: SentenceReading;
}

export interface DefinitionMatch {
  term: string;
  meaning: string;
  form: MeaningForm;
  plural: boolean;
  /** How reliably the pattern signals a definition, 0–1. */
  confidence: number;
  pattern: string;
}

/**
 * Nouns too general to be a glossary term on their own ("The reason is …", "One example is …"): generality is
 * meaning, not grammar. Ranking words ("the first"), pronouns ("someone") are told by tags.
 */
/** A head that points at something the text shows rather than a kind ("the calculator example", "the last decade"). */
const POINTING_HEAD = /^(?:examples?|chapter|section|figure|table|text|book|years?|months?|weeks?|days?|decades?|century|centuries|times?|number|amount|percentage|part|rest|remainder|following|former|latter)$/;
const GENERIC_NOUNS = new Set(
  `reason result answer question problem point idea goal key example way thing things difference effect effects case
  fact issue purpose aim outcome conclusion lesson challenge part rest former latter following truth
  trick hope concern focus task step steps approach answer solution implication implications advantage disadvantage
  downside upside theme message story argument explanation situation consequence consequences
  remainder majority minority number amount percentage type types kind kinds sort
  method list table figure chapter section text book author authors study people person source test
  basis year years month months week weeks day days decade decades century centuries billion billions million
  millions trillion thousand hundred percent time times line name axis economists economist researchers scientists
  analysts experts scholars term terms word words phrase concept`.split(/\s+/),
);

/** "-ar" adjectives that judge or compare rather than classify ("a regular basis", "a popular way"). */
const EVERYDAY_AR = /^(?:regular|popular|familiar|similar|particular|peculiar|spectacular|singular|clear|near|dear|far|other)$/;

// "The principle of charity is …" defines the principle, not charity: a principle keeps its head, as a law or a theory does.
const RELATIONAL_HEAD =
  /^(?:(?:take|took|taking|make|makes)\s+)?(?:concept|idea|notion|term|process|practice|phenomenon|advantage|kind|type|form|sort|use|role|presence|absence|existence|lack|importance|sense|definition|feeling|continuation|extension|example|instance|version|variant)\s+of\s+/i;

/**
 * Adjectives that rank, point or give a size ("the second difference", "a particular good", "low inflation")
 * rather than classify ("short run", "hard peg" classify): all ADJ to the tagger, so this is meaning, not
 * grammar. Comparatives and superlatives need no list (isGraded).
 */
const RANKING_ADJECTIVES = new Set(
  'first second third fourth fifth final last next main major key ultimate only original same particular specific certain typical similar different notable possible true basic recent new large small big'.split(' '),
);
/** Ranking by importance ("key structures", "the main cause"): a judgement, never a narrower class. */
const IMPORTANCE = /^(?:key|main|major|primary|principal|chief|central|only|ultimate)$/i;
/** Praise and judgement ("a good investment", "the big difference"): evaluation is meaning, not a part of speech. */
const EVALUATIVE_ADJECTIVES = new Set(
  `good bad great excellent poor useful important major serious real nice positive negative powerful dangerous
  interesting frequent big huge critical crucial significant valuable difficult easy simple common
  popular famous controversial hypothetical`.split(/\s+/),
);
/** Adverbs of degree ("fairly", "relatively"): they grade the adjective after them, which then describes rather than classifies. */
const DEGREE_ADVERB = /^(?:fairly|relatively|rather|quite|somewhat|particularly|very|really|extremely|highly|especially|incredibly|truly|increasingly)$/i;
/** Verbs that link a subject to a property ("becomes steeper", "remains elastic"): a phrase after them is a predicate. */
const LINKING_VERB = /^(?:become|seem|remain|appear)$/;

/** Adjectives that count rather than classify ("several factors", "few people", "its own"), though no stop list says so. */
const QUANTIFYING_ADJECTIVES = /^(?:several|few|various|own|numerous|multiple)$/i;

/**
 * "due process", "full employment", "whole life insurance": wink-nlp flags some classifying adjectives as stop words (so
 * isProForm reads them as pointing words); the project's own stop list, which keeps only function words, does not list them.
 */
function isPointing(t: TaggedToken): boolean {
  if (!isProForm(t)) return false;
  const word = t.text.toLowerCase();
  return !(t.pos === 'ADJ' && !isStopWord(word) && !QUANTIFYING_ADJECTIVES.test(word) && !isRankingOrGraded(t));
}

function isRankingOrGraded(t: TaggedToken | undefined): boolean {
  return t !== undefined && (isGraded(t) || RANKING_ADJECTIVES.has(t.text.toLowerCase()));
}

/**
 * "a watery fluid", "a tough membrane" describe what kind of thing it is; "a new culture", "an important process",
 * "several structures", "a large space" rank, judge, count or size it, and say nothing of which kind.
 */
export function describesAKind(t: TaggedToken): boolean {
  const word = t.text.toLowerCase();
  // A size does tell a part from its neighbours in a description of the body or the sky ("a small opening", "a small orbit").
  return t.pos === 'ADJ' && (SIZE.test(word) || !isRankingOrGraded(t)) && !EVALUATIVE_ADJECTIVES.has(word) && !QUANTIFYING_ADJECTIVES.test(word) && !GENERAL_MODIFIER.test(word) && !isStopWord(word);
}

const SIZE = /^(?:small|large|tiny|narrow|wide|thin|thick|short|long)$/;

/** Modifiers that set a thing apart without saying how ("a special structure", "a distinct region"). */
const GENERAL_MODIFIER = /^(?:special|other|another|whole|entire|general|unique|distinct|separate|further|extra|given|usual|normal|ordinary|actual|individual)$/;

/** An example ("a classic example"), a part or a relational noun ("one of", "the cause of"): the complement points at something, it does not define. */
const EXAMPLE_OR_RELATION =
  /^(?:(?:a|an|the|one)\s+[\p{L}-]+\s+(?:example|case|illustration|instance|reason|factor)\b|an?\s+(?:example|case|instance|illustration|time|bit|lot|little|matter|number(?=\s+of\b)|product(?=\s+of\b)|factor|part|piece|reason|cause|result)\b|one of|part of|the (?:cause|source|basis|heart|core|subject|focus|topic|consequence|effect|outcome|product|case|result|reason|problem|answer|goal|following|latter|former)\b)/iu;

/**
 * Opening phrases set off by a comma that lead into the clause ("In economics, …", "However, …", "On the
 * other hand, …"): a phrase without a verb that opens on a preposition or an adverb, by the sentence's tags.
 */
const COUNTING_OPENER = /^(?:first|second|third|fourth|fifth|firstly|secondly|thirdly|next)$/i;

export function stripIntroPhrases(clause: string, reading: SentenceReading): string {
  let rest = clause;
  let endsOnNoun = false;
  for (let m = /^([^,]{1,70}),\s+/.exec(rest); m; m = /^([^,]{1,70}),\s+/.exec(rest)) {
    const words = readWords(m[1]!.split(/\s+/), reading);
    // A phrase, not a clause of its own: "When a firm sells stock, we call it …" is the definition itself.
    // "Third, a contradiction is …": an ordinal counting the points off, whatever the tagger reads it as.
    const phrase = (m[1]!.length <= 50 && words[0] !== undefined && /^(?:ADV|ADP)$/.test(words[0].pos) && !hasFiniteVerb(words)) || COUNTING_OPENER.test(m[1]!);
    // "Unlike a miscarriage, a spontaneous loss of pregnancy due to injury, an abortion is …": the opening phrase's noun
    // renamed before the clause begins; the clause follows the renaming's comma.
    const renaming = endsOnNoun && /^(?:a|an|the)$/i.test(words[0]?.text ?? '') && !hasFiniteVerb(words) && /^,\s+(?:a|an|the)\s+\p{L}+/iu.test(rest.slice(m[0].length - 2));
    if (!phrase && !renaming && !isParticiplePhrase(words)) break;
    endsOnNoun = phrase && words.at(-1)?.pos === 'NOUN';
    rest = rest.slice(m[0].length);
  }
  return rest;
}

/**
 * "Bone, or osseous tissue, is a hard, dense connective tissue …", "Hearing, or audition, is the transduction of …": a
 * subject and its other name set off by "or" are defined together, and a glossary may list either. Only a short subject
 * with no "of" phrase: in "A bundle of axons, or fibers, …" the other name is the nearest noun's, not the subject's.
 */
const SYNONYM_SUBJECT = /^(?<subject>[^,;:()]{2,40}?),\s+or\s+(?<synonym>[^,;:()]{2,40}),\s+(?<rest>(?:(?:also|generally|usually|often|typically|commonly)\s+)?(?:is|are|refers?\s+to|means?)\s.+)$/iu;

function synonymSubjectDefinitions(clause: string, context: ReadContext): DefinitionMatch[] {
  const m = SYNONYM_SUBJECT.exec(clause)?.groups;
  if (!m?.subject || !m.synonym || !m.rest) return [];
  const subject = m.subject.replace(/^(?:the|a|an)\s+/i, '');
  // The other name is a common noun ("osseous tissue"); "Mercury, or Venus, …" offers an alternative, not a name.
  if (subject.split(/\s+/).length > 4 || /\sof\s/i.test(subject) || !/^\p{Ll}/u.test(m.synonym) || /\s(?:and|or)\s/i.test(m.synonym)) return [];
  const out: DefinitionMatch[] = [];
  for (const name of [m.subject, m.synonym]) {
    const found = matchSentenceInitial(`${name} ${m.rest}`, context);
    // After a bare copula only a noun phrase names what both are: "Glial cells, or glia, are known to play …" describes.
    const nounPhrase = found?.pattern !== 'copula' || /^(?:the|a|an)\s/i.test(found.meaning);
    if (found && nounPhrase && !/^(?:the|a|an)\s+\S+$/i.test(found.meaning)) out.push(found);
  }
  // Both names or neither: one alone means the other was no name (a pronoun, a phrase the patterns refuse).
  return out.length === 2 ? out : [];
}

/** "Phenotype, on the other hand, refers to …", "The collective unconscious, as described by Jung, is …". */
const SUBJECT_ASIDE = /^(?<subject>[^,;:()]{2,60}?),\s+(?<aside>[^,;:()]{2,40}),\s+(?<rest>(?:(?:also|generally|usually|often|typically|commonly)\s+)?(?:is|are|refers?\s+to|means?)\s.+)$/iu;

/**
 * The clause without an adverbial set off between its subject and a defining verb: a phrase opening on an adverb or a
 * preposition without a verb of its own, or "as" and a participle. An example ("for example") makes the subject an instance.
 */
function withoutSubjectAside(clause: string, reading: SentenceReading): string {
  const m = SUBJECT_ASIDE.exec(clause)?.groups;
  // "the sociologists, rather than the subjects, are …": a contrast with another party is a claim about both.
  if (!m?.subject || !m.aside || !m.rest || /^(?:for\s+(?:example|instance)|rather\s+than|instead\s+of|not)\b/i.test(m.aside)) return clause;
  const words = readWords(m.aside.split(/\s+/), reading);
  const adverbial = (/^(?:ADV|ADP)$/.test(words[0]?.pos ?? '') && !hasFiniteVerb(words)) || /^as\s+\p{L}+(?:ed|en)\s/iu.test(m.aside);
  return adverbial ? `${m.subject} ${m.rest}` : clause;
}

/** "Coined by the economist Joan Robinson", "According to Weber", "Based on census data": a participle and its preposition. */
function isParticiplePhrase(words: readonly TaggedToken[]): boolean {
  const [first, second] = words;
  return first?.pos === 'VERB' && /^\p{Lu}\p{Ll}+(?:ed|en|ing)$/u.test(first.text) && second?.pos === 'ADP' && !hasFiniteVerb(words.slice(1));
}

/** Clause boundaries after which a meaning has said what it needs to. */
// "facts that are provably true, but which nevertheless can feel false": "but" before a second relative goes on with the phrase.
const MEANING_CUT =
  /\s*(?:;|:|\s[—–]\s|—|(?<=\w)-\s|,\s+(?:while|whereas|but(?!\s+(?:which|who|whom|whose)\b)|although|though|because|since|so|as|like|such as|for example|for instance|e\.g\.|including|especially|particularly|unlike|and thus|and therefore|and so|which means|meaning|that is)\b|\s+(?:for example|for instance|such as|e\.g\.|because)\s|\s+and\s+(?:is|are|was|were|has|have|can|will|may|thus|therefore|seems?|appears?|tends?)\b|,\s+and\s+(?:it|they|this|these)\s|,\s+(?:which|is|are|was|were|has|have)\s|,\s+\p{L}+ed\s)/iu;
const HARD_CUT = /\s*(?:;|:|\s[—–]\s|—)/;
/** Two content words can be a full meaning ("out-of-pocket costs"). */
const MIN_MEANING_WORDS = 2;
const MAX_MEANING_WORDS = 40;
const MAX_TERM_WORDS = 6;

/** Sentences that describe a figure ("The vertical axis measures …") define nothing general. */
const DESCRIBES_FIGURE = /\b(?:figure|graph|diagram|chart|panel|axis|shaded|right-hand side|left-hand side)\b/i;

/** A pointer at a figure after the point is made (", as shown in the figure", "(see Figure 3.2)"): the rest may still define. */
const FIGURE_POINTER = /,\s+as\s+(?:shown|seen|illustrated|depicted)\s+in\s+(?:the\s+)?figure(?:\s+\d+(?:\.\d+)*)?(?=[\s.,;(]|$)|\s*\((?:see\s+)?(?:the\s+)?figure(?:\s+\d+(?:\.\d+)*)?\)/gi;

/** Discourse words a speaker opens a sentence on ("So …", "And now …", "Remember, …"). */
const SPOKEN_OPENER = /^(?:(?:and|so|now|well|okay|ok|remember|recall)(?:,\s*|\s+))+(?=\p{L})/iu;

export function matchDefinitions(text: string, context: DefinitionContext): DefinitionMatch[] {
  const sentence = text.replace(FIGURE_POINTER, '');
  if (sentence.endsWith('?') || DESCRIBES_FIGURE.test(sentence)) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  // The whole sentence, as other stages tag it: one tagging, shared through the tagger's memo.
  const read: ReadContext = { ...context, reading: readSentence(sentence) };
  // An example's subject is an instance, not a term; a term defined inside it still counts.
  const example = /^(?:for example|for instance|e\.g\.|consider|imagine|suppose)\b,?\s*/i.exec(body);
  if (example) return matchEmbedded(body.slice(example[0].length), read);
  // "So error correcting codes are a way to …", "And the growth factor is …": a speaker opens on a discourse word
  // without a comma; the clause after it is the definition.
  const spokenBody = context.written ? body : body.replace(SPOKEN_OPENER, '');
  const clauses = [withoutSubjectAside(stripIntroPhrases(spokenBody, read.reading), read.reading)];
  // "We can divide that ground into two parts: Microeconomics focuses on …"
  const afterColon = /:\s+(\p{Lu}.*)$/u.exec(body)?.[1];
  if (afterColon) clauses.push(stripIntroPhrases(afterColon, read.reading));
  const out: DefinitionMatch[] = [];
  for (const clause of clauses) {
    const initial = matchTermForThis(clause, read) ?? matchSentenceInitial(clause, read) ?? matchNaming(clause, read);
    if (initial) out.push(...splitSynonyms(initial, read.reading));
    out.push(...matchEmbedded(clause, read));
    if (out.length > 0) break;
  }
  out.push(...synonymSubjectDefinitions(clauses[0] ?? body, read).filter((d) => !out.some((m) => m.term === d.term)));
  const pointedBack = out.length === 0 && context.written ? namedAfterSemicolon(body, read) : undefined;
  if (pointedBack) out.push(pointedBack);
  const colonDefined = out.length === 0 ? matchAfterLowercaseColon(body, read) : undefined;
  if (colonDefined) out.push(colonDefined);
  // "Diffusion relates to …, while globalization refers to …": a contrast can define a second term in its own clause.
  const contrast = /\s(?:while|whereas)\s+(?<rest>\p{Ll}[^,;:]{2,60}?\s(?:refers? to|is defined as|are defined as|means)\s.+)$/u.exec(body)?.groups?.rest;
  const contrasted = contrast ? matchSentenceInitial(contrast, read) : undefined;
  if (contrasted && /^(?:refers-to|defined-as|means)$/.test(contrasted.pattern) && !out.some((m) => m.term === contrasted.term)) out.push(contrasted);
  // "Anxiety is a normal reaction …, but anxiety disorders are feelings of worry that …": a contrasted copula defines too.
  const contrastCopula = /,\s+but\s+(?<rest>\p{Ll}[^,;:]{2,40}?\s(?:is|are)\s.+)$/u.exec(body)?.groups?.rest;
  const contrastedCopula = contrastCopula && !contrast ? matchSentenceInitial(contrastCopula, read) : undefined;
  if (contrastedCopula && contrastedCopula.pattern === 'copula' && !out.some((m) => m.term === contrastedCopula.term)) out.push(contrastedCopula);
  // "Facts are observable realities, and opinions are personal judgments …": a second term defined the way the first is.
  const parallel = /^[^,;:]{2,60}?\s(?<verb>is|are|refers? to)\s[^;:]+?,\s+and\s+(?<rest>\p{Ll}[^,;:]{2,40}?\s(?:is|are|refers? to)\s.+)$/u.exec(body)?.groups;
  const parallelMatch = parallel?.rest && !contrast && !contrastCopula ? matchSentenceInitial(parallel.rest, read) : undefined;
  const samePattern = parallel?.verb && parallelMatch?.pattern === (/^refer/.test(parallel.verb) ? 'refers-to' : 'copula');
  // "…, and registering new voters is a key component of their work": a meaning pointing back at the first subject.
  const pointsBack = parallelMatch !== undefined && /\b(?:its|their|his|her)\b/i.test(parallelMatch.meaning);
  if (parallelMatch && samePattern && !pointsBack && !out.some((m) => m.term === parallelMatch.term)) out.push(parallelMatch);
  if (context.isListItem) {
    const glossaryLine = matchGlossaryLine(body, read.reading);
    if (glossaryLine) out.push(glossaryLine);
  }
  // "Forward branching factor: number of arcs going out from a node": a line's label glossed after its colon.
  const colonGloss = context.isListItem || context.opensBlock ? readColonGloss(body, 'en') : undefined;
  if (colonGloss) out.push({ term: colonGloss.term, meaning: colonGloss.gloss, form: colonGloss.form, plural: colonGloss.form === 'verb-phrase', confidence: 0.7, pattern: 'label-gloss' });
  const labelLine = out.length === 0 && (context.isListItem || context.opensBlock) ? matchLabelLine(body) : undefined;
  if (labelLine) out.push(labelLine);
  const entry = out.length === 0 && context.written ? matchGlossaryEntry(body, read.reading) : undefined;
  if (entry) out.push(entry);
  return out;
}

/**
 * "Another class of small bodies is made mostly of ice …; these objects are called comets", "… we see a sudden burst of
 * meteor activity that lasts several hours; such an event is called a meteor shower": the clause before the semicolon is
 * the statement the pointer names, as the sentence before would be. Written prose only.
 */
const POINTER_AFTER_SEMICOLON = /^(?<before>[^;]{20,}?);\s+(?<after>(?:these|this|such)\s[^;]+)$/iu;

function namedAfterSemicolon(body: string, context: ReadContext): DefinitionMatch | undefined {
  const g = POINTER_AFTER_SEMICOLON.exec(body)?.groups;
  if (!g?.before || !g.after) return undefined;
  const named = matchSentenceInitial(g.after, { ...context, previous: `${g.before}.` });
  if (named?.pattern !== 'names-previous') return undefined;
  // "The precedence of operators is not respected; this is known as operator precedence": a clause already naming every
  // word of the term says something of it, not what it is.
  const said = new Set(g.before.toLowerCase().split(/[^\p{L}]+/u).map(stem));
  if (named.term.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2).every((w) => said.has(stem(w)))) return undefined;
  // "Many sociologists focus on discrimination that is built into …; this type of discrimination is known as …": the
  // pointer's noun, restricted before the semicolon, is the meaning without the clause around it.
  const noun = /^(?:these|this|such)\s+(?:(?:type|kind|form|sort)\s+of\s+)?(?<noun>\p{L}{3,})\s/iu.exec(g.after)?.groups?.noun;
  const restricted = noun ? new RegExp(String.raw`(?:^|\s)(?<np>${escapeStringRegexp(noun)}\s+(?:that|which|who)\s.+)$`, 'iu').exec(g.before)?.groups?.np : undefined;
  const meaning = restricted ? cutMeaning(restricted) : undefined;
  return meaning ? { ...named, meaning } : named;
}

/**
 * A book's glossary sets each term before its meaning with no colon: "Phase plot A plot that shows the state of a
 * system …", "Trajectory A path in a phase plot …". The term is a capitalised word and up to three lower-case ones;
 * the meaning opens on a capitalised article, which no sentence has after its first words.
 */
const GLOSSARY_ENTRY = /^(?<x>\p{Lu}[\p{Ll}'’-]+(?:\s[\p{Ll}'’-]+){0,3})\s(?<y>(?:A|An|The)\s\p{Ll}.+)$/u;

/** The entry's meaning opens on a noun phrase ("A path …"), not on a letter naming a thing and its verb ("Matrix A corresponds …"). */
function opensOnNounPhrase(meaning: string): boolean {
  const afterArticle = readSentence(meaning).tags[1];
  // A participle before its noun ("A named computation") is an adjective.
  if (afterArticle?.pos === 'VERB') return /(?:ed|ing)$/i.test(afterArticle.text);
  return afterArticle !== undefined && !/^(?:AUX|ADP|PRON|DET|SCONJ|CCONJ|PART|PUNCT)$/.test(afterArticle.pos);
}

export function isGlossaryEntry(sentence: string): boolean {
  const meaning = GLOSSARY_ENTRY.exec(sentence.trim())?.groups?.y;
  return meaning !== undefined && opensOnNounPhrase(meaning);
}

function matchGlossaryEntry(body: string, reading: SentenceReading): DefinitionMatch | undefined {
  const m = GLOSSARY_ENTRY.exec(body.trim());
  if (!m?.groups?.x || !m.groups.y) return undefined;
  const term = cleanTerm(m.groups.x, reading);
  const meaning = term ? cutMeaning(m.groups.y.replace(/[.]$/, '')) : undefined;
  if (!term || !meaning) return undefined;
  if (!opensOnNounPhrase(meaning)) return undefined;
  // "Phase plot" is a phrase capitalised as the entry's first word; "Euler's method" names a person.
  return { term: /^\p{Lu}\p{Ll}*['’]s\s/u.test(term) ? term : lowerFirst(term), meaning: lowerFirst(meaning), form: 'noun-phrase', plural: false, confidence: 0.7, pattern: 'glossary-line' };
}

/**
 * "… learned behaviors involve change and experience: learning is a relatively permanent change in behavior …": a colon
 * can lead into a definition written in lower case. Only the plainest forms (a copula, "refers to", "is defined as") and
 * a term the text keeps naming.
 */
function matchAfterLowercaseColon(body: string, context: ReadContext): DefinitionMatch | undefined {
  const after = /:\s+(\p{Ll}.*)$/u.exec(body)?.[1];
  const match = after ? matchSentenceInitial(after, context) : undefined;
  // The class must be restricted by a relative clause ("a … change … that results from experience"), as a definition's
  // is; "the foundations of the house" or "a risk to peaceful politics" only describe.
  const restricted = match !== undefined && /\s(?:that|which|who|whose|where|in which)\s/i.test(match.meaning);
  return match && restricted && /^(?:copula|refers-to|defined-as)$/.test(match.pattern) && context.phraseCount(match.term) >= 3 ? match : undefined;
}

interface InitialPattern {
  name: string;
  regex: RegExp;
  confidence: number;
  form: MeaningForm | 'inverse';
  /** The complement must look like a noun phrase (for the bare copula). */
  checkComplement?: boolean;
  prefixWhen?: boolean;
  /** "The theory of rational expectations holds that Y" → "the idea that Y". */
  ideaThat?: boolean;
  /** The named term must recur in the document (the pattern is otherwise too loose). */
  recurringTerm?: boolean;
}

// X is captured lazily, so the first verb after a short subject wins.
const X = String.raw`(?<x>[^,;:()]{2,80}?(?:\s\([^()]{1,40}\))?)`;
const INITIAL_PATTERNS: readonly InitialPattern[] = [
  { name: 'defined-as', regex: new RegExp(String.raw`^${X}\s+(?<v>is|are|can be|may be)\s+(?:often\s+|usually\s+|formally\s+|also\s+)?(?:defined|understood)\s+as\s+(?<y>.+)$`, 'i'), confidence: 1, form: 'noun-phrase' },
  { name: 'measured-as', regex: new RegExp(String.raw`^${X}\s+(?<v>is|are)\s+(?:now\s+|usually\s+|typically\s+)?(?:measured|calculated|computed)\s+as\s+(?<y>.+)$`, 'i'), confidence: 0.75, form: 'noun-phrase' },
  // "The law of the excluded middle states that …": a law or a principle keeps its head ("excluded middle" alone names
  // nothing); a theory or an idea is named by its object ("The theory of rational expectations holds that …").
  { name: 'theory-holds', regex: new RegExp(String.raw`^(?:the\s+)?(?<x>(?:law|principle)\s+of\s+[^,;:()]{2,60}?)\s+(?<v>holds|states|says|argues|asserts|posits)\s+that,?\s+(?<y>.+)$`, 'i'), confidence: 0.8, form: 'noun-phrase', ideaThat: true },
  { name: 'theory-holds', regex: new RegExp(String.raw`^(?:the\s+)?(?:theory|hypothesis|idea)\s+of\s+(?<x>[^,;:()]{2,60}?)\s+(?<v>holds|states|says|argues|asserts|posits)\s+that,?\s+(?<y>.+)$`, 'i'), confidence: 0.8, form: 'noun-phrase', ideaThat: true },
  { name: 'theory-holds', regex: new RegExp(String.raw`^(?<x>[^,;:()]{2,60}?\s(?:theory|law|principle|hypothesis|effect|paradox))\s+(?<v>holds|states|says|argues|asserts|posits|suggests|proposes|contends|claims|maintains|explains)\s+that,?\s+(?<y>.+)$`, 'i'), confidence: 0.8, form: 'noun-phrase', ideaThat: true },
  { name: 'term-refers', regex: new RegExp(String.raw`^(?:the\s+)?(?:term|word|phrase|concept|expression)\s+["“‘]?(?<x>[^"”’,]{2,60}?)["”’]?\s+(?<v>refers to|means|describes|denotes)\s+(?<y>.+)$`, 'i'), confidence: 0.95, form: 'noun-phrase' },
  // "Compliance generally refers to …", "OSHA also refers to …": an adverb of frequency or scope before the verb.
  { name: 'refers-to', regex: new RegExp(String.raw`^${X}\s+(?:(?:also|generally|usually|often|typically|commonly|simply|broadly)\s+)?(?<v>refers?|refer)\s+to\s+(?<y>.+)$`, 'i'), confidence: 0.95, form: 'noun-phrase' },
  { name: 'name-given', regex: new RegExp(String.raw`^${X}\s+(?<v>is|are)\s+(?:the\s+)?(?:name|term|label)\s+(?:given\s+|used\s+|that\s+\w+\s+use\s+)?(?:to|for)\s+(?<y>.+)$`, 'i'), confidence: 0.95, form: 'noun-phrase' },
  { name: 'means-that', regex: new RegExp(String.raw`^${X}\s+(?<v>means|mean)\s+that,?\s+(?<y>.+)$`, 'i'), confidence: 0.9, form: 'when-clause', prefixWhen: true },
  { name: 'means', regex: new RegExp(String.raw`^${X}\s+(?<v>means|mean)\s+(?<y>(?!that\b|it\b|this\b|they\b)(?:(?:a|an|the)\s+|\p{L}+ing\s+).+)$`, 'iu'), confidence: 0.85, form: 'noun-phrase' },
  { name: 'inverse-called', regex: new RegExp(String.raw`^(?<x>(?:[^;:()]|\([^;:()]{1,60}\)){4,160}?)\s+(?<v>is|are|was|were|became|become|came\s+to\s+be)\s+(?:(?:often|usually|also|sometimes|commonly|generally|typically)\s+){0,2}(?:called|known as|termed|referred to as|labeled|labelled|nicknamed)\s+(?<y>.+)$`, 'i'), confidence: 0.85, form: 'inverse' },
  // "Electromagnetic radiation with the shortest wavelengths is categorized as gamma rays", "A freely mobile joint is
  // classified as a diarthrosis": a class sorted into a kind names the kind only when the class is a genus the sentence
  // restricts ("a"/"any" and its modifiers, a noun and what restricts it); "Sweat glands are classified as merocrine glands"
  // sorts one named kind into another.
  { name: 'classified-as', regex: /^(?<x>(?:an?|any)\s[^;:()]{4,120}?|\p{L}[\p{L}-]*(?:\s[\p{L}-]+)?\s(?:with|that|which|whose|between)\s[^;:()]{3,100}?)\s+(?<v>is|are)\s+(?:\p{Ll}+ly\s+)?(?:categorized|classified)\s+as\s+(?<y>(?!either\b).+)$/iu, confidence: 0.75, form: 'inverse' },
  // "There is also a body of law known as trade secrets."
  { name: 'there-is-known-as', regex: /^there\s+(?<v>is|are|was|were)\s+(?:also\s+)?(?<x>(?:a|an|the)\s+[^,;:()]{3,80}?)\s+(?:known as|called|termed|referred to as)\s+(?<y>[^,;:]{2,60})$/i, confidence: 0.8, form: 'inverse' },
  // "Discouraged workers, those who have stopped looking for employment, …"
  { name: 'those-who', regex: /^(?<x>[^,;:()]{3,60}?),\s+(?<v>those|people|firms|goods|things)\s+(?<y>(?:who|that|which)\s+.+)$/i, confidence: 0.75, form: 'noun-phrase' },
  // "The earned income tax credit (EITC), first passed in 1975, is a method of …"
  { name: 'copula-interrupted', regex: new RegExp(String.raw`^${X},\s+(?:first|originally|also|often|sometimes|usually|now|once|created|passed|introduced|established|founded|known)\b[^,]{2,40},\s+(?<v>is|are)\s+(?<y>(?:a|an|the)\s+.+)$`, 'i'), confidence: 0.6, form: 'noun-phrase', checkComplement: true },
  // "If government spending and taxes are equal, it has a balanced budget."
  { name: 'if-then-has', regex: /^(?:if|when)\s+(?<y>[^,]{8,200}),\s+(?:it|they|the\s+\p{L}+)\s+(?<v>has|have|runs?|faces?|experiences?|is|are)\s+(?:a|an)\s+(?<x>[^,;:()]{3,50})$/iu, confidence: 0.6, form: 'when-clause', prefixWhen: true, recurringTerm: true },
  // "A health maintenance organization (HMO) provides healthcare that …": naming an abbreviation introduces a term.
  { name: 'abbreviation-introduced', regex: /^(?<x>[^,;:()]{3,60}?\s\((?:\p{Lu}[\p{Lu}\p{Ll}&]{1,9})\))\s+(?<v>(?!is\b|was\b|has\b)\p{Ll}+(?<!ss)s)\s+(?<y>.+)$/u, confidence: 0.7, form: 'verb-phrase' },
  // "Economists have a term to describe the level of … : they call it the natural rate of unemployment."
  { name: 'have-a-term', regex: /^.{0,60}?\b(?<v>have|has|use|uses)\s+(?:a|the)\s+(?:special\s+)?(?:term|name|word)\s+(?:to describe|for)\s+(?<y>[^:;]{5,200}):\s+(?:they|we|economists|scientists|people)\s+(?:call|name)\s+(?:it|this|them)\s+(?:the\s+|a\s+|an\s+)?(?<x>[^,;:()]{2,60})$/i, confidence: 0.9, form: 'noun-phrase' },
  // "When a country can produce a good at a lower opportunity cost …, we say that this country has a comparative advantage in that good."
  { name: 'we-say', regex: /^(?:when|if)\s+(?<y>[^;:]{8,200}?),\s+(?:we|economists|scientists)\s+say\s+(?:that\s+)?[^,;:]{1,40}?\s+(?<v>has|have|is|are|shows?|exhibits?)\s+(?:a|an|the)\s+(?<x>[^,;:()]{3,50}?)(?:\s+(?:in|for|of|over|with)\s+[^,;:]{1,40})?$/i, confidence: 0.85, form: 'when-clause', prefixWhen: true },
  // "Firms are in perfect competition when the following conditions occur"
  { name: 'in-state-when', regex: /^(?:an?\s+|the\s+)?\p{L}+(?:\s\p{L}+)?\s+(?<v>is|are)\s+in\s+(?:a\s+|an\s+|the\s+|a state of\s+)?(?<x>[^,;:()]{3,50}?)\s+when\s+(?<y>.+)$/iu, confidence: 0.7, form: 'when-clause', prefixWhen: true },
  // "The unemployment rate is not the percentage of …, but rather the percentage of adults who …"
  { name: 'not-but-rather', regex: new RegExp(String.raw`^${X}\s+(?<v>is|are)\s+not\s+[^;:]{3,120}?,\s+but\s+(?:rather\s+|instead\s+)?(?<y>(?:the|a|an)\s+.+)$`, 'i'), confidence: 0.75, form: 'noun-phrase', checkComplement: true },
  { name: 'occurs-when', regex: new RegExp(String.raw`^${X}\s+(?<v>occurs?|happens?|arises?|exists?|results?|takes?\s+place|is|are)\s+when(?:ever)?\s+(?<y>.+)$`, 'i'), confidence: 0.85, form: 'when-clause', prefixWhen: true },
  { name: 'inverse-copula', regex: new RegExp(String.raw`^(?<x>(?:the|a|an)\s+[^,;:()]{15,120}?)\s+(?<v>is|are)\s+(?<y>(?:the|a|an)\s+[^,;:()]{3,50})$`, 'i'), confidence: 0.55, form: 'inverse', recurringTerm: true },
  { name: 'is-what', regex: new RegExp(String.raw`^${X}\s+(?<v>is|are)\s+(?<y>what\s+.+)$`, 'i'), confidence: 0.7, form: 'noun-phrase' },
  // "The access economy is essentially a resource circulation system in which …", "A view is really just a stored query":
  // the adverb says the complement is what it is.
  { name: 'copula', regex: new RegExp(String.raw`^${X}\s+(?<v>is|are)\s+(?:(?:essentially|basically|simply|really|just)\s+){0,2}(?<y>.+)$`, 'i'), confidence: 0.6, form: 'noun-phrase', checkComplement: true },
  // "Wakefulness is characterized by high levels of sensory awareness …": a state told by its marks; only a term the text keeps naming.
  { name: 'characterized-by', regex: new RegExp(String.raw`^${X}\s+(?<v>is|are)\s+(?:often\s+|usually\s+|typically\s+|mainly\s+)?(?<y>characteri[sz]ed\s+by\s+.+)$`, 'i'), confidence: 0.55, form: 'noun-phrase', recurringTerm: true },
  // "Liberalism emphasizes the government’s obligation to …", "Libertarianism rejects the idea that …": a doctrine said by what it stresses.
  { name: 'doctrine-stresses', regex: /^(?<x>\p{L}+ism)\s+(?<v>emphasizes|stresses|rejects|advocates|favors|favours|opposes|prioritizes)\s+(?<y>.+)$/iu, confidence: 0.55, form: 'verb-phrase', recurringTerm: true },
  // "Deontology contends that each of us owes certain duties to others": a doctrine the text keeps naming.
  { name: 'doctrine-holds', regex: new RegExp(String.raw`^${X}\s+(?<v>contends|asserts|posits|argues|maintains|holds|held)\s+that,?\s+(?<y>.+)$`, 'i'), confidence: 0.6, form: 'noun-phrase', ideaThat: true, recurringTerm: true },
  // "Quantitative sociology uses statistical methods …", "Qualitative sociology seeks to understand …": a method or field
  // said by what it does; only a multi-word term the text keeps naming.
  { name: 'method-verb', regex: new RegExp(String.raw`^${X}\s+(?<v>uses|seeks to|relies on)\s+(?<y>.+)$`, 'i'), confidence: 0.55, form: 'verb-phrase', recurringTerm: true },
  { name: 'defining-verb', regex: new RegExp(String.raw`^${X}\s+(?<v>involves?|measures|describes?|represents?|consists? of|comprises?|denotes?|focuses on|looks at|studies|examines|captures)\s+(?<y>.+)$`, 'i'), confidence: 0.55, form: 'verb-phrase' },
];

/**
 * Tries every sentence-initial pattern and keeps the reading whose verb comes first (the shortest
 * subject): "A bank is a financial institution that refers to …" is about "bank", not about
 * "A bank is a financial institution that".
 */
function matchSentenceInitial(clause: string, context: ReadContext): DefinitionMatch | undefined {
  let best: { match: DefinitionMatch; verbAt: number } | undefined;
  for (const p of INITIAL_PATTERNS) {
    const m = p.regex.exec(clause);
    const x = m?.groups?.x;
    const y = m?.groups?.y;
    const verb = m?.groups?.v ?? '';
    if (!m || !x || !y) continue;
    const match = p.form === 'inverse' ? matchInverse(x, y, verb, p, context) : matchForward(x, y, verb, p, context);
    if (!match) continue;
    const verbAt = x.length;
    if (!best || verbAt < best.verbAt || (verbAt === best.verbAt && match.confidence > best.match.confidence)) {
      best = { match, verbAt };
    }
  }
  return best?.match;
}

/**
 * "A person's genotype", "an individual's temperament": anyone's, so what is possessed is the term. So with any owner
 * "a"/"an" leaves open: "An element’s mass number is the sum of …" defines the mass number of every element.
 */
const ANYONES = /^(?:(?:a|an|the)\s+(?:person|individual|child)|(?:a|an)\s+[\p{Ll}-]+|one|someone|people)['’]s\s+(?=\p{L})/iu;

/** "compliance in terms of business ethics refers to …": the scope the term is read in is no part of its name. */
const READ_IN_SCOPE = /\s+in\s+(?:terms|the\s+context|the\s+sense)\s+of\s+[^,]+$/i;

function matchForward(x: string, y: string, verb: string, p: InitialPattern, context: ReadContext): DefinitionMatch | undefined {
  const term = cleanTerm(x.trim().replace(ANYONES, '').replace(READ_IN_SCOPE, ''), context.reading, (phrase) => context.phraseCount(phrase));
  if (!term || (p.recurringTerm && context.phraseCount(term) < 2) || (p.name === 'method-verb' && !term.includes(' '))) return undefined;
  // "An increase in income means that …" states a consequence, not a definition.
  if ((p.name === 'means' || p.name === 'means-that') && EVENT_HEAD.test(term)) return undefined;
  // "The hypothesis suggests that …": which hypothesis is said elsewhere; only a named one is a term.
  if (p.name === 'theory-holds' && /^(?:theory|law|principle|hypothesis|effect|paradox|idea)$/i.test(term)) return undefined;
  // "Researchers design studies to maximize reliability": "studies" is the object of the verb "design", not a
  // defining verb; what a field studies or a measure captures is an object, never "to …".
  if (p.name === 'defining-verb' && /^to\s/i.test(y)) return undefined;
  let meaning = cutMeaning(p.name === 'copula' ? withoutOne(withoutThose(y, context.written !== false), term, context.reading) : y, { clause: Boolean(p.prefixWhen || p.ideaThat) });
  if (!meaning) return undefined;
  if (p.checkComplement && (!isDefiningComplement(meaning, term, context.reading) || isPassivePredicate(meaning, context.reading))) return undefined;
  // "Private schooling is a type of good called a toll good": the subject is an instance of the named kind, not a term.
  if (p.name === 'copula' && NAMES_ITS_KIND.test(meaning)) return undefined;
  // "The chemical senses are taste and smell", "The unpaired bones are the vomer and mandible bones": the members listed,
  // not what the class is.
  if (p.name === 'copula' && looksPlural(term) && listsTheMembers(meaning, context.reading)) return undefined;
  if (p.name === 'those-who') meaning = `${verb.toLowerCase()} ${meaning.split(/,\s/)[0]?.replace(/\s+(?:and|or|but)$/i, '')}`;
  // A meaning must not lean on the term itself ("monetary policy: the view of monetary policy …").
  if (findWholeWords(meaning, term) >= 0) return undefined;
  let form: MeaningForm = p.form === 'inverse' ? 'noun-phrase' : p.form;
  // A people subject ("Activists assert that …", "Smith and Jones argue …") states a view, not what a doctrine is.
  // "The monarchy asserts that its lineage …": a claim about the subject itself is not what a doctrine holds.
  // "Maoism held that …" reports a doctrine; "the court held that …" reports a ruling.
  // "Educational systems are characterized by unequal treatment …" is a claim about many; a state or a condition is one.
  if (p.name === 'characterized-by' && looksPlural(term)) return undefined;
  if (p.name === 'doctrine-holds' && /^held$/i.test(verb) && !/(?:ism|\stheory)$/i.test(term)) return undefined;
  if (p.name === 'doctrine-holds' && (looksPlural(term) || /\sand\s/.test(term) || /^(?:it|its|they|their|he|his|she|her)\b/i.test(y))) return undefined;
  if (p.form === 'verb-phrase') meaning = `${verb.toLowerCase()} ${meaning}`;
  // "Zero economic profit means the firm’s accounting profit is equal to …" is a "means that".
  if (p.name === 'means' && /\b(?:is|are|was|were|will|can|has|have)\b/.test(meaning)) form = 'when-clause';
  if (p.prefixWhen || (p.name === 'means' && form === 'when-clause')) meaning = `when ${meaning}`;
  if (p.ideaThat) meaning = `the idea that ${meaning}`;
  return {
    term,
    meaning,
    form,
    plural: isPluralVerb(verb, context.reading) || looksPlural(term),
    confidence: p.confidence,
    pattern: p.name,
  };
}

/**
 * "the maxilla, palatine, zygomatic, and nasal bones", "the proton, neutron, and electron (see …)": three short items or more
 * and no clause. Two members may still be what a small class is ("the bone marrow and thymus gland"); a run of adjectives
 * ("dominant capitalist countries, highly industrialized, and urbanized") describes.
 */
function listsTheMembers(meaning: string, reading: SentenceReading): boolean {
  const text = meaning.replace(/\s*\([^()]*\)/g, '').trim();
  if (!/^(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3},\s/iu.test(text)) return false;
  const items = text.split(/,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
  if (items.length < 3 || items.some((item) => item.split(/\s+/).length > 4)) return false;
  const tags = readWords(text.split(/\s+/).map((w) => w.replace(/,$/, '')), reading);
  return tags.at(-1)?.pos === 'NOUN' && !tags.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || /^(?:that|which|who|whose|where)$/i.test(t.text));
}

/** A complement that names the kind its subject belongs to: "a type of good called a toll good", "a kind of service known as …". */
/**
 * "The pendulum is reset every so often": a verb's past form before an adverb or a determiner is a passive, not a noun
 * phrase; so before a preposition ("the index variable is set to that value", "… is located in the brain") or a
 * "-wise" adverb the tagger reads as a noun ("the condition, which is checked elementwise").
 */
function isPassivePredicate(complement: string, reading: SentenceReading): boolean {
  const [first, second] = readWords(complement.split(/\s+/).slice(0, 2), reading);
  if (first?.pos !== 'VERB' || /(?:ing|s)$/i.test(first.text) || second === undefined) return false;
  return second.pos === 'ADV' || second.pos === 'ADP' || /^\p{L}+wise,?$/u.test(second.text) || (second.pos === 'DET' && !/^wh/i.test(second.text));
}

const NAMES_ITS_KIND = /^(?:a|an)\s+(?:type|kind|form|sort|class|category|variety)\s+of\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:called|known\s+as|termed|referred\s+to\s+as)\s/iu;

/**
 * "Casual crowds are those who …": the relative says which, as a class's definition does; "those" alone would lean on the
 * sentence. "A lobbyist is someone who represents …", "A particle is something that can be …": any one of the kind the
 * clause says.
 */
function withoutThose(complement: string, written: boolean): string {
  const plain = complement.replace(/^those\s+(?=who\s|whose\s)/i, 'people ').replace(/^those\s+(?=that\s|which\s)/i, 'the ones ');
  // Said aloud, "a change is something that happens …" explains the word in passing; it is no term of the talk.
  return written ? plain.replace(/^(?:someone|anyone|somebody|anybody)\s+(?=who\s|whose\s)/i, 'a person ').replace(/^something\s+(?=that\s|which\s)/i, 'a thing ') : plain;
}

/**
 * "An instrumental leader is one who is goal-oriented …", "An empirical method … is one based on observation": "one"
 * stands for the term's head noun, which the card says ("a leader who is goal-oriented …").
 */
function withoutOne(complement: string, term: string, reading?: SentenceReading): string {
  const one = /^one\s+(?=(?:who|that|which|whose|where|in which|\p{L}+ed)\s)/iu.exec(complement) ?? oneDescribedByParticiple(complement, reading);
  const head = term.split(/\s+(?:of|for|in|on|to|with|at|by)\s/i)[0]?.split(/\s+/).at(-1);
  if (!one || !head || !/^\p{Ll}+$/u.test(head) || looksPlural(head)) return complement;
  return `${/^[aeiou]/i.test(head) ? 'an' : 'a'} ${head} ${complement.slice(one[0].length)}`;
}

/**
 * "A secondary source is one written or created after the fact", "An implied power is one not specifically detailed in
 * the Constitution but inferred …", "A rational society is one built around logic …": an irregular or negated past
 * participle says which ones as a relative clause does.
 */
function oneDescribedByParticiple(complement: string, reading?: SentenceReading): RegExpExecArray | null {
  const one = /^one\s+(?=(?:not\s+)?(?:\p{Ll}+ly\s+)?(?<participle>\p{Ll}{3,})\s+\p{L})/iu.exec(complement);
  const participle = one?.groups?.participle;
  if (!one || !participle || /(?:s|ing|ly)$/i.test(participle)) return null;
  if (/ed$/i.test(participle)) return one;
  const tag = readWords([participle], reading)[0];
  return tag?.pos === 'VERB' && tag.lemma !== participle.toLowerCase() ? one : null;
}

// "Low inflation means that …": a level, like a change, has consequences rather than a meaning.
const EVENT_HEAD = /^(?:an?\s+)?(?:\w+\s+)?(?:increase|decrease|rise|fall|drop|decline|reduction|change|shift|gain|loss|cut|jump|surge)s?\s+(?:in|of)\b|^(?:high|low)\s+\S+$/i;

/** "are", or a verb in its base form ("mean", "focus on"; not "means", "focuses"): the subject is plural. */
function isPluralVerb(verb: string, reading: SentenceReading): boolean {
  const first = verb.trim().split(/\s+/)[0] ?? '';
  if (/^are$/i.test(first)) return true;
  const tag = readWords([first], reading)[0];
  return tag?.pos === 'VERB' && tag.lemma === first.toLowerCase();
}

export function looksPlural(term: string): boolean {
  const last = term.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return /[^s]s$/.test(last) && !/(?:ss|us|is|ics|sis)$/.test(last);
}

/** "Laws that governments enact to regulate prices are called price controls." */
function matchInverse(description: string, tail: string, verb: string, p: InitialPattern, context: ReadContext): DefinitionMatch | undefined {
  // Said aloud, "The history of transactions is the currency." identifies or stresses; a speaker names with "is called".
  if (p.name === 'inverse-copula' && context.written === false) return undefined;
  // "a syndesmosis does not prevent all movement …, and thus this type of joint is classified as …": a clause, not a class.
  if (p.name === 'classified-as' && (/,\s+(?:and|but|so|yet)\s/i.test(description) || readWords(description.split(/\s(?:that|which|who|whose)\s/i)[0]!.split(/\s+/), context.reading).some((t) => t.pos === 'AUX'))) return undefined;
  // "… is referred to as their political ideology (political ideology is covered …)": the possessive is the sentence's, and
  // a long bracket after the name is an aside, not its abbreviation. A possessive's apostrophe is no closing quote ("Wien’s law").
  const termMatch = /^["“‘]?(?:(?:their|its|his|her|one['’]s)\s+(?=\p{L}))?(?<t>(?:[^,;:"”’()—]|’s(?=\s)){2,60}?(?:\s\([^()]{1,40}\))?)["”’]?(?<rest>,.*|—.*|\s+\([^()]{41,}\)|\s+(?:in which|where|when|because|since|after|for)\b.*)?$/iu.exec(tail);
  const term = cleanTerm(termMatch?.groups?.t ?? '', context.reading, (phrase) => context.phraseCount(phrase));
  if (!term) return undefined;
  if (p.recurringTerm) {
    // "The interest the bank pays you … is the interest rate." — only for a repeated term, and
    // only when the description is not itself an evaluation ("The simplest example of …").
    const described = readWords(description.split(/\s+/), context.reading);
    const opener = described[1];
    if (context.phraseCount(term) < 2 || isRankingOrGraded(opener) || GENERIC_NOUNS.has(opener?.text.toLowerCase() ?? '')) return undefined;
    if (described.some((t) => t.pos === 'AUX')) return undefined;
  }
  // "Mao … developed a distinctive form of Marxist-Leninist ideology that came to be known as Maoism": the subject is a whole
  // clause whose last noun phrase, before the relative word, is what the name means; "… advanced this idea which became
  // known as …" has none.
  // Written prose only: a speaker's "…, which is known as X" is read by the spoken forms.
  const beforeRelative = context.written === false ? undefined : /^(?<head>.+?)\s+(?:that|which)$/i.exec(description.trim())?.groups?.head;
  if (beforeRelative) {
    const article = [...beforeRelative.matchAll(/(?:^|\s)(?:a|an|the)\s/gi)].at(-1);
    const phrase = article ? beforeRelative.slice(article.index).trim() : '';
    const words = phrase.split(/\s+/);
    const standsAlone = words.length >= 3 && words.length <= 15 && !/[,;]/.test(phrase) && !hasFiniteVerb(readWords(words, context.reading));
    const meaning = standsAlone ? cutMeaning(phrase) : undefined;
    return meaning ? { term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: p.confidence - 0.1, pattern: 'inverse-called' } : undefined;
  }
  const rest = termMatch?.groups?.rest ?? '';
  // "This is called the halo effect—which occurs when …": the clause after the dash says when.
  const relative = /^(?:,|—)?\s*(?:which\s+(?:occurs|happens|arises)\s+when|in which|where|whereby|when)\s+(.+)$/i.exec(rest)?.[1];
  // "This design, which uses a lens …, is known as a refractor": the pointer's kind and its clause say what.
  const kindClause = context.written === true ? pointedKindMeaning(description) : undefined;
  if (kindClause) return { term, meaning: kindClause, form: 'noun-phrase', plural: /^(?:are|were)$/i.test(verb), confidence: p.confidence - 0.1, pattern: 'pointed-kind-clause' };
  // "Those components of politics that result in specific policies are referred to as …": the relative clause says which.
  const restricted = withoutDemonstrative(description, context.reading, context.written !== false);
  if (restricted) {
    const meaning = cutMeaning(restricted);
    return meaning ? { term, meaning, form: 'noun-phrase', plural: /^are$/i.test(verb), confidence: p.confidence, pattern: 'inverse-called' } : undefined;
  }
  // "All electromagnetic waves longer than microwaves are called radio waves", "Any rock that strikes the ground is known as
  // a meteorite": the class the quantifier spans, restricted by what follows its noun, is what the name means.
  const spanned = context.written === false ? undefined : quantifiedClass(description, context.reading);
  if (spanned) {
    const meaning = cutMeaning(spanned);
    if (meaning) return { term, meaning, form: 'noun-phrase', plural: /^(?:are|were)$/i.test(verb), confidence: p.confidence, pattern: 'inverse-called' };
  }
  // "… the United States and Europe have what is called media concentration, where a few firms own …": the clause before
  // "what" is a claim about something else; only a clause after the name can say what the name means.
  const whatIsCalled = /\bwhat$/i.test(description.trim());
  if (whatIsCalled || startsWithProForm(description, context.reading) || wordCount(description) < 3) {
    // "This is known as automatic processing, or the encoding of details like time …": the gloss after the name says what.
    const gloss = /^,\s+or\s+(?<g>(?:the|a|an)\s.+)$/i.exec(rest)?.groups?.g;
    const glossed = gloss ? cutMeaning(gloss) : undefined;
    if (glossed && isDefiningComplement(glossed, term, context.reading)) return { term, meaning: glossed, form: 'noun-phrase', plural: false, confidence: p.confidence - 0.1, pattern: 'inverse-gloss' };
    // "One method is known as predatory pricing, in which a firm uses …"
    const meaning = relative ? cutMeaning(relative) : undefined;
    if (!meaning) {
      // "Such programs are called the safety net." names what the sentence before described.
      const pointing = /^(?:this|these|such)\b/i.test(description);
      // "These powers are known as reserved powers." after "All powers not …, however, were …": the pointer's own
      // noun vouches for a sentence the strict reading refuses for its opening.
      const dated = context.written === true && context.previous !== undefined && pointsAtDatedEvent(description, context.previous);
      // "These two points inside the ellipse are called its foci": a placed thing is a noun phrase of the sentence before,
      // never the whole of it.
      // "These are known as C-type asteroids": a bare plural pointer names the things the sentence before is about.
      const pointedPlace = pointing && context.written === true && context.previous ? placedThingPointedAt(description, context.previous) : undefined;
      const placed = pointedPlace === undefined && pointing && context.written === true && context.previous ? pointedThings(description, context.previous) : pointedPlace;
      // "This band of points is called the main sequence" after a sentence with no band: the pointer's own description only.
      if (placed === null) {
        const own = /^(?:this|these)\s+(?<np>[\p{L}-]+\s+of\s+(?:the\s+)?[\p{L}-]+)$/iu.exec(description.trim())?.groups?.np;
        return own ? { term, meaning: `the ${own}`, form: 'noun-phrase', plural: /^(?:are|were)$/i.test(verb), confidence: p.confidence - 0.15, pattern: 'names-previous' } : undefined;
      }
      const before = placed ?? (pointing && !dated ? (previousSentenceMeaning(context) ?? pointedMeaning(description, context)) : undefined);
      return before ? { term, meaning: before, form: 'noun-phrase', plural: /^(?:are|were)$/i.test(verb), confidence: p.confidence - 0.15, pattern: 'names-previous' } : undefined;
    }
    return { term, meaning: `when ${meaning}`, form: 'when-clause', plural: false, confidence: p.confidence - 0.1, pattern: 'inverse-relative' };
  }
  const meaning = cutMeaning(lowerFirst(description));
  if (!meaning) return undefined;
  return { term, meaning, form: 'noun-phrase', plural: /^are$/i.test(verb), confidence: p.confidence, pattern: 'inverse-called' };
}

/** "All N … than/that/with/of …" → "N …"; "Any N that …" → "a N that …": modifiers and a noun, then what restricts it. */
function quantifiedClass(description: string, reading: SentenceReading): string | undefined {
  const m = /^(?<q>all|any)\s+(?<np>[\p{Ll}][^,;:]+)$/iu.exec(description.trim());
  if (!m?.groups?.np) return undefined;
  const words = m.groups.np.split(/\s+/);
  const tags = readWords(words, reading);
  let i = 0;
  while (/^(?:ADJ|NOUN)$/.test(tags[i]?.pos ?? '') && !/^than$/i.test(words[i + 1] ?? '')) i++;
  const comparative = /^(?:\p{L}+er|less|more)$/iu.test(words[i] ?? '') && /^than$/i.test(words[i + 1] ?? '');
  if (i === 0 || tags[i - 1]?.pos !== 'NOUN' || words.length < i + 3 || !(comparative || /^(?:that|which|who|whose|with|of)$/i.test(words[i] ?? ''))) return undefined;
  if (/^any$/i.test(m.groups.q!)) return looksPlural(words[i - 1]!) ? undefined : `${/^[aeiou]/i.test(words[0]!) ? 'an' : 'a'} ${m.groups.np}`;
  return looksPlural(words[i - 1]!) ? m.groups.np : undefined;
}

/**
 * After "this": a noun (with its modifiers) and a clause that restricts it ("idea that …", "process by which …"), a gerund
 * and what it acts on ("joining together of atomic nuclei"), or a noun, what it is of and what causes it ("reduction in
 * family size caused by …"). A noun that only points back ("this part of the sky",
 * "this form of representation") leaves the meaning to the sentence before.
 */
function describedByItsClause(np: string, reading: SentenceReading): string | undefined {
  const words = np.split(/\s+/);
  const tags = readWords(words, reading);
  const clause = words.findIndex((w, i) => i >= 1 && i <= 4 && (/^(?:that|which|whereby)$/i.test(w) || (/^(?:by|in|through)$/i.test(w) && /^which$/i.test(words[i + 1] ?? ''))));
  const gerund = /^\p{Ll}+ing$/u.test(words[0] ?? '') && words.slice(1, 3).some((w) => /^of$/i.test(w));
  // "This reduction in family size caused by falling birth rates …": a noun, what it is of, and its cause or agent.
  const agent = words.findIndex((w, i) => i >= 3 && i <= 6 && /\p{Ll}+ed$/u.test(w) && /^by$/i.test(words[i + 1] ?? ''));
  if (agent > 0 && words.length >= agent + 4 && tags[0]?.pos === 'NOUN' && !GENERIC_NOUNS.has(words[0]!.toLowerCase()) && /^(?:in|of|on|among|between|toward|towards)$/i.test(words[1] ?? '') && tags.slice(2, agent).every((t) => /^(?:ADJ|NOUN|DET)$/.test(t.pos))) return `the ${np}`;
  if (clause < 0 && !gerund) return undefined;
  const head = clause < 0 ? tags.slice(0, 1) : tags.slice(0, clause);
  if (words.length < (clause < 0 ? 4 : clause + 4) || !head.every((t) => /^(?:ADJ|NOUN|ADP)$/.test(t.pos) || (gerund && t.pos === 'VERB'))) return undefined;
  if (clause >= 0 && (head.at(-1)?.pos !== 'NOUN' || GENERIC_NOUNS.has(head.at(-1)!.text.toLowerCase()) && !/^(?:idea|concept|process)$/i.test(head.at(-1)!.text))) return undefined;
  return `the ${np}`;
}

/**
 * "Such goods or services that are available to all …", "Those components of politics that result in …": a demonstrative
 * whose noun a relative clause restricts points at nothing before; without it the description stands alone. "Our ability to
 * perceive spatial relationships …": the textbook's "our" is everyone's, "the ability to …".
 */
function withoutDemonstrative(description: string, reading: SentenceReading, written: boolean): string | undefined {
  // "This idea that free fall is … zero gravity", "This process by which people assimilate …": in writing, a singular
  // demonstrative whose noun a clause restricts says it all; "This joining together of atomic nuclei": so does an act
  // named by its verb. Said aloud, "this process" points at the screen.
  const singular = written ? /^(?:this|that)\s+(?<np>.+)$/i.exec(description.trim())?.groups?.np : undefined;
  if (singular) return describedByItsClause(singular, reading);
  const m = /^(?<det>such|those|these|our|your)\s+(?<np>.+)$/i.exec(description.trim());
  if (!m?.groups?.det || !m.groups.np) return undefined;
  const words = m.groups.np.split(/\s+/);
  const possessive = /^(?:our|your)$/i.test(m.groups.det);
  const relative = possessive ? words.length : words.findIndex((w, i) => i >= 1 && /^(?:that|who|which|whose)$/i.test(w));
  if (relative < 1 || (!possessive && words.length < relative + 3) || (possessive && words.length < 4)) return undefined;
  // The words the relative restricts are a noun and its modifiers, no verb of their own; "our" opens a noun.
  const phrase = readWords(words.slice(0, possessive ? 1 : relative), reading);
  if (!phrase.some((t) => t.pos === 'NOUN') || phrase.some((t) => t.pos === 'AUX' || t.pos === 'PRON' || (t.pos === 'VERB' && !/(?:ing|ed)$/i.test(t.text)))) return undefined;
  return looksPlural(words[0] ?? '') ? m.groups.np : `the ${m.groups.np}`;
}

/**
 * Patterns that define a term named just before an anchor ("…the concept of division of labor,
 * which means that …"). Only the anchor is searched; the term is read backwards from it, which
 * keeps matching linear in the sentence length.
 */
const EMBEDDED_PATTERNS: readonly {
  name: string;
  anchor: RegExp;
  /** The meaning ends at the first match of this (default: the end of the clause). */
  until?: RegExp;
  confidence: number;
  form: MeaningForm;
  prefixWhen?: boolean;
  checkComplement?: boolean;
  /** Require the term to occur at least twice in the document (weak anchors). */
  recurring?: boolean;
  /** The term's head must name a doctrine (what a law or a theory "states" is its content; an agency's is a claim). */
  doctrine?: boolean;
}[] = [
  // "…, the elasticity of savings—that is, the percentage change in …—will describe …"
  { name: 'that-is', anchor: /\s*(?:—|–|,|;|\s-\s)\s*that is,\s+/g, until: /—|–|\s-\s|;/, confidence: 0.8, form: 'noun-phrase', checkComplement: true },
  { name: 'that-is', anchor: /\s*\(that is,\s+/g, until: /\)/, confidence: 0.8, form: 'noun-phrase', checkComplement: true },
  { name: 'which-means-that', anchor: /,\s+which\s+means\s+that,?\s+/g, confidence: 0.75, form: 'when-clause', prefixWhen: true },
  { name: 'which-refers', anchor: /,\s+which\s+(?:refers to|means(?!\s+that)|is defined as|are defined as)\s+/g, confidence: 0.75, form: 'noun-phrase' },
  // "a sidereal day, which is defined in terms of the rotation period of Earth with respect to the stars": the measure it is
  // defined by, said as such.
  { name: 'which-refers', anchor: /,\s+which\s+(?:is|are)\s+(?:usually\s+|formally\s+|also\s+)?(?=defined\s+(?:in\s+terms\s+of|by)\s)/g, confidence: 0.7, form: 'noun-phrase' },
  { name: 'which-is-when', anchor: /,\s+which\s+(?:is|are|occurs?|happens?)\s+when\s+/g, confidence: 0.75, form: 'when-clause', prefixWhen: true },
  { name: 'which-is', anchor: /,\s+which\s+(?:is|are)\s+(?!when\b)/g, confidence: 0.6, form: 'noun-phrase', checkComplement: true },
  // "the harm principle, which states that …", "Duverger’s law, which states that …": what a named doctrine holds.
  { name: 'which-holds', anchor: /,\s+which\s+(?:states|holds|says|asserts|posits|maintains|proposes|contends|stipulates)\s+that,?\s+/g, confidence: 0.7, form: 'noun-phrase', doctrine: true },
  // "They call upon all states to prevent genocide, which they define as “acts committed with intent …”"
  { name: 'which-defined-as', anchor: /,\s+which\s+(?:they|we|\p{L}+(?:ists|ians|ers))\s+(?:define|defines|defined)\s+as\s+/gu, confidence: 0.75, form: 'noun-phrase' },
  { name: 'which-involves', anchor: /,\s+which\s+(?=(?:involves?|measures?|describes?|represents?|consists? of|denotes?|imposes?)\s)/g, confidence: 0.65, form: 'verb-phrase' },
  // "a nonsolicitation clause, which protects a business from …", "the consent exception, which allows employers to …": a
  // rule or device said by what it does; weaker than "involves", so only for a term the text keeps naming or introduces.
  // "the mastoid process, which serves as a muscle attachment site", "the tight junction, which separates the cells into …":
  // the verbs that give a part its function say what it is too.
  { name: 'which-does', anchor: /,\s+which\s+(?=(?:allows|enables|requires|protects|prohibits|prevents|guarantees|grants|permits|forbids|safeguards?|justifies|entails|separates)\s|(?:serves|acts|functions)\s+as\s+(?:a|an|the)\s)/g, confidence: 0.6, form: 'verb-phrase', recurring: true },
  { name: 'name-given', anchor: /,\s+the\s+(?:name|term)\s+(?:that\s+)?(?:\w+\s+)?(?:give|gives|use|uses)\s+(?:to|for)\s+/g, until: /,/, confidence: 0.8, form: 'noun-phrase' },
  // "…the Keynesian zone, that portion of the SRAS curve on the far left …"
  { name: 'portion-of', anchor: /,\s+(?=(?:that|the|a|an)\s+(?:portion|part|kind|type|form|class|category|branch|subset|set)\s+of\s)/g, until: /,|;/, confidence: 0.6, form: 'noun-phrase', recurring: true },
  { name: 'in-which', anchor: /,\s+(?:in which|where)\s+/g, confidence: 0.4, form: 'when-clause', prefixWhen: true, recurring: true },
];

function matchEmbedded(clause: string, context: ReadContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [...matchAppositives(clause, context.reading), ...(context.written ? matchRenamedObjects(clause, context) : [])];
  if (!/,\s+(?:which|in which|where|the name|the term)\s|that is,|,\s+(?:that|the|a|an)\s+\p{L}+\s+of\s/u.test(clause)) return out;
  for (const p of EMBEDDED_PATTERNS) {
    p.anchor.lastIndex = 0;
    for (const m of clause.matchAll(p.anchor)) {
      const term = recurringTrailingTerm(clause.slice(Math.max(0, m.index - 100), m.index), context);
      // Weak anchors ("…, where …") need a repeated, multi-word term, or one the sentence introduces
      // with an article ("…often have a copayment, in which …").
      const introduced = term !== undefined && new RegExp(`(?:^|\\s)(?:a|an)\\s+${escapeStringRegexp(term)}$`, 'i').test(clause.slice(0, m.index));
      if (!term || (p.recurring && !introduced && (context.phraseCount(term) < 2 || !term.includes(' ')))) continue;
      if (p.doctrine && !DOCTRINE_HEAD.test(term.split(/\s+/).at(-1) ?? '')) continue;
      // "the malleus, incus, and stapes, which are Latin names …": the relative speaks of the whole list.
      if (p.name.startsWith('which') && context.written === true && endsListWithTerm(clause.slice(0, m.index), term)) continue;
      // "… emitted into the solar photosphere, where …": what happens in a place is no "when".
      if (p.name === 'in-which' && /where/i.test(m[0]) && context.written === true && namesPlaceBeforeWhere(clause.slice(0, m.index), term)) continue;
      // Said aloud, "force determines acceleration, which is a statement about change" speaks of the clause.
      if (context.written === false && p.name.startsWith('which') && isObjectOfVerb(clause.slice(0, m.index), term, context.reading)) continue;
      let rest = clause.slice(m.index + m[0].length);
      // "that portion of …" points back at the term: read as "the portion of …".
      if (p.name === 'portion-of') rest = rest.replace(/^that\s/i, 'the ');
      // "which they define as “acts committed with intent …,” and to punish …": the quotation is the definition.
      if (p.name === 'which-defined-as') rest = /^“(?<quoted>[^”]+)”/.exec(rest)?.groups?.quoted?.replace(/[,.]$/, '') ?? rest;
      const end = p.until?.exec(rest);
      if (end) rest = rest.slice(0, end.index);
      let meaning = cutMeaning(rest, { clause: Boolean(p.prefixWhen || p.doctrine) });
      if (!meaning || findWholeWords(meaning, term) >= 0) continue;
      if (p.checkComplement && (!isDefiningComplement(meaning, term, context.reading) || isPassivePredicate(meaning, context.reading))) continue;
      const afterSemicolon = m[0].includes(';');
      if (p.name === 'that-is' && (restatesAsClause(rest, context, afterSemicolon) || (afterSemicolon && restatesAnEarlierPhrase(meaning, clause.slice(0, m.index), term, context)))) continue;
      if (p.name === 'which-is' && measuresTheCountBefore(meaning, clause.slice(0, m.index))) continue;
      // "a consent decree, which requires Walmart to cease …": what one named party must do is a case, not the kind.
      if (p.name === 'which-does' && /\s\p{Lu}\p{Ll}/u.test(meaning)) continue;
      if (p.prefixWhen) meaning = `when ${meaning}`;
      if (p.doctrine) meaning = `the idea that ${meaning}`;
      out.push({ term, meaning, form: p.form, plural: looksPlural(term), confidence: p.confidence, pattern: p.name });
    }
  }
  return out;
}

const DOCTRINE_HEAD = /^(?:law|principle|theory|hypothesis|paradigm|doctrine|rule|thesis|model|perspective|view|approach)$/i;

/**
 * "Four percent live with their father, which is a percentage that is growing": a measure after "which is" is
 * what the number before it is, not what the last noun is.
 */
const MEASURE_HEAD = /^(?:a|an|the)\s+(?:\p{L}+\s+)?(?:percentage|number|figure|share|proportion|rate|amount|fraction|increase|decrease|rise|drop|decline|jump|total)\b/iu;
const COUNT_BEFORE = new RegExp(String.raw`\d|\b${wordGroup(['percent', 'half', 'third', 'quarter'], numberWords('en', 1, 10), LARGE_NUMBERS)}\b`, 'i');

function measuresTheCountBefore(meaning: string, before: string): boolean {
  return MEASURE_HEAD.test(meaning) && COUNT_BEFORE.test(before);
}

/**
 * "Stock represents firm ownership; that is, a person who owns 100% of a company's stock, by definition, owns the
 * entire company": after "that is" comes a whole clause (its noun phrase is a subject whose verb follows a comma),
 * which restates the sentence rather than renaming the term.
 */
function restatesAsClause(rest: string, context: ReadContext, afterSemicolon = false): boolean {
  return opensOnSubjectAndVerb(rest, context, afterSemicolon) || rest.split(/,\s+/).slice(1).some((segment) => {
    const [first] = readWords(segment.trim().split(/\s+/).slice(0, 1), context.reading);
    return first !== undefined && (first.pos === 'AUX' || (first.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(first.text)));
  });
}

/**
 * "…; that is, they are individuals …", "…; that is, a person acted prudently based on …": a subject and its verb
 * make a sentence of their own. A past form is that verb only after a semicolon, which ends a sentence's clause;
 * elsewhere it is a participle inside a phrase ("—that is, a tax imposed on …", "resources made available …"), as it
 * is with its "by" ("; that is, the GDP divided by the population").
 */
function opensOnSubjectAndVerb(rest: string, context: ReadContext, afterSemicolon: boolean): boolean {
  const words = rest.trim().split(/\s+/).slice(0, 6);
  const tags = readWords(words, context.reading);
  let i = isArticle(tags[0] ?? { text: '', pos: '', lemma: '', stop: false }) ? 1 : 0;
  const subjectStart = i;
  while (/^(?:ADJ|NOUN|PROPN|PRON)$/.test(tags[i]?.pos ?? '') && !/^(?:that|which|who)$/i.test(tags[i]?.text ?? '')) i++;
  const verb = tags[i];
  if (i === subjectStart || !verb || !/^(?:VERB|AUX)$/.test(verb.pos) || /ing$/i.test(verb.text)) return false;
  const present = verb.pos === 'AUX' || verb.text.toLowerCase() === verb.lemma || /[^s]s$/i.test(verb.text);
  return present || (afterSemicolon && !/^by$/i.test(words[i + 1] ?? ''));
}

/**
 * "… resulted in the inability to transfer information from short-term to long-term memory; that is, the inability to
 * consolidate memories": after a semicolon, a gloss whose head the clause said before the term renames that earlier
 * phrase, not the term.
 */
function restatesAnEarlierPhrase(meaning: string, before: string, term: string, context: ReadContext): boolean {
  const head = readWords(meaning.split(/\s+/).slice(0, 4), context.reading).find((t) => t.pos === 'NOUN');
  if (!head || findWholeWords(term, head.text) >= 0) return false;
  const earlier = before.slice(0, Math.max(0, before.toLowerCase().lastIndexOf(term.toLowerCase())));
  return findWholeWords(earlier, head.text) >= 0;
}

/**
 * Which words before ", which means …" form the term is ambiguous ("A nation's central bank
 * conducts monetary policy"). In order: the longest multi-word ending that recurs in the document
 * (key terms are repeated); the words after the last verb-like word ("conducts"); a short phrase
 * as a whole; a single recurring word.
 */
function recurringTrailingTerm(text: string, context: ReadContext): string | undefined {
  // "… is the voting-age population (VAP), which consists of …": the abbreviation belongs to the term it follows.
  const abbreviation = /\s\(\p{Lu}[\p{Lu}\p{N}&-]{1,9}\)$/u.exec(text.trimEnd());
  if (abbreviation) {
    // A capitalised name cut to its last words ("… International Union (SEIU)") is an instance, and a part of it.
    const term = recurringTrailingTerm(text.trimEnd().slice(0, abbreviation.index), context);
    return term && /^\p{Ll}/u.test(term) ? `${term}${abbreviation[0]}` : undefined;
  }
  const words = trailingNounPhraseWords(text, context.reading);
  if (words.length === 0) return undefined;
  const suffixes = words.map((_, start) => cleanTerm(words.slice(start).join(' '), context.reading, (phrase) => context.phraseCount(phrase)));
  for (let start = 0; start < words.length - 1; start++) {
    const term = suffixes[start];
    if (term && context.phraseCount(term) >= 2) return term;
  }
  for (let k = words.length - 2; k >= 1; k--) {
    const after = suffixes[k + 1];
    if (after && /^(?:VERB|AUX)$/.test(readWords([words[k] ?? ''], context.reading)[0]?.pos ?? '')) return after;
  }
  // "Another method of cost sharing is coinsurance, which means …": a word the sentence names.
  const named = /\s(?:is|are)\s+\S+$/i.test(text.trim());
  if (words.length <= 3 && suffixes[0] && (words.length > 1 || named || context.phraseCount(suffixes[0]) >= 2)) return suffixes[0];
  // "… some attention to historiography, which is the study of …": a word no everyday speech uses is the field's own.
  const last = suffixes[words.length - 1];
  return last && (context.phraseCount(last) >= 2 || (words.length === 1 && isUnfamiliarWord(last))) ? last : undefined;
}

/**
 * "We call Y X." / "Economists often refer to Y as X." / "When Y, we call it X." — the naming
 * verbs OpenStax-style texts use instead of bold terms. X is the phrase after the last article
 * (or, without one, the longest recurring ending); Y, or the "when" clause, is the meaning.
 */
const NAMING =
  /^(?:(?<when>(?:when|if)\s+.{8,200}?),\s+)?(?:we|people|researchers|analysts|they|\p{L}+(?:ists|ians|ers))\s+(?:often\s+|usually\s+|sometimes\s+|typically\s+|generally\s+|also\s+)?(?<verb>call|calls|refer to|term|label|use the term)\s+(?!(?:upon|on|for|in|out|off|up|back)\s)(?<rest>.+)$/iu;
/** Nouns that only point back ("this kind of good", "this situation"): what they name is said elsewhere. */
const ANAPHORIC_NOUN = String.raw`(?:kind of \w+|type of \w+|result|outcome|situation|process|phenomenon|case|combination|pattern|group|method|measurement|approach|policy|equation)`;
const ANAPHORIC_OBJECT = new RegExp(String.raw`^(?<object>(?:the|this|such an?|such)\s+${ANAPHORIC_NOUN}|this|that|it|these|those|them)\s+(?<name>.+)$`, 'i');

function matchNaming(clause: string, context: ReadContext): DefinitionMatch | undefined {
  const m = NAMING.exec(clause);
  const rest = m?.groups?.rest;
  const verb = m?.groups?.verb?.toLowerCase();
  if (!m || !rest || !verb) return undefined;
  // "Economists call this situation, when economies of scale are large …, a natural monopoly."
  const interposed = /^(?:this|that|such)\s+\p{L}+,\s+(?:when|where|in which)\s+(?<clause>.{8,200}),\s+(?:the\s+|a\s+|an\s+)?(?<name>[^,]{2,60})$/iu.exec(rest);
  const interposedTerm = interposed?.groups?.name ? cleanTerm(interposed.groups.name, context.reading, (phrase) => context.phraseCount(phrase)) : undefined;
  const interposedMeaning = interposed?.groups?.clause ? cutMeaningAllowingCommas(interposed.groups.clause) : undefined;
  if (interposedTerm && interposedMeaning) {
    return { term: interposedTerm, meaning: `when ${interposedMeaning}`, form: 'when-clause', plural: looksPlural(interposedTerm), confidence: 0.85, pattern: 'we-call' };
  }
  const relative = /,\s+(?:in which|where|when)\s+(.+)$/i.exec(rest);
  // "We call such a star a dwarf because its diameter is …", "… a merger (the term applied in …)": the name ends before a reason or an aside.
  const main = (relative ? rest.slice(0, relative.index) : rest).replace(/\s+(?:\((?:the|a|an)\s[^()]*\)|(?:because|since|although|though)\s.*)$/i, '');
  let split: [string, string] | undefined;
  if (verb === 'refer to') {
    const as = /^(?<object>.+)\s+as\s+(?<term>[^,]+)(?:,.*)?$/i.exec(main);
    if (as?.groups?.object && as.groups.term) split = [as.groups.object, as.groups.term];
  } else if (verb === 'use the term') {
    split = ['', main.replace(/,.*$/, '')];
  } else {
    split = splitObjectAndName(main, context);
  }
  if (!split) return undefined;
  const [object, termText] = split;
  const term = cleanTerm(termText.replace(/^(?:the|a|an)\s+/i, ''), context.reading, (phrase) => context.phraseCount(phrase));
  if (!term) return undefined;
  const when = m.groups?.when;
  // "this implicit agreement between a people and their government": a demonstrative whose noun a phrase says which is a description.
  const described = /^(?:this|these|such)\s+(?<np>\p{L}+(?:\s+\S+){2,})$/iu.exec(object)?.groups?.np;
  const describes = described !== undefined && /\s(?:of|between|in|among|that|which|who|where)\s/i.test(` ${described} `) && !new RegExp(String.raw`^${ANAPHORIC_NOUN}\b`, 'i').test(described);
  if (describes) {
    const meaning = cutMeaningAllowingCommas(described);
    return meaning ? { term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.8, pattern: 'we-call' } : undefined;
  }
  // "such" points back whatever its noun ("When two galaxies … collide, we call such an interaction a merger").
  const objectIsAnaphoric = !object || /^(?:this|that|it|these|those|them|such\s+(?:an?\s+)?\p{L}+)$/iu.test(object) || ANAPHORIC_OBJECT.test(`${object} x`);
  let meaning: string | undefined;
  let form: MeaningForm = 'noun-phrase';
  if (!objectIsAnaphoric) {
    meaning = cutMeaningAllowingCommas(object);
  } else if (when && !/\b(?:it|this|they)\b/i.test(when)) {
    meaning = cutMeaningAllowingCommas(lowerFirst(when));
    form = 'when-clause';
  } else if (relative?.[1]) {
    const clauseMeaning = cutMeaning(relative[1]);
    meaning = clauseMeaning && `when ${clauseMeaning}`;
    form = 'when-clause';
  } else if (object && /,\s+(?:when|where|in which)\s+/i.test(object)) {
    // "Economists call this situation, when economies of scale are large …, a natural monopoly."
    const clauseMeaning = cutMeaningAllowingCommas(object.replace(/^.*?,\s+(?:when|where|in which)\s+/i, ''));
    meaning = clauseMeaning && `when ${clauseMeaning}`;
    form = 'when-clause';
  }
  if (!meaning && objectIsAnaphoric && !when) {
    // "We call this kind of good a public good.": the sentence before is the description.
    const before = previousSentenceMeaning(context);
    if (before) return { term, meaning: before, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.7, pattern: 'names-previous' };
  }
  if (!meaning) return undefined;
  return { term, meaning, form, plural: looksPlural(term), confidence: 0.85, pattern: 'we-call' };
}

/**
 * "the time it takes to start the projects the implementation lag" → [object, name]. The name is
 * the last comma-separated part when that is a term ("…, as workers move between jobs, frictional
 * unemployment"), else what follows the last article, else the longest recurring ending.
 */
function splitObjectAndName(text: string, context: ReadContext): [string, string] | undefined {
  const anaphoric = ANAPHORIC_OBJECT.exec(text);
  // "this implicit agreement between firms and workers the implicit contract": when what follows "this" is no name but a
  // described noun, the last article splits; a comma or a quotation ("this an “overheating economy” where …") keeps it whole.
  const describedThis = anaphoric?.groups?.name !== undefined && !/[,“”"]/.test(text) && /^(?:this|these)\s+(?!(?:the|a|an)\s)\p{L}+\s.*\s(?:of|between|in|among)\s.*\s(?:the|a|an)\s/iu.test(text);
  if (anaphoric?.groups?.object && anaphoric.groups.name && !(describedThis && !cleanTerm(anaphoric.groups.name.replace(/^(?:the|a|an)\s+/i, ''), context.reading))) return [anaphoric.groups.object, anaphoric.groups.name];
  // "the amount of energy that reaches a given area (say, one square meter) each second … its apparent brightness": a comma in
  // a bracketed aside splits nothing, and the name may follow "its"/"their" as it follows an article.
  if (/\s\([^()]*,[^()]*\)(?=\s)/.test(text)) return splitObjectAndName(text.replace(/\s\([^()]*,[^()]*\)(?=\s)/g, ''), context);
  const possessed = /^(?<object>.{8,}?)\s+(?:its|their)\s+(?<name>[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?)$/u.exec(text)?.groups;
  if (possessed?.object && possessed.name && !/,/.test(possessed.object) && cleanTerm(possessed.name, context.reading)) return [possessed.object, possessed.name];
  const lastComma = text.lastIndexOf(',');
  if (lastComma > 0) {
    const tail = text.slice(lastComma + 1).trim();
    if (cleanTerm(tail.replace(/^(?:the|a|an)\s+/i, ''), context.reading)) return [text.slice(0, lastComma), tail];
    return splitObjectAndName(text.slice(0, lastComma), context);
  }
  const article = [...text.matchAll(/\s(?:the|a|an)\s/gi)].at(-1);
  if (article && article.index > 0) {
    const name = text.slice(article.index + article[0].length);
    if (name.split(/\s+/).length <= MAX_TERM_WORDS && cleanTerm(name, context.reading)) return [text.slice(0, article.index), name];
  }
  const words = text.split(/\s+/);
  for (let start = Math.max(1, words.length - MAX_TERM_WORDS); start < words.length; start++) {
    const name = words.slice(start).join(' ');
    if (!cleanTerm(name, context.reading) || context.phraseCount(name) < 2) continue;
    // "… high-yield bonds or junk bonds": take the (up to two-word) synonym before "or" along.
    if (words[start - 1]?.toLowerCase() === 'or') {
      for (const size of [2, 1]) {
        const from = start - 1 - size;
        const synonym = words.slice(Math.max(0, from), start - 1).join(' ');
        if (from > 0 && cleanTerm(synonym, context.reading)) return [words.slice(0, from).join(' '), `${synonym} or ${name}`];
      }
    }
    return [words.slice(0, start).join(' '), name];
  }
  return undefined;
}

/**
 * A term the sentence uses as an object, renamed by a noun phrase after a comma: "… replaced by group loyalty, the
 * sense of duty one feels toward one's peers"; "… held together by tribal law, a set of rules kept by the elders";
 * "we turn to ecology, or the study of living things and their surroundings"; "a pioneer of ethology: the study of animal
 * behaviour". The renaming is an article, a noun
 * head and its tail (a preposition, a relative or a participle); a list ("the A, the B, and the C") is none.
 */
const RENAMING_COMMA = /(?:,\s+(?<or>or\s+)?|:\s+)(?=(?:a|an|the)\s)/gi;
const ADVERBIAL_OPENER = /^(?:when|whenever|while|whereas|although|though|even though|even if|if|as|because|since|unless|until|after|before|once|unlike|with|without|despite|throughout)\b/i;
const POINTING_WORD = /^(?:this|these|those|it|its|they|them|their|he|she|his|her|we|our|us|you|your|i|my)$/i;

/** ", known as an encomendero," — a name set off by commas is an aside; after it the clause goes on. */
const NAMING_ASIDE = /^\s*(?:(?:also|often|sometimes|commonly|collectively|later)\s+)?(?:known\s+as|called|referred\s+to\s+as|termed|dubbed)\s/i;

export function isNamingAside(segment: string): boolean {
  return NAMING_ASIDE.test(segment);
}

function matchRenamedObjects(clause: string, context: ReadContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [...matchBareGlosses(clause, context), ...matchBareColonGloss(clause, context), ...matchBarePluralAppositions(clause, context)];
  if (!/(?:,\s+(?:or\s+)?|:\s+)(?:a|an|the)\s/i.test(clause)) return out;
  for (const m of clause.matchAll(RENAMING_COMMA)) {
    const gloss = Boolean(m.groups?.or);
    const before = clause.slice(0, m.index);
    const segment = before.slice(before.lastIndexOf(',') + 1);
    const colon = m[0].trimStart().startsWith(':');
    // A comma may close a prepositional phrase before the main clause ("At least in the short run, the …"); a colon does
    // not, so a phrase before it ("…, in order to test inter-rater reliability: a measure …") ends on the object it glosses.
    // "… gave each grantee, known as an encomendero, the right to …": the object after the aside is the verb's, no renaming.
    if (isAdverbial(segment, context, !colon) || closesSubordinateClause(segment, context) || isNamingAside(segment)) continue;
    if (colon && announcesList(before)) continue;
    const after = clause.slice(m.index + m[0].length);
    if (gloss && (closesAList(before, after, context) || repeatsThePurpose(before, after))) continue;
    const bare = gloss || colon ? undefined : bareSubject(before, after, context);
    const term = objectBeforeComma(before, context, gloss) ?? glossedSubject(before, after, context) ?? bare;
    if (!term) continue;
    const meaning = renamingPhrase(after, term, context);
    if (colon && meaning && /\s(?:and|or)\s+(?:the|a|an)\s/i.test(meaning)) continue;
    // "the state of nature, a hypothetical situation in which …", "convection of the mantle, a process by which …": a
    // situation or a process renames the whole "X of Y", not the Y the term was cut to.
    if (meaning && /^(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}?\p{L}+\s+\p{L}+\s+which\s/iu.test(meaning) && new RegExp(`\\bof\\s+(?:the\\s+)?${escapeStringRegexp(term)}\\s*$`, 'i').test(before)) continue;
    // "Republican liberty, the creed of the United States, …", "Cults, a word derived from culture, …": a renamed subject
    // tied to a named instance, or said of the word, teaches no class.
    if (meaning && term === bare && (/\s\p{Lu}/u.test(meaning) || /^(?:a|an|the)\s+(?:\p{L}+\s+)?(?:word|term|name|phrase|label)\b/iu.test(meaning))) continue;
    if (meaning) out.push({ term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: term === bare ? 'subject-renamed' : gloss ? 'or-gloss' : 'object-renamed' });
  }
  return out;
}

/**
 * "… whether the baker had greater debts, a sick spouse needing treatment, or a child with loans": after a noun, a comma
 * and an item opening on the same article as the one after ", or", the ", or" ends a list.
 */
function closesAList(before: string, after: string, context: ReadContext): boolean {
  const comma = before.lastIndexOf(',');
  if (comma < 0) return false;
  const item = before.slice(comma + 1).trim();
  // "… entitled by the Constitution, due process of law, or the equal protection of the laws": a bare item with no verb of
  // its own after a clause's comma is a list's middle item; what follows ", or" is the last item, not a gloss.
  const itemTags = readWords(item.split(/\s+/), context.reading);
  const opening = before.slice(0, comma);
  if (!/^(?:a|an|the)\s/i.test(item) && itemTags.length <= 5 && itemTags.at(-1)?.pos === 'NOUN' && !itemTags.some((t) => t.pos === 'VERB' || t.pos === 'AUX') && !isAdverbial(opening.slice(opening.lastIndexOf(',') + 1), context)) return true;
  const article = /^(?:a|an|the)\s/i.exec(item)?.[0].trim().toLowerCase();
  if (!article || after.split(/\s+/)[0]?.toLowerCase().replace(/^an$/, 'a') !== article.replace(/^an$/, 'a')) return false;
  // "For most firms, a stock buyback, or a purchase of …": an opening phrase's comma starts no list.
  const first = before.slice(0, comma);
  if (isAdverbial(first.slice(first.lastIndexOf(',') + 1), context)) return false;
  const [last] = readWords(first.trim().split(/\s+/).slice(-1), context.reading);
  return last?.pos === 'NOUN';
}

/** A gloss of a sentence's subject closes with a comma right before the verb: "…, or the strength of its bonds, is …". */
const CLOSED_BEFORE_VERB = /^[^,;:—–()]{8,200},\s+(?:(?:often|usually|also|then|typically)\s+)?(?:is|are|was|were|can|may|has|have|will|would)\s/i;

/**
 * "The majority party, or the political party that holds more than half of the seats, is often granted …", "The pineal
 * gland, an endocrine structure located inside the brain, is thought to …": a gloss of the sentence's own subject, a
 * bare noun phrase, closed before the verb.
 */
function glossedSubject(before: string, after: string, context: ReadContext): string | undefined {
  const subject = before.trim();
  if (!/^(?:the|an?)\s+\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}$/iu.test(subject) || !CLOSED_BEFORE_VERB.test(after)) return undefined;
  const words = readWords(subject.split(/\s+/).slice(1), context.reading);
  return words.every((t) => /^(?:ADJ|NOUN)$/.test(t.pos)) && words.at(-1)?.pos === 'NOUN' ? cleanTerm(subject, context.reading) : undefined;
}

/**
 * "Contract labor, a system in which people sign contracts …, still exists today", "Production, the creation of products
 * and services, is an essential function …": a subject without an article, renamed before its verb. The renaming holds no
 * comma of its own, so the comma after it is the one before the verb. A capitalised subject may be a person or a place
 * ("Smith, a farmer from Ohio, was …"): the finder keeps it only when the text writes it in lower case elsewhere.
 */
const RENAMING_BEFORE_VERB = /^[^,;:—–()]{8,200},\s+(?:(?:\p{Ll}+ly|still|also|first|then|now|soon|later)\s+)?(?<verb>\p{Ll}+)\s/u;

function bareSubject(before: string, after: string, context: ReadContext): string | undefined {
  const subject = before.trim();
  if (!/^\p{L}[\p{Ll}-]+(?:\s\p{Ll}[\p{Ll}-]+){0,2}$/u.test(subject) || !/^(?:a|an|the)\s/i.test(after)) return undefined;
  const verb = RENAMING_BEFORE_VERB.exec(after)?.groups?.verb;
  const [verbTag] = verb ? readWords([verb], context.reading) : [];
  if (!verbTag || !/^(?:VERB|AUX)$/.test(verbTag.pos) || /ing$/i.test(verb ?? '')) return undefined;
  const words = readWords(subject.toLowerCase().split(/\s+/));
  if (!words.every((t) => /^(?:ADJ|NOUN)$/.test(t.pos)) || words.at(-1)?.pos !== 'NOUN') return undefined;
  return cleanTerm(subject, context.reading, (phrase) => context.phraseCount(phrase));
}

/** "… raises two possibilities: the A and the B": a colon after a count announces a list. */
const COUNT_BEFORE_COLON = new RegExp(String.raw`\b${wordGroup(numberWords('en', 2, 5), ['several', 'following', 'these', 'those'])}\b(?:\s+\S+){0,8}$`, 'i');
function announcesList(before: string): boolean {
  return COUNT_BEFORE_COLON.test(before);
}

/**
 * A colon gloss without an article: "… processed first in sensory memory: storage of brief sensory events …" (a noun and
 * its "of" phrase); "These are examples of proactive interference: when old information hinders …" (a "when" clause).
 */
function matchBareColonGloss(clause: string, context: ReadContext): DefinitionMatch[] {
  // "… protecting common goods: goods that all people may use …", "… create the white primary: primary elections in which
  // only White people …": a bare noun phrase of up to three words restricted by a relative clause glosses the object too.
  const m = /:\s+(?=\p{Ll}[\p{Ll}-]*\s+of\s|when\s|(?:\p{Ll}[\p{Ll}-]*\s+){0,2}\p{Ll}[\p{Ll}-]*\s+(?:that|which|who|in\s+which|where)\s)/u.exec(clause);
  if (!m || announcesList(clause.slice(0, m.index))) return [];
  const term = objectBeforeComma(clause.slice(0, m.index), context, false);
  const after = clause.slice(m.index + m[0].length);
  if (!term) return [];
  if (/^when\s/i.test(after)) {
    // "…: when the bank pulls on the string and …, it can …" goes on to a main clause of its own: no gloss.
    const condition = after.includes(',') ? undefined : cutMeaning(after.slice(5), { clause: true });
    return condition && findWholeWords(condition, term) < 0
      ? [{ term, meaning: `when ${condition}`, form: 'when-clause', plural: looksPlural(term), confidence: 0.6, pattern: 'colon-gloss' }]
      : [];
  }
  const meaning = renamingPhrase(after, term, context, { bare: true });
  // "bonds: rate of return" is a label, not a gloss: a bare gloss says a little more, and "…: use of force is rare" is a
  // clause with its own verb (an infinitive, "options available to cope with …", is none).
  const words = meaning ? readWords(meaning.split(/\s+/), context.reading) : [];
  const clauseVerb = words.findIndex((t, k) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text) && !/^to$/i.test(words[k - 1]?.text ?? '')));
  const relative = words.findIndex((t) => /^(?:that|which|who|whose|where)$/i.test(t.text));
  const ownVerb = clauseVerb >= 0 && (relative < 0 || clauseVerb < relative);
  return meaning && wordCount(meaning) >= 4 && !ownVerb ? [{ term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'colon-gloss' }] : [];
}

/**
 * A gloss without an article: "… turned to kinship, or ties traced through blood or marriage"; "Bigamy, or being
 * married to two people at once, is a crime". A gloss of a sentence's first noun phrase must close before the verb.
 */
function matchBareGlosses(clause: string, context: ReadContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [];
  if (!clause.includes(', or ')) return out;
  for (const m of clause.matchAll(/,\s+or\s+(?!(?:a|an|the)\s)(?=\p{Ll})/gu)) {
    const before = clause.slice(0, m.index);
    const after = clause.slice(m.index + m[0].length);
    // "… a club, a gathering of friends, or people who …": the last item of a list, not a gloss; a gloss restating the
    // noun before ("… relying on monocular cues, or cues that …") is one whatever commas came earlier.
    if (before.includes(',') && !sameHead(before.trim().split(/\s+/).at(-1) ?? '', after.split(/\s+/)[0] ?? '')) continue;
    const subject = !before.includes(' ') || /^(?:\p{Lu}\p{Ll}+\s+)?\p{Lu}?[\p{Ll}-]+$/u.test(before.trim());
    const term = subject ? cleanTerm(before, context.reading, (phrase) => context.phraseCount(phrase)) : (objectBeforeComma(before, context, true) ?? nameGivenToPointedObject(before, context));
    // Closed before the verb ("kinship, or one's traceable ancestry, can be …"), the gloss needs no tail to show it is one.
    const closed = CLOSED_BEFORE_VERB.test(after);
    if (!term || (subject && !closed) || opensAnAlternativeAction(before, after, context)) continue;
    const meaning = renamingPhrase(after, term, context, { bare: true, closed }) ?? shortSynonym(after, term, context);
    if (meaning) out.push({ term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'or-gloss' });
  }
  return out;
}

/**
 * "Kahneman calls these mental shortcuts heuristics, or rules of thumb …": after a naming verb and its pointing object
 * ("these mental shortcuts", which leans on the sentence before), the name is the last word or two, one the text keeps using.
 */
const NAMED_POINTED_OBJECT = /\b(?:call|calls|called|term|terms|termed|label|labels|labeled|labelled|dub|dubs|dubbed)\s+(?:these|this|those|such)\s+(?<rest>[\p{Ll}-]+(?:\s+[\p{Ll}-]+){1,4})$/u;

function nameGivenToPointedObject(before: string, context: ReadContext): string | undefined {
  const words = NAMED_POINTED_OBJECT.exec(before.trim())?.groups?.rest?.split(/\s+/);
  if (!words) return undefined;
  for (const size of [2, 1]) {
    if (words.length <= size) continue;
    const name = cleanTerm(words.slice(-size).join(' '), context.reading, (phrase) => context.phraseCount(phrase));
    const tags = readWords(words.slice(-size), context.reading);
    if (name && context.phraseCount(name) >= 2 && tags.at(-1)?.pos === 'NOUN') return name;
  }
  return undefined;
}

/**
 * A plural renamed without an article: "The traders were polytheists, people who revered many gods"; "… the sale of
 * pardons, documents that freed buyers of penance". The renaming is a plural noun (with its modifiers) and a relative
 * clause, and it renames a plural object: a singular before the comma ("… massive inflation, conditions that offered …")
 * is a clause the noun comments on, and the nouns that sum up a clause ("limitations", "ventures") rename none.
 */
const PLURAL_HEAD = String.raw`(?:[\p{Ll}-]+[^s\s]s|people|men|women|children)`;
const BARE_PLURAL_APPOSITION = new RegExp(String.raw`,\s+(?=(?:[\p{Ll}-]+\s+){0,2}${PLURAL_HEAD}\s+(?:who|that|whose)\s)`, 'gu');
const CLAUSE_COMMENT_PLURAL = /^(?:limitations|conditions|ventures|circumstances|developments|changes|moves|steps|measures|factors|problems|issues|events|trends|results|consequences|outcomes|achievements|feats|decisions|actions|efforts|activities|things|ones)$/i;

/**
 * "The Sumerians were polytheists, people who …": a bare plural after "are/were" is the class the subject belongs to, and
 * a renaming after it introduces that class, so one word named once is the term here (an object elsewhere must recur).
 */
function pluralPredicateBefore(before: string, context: ReadContext): string | undefined {
  const m = /(?:^|\s)(?:are|were)\s+(?<x>\p{Ll}[\p{Ll}-]{3,}[^s\s]s)$/u.exec(before.trimEnd());
  if (!m?.groups?.x || readWords([m.groups.x], context.reading)[0]?.pos !== 'NOUN') return undefined;
  return cleanTerm(m.groups.x, context.reading);
}

function matchBarePluralAppositions(clause: string, context: ReadContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [];
  if (clause.search(BARE_PLURAL_APPOSITION) < 0) return out;
  for (const m of clause.matchAll(BARE_PLURAL_APPOSITION)) {
    const before = clause.slice(0, m.index);
    const segment = before.slice(before.lastIndexOf(',') + 1);
    if (isAdverbial(segment, context) || closesSubordinateClause(segment, context)) continue;
    const term = objectBeforeComma(before, context, false) ?? pluralPredicateBefore(before, context);
    if (!term || !looksPlural(term)) continue;
    const after = clause.slice(m.index + m[0].length);
    // "… capitalist enterprises, including the factories that …": a verb opens an example or a clause, not a renaming.
    if (/^\p{Ll}+ing\s/u.test(after)) continue;
    const meaning = renamingPhrase(after, term, context, { bare: true, apposed: true });
    const head = meaning?.split(/\s+(?:who|that|whose)\s/i)[0]?.split(/\s+/).at(-1) ?? '';
    if (!meaning || !new RegExp(`^${PLURAL_HEAD}$`, 'u').test(head) || CLAUSE_COMMENT_PLURAL.test(head)) continue;
    out.push({ term, meaning, form: 'noun-phrase', plural: true, confidence: 0.6, pattern: 'bare-apposition' });
  }
  return out;
}

/**
 * "… help the person meet a tight deadline, or bring coffee …", "… is hiring job sharers to meet employee preferences,
 * or hiring part-time workers …": a plain verb, or an "-ing" verb the clause already used, after ", or" is a second
 * action, not a gloss of the noun before ("Bigamy, or being married to two people at once" still glosses).
 */
/**
 * "You can supply single integers to get a single element, or a vector to get multiple elements": the phrase after ", or"
 * repeats the purpose said before it ("to get"), so it is the other choice, not a name for the first.
 */
function repeatsThePurpose(before: string, after: string): boolean {
  const purpose = /^(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}?(?<to>to\s+\p{L}+)\s/iu.exec(after)?.groups?.to;
  return purpose !== undefined && findWholeWords(before.toLowerCase(), purpose.toLowerCase()) >= 0;
}

function opensAnAlternativeAction(before: string, after: string, context: ReadContext): boolean {
  const [first] = readWords(after.split(/\s+/).slice(0, 1), context.reading);
  if (first?.pos !== 'VERB') return false;
  return first.text.toLowerCase() === first.lemma || (/ing$/i.test(first.text) && findWholeWords(before, first.text) >= 0);
}

/**
 * "… located in the soma, or cell body.", "… can issue a judgment, or legal order, but …": a two- or three-word noun
 * phrase that ends the clause is a synonym. One word ("…, or happiness") is too little to learn from, and a phrase on the
 * same head ("the short run, or long run") is the alternative, not a gloss.
 */
function shortSynonym(after: string, term: string, context: ReadContext): string | undefined {
  const synonym = /^(?<np>[\p{Ll}-]+(?:\s+[\p{Ll}-]+){1,2})(?:,\s+but\s.*)?$/u.exec(after)?.groups?.np;
  if (!synonym) return undefined;
  const tags = readWords(synonym.split(/\s+/), context.reading);
  if (!tags.every((t) => /^(?:ADJ|NOUN)$/.test(t.pos)) || tags.at(-1)?.pos !== 'NOUN' || isRankingOrGraded(tags[0])) return undefined;
  return sameHead(term.split(/\s+/).at(-1) ?? '', tags.at(-1)!.text) ? undefined : synonym;
}

/** The same noun, whatever its number: "cues" and "cues", "voter" and "voters". */
function sameHead(a: string, b: string): boolean {
  const bare = (w: string): string => stem(w.toLowerCase().replace(/[^\p{L}-]/gu, ''));
  return bare(a).length > 0 && bare(a) === bare(b);
}

/**
 * "While overall rates rose in poor nations, the rates …", "at least in the short run, the elasticity …": the comma
 * closes an adverbial clause or phrase, and the noun phrase after it opens the main clause.
 */
function isAdverbial(segment: string, context: ReadContext, prepositionLeads = true): boolean {
  const text = segment.trim();
  if (ADVERBIAL_OPENER.test(text)) return true;
  if (!prepositionLeads) return false;
  const [first, second] = readWords(text.split(/\s+/).slice(0, 2), context.reading);
  // "especially in poor nations, the …": an adverb leading a prepositional phrase is adverbial too; so is a purpose
  // or participle phrase ("To apply the scientific method, a researcher …", "Using the data, the researcher …").
  const purpose = /^to$/i.test(first?.text ?? '') && second?.pos === 'VERB';
  const participle = first?.pos === 'VERB' && /ing$/i.test(first.text);
  return first !== undefined && (/^(?:ADP|SCONJ)$/.test(first.pos) || (first.pos === 'ADV' && second?.pos === 'ADP') || purpose || participle);
}

/**
 * "figuration means that as one analyzes the social institutions in a society, the individuals …": a clause opened
 * by a subordinator ends at the comma, so the noun phrase after it is the main clause's subject, not a renaming.
 * "as" or "since" before a bare noun phrase ("known as reification, the error …") opens no clause.
 */
const SUBORDINATOR = /\b(?:when|whenever|while|whereas|although|though|if|as|because|since|unless|until|once)\s+(?<clause>[^,;:]+)$/i;

function closesSubordinateClause(segment: string, context: ReadContext): boolean {
  const clause = SUBORDINATOR.exec(segment)?.groups?.clause;
  if (!clause) return false;
  const words = readWords(clause.trim().split(/\s+/), context.reading);
  return words[0]?.pos !== 'VERB' && words.slice(1).some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text)));
}

/** The lower-case noun phrase ending before the comma, when a verb or a preposition takes it as object ("… replaced by group loyalty"). */
function objectBeforeComma(text: string, context: ReadContext, gloss: boolean): string | undefined {
  // "… was an unconditioned response (UCR): a natural …": the abbreviation belongs to the term it follows.
  const abbreviation = /\s\(\p{Lu}[\p{Lu}\p{N}&-]{1,9}\)$/u.exec(text.trimEnd());
  if (abbreviation) {
    const term = objectBeforeComma(text.trimEnd().slice(0, abbreviation.index), context, gloss);
    return term && `${term}${abbreviation[0]}`;
  }
  const words = text.trim().split(/\s+/).slice(-9);
  const tags = readWords(words, context.reading);
  const isModifierOrNoun = (k: number): boolean => /^\p{Ll}[\p{Ll}-]*$/u.test(words[k]!) && /^(?:ADJ|NOUN)$/.test(tags[k]!.pos);
  let start = words.length;
  while (start > 0 && words.length - start < 4 && isModifierOrNoun(start - 1)) start--;
  if (start === words.length || start === 0 || tags.at(-1)?.pos !== 'NOUN') return undefined;
  const whole = ofPhraseStart(words, tags, start, isModifierOrNoun);
  if (whole !== undefined) {
    const term = objectFrom(whole, words, tags, context, gloss);
    // "the expansion of suffrage, the right to vote" renames the noun after "of": the whole phrase is the term only when
    // the text keeps naming it ("the rule of law") or a possessive opens it ("a country's balance of trade").
    if (term && (context.phraseCount(term) >= 3 || /['’]s$/.test(words[whole - 1] ?? ''))) return term;
  }
  return objectFrom(start, words, tags, context, gloss);
}

/** Heads that count or group what follows "of" ("a set of procedures", "a number of people"): the term is after "of". */
const GROUPING_HEAD = /^(?:set|group|series|range|variety|array|collection|list|pair|couple|lot|bunch|host|number|amount|proportion|share|fraction|percentage|part|portion|majority|minority|handful|sum|total|bit|piece)s?$/i;

/**
 * "introduced the rule of law, the principle that …", "a country's balance of trade, or the difference between …": a
 * renaming may rename the whole noun phrase, a head joined by "of" to a bare noun (no article after "of"). Returns where
 * "X of" starts, or undefined when the noun run is not the complement of such a head.
 */
function ofPhraseStart(words: readonly string[], tags: readonly TaggedToken[], start: number, isModifierOrNoun: (k: number) => boolean): number | undefined {
  const of = start - 1;
  if (!/^of$/i.test(words[of] ?? '') || tags[of - 1]?.pos !== 'NOUN' || GROUPING_HEAD.test(words[of - 1] ?? '')) return undefined;
  let from = of;
  while (from > 0 && of - from < 2 && isModifierOrNoun(from - 1)) from--;
  return from < of && from > 0 ? from : undefined;
}

/** One lower-case word of four letters or more beyond the most frequent words of spoken English ("hajj", "détente"). */
export function isUnfamiliarWord(word: string): boolean {
  return /^\p{Ll}[\p{Ll}-]{3,}$/u.test(word) && !isEverydayEnglishWord(word);
}

/** "-ism", "-ology", "-ography": endings that coin the name of a doctrine, a movement or a field of study. */
const COINED_NAME = /^\p{Ll}[\p{Ll}-]{3,}(?:ism|ology|ography)$/u;

/** The noun phrase from `start` to the end, when a verb, a preposition or a gloss's opener takes it as object. */
function objectFrom(start: number, words: readonly string[], tags: readonly TaggedToken[], context: ReadContext, gloss: boolean): string | undefined {
  const before = tags[start - 1]!;
  const opener = isArticle(before) ? tags[start - 2] : before;
  // A gloss ("…that social cohesion, or the strength of …") may rename a subject too; "A, B, and C, the …" is a list.
  // "… how cultural capital, or …", "… the earth's carrying capacity, or …": a gloss may follow any noun phrase's start.
  const glossOpener = gloss && opener !== undefined && (opener.pos === 'SCONJ' || /^(?:how|that|whether)$/i.test(opener.text) || /['’]s$/.test(words[start - 1]!));
  // Words are looked up by form: "to" may carry the tag of an earlier infinitive "to"; before a noun phrase it is a preposition.
  const takesObject = opener !== undefined && (/^(?:VERB|AUX|ADP)$/.test(opener.pos) || /^to$/i.test(opener.text) || glossOpener);
  if (!takesObject) return undefined;
  const term = cleanTerm(words.slice(start).join(' '), context.reading, (phrase) => context.phraseCount(phrase));
  // A one-word object ("… to the village, the …") names a term only when the text keeps using it, or when its ending
  // makes it a coined name for a doctrine or a field of study ("… with empiricism, the acquisition of …", "… to thanatology, the study of …").
  return term && (term.includes(' ') || context.phraseCount(term) >= 2 || COINED_NAME.test(term)) ? term : undefined;
}

/**
 * "…resist communist expansion, a promise that became known as the Truman Doctrine": a renaming whose relative clause gives
 * a name introduces that name; it says nothing of the noun before the comma.
 */
const NAMING_RELATIVE = /\b(?:that|which|who)\s+(?:(?:later|soon|eventually|also|often|sometimes)\s+)?(?:became|become|becomes|came\s+to\s+be|comes\s+to\s+be|was|were|is|are|has\s+been|have\s+been)\s+(?:(?:later|also|often|sometimes|popularly|commonly)\s+)?(?:known|called|named|termed|dubbed|referred\s+to)\b/i;

/** "…over all his dependents, an authority referred to as patria potestas": the participle names the noun phrase, as the relative does. */
const NAMING_PARTICIPLE = /^(?:an?|the)\s+(?:[\p{L}’'-]+\s+){1,4}?(?:(?:also|often|sometimes|commonly|popularly|collectively|generally|usually)\s+)?(?:known\s+as|referred\s+to\s+as|called|termed|dubbed)\s/iu;

export function namesAnotherTerm(meaning: string): boolean {
  return NAMING_RELATIVE.test(meaning) || NAMING_PARTICIPLE.test(meaning.trim());
}

/** The renaming noun phrase: article, modifiers, a noun head and a tail, no verb of its own before a relative word. */
/** Nouns that sum up what a clause stated or did: after a comma they comment on the whole clause. */
const CLAUSE_SUMMARY_HEAD = /^(?:conclusions?|findings?|discovery|discoveries|feats?|achievements?|results?|outcomes?|consequences?|developments?|moves?|decisions?)$/i;

export function renamingPhrase(whole: string, term: string, context: ReadContext, options: { bare?: boolean; closed?: boolean; spliced?: boolean; apposed?: boolean } = {}): string | undefined {
  // "storage of brief sensory events, such as sights, sounds, and tastes": the examples' list is no list of renamings;
  // "a natural (unlearned) reaction": a one- or two-word aside in brackets is no end of it.
  const after = whole.replace(/,\s+(?:such as|including|for example|e\.g\.)\s.*$/i, '').replace(/\s\([\p{L}-]+(?:\s[\p{L}-]+)?\)(?=\s)/u, '');
  const from = afterCoordinateAdjectives(after, context);
  const found = after.slice(from).search(/[,;:—–(]/);
  const end = found < 0 ? -1 : from + found;
  // "the idea that the decision of the majority—half the members plus one—determines …": the aside goes, the clause keeps its verb.
  const mark = end >= 0 ? after.charAt(end) : '';
  const resumed = !options.spliced && /^[—–]$/.test(mark) ? withoutInsertedClause(after, end, end + 1, mark) : undefined;
  if (resumed) return renamingPhrase(resumed, term, context, { ...options, spliced: true });
  // "a form of self-denial that includes fasting, chastity, and renunciation of …": a list of bare items after a relative
  // clause's verb is that verb's object, no list of renamings; the renaming runs to the list's last item.
  const objectList = end >= 0 && mark === ',' ? (listInsideRelative(after.slice(0, end), after.slice(end), context) ?? listEndingPreposition(after.slice(0, end), after.slice(end), context)) : undefined;
  const raw = objectList !== undefined ? after.slice(0, end + objectList) : end < 0 ? after : after.slice(0, end);
  // "the A, the B, and the C", "tables, a greeter at the door, janitors …, and a manager": a list, not a renaming; after
  // a gloss closed before its verb ("The utility function, or the potential …, can be translated into A, B, and C") the
  // rest is the main clause.
  if (end >= 0 && objectList === undefined && !CLOSED_BEFORE_VERB.test(after) && /^,\s*(?:and\s+|or\s+)?(?:(?:a|an|the)\s|and\b|or\b)|,\s+(?:and|or)\s/i.test(after.slice(end))) return undefined;
  const meaning = raw.trim();
  const words = meaning.split(/\s+/);
  if (words.length < 3 || words.length > 30 || findWholeWords(meaning, term) >= 0 || namesAnotherTerm(meaning)) return undefined;
  const tags = readWords(words, context.reading);
  const relativeTail = /^(?:that|which|who|whose|where|whom|how|what|why)$/i;
  // A bare gloss may be a gerund phrase ("being married to …") or a question word ("how many people …").
  const gerund = options.bare && ((/^\p{Ll}+ing$/u.test(words[0]!) && /^(?:VERB|AUX)$/.test(tags[0]?.pos ?? '')) || /^how$/i.test(words[0]!));
  const start = options.bare ? 0 : 1;
  let i = gerund ? start : modifiersAndHeadEnd(tags, start);
  const head = tags[i - 1];
  const tail = tags[i];
  // "…, or laws that would …", "…, or banks that have …": a bare plural with a relative is another party, not a gloss;
  // "monocular cues, or cues that require only one eye" restates the term's own head, which a gloss does.
  // After a plain comma (`apposed`) the plural renames: "polytheists, people who revered many gods".
  if (options.bare && !options.apposed && !gerund && i === 1 && looksPlural(words[0]!) && relativeTail.test(tail?.text ?? '') && !sameHead(term.split(/\s+/).at(-1) ?? '', words[0]!) && !saysWhatTheyDo(term, tags, i)) return undefined;
  const contact = !options.bare && !gerund && isContactRelative(tags);
  if (gerund || contact) i = gerund ? 1 : i;
  else if (options.closed && i === tags.length && i > start && head?.pos === 'NOUN') i = tags.length;
  // Words are looked up by form: "to" may carry the tag of an earlier infinitive "to"; before a noun phrase it is a preposition.
  else if (i === start || head?.pos !== 'NOUN' || !tail || !(/^(?:ADP|CCONJ|SCONJ|PRON)$/.test(tail.pos) || relativeTail.test(tail.text) || isParticipleTail(tags, i) || isInfinitiveTail(tags, i) || isPrepositionTo(tags, i))) return undefined;
  // "the conch, the harvesting of which the state banned": the relative clause is about the object, not a renaming;
  // "indirect rule, a system in which colonial powers cooperated with …" restricts its head, as a definition does.
  if (/^of$/i.test(tail?.text ?? '') && /^(?:which|whom)$/i.test(tags[i + 1]?.text ?? '')) return undefined;
  // "…called electromagnetic radiation, a conclusion that was confirmed …": the noun sums up the clause, it renames no object.
  // "…, the observable outcome of mental processes" does rename its object.
  if (!options.bare && CLAUSE_SUMMARY_HEAD.test(head?.text ?? '') && /^(?:that|which)$/i.test(tail?.text ?? '')) return undefined;
  // Up to a relative word the phrase must stand alone: no pronoun leaning on the text, no clause of its own
  // ("the market, the government raised taxes"); "one's rank" is a noun the model may read as a verb.
  const relative = tags.findIndex((t, k) => k >= i && relativeTail.test(t.text));
  const own = tags.slice(0, relative < 0 ? tags.length : relative);
  // A gerund or "how" phrase is a clause by nature: only its pronouns are checked.
  if (own.some((t, k) => (POINTING_WORD.test(t.text) && (gerund || contact || !resolvesInside(own, k))) || (!gerund && !contact && (t.pos === 'AUX' || (k > i && isClauseVerb(own, k)))))) return undefined;
  // "an arena in which he had been interested": a clause opened by a preposition and "which" may not lean on the story either.
  if (/^(?:ADP)$/.test(tail?.pos ?? '') && /^which$/i.test(tags[i + 1]?.text ?? '') && tags.some((t) => POINTING_WORD.test(t.text))) return undefined;
  if (endsRelativeBeforeMainVerb(tags)) return undefined;
  const cut = cutMeaning(meaning);
  return cut && (options.bare ? !EXAMPLE_OR_RELATION.test(cut) : isDefiningComplement(cut, term, context.reading)) ? cut : undefined;
}

/**
 * "the curve that results is an ellipse": a relative clause of one verb, then a copula, which is the main clause's verb;
 * the phrase is a sentence, not a renaming ("an explanation that itself is in need of …" keeps its relative's own copula).
 */
export function endsRelativeBeforeMainVerb(tags: readonly TaggedToken[]): boolean {
  // "that results": after "that" a plural-looking word is the relative's verb ("that" cannot point at a plural).
  const verb = (t: TaggedToken | undefined): boolean => t?.pos === 'VERB' || (t?.pos === 'NOUN' && /[^s]s$/i.test(t.text));
  return tags.some((t, k) => /^(?:that|which|who)$/i.test(t.text) && verb(tags[k + 1]) && /^(?:is|are|was|were)$/i.test(tags[k + 2]?.text ?? ''));
}

/**
 * "a set of parliamentary procedures, or rules that govern the structure of debate": a plural term renamed by a plural whose
 * relative clause says, in the timeless present, what such things do, is glossed. "…, or laws that would freeze prices"
 * (a modal), "…, or banks that have loaned …" (a perfect) and a singular before the comma name another party.
 */
function saysWhatTheyDo(term: string, tags: readonly TaggedToken[], relativeAt: number): boolean {
  const verb = tags[relativeAt + 1];
  return looksPlural(term) && verb?.pos === 'VERB' && verb.lemma === verb.text.toLowerCase() && !/^(?:have|do|be)$/i.test(verb.text);
}

/**
 * Where a list that a relative clause's verb takes ends, measured from the comma after its first item: the phrase before
 * the comma holds a relative word and a verb ("that includes …", "which combines …"), and the items after it open on no
 * article and close with "and" or "or" before the clause ends or a comma.
 */
const RELATIVE_WITH_VERB = /\s(?:that|which|who)\s+(?:\p{Ll}+ly\s+)?(?!(?:is|was|has|does)\s)\p{Ll}{3,}[^s\s]s\s/u;
const BARE_ITEMS = /^(?:,\s+(?!(?:a|an|the|and|or)\s)[^,;:()—–]{1,40}){0,5},?\s+(?:and|or)\s+(?!(?:a|an|the)\s)[^,;:()—–]{1,60}/iu;
const MAX_ITEM_WORDS = 6;

function listInsideRelative(first: string, rest: string, context: ReadContext): number | undefined {
  // A timeless verb ("includes", "combines") takes the list; a past one ("who made goods …") is one item's own clause.
  if (!RELATIVE_WITH_VERB.test(` ${first} `)) return undefined;
  const list = BARE_ITEMS.exec(rest)?.[0];
  if (!list) return undefined;
  // Items are noun phrases: "…, alters the experiences and …" is a verb phrase of the main clause.
  const items = list.split(/,\s+|\s+(?:and|or)\s+/).map((item) => item.trim()).filter(Boolean);
  if (items.some((item) => item.split(/\s+/).length > MAX_ITEM_WORDS)) return undefined;
  const words = readWords(items.join(' ').split(/\s+/), context.reading);
  return words.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text))) ? undefined : list.length;
}

/**
 * "the uneven access to technology among different races, classes, and geographic areas", "the right to collect taxes
 * from merchants, farmers, and artisans": a list of bare items that closes the sentence is the object of the preposition
 * ending the renaming's first part, not a list of renamings. The preposition stands after the renaming's head, at most
 * three words before the comma, and the list runs to the clause's end.
 */
const PREPOSITION_BEFORE_ITEM = /\s(?:of|among|between|from|to|for|on|with|about|including)\s+(?:[\p{L}’'-]+\s+){0,2}[\p{L}’'-]+$/u;

function listEndingPreposition(first: string, rest: string, context: ReadContext): number | undefined {
  if (!PREPOSITION_BEFORE_ITEM.test(first) || !/^(?:a|an|the)\s/i.test(first)) return undefined;
  // "…, and exchange rates" alone may be the last of a list of renamings ("the balance of trade, the balance of payments,
  // and exchange rates"): three items at least, the preposition's object the first.
  const list = BARE_ITEMS.exec(rest)?.[0];
  if (!list || !/^,\s+(?!(?:and|or)\s)/i.test(list) || rest.slice(list.length).trim() !== '') return undefined;
  const items = list.split(/,\s+|\s+(?:and|or)\s+/).map((item) => item.trim()).filter(Boolean);
  if (items.some((item) => item.split(/\s+/).length > MAX_ITEM_WORDS)) return undefined;
  const words = readWords(items.join(' ').split(/\s+/), context.reading);
  return words.some((t) => t.pos === 'AUX' || t.pos === 'PRON' || (t.pos === 'VERB' && !/(?:ing|ed)$/i.test(t.text))) ? undefined : list.length;
}

/**
 * "a method of integrating a culture into the dominant society without forcing it to …": "it" or "they" takes a noun of
 * the phrase itself (a singular for "it"/"its", a plural for "they"/"them"/"their") when one stands before it; "this",
 * "he" or "we" still lean on the text.
 */
function resolvesInside(tags: readonly TaggedToken[], k: number): boolean {
  const word = tags[k]!.text.toLowerCase();
  const singular = /^(?:it|its)$/.test(word);
  if (!singular && !/^(?:they|them|their)$/.test(word)) return false;
  // Only inside a noun phrase: a verb of its own before the pronoun ("the kings … displayed their …") makes it a clause.
  const clause = tags.slice(0, k).some((t, j) => {
    if (t.pos === 'AUX') return true;
    if (t.pos !== 'VERB' || /ing$/i.test(t.text) || /^to$/i.test(tags[j - 1]?.text ?? '')) return false;
    return !(/(?:ed|en)$/i.test(t.text) && /^(?:of|by|in|with|from|for|as)$/i.test(tags[j + 1]?.text ?? ''));
  });
  return !clause && tags.slice(0, k).some((t) => t.pos === 'NOUN' && looksPlural(t.text) !== singular);
}

/** "the uneven access to technology": a "to" before a noun phrase (an article, a modifier or a noun), not before a verb. */
function isPrepositionTo(tags: readonly TaggedToken[], i: number): boolean {
  return /^to$/i.test(tags[i]?.text ?? '') && /^(?:DET|ADJ|NOUN|NUM)$/.test(tags[i + 1]?.pos ?? '');
}

/** "a curved, transparent structure that …": where a comma between two adjectives after the article ends, else 0. */
function afterCoordinateAdjectives(text: string, context: ReadContext): number {
  const m = /^(?:a|an|the)\s+(?<first>[\p{Ll}-]+),\s+(?<second>[\p{Ll}-]+)\s/u.exec(text);
  if (!m?.groups?.first || !m.groups.second) return 0;
  const [first, second] = readWords([m.groups.first, m.groups.second], context.reading);
  return first?.pos === 'ADJ' && second?.pos === 'ADJ' ? m[0].length : 0;
}

/**
 * "the standards a guild would like to live up to", "the price buyers are willing to pay": a noun, then a relative
 * clause without its relative word (its own subject noun and verb) whose object is the noun itself, so that the
 * clause ends on a gap (a stranded preposition or a bare infinitive). "the government raised taxes" has its object.
 */
export function isContactRelative(tags: readonly TaggedToken[]): boolean {
  const words = tags.filter((t) => t.pos !== 'PUNCT');
  let i = words[0]?.pos === 'DET' ? 1 : 0;
  const start = i;
  while (i < words.length && /^(?:ADJ|NOUN)$/.test(words[i]!.pos)) i++;
  if (i - start < 2 || words[i - 1]?.pos !== 'NOUN' || !/^(?:AUX|VERB)$/.test(words[i]?.pos ?? '')) return false;
  // "the positive feeling stakeholders have for any company": "have" never stands without its object, so a preposition right
  // after it shows the object is the noun before (a gap inside the clause, not at its end).
  // An auxiliary "have" takes its participle later ("the shares have for years risen"): then it is a clause.
  if (/^(?:have|has|had|hold|holds|held)$/i.test(words[i]!.text) && words[i + 1]?.pos === 'ADP' && !words.slice(i + 1).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return true;
  const last = words.at(-1);
  const before = words.at(-2);
  if (!last || !before || words.length - i < 2) return false;
  if (/^(?:to|with|for|about|by|on|in|at|from|into)$/i.test(last.text) && /^(?:VERB|ADP|PART)$/.test(before.pos)) return true;
  return last.pos === 'VERB' && /^to$/i.test(before.text);
}

/** "the state raised taxes", "the members feel": a verb right after its subject, with an object or ending the phrase. */
function isClauseVerb(tags: readonly TaggedToken[], k: number): boolean {
  const next = tags[k + 1];
  return tags[k]?.pos === 'VERB' && /^(?:NOUN|PROPN|PRON)$/.test(tags[k - 1]?.pos ?? '') && (!next || /^(?:DET|NOUN|PROPN|PRON|NUM)$/.test(next.pos));
}

/**
 * Where the modifiers and the noun head of a renaming end: adjectives, nouns and numbers, and an -ly adverb grading the
 * adjective after it ("the slightly different view"), which says how much without opening a clause.
 */
function modifiersAndHeadEnd(tags: readonly TaggedToken[], start: number): number {
  let i = start;
  while (/^(?:ADJ|NOUN|NUM)$/.test(tags[i]?.pos ?? '') || (tags[i]?.pos === 'ADV' && /ly$/i.test(tags[i]!.text) && tags[i + 1]?.pos === 'ADJ')) i++;
  return i;
}

/**
 * "the nonviolent refusal to comply with …", "the right to vote": a singular noun whose complement is an infinitive.
 * A plural-looking "head" is often a verb the tagger took for a noun ("the individual wishes to reduce …").
 */
function isInfinitiveTail(tags: readonly TaggedToken[], i: number): boolean {
  return /^to$/i.test(tags[i]?.text ?? '') && tags[i]?.pos === 'PART' && tags[i + 1]?.pos === 'VERB' && !looksPlural(tags[i - 1]?.text ?? '');
}

/**
 * "a set of rules kept by the elders": a participle with its own tail; "the state raised taxes" is a clause. A present
 * participle may take its own object after "a"/"an" ("a legislative action declaring someone guilty", "a cell producing
 * melanin"): no finite verb ends in "-ing".
 */
function isParticipleTail(tags: readonly TaggedToken[], i: number): boolean {
  const t = tags[i];
  if (t?.pos !== 'VERB' || !/(?:ed|en|ing)$/i.test(t.text)) return false;
  const next = tags[i + 1];
  const bare = !/^(?:DET|NOUN|PROPN|PRON|ADJ|NUM)$/.test(next?.pos ?? '');
  // With an object, only after "a"/"an", which classifies: "the farmers selling vegetables" points at someone.
  if (/ing$/i.test(t.text)) return bare || /^an?$/i.test(tags[0]?.text ?? '');
  // A past form that ends the phrase or takes a "that" clause is the verb of a clause, not a participle: "…, the court
  // asserted", "…, the court argued that …"; "a tactic used fairly often", "rules kept by the elders" go on.
  return bare && next !== undefined && !/^that$/i.test(next.text) && next.pos !== 'SCONJ';
}

/** Appositives: "…that actually sell, known as real GDP, depends …"; "…to its shareholders, called a dividend." */
function matchAppositives(clause: string, reading: SentenceReading): DefinitionMatch[] {
  const out: DefinitionMatch[] = [];
  const appositives = [
    ...clause.matchAll(/,\s+(?:also\s+)?(?:known as|called|termed)\s+(?:the\s+|a\s+|an\s+)?(?<term>[^,;()]{2,60}?)(?:\s*\([^()]{1,40}\))?(?:,|$)/gi),
    // Said aloud: "… a kind of probability per unit length, what's known in the business as a probability density".
    ...clause.matchAll(/,\s+(?<relative>(?:what(?:'s|’s|\s+is|\s+are)|which\s+(?:is|are))\s+(?:also\s+|often\s+|sometimes\s+|usually\s+)?(?:known(?:\s+in\s+the\s+(?:business|literature|field|trade))?\s+as|called|termed)|what\s+(?:we|people|mathematicians|physicists)\s+(?:would\s+|might\s+|often\s+|usually\s+)?call)\s+(?:the\s+|a\s+|an\s+)?(?<term>[^,;()]{2,60}?)(?:\s*\([^()]{1,40}\))?(?:,|$)/gi),
    // "… things like roads (also called infrastructure)"
    ...clause.matchAll(/\s\((?:also\s+|often\s+|sometimes\s+)?(?:known as|called|termed)\s+(?:the\s+|a\s+|an\s+)?["“]?(?<term>[^()",;”]{2,60}?)["”]?\)/gi),
  ];
  for (const m of appositives) {
    const term = cleanTerm(m.groups?.term ?? '', reading);
    const before = clause.slice(0, m.index);
    if (!term) continue;
    // The described thing is the noun phrase opened by the last article before the comma, else
    // the adjective–noun run ending there ("make regular payments, called premiums").
    const article = [...before.matchAll(/(?:^|\s)(?:the|a|an)\s/gi)].at(-1);
    // In brackets the name belongs to the words just before them only.
    const bracketed = m[0].trimStart().startsWith('(');
    // "the single most powerful determinant … is how much income they have in their take-home pay, also known as …":
    // a noun phrase that runs into its own verb is a clause's subject; the name belongs to the words just before it.
    const opened = article && !bracketed ? (wholeNounPhraseBefore(before, term, reading) ?? before.slice(article.index).trim()) : undefined;
    const runsIntoVerb = opened !== undefined && /(?<!\b(?:that|which|who)\s+(?:\w+\s+)?)\b(?:is|are|was|were)\s/i.test(opened);
    // "…, also known as disposable income, which is income after taxes": the name's own gloss says it best.
    const glossed = runsIntoVerb ? /^\s*which\s+(?:is|are)\s+(?<y>[^,;:()]+)/i.exec(clause.slice(m.index + m[0].length))?.groups?.y : undefined;
    // "he issued a decree, known as Dunmore's Proclamation, promising freedom to …": a bare genus is completed by the
    // participle or relative clause that follows the name.
    const bareGenus = opened !== undefined && !runsIntoVerb && /^(?:the|a|an)\s+[\p{L}-]+$/iu.test(opened) && m[0].endsWith(',');
    const meaning = bareGenus
      ? genusCompleted(lowerFirst(opened), clause.slice(m.index + m[0].length), reading)
      : glossed && isDefiningComplement(glossed.trim(), term, reading) ? cutMeaning(glossed) : opened && !runsIntoVerb ? cutMeaningAllowingCommas(opened) : trailingNounRun(before, reading);
    if (m.groups?.relative) {
      // "the height represents a kind of probability per unit …, what's known as a probability density": the name
      // belongs to the object the clause's verb takes.
      const object = namedObject(before, reading, term);
      if (object) out.push({ term, meaning: object, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'known-as' });
      continue;
    }
    if (!meaning || /^(?:the|a|an)\s+\S+$/i.test(meaning)) continue;
    // "Zeno proposed paradoxes, known as Zeno’s paradoxes, that demonstrate …": read back, the named thing is a clause; its
    // last noun, completed by the relative after the name, is what the name names.
    if (!bracketed && opensOnAClause(meaning)) {
      const noun = /(?:^|\s)(?<noun>\p{Ll}[\p{Ll}-]+)$/u.exec(before.trim())?.groups?.noun;
      const completed = noun && m[0].endsWith(',') && readWords([noun], reading)[0]?.pos === 'NOUN' ? genusCompleted(noun, clause.slice(m.index + m[0].length), reading) : undefined;
      if (completed) out.push({ term, meaning: completed, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'known-as' });
      continue;
    }
    // "the hormones released when you face a frightening situation, called the fight-or-flight response, occur …": a name
    // closed before the main verb renames the whole subject; a noun phrase at its end is not what it names.
    if (opened !== undefined && !bareGenus && m[0].endsWith(',') && isObjectInside(before, opened, reading) && opensOnMainVerb(clause.slice(m.index + m[0].length), reading)) continue;
    // A genus named and restricted at once is the text's term, as a name glossed where it is given is (name-appositives.ts).
    out.push({ term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: bareGenus ? 1 : 0.6, pattern: 'known-as' });
  }
  return out;
}

/** "… confronted with a frightening situation", "… between states and a national government": the phrase is taken by a word inside a longer one. */
function isObjectInside(before: string, phrase: string, reading: SentenceReading): boolean {
  const text = before.trimEnd();
  if (!text.endsWith(phrase)) return false;
  const previous = text.slice(0, text.length - phrase.length).trim().split(/\s+/).at(-1);
  if (!previous || /[,;:]$/.test(previous)) return false;
  const [tag] = readWords([previous], reading);
  return /^(?:and|or)$/i.test(previous) || (tag !== undefined && (tag.pos === 'ADP' || (tag.pos === 'VERB' && !/^(?:which|that|who)$/i.test(previous))));
}

/** "occur by …", "is …", "also stretches …": the text after a closing comma opens on the main clause's verb. */
function opensOnMainVerb(after: string, reading: SentenceReading): boolean {
  const tags = readWords(after.trim().split(/\s+/).slice(0, 2), reading);
  const verbAt = tags[0]?.pos === 'ADV' ? 1 : 0;
  const verb = tags[verbAt];
  return verb !== undefined && (verb.pos === 'AUX' || (verb.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(verb.text)));
}

/**
 * "… a depression in the medial surface of the superior lobe of the left lung, called …", "… think of it as the rotation
 * period of Earth with respect to the Sun, called …": the name goes with the whole noun phrase its prepositions chain
 * together, from the first article of the last stretch after which no verb, dash or "and" comes, not with the last noun.
 * Not when the head only frames what follows ("in the form of an ionized gas, called a plasma") or disagrees in number
 * with the name ("the realm of the larger icy worlds, called dwarf planets"): then the name is the inner phrase's.
 */
const FRAME_HEAD = /^(?:form|forms|kind|kinds|type|types|sort|sorts|version|variety|state|realm|shape)$/i;

function wholeNounPhraseBefore(before: string, term: string, reading: SentenceReading): string | undefined {
  const stretch = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
  const words = stretch.trim().split(/\s+/);
  const tags = readWords(words, reading);
  for (let k = 0; k < words.length - 3; k++) {
    if (!/^(?:the|a|an)$/i.test(words[k]!)) continue;
    const rest = tags.slice(k);
    const phrase = words.slice(k).join(' ');
    if (/[—–()]|\s(?:and|or|but)\s/i.test(phrase)) continue;
    const nominal = rest.every((t) => /^(?:DET|ADJ|NOUN|PROPN|ADP|NUM)$/.test(t.pos) || (t.pos === 'VERB' && /(?:ed|ing)$/i.test(t.text)));
    const inner = rest.findIndex((t, i) => i > 0 && t.pos === 'ADP');
    const head = inner > 0 ? rest.slice(0, inner).findLast((t) => t.pos === 'NOUN') : undefined;
    if (!nominal || !/^(?:NOUN|PROPN)$/.test(rest.at(-1)?.pos ?? '') || !head) continue;
    if (FRAME_HEAD.test(head.text) || looksPlural(head.text) !== looksPlural(term)) return undefined;
    return phrase;
  }
  return undefined;
}

/**
 * The noun phrase a spoken relative naming ("…, what's known as X") names: in the last comma-free stretch before it, what
 * follows its last verb (outside a relative clause), opened by an article and described in four words or more ("a kind
 * of probability per unit length"). "to use a third matrix" (the example at hand) and "the ones that sit …" say too little.
 */
function namedObject(before: string, reading: SentenceReading, term: string): string | undefined {
  const stretch = before.split(/[,;:]\s+/).at(-1)?.trim() ?? '';
  const main = stretch.split(/\s+(?=(?:that|which|who|where)\s)/i)[0]!;
  const words = main.split(/\s+/);
  const tags = readWords(words, reading);
  let lastVerb = -1;
  tags.forEach((t, k) => {
    // "a long molecule made of four bases": a participle after its noun describes it; it is not the clause's verb.
    const reduced = t.pos === 'VERB' && /(?:ed|en|de)$/i.test(t.text) && (/^(?:NOUN|PROPN|ADJ)$/.test(tags[k - 1]?.pos ?? '') || tags[k + 1]?.pos === 'ADP') && k > 0 && !/^(?:AUX|PRON)$/.test(tags[k - 1]?.pos ?? '');
    if ((t.pos === 'VERB' || t.pos === 'AUX') && !reduced) lastVerb = k;
  });
  const article = words.findIndex((w, k) => k > lastVerb && /^(?:a|an|the)$/i.test(w));
  if (article < 0) return undefined;
  const object = [...words.slice(article), ...stretch.split(/\s+/).slice(words.length)].join(' ');
  if (wordCount(object) < 4 || /^(?:the|an?)\s+(?:ones?|thing|things|stuff)$/i.test(object.split(/\s+/).slice(0, 2).join(' '))) return undefined;
  if (!/\s(?:of|for|that|which|who|per|with|in|on)\s/i.test(object) && wordCount(object) < 5) return undefined;
  // "the formula for a normal distribution, which is also called a Gaussian distribution": a name sharing the head of the
  // object's last noun renames that noun, not the object ("a bunch of polynomial curves, … Bezier curves" is one kind).
  const head = (phrase: string): string => phrase.toLowerCase().split(/\s+/).at(-1)!.replace(/s$/, '');
  const objectHead = /^(?:the|an?)\s+(?:[\p{L}-]+\s+)*?([\p{L}-]+)\s+(?:of|for|per|in|on|with)\s/iu.exec(object)?.[1];
  if (objectHead && !KIND_OF.test(objectHead) && head(object) === head(term) && head(objectHead) !== head(term)) return undefined;
  return cutMeaningAllowingCommas(object);
}

/** Heads that only count or sort what follows them ("a bunch of curves" is curves). */
const KIND_OF = /^(?:bunch|kind|type|sort|set|lot|number|family|class|pair|couple|collection|group)$/i;

const RESULT_PARTICIPLE = /^(?:causing|leading|resulting|prompting|sparking|triggering|provoking|angering|alarming|outraging|making|forcing|ending|bringing|giving|allowing|enabling|creating|marking|setting|helping|ensuring|thereby|paving|opening)$/i;

/** "a decree" and "promising freedom to …" (a participle with its own tail) or "which freed …": the genus restricted. */
function genusCompleted(genus: string, after: string, reading: SentenceReading): string | undefined {
  const words = after.trim().split(/\s+/);
  const [first, second] = readWords(words.slice(0, 2), reading);
  const relative = /^(?:that|which|who)$/i.test(first?.text ?? '');
  // "…, signed by …" is a participle; "…, promised freedom" a finite verb with its object. The tagger may read an -ing
  // word after a name as an adjective ("promising"); one that tells a result ("…, angering the nobles") is the clause's.
  const ing = /^\p{Ll}{2,}ing$/u.test(first?.text ?? '') && !RESULT_PARTICIPLE.test(first?.text ?? '');
  const participle = ing || (first?.pos === 'VERB' && /\p{L}ed$/u.test(first.text) && second?.pos === 'ADP');
  if (!relative && !participle) return undefined;
  // A relative clause is cut as the genus's own ("paradoxes that demonstrate …"): alone, "that …" is no meaning.
  if (relative) {
    const whole = cutMeaning(`${genus} ${after.trim()}`);
    return whole && whole.split(/\s+/).length >= genus.split(/\s+/).length + 3 ? whole : undefined;
  }
  const tail = cutMeaning(after.trim());
  return tail && tail.split(/\s+/).length >= 3 ? `${genus} ${tail}` : undefined;
}

/** The adjective and noun words ending a stretch of text, when there are at least two. */
function trailingNounRun(text: string, reading: SentenceReading): string | undefined {
  const words = text.trim().split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const tags = readWords(words, reading);
  let start = tags.length;
  // An attributive participle belongs to the run ("fixed monthly payments").
  while (start > 0 && /[\p{L}\p{N}]$/u.test(words[start - 1]!) && (/^(?:ADJ|NOUN|PROPN)$/.test(tags[start - 1]!.pos) || (/ed$/.test(words[start - 1]!) && start < tags.length))) start--;
  const run = tags.slice(start);
  if (run.length < 2 || !/^(?:NOUN|PROPN)$/.test(run.at(-1)!.pos)) return undefined;
  return words.slice(start).join(' ');
}

/** "high-yield bonds or junk bonds" names two terms with one meaning. */
function splitSynonyms(match: DefinitionMatch, reading: SentenceReading): DefinitionMatch[] {
  const parts = match.term.split(/\s+or\s+/);
  if (parts.length !== 2) return [match];
  const terms = parts.map((p) => cleanTerm(p, reading)).filter((t): t is string => Boolean(t));
  if (terms.length !== 2 || terms.some((t) => t.split(' ').length < 2)) return [match];
  return terms.map((term) => ({ ...match, term, plural: looksPlural(term) }));
}

/** What a kind-naming pointer ("this belief", "these powers") names in the sentence before, written prose only. */
function pointedMeaning(pointer: string, context: DefinitionContext): string | undefined {
  if (context.written !== true || !context.previous) return undefined;
  const stated = statementPointedAt(pointer, context.previous);
  const words = stated ? wordCount(stated) : 0;
  return stated && words >= 5 && words <= MAX_MEANING_WORDS ? validMeaning(stated) : undefined;
}

/** `thingsPointedAt`, its meaning checked like any other: `null` when it is none. */
function pointedThings(pointer: string, previous: string): string | null | undefined {
  const things = thingsPointedAt(pointer, previous);
  return things ? (validMeaning(things) ?? null) : things;
}

/** The sentence before, whole, as a meaning: a statement of its own (no pronoun subject, no question). */
function previousSentenceMeaning(context: DefinitionContext): string | undefined {
  const previous = withoutLeadIn(context.previous?.trim() ?? '');
  if (!previous || /[?:]$/.test(previous)) return undefined;
  const reading = readSentence(previous);
  // "In fact, we often don't perceive stimuli that …": a writer's "we" is anyone, and what anyone does is a description.
  const anyone = context.written === true && /^we\s/i.test(previous) && !/\b(?:will|chapter|section|learned|saw|discussed|earlier|later)\b|['’]ll\b/i.test(previous);
  if (startsWithProForm(previous, reading) && !anyone) return undefined;
  // A connective, an adverb or a subordinate opening ("But …", "Meanwhile, …", "Even if …", "For example …") leans on what came before it.
  const opener = reading.tags[0];
  // "Others have conceptualized stress …" answers a "some" said before it.
  // "An analogy is an inflated balloon, which …": a comparison the writer offers, not the thing the name is for.
  if (!opener || /^(?:CCONJ|SCONJ|ADV)$/.test(opener.pos) || /^(?:for (?:example|instance)|others|an?\s+(?:\p{L}+\s+)?(?:analogy|example|illustration|comparison)\s+(?:is|would be|might be)\b)/iu.test(previous) || /^\p{L}+,\s/u.test(previous)) return undefined;
  // "The next time you go to a restaurant, look at your waitstaff.": talk to the reader describes nothing.
  if (/\b(?:you|your|i|my)\b/i.test(previous) || (!anyone && /\b(?:we|our|us)\b/i.test(previous))) return undefined;
  const stated = previous.replace(/[.!]["'”’)\]]*$/, '');
  const body = anyone ? saidOfPeople(stated) : stated;
  const words = wordCount(body);
  if (words < 5 || words > MAX_MEANING_WORDS) return undefined;
  return validMeaning(body);
}

/**
 * "The technical term for this condition is hydrostatic equilibrium.", "The general term for this approach is hedonism.": the
 * name the text gives what the sentence before described. Written prose only: a speaker's "this" points at the screen.
 */
const TERM_FOR_THIS = /^(?:the|a)\s+(?:(?:more\s+)?(?:general|technical|scientific|formal|common|usual|proper|official)\s+)?(?:term|name|word)\s+for\s+(?:this|these|such|that)\s+(?:[\p{L}-]+\s+){0,2}?(?:is|are)\s+["“]?(?<x>[^,;:"”()]{2,50}?)["”]?$/iu;

function matchTermForThis(clause: string, context: ReadContext): DefinitionMatch | undefined {
  if (context.written !== true) return undefined;
  const raw = TERM_FOR_THIS.exec(clause.trim())?.groups?.x;
  const term = raw ? cleanTerm(raw.replace(/^(?:the|a|an)\s+/i, ''), context.reading) : undefined;
  const before = term ? previousSentenceMeaning(context) : undefined;
  return term && before && findWholeWords(before, term) < 0 ? { term, meaning: before, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.7, pattern: 'names-previous' } : undefined;
}

/** "We have a hunch …, ignoring evidence that would tell us our hunch is false" said of people: "People have …, tell them their …". */
function saidOfPeople(text: string): string {
  const people: Record<string, string> = { we: 'they', us: 'them', our: 'their', ours: 'theirs', ourselves: 'themselves' };
  let named = false;
  return text.replace(/\b(?:we|us|our|ours|ourselves)\b/gi, (word) => {
    // The first "we" names the people; a later one refers back to them.
    const first = !named && word.toLowerCase() === 'we';
    if (first) named = true;
    const said = first ? 'people' : (people[word.toLowerCase()] ?? word);
    return /^\p{Lu}/u.test(word) ? `${said.charAt(0).toUpperCase()}${said.slice(1)}` : said;
  });
}

/**
 * "In fact, …", "Or, …", "It is also believed that …": a lead-in that only stresses, adds an alternative or reports a
 * belief; the clause after it is the description.
 */
function withoutLeadIn(sentence: string): string {
  const rest = sentence.replace(/^(?:in fact|indeed|or),\s+|^it\s+is\s+(?:also\s+|often\s+|widely\s+|generally\s+|commonly\s+)?(?:believed|thought|assumed|held)\s+that\s+/i, '');
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

function cutMeaningAllowingCommas(text: string): string | undefined {
  const cleaned = text.replace(/^(?:that|which)\s+/i, '').trim();
  const words = wordCount(cleaned);
  if (words < MIN_MEANING_WORDS || words > MAX_MEANING_WORDS) return undefined;
  return cutMeaning(cleaned.replace(/,/g, '\u0000'))?.replace(/\u0000/g, ',');
}

/**
 * Glossary-style list lines: "Opportunity cost – the value of the next best alternative", "Loader: The program that
 * …". A lower-case gloss after a colon is read with the guards a colon needs (`colon-labels.ts`): a colon also sets
 * roles, lists and values.
 */
function matchGlossaryLine(body: string, reading: SentenceReading): DefinitionMatch | undefined {
  const m = /^(?<x>[\p{L}][\p{L}\p{N}'’\- ()]{1,50}?)\s*(?::(?=\s*(?:A|An|The)\s)|\s[—–-]\s)\s*(?<y>[\p{L}].+)$/u.exec(body);
  if (!m?.groups?.x || !m.groups.y) return undefined;
  const term = cleanTerm(m.groups.x, reading);
  const meaning = term ? cutMeaning(m.groups.y) : undefined;
  if (!term || !meaning || !/^\p{Ll}/u.test(m.groups.y) && !/^(?:a|an|the)\b/i.test(m.groups.y)) return undefined;
  return { term, meaning: lowerFirst(meaning), form: 'noun-phrase', plural: false, confidence: 0.7, pattern: 'glossary-line' };
}

/**
 * Slides and lecture notes set a term before a colon and say what it is or does in a capitalised predicate
 * with no subject of its own: "Cut-through switching: Works on the frame as soon as it is received",
 * "Machine code: The binary numbers that the CPUs can understand". The term is the predicate's subject, so
 * "Cut-through switching works on the frame …" is the definition. A predicate that names its own subject
 * ("Graph search: Keep track of …" is an instruction, "Wrapper: The whole process is …" a clause) is not one.
 */
const LABEL_LINE = /^(?<x>\p{L}[\p{L}\p{N}'’\- ()/]{1,50}?)\s*:\s+(?<y>\p{Lu}\p{Ll}+\s.+)$/u;

function matchLabelLine(body: string): DefinitionMatch | undefined {
  const m = LABEL_LINE.exec(body);
  if (!m?.groups?.x || !m.groups.y) return undefined;
  const term = cleanTerm(m.groups.x);
  if (!term || GENERIC_NOUNS.has(term.toLowerCase()) || /^(?:note|remark|hint|tip|warning|idea|goal|aim|summary|recall|reminder|question|answer|exercise|proof|lemma|theorem|claim|definition|case|step|rule|see also|source|why|how)$/i.test(term)) return undefined;
  const predicate = m.groups.y.replace(/[.]$/, '');
  // "Eudaimonia: The Good Life" is a slide's title; a definition says more, in running words.
  const words = predicate.split(/\s+/);
  if (words.length < 4 || words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 > words.length) return undefined;
  const tags = readSentence(predicate).tags;
  const opener = tags[0];
  if (!opener) return undefined;
  const word = opener.text.toLowerCase();
  // "Works on …", "Connects two segments …": a present verb in the third person, whose subject the label is.
  const verb = (opener.pos === 'VERB' || opener.pos === 'AUX' || opener.pos === 'NOUN') && /^\p{Ll}+[^s]s$/u.test(word) && isThirdPersonVerb(word, tags[1]);
  if (verb) {
    // "Economic forces: Includes such factors as …" describes the heading's category, not a plural subject's doing.
    const head = headNoun(readSentence(term).tags);
    if (head && isPluralNoun(head)) return undefined;
    const meaning = cutMeaning(`${word}${predicate.slice(opener.text.length)}`);
    return meaning && hasFiniteVerb(readSentence(meaning).tags) ? { term, meaning, form: 'verb-phrase', plural: false, confidence: 0.65, pattern: 'label-line' } : undefined;
  }
  // "The binary numbers that the CPUs can understand": a noun phrase, not a clause with a verb of its own.
  if (!/^(?:a|an|the)$/.test(word) || !opensOnNounPhrase(predicate) || hasMainClause(tags)) return undefined;
  const meaning = cutMeaning(predicate);
  return meaning ? { term, meaning: lowerFirst(meaning), form: 'noun-phrase', plural: false, confidence: 0.65, pattern: 'label-line' } : undefined;
}

/** "works" before a preposition, article or object is the verb; "works of art" is a plural noun. */
function isThirdPersonVerb(word: string, next: TaggedToken | undefined): boolean {
  const lemma = readSentence(`it ${word} well`).tags[1];
  // "Bits grouped in eight", "Packets are …": a verb right after makes the first word a plural subject.
  return lemma?.pos === 'VERB' && lemma.lemma !== word && !/^of$/i.test(next?.text ?? '') && next?.pos !== 'VERB' && next?.pos !== 'AUX';
}

/**
 * A finite verb outside a relative or subordinate clause: "The whole process is done by a wrapper" and "The
 * receiving TCP, when sending an ACK, also indicates …" are clauses, not noun phrases. A comma closes the
 * subordinate clause ("…, when sending an ACK back to the sender, also indicates"); a relative clause runs on.
 */
function hasMainClause(tags: readonly TaggedToken[]): boolean {
  let inside: 'relative' | 'subordinate' | undefined;
  for (const t of tags) {
    if (/^(?:that|which|who|whom|whose|where|whereby)$/i.test(t.text)) inside = 'relative';
    else if (t.pos === 'SCONJ' && inside === undefined) inside = 'subordinate';
    else if (t.text === ',' && inside === 'subordinate') inside = undefined;
    else if (inside === undefined && (t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed)$/i.test(t.text)))) return true;
  }
  return false;
}

/**
 * Validates and tidies a subject as a term: short noun phrase, no pronoun, no verb, no clause. The words
 * are judged by their tags in the sentence they come from (`reading`), else by tagging the phrase itself.
 */
/** "the republic", "the incentive": the word reads as a noun where an article opens its phrase. */
function isNounAfterArticle(word: string): boolean {
  return tagEnglish(`it is the ${word.toLowerCase()}`).at(-1)?.pos === 'NOUN';
}

export function cleanTerm(raw: string, reading?: SentenceReading, phraseCount?: (phrase: string) => number): string | undefined {
  let term = raw.trim().replace(/^["“‘']+|["”’']+$/g, '');
  // Strip wrapping brackets, but keep "gross domestic product (GDP)" whole.
  if (!term.includes('(')) term = term.replace(/\)+$/, '');
  if (!term.includes(')')) term = term.replace(/^\(+/, '');
  term = term
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/^["“‘']+|["”’']+$/g, '')
    .trim();
  // "the concept of division of labor", "take advantage of economies of scale": the term is the object.
  term = term.replace(RELATIONAL_HEAD, '');
  // "broken into a bunch of tokens, which means little chunks …": a count of things opens the phrase, the things are the term.
  term = term.replace(/^(?:(?:a|an)\s+)?(?:bunch|lot|lots|couple|handful|ton|tons|pile)\s+of\s+(?=\p{L})/iu, '');
  // "exocytosis (taking “out of the cell”)", "flagellum (plural = flagella)": a bracket after the term glosses its roots or
  // its plural, and is no part of its name; an abbreviation ("gross domestic product (GDP)") is.
  term = term.replace(/\s+\((?!\p{Lu}[\p{Lu}\p{N}&.-]*s?\))[^()]*\)$/u, '');
  if (!term || term.length > 60 || /[,;:%$€£=?!]|\.\s/.test(term)) return undefined;
  const words = term.split(/\s+/);
  // Single adjectives and participles ("Economic", "produced") are not terms; a noun with an adjective's ending ("republic",
  // "incentive", "creed") is one, as the tagger reads it after an article.
  if (words.length === 1 && /(?:ic|ous|ful|ible|able|ed|ive)$/i.test(term) && !isNounAfterArticle(term)) return undefined;
  if (/(?:ive|ous|ful|ible|able)$/i.test(words[0] ?? '') && /^of$/i.test(words[1] ?? '')) return undefined;
  // "Contrary to relative poverty", "Similar to a tax": an adjective with its own complement opens a comparison, not a term.
  if (words.length > 2 && /^(?:contrary|similar|related|due|prior|close|next|equal|opposed|compared|according)$/i.test(words[0] ?? '') && /^(?:to|with)$/i.test(words[1] ?? '')) return undefined;
  if (words.length > MAX_TERM_WORDS) return undefined;
  const tags = readWords(words, reading);
  const lower = words.map((w) => w.toLowerCase().replace(/[“”"‘’]/g, ''));
  const first = tags[0]!;
  const last = tags.at(-1)!;
  // A term opens on its noun or a modifier: not on a pronoun ("this"), a preposition or conjunction ("in",
  // "if", "but"), an adverb ("then", "closely"), a ranking or graded word ("main", "higher") or a function word.
  // "the main sequence", "the major axis": a ranking word opens a name when the text keeps using the pair and its noun says what.
  const rankedName = phraseCount !== undefined && words.length === 2 && /^(?:main|major|prime)$/.test(lower[0] ?? '') && !GENERIC_NOUNS.has(lower[1] ?? '') && phraseCount(term) >= 2;
  // "large language model", "small angle approximation": a size word opening three words or more the text keeps saying
  // together is part of one name, not a size given to a kind ("large firms" is two words).
  const sizedName = phraseCount !== undefined && words.length >= 3 && /^(?:large|small|big)$/.test(lower[0] ?? '') && tags.slice(1).every((t) => /^(?:ADJ|NOUN|PROPN)$/.test(t.pos)) && phraseCount(term) >= 2;
  // "third parties", "first responders": an ordinal names a kind when the text keeps using the pair and seldom counts
  // another one of the same noun ("the first stage … the second stage" counts steps).
  const ORDINALS = ['first', 'second', 'third', 'fourth'];
  const ordinalName =
    phraseCount !== undefined && words.length === 2 && ORDINALS.includes(lower[0] ?? '') && !GENERIC_NOUNS.has(lower[1] ?? '') && !POINTING_HEAD.test(lower[1] ?? '') &&
    phraseCount(term) >= 2 && ORDINALS.every((o) => o === lower[0] || phraseCount(`${o} ${lower[1]}`) * 3 <= phraseCount(term));
  if (!ordinalName && (isPointing(first) || /^(?:ADP|SCONJ|CCONJ|ADV|PART|AUX)$/.test(first.pos) || (isRankingOrGraded(first) && !rankedName && !sizedName) || isStopWord(lower[0] ?? ''))) return undefined;
  // "(which) follows animism, which is …": a present-tense verb opens its predicate; the term is its object.
  if (words.length >= 2 && first.pos === 'VERB' && /^\p{Ll}+[^s]s$/u.test(words[0] ?? '') && first.lemma !== lower[0]) return cleanTerm(words.slice(1).join(' '), reading, phraseCount);
  // No verb of its own and nothing pointing elsewhere inside ("the goods it buys", "price is").
  // "one" and "other" count or contrast inside a name ("one-time cost", "other checkable deposits").
  if (tags.some((t, i) => t.pos === 'AUX' || t.pos === 'SCONJ' || (i > 0 && isPointing(t) && t.pos !== 'NUM' && t.lemma !== 'other') || /^(?:not|n't)$/i.test(t.text))) return undefined;
  // Phrasal terms end in a particle: "crowding out", "spinning off".
  const phrasal = words.length >= 2 && /ing$/.test(lower.at(-2) ?? '') && /^(?:out|off|up|down)$/.test(lower.at(-1) ?? '');
  if ((isStopWord(lower.at(-1) ?? '') && !phrasal) || (last.pos === 'ADV' && !phrasal) || !/^\p{L}/u.test((lower.at(-1) ?? '').replace(/^\(/, ''))) return undefined;
  if (tags.filter((t) => t.pos === 'CCONJ').length > 1) return undefined;
  // "survey targets a specific population", "planning the research design": an article inside a term follows a
  // preposition or particle ("theory of the firm", "splitting up the value chain"); right after a verb or noun it opens an object.
  const innerArticle = lower.findIndex((w, i) => i > 0 && /^(?:a|an|the)$/.test(w));
  if (innerArticle > 0 && !/^(?:ADP|PART)$/.test(tags[innerArticle - 1]?.pos ?? '')) return undefined;
  const content = lower.filter((w) => !isStopWord(w));
  if (content.length === 0 || content.every((w) => GENERIC_NOUNS.has(w))) return undefined;
  // A generic head ("advantage") is a term only with a classifying modifier ("comparative advantage"),
  // not an evaluative or pointing one ("main advantage", "big difference").
  const head = headNoun(tags)?.text.toLowerCase() ?? lower.at(-1) ?? '';
  // A name classifies too: "the Hawthorne effect".
  const named = tags[0]?.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(words[0] ?? '') && words.length > 1;
  // Nouns before the head classify as well ("court case", "self-reference effect") when the text keeps naming the
  // compound; an example, a date or a count ("the calculator example", "twentieth century") points at an instance.
  const headAt = tags.findLastIndex((t) => t.text.toLowerCase() === head);
  const compound =
    phraseCount !== undefined &&
    headAt > 0 &&
    !POINTING_HEAD.test(head) &&
    tags.slice(0, headAt).every((t, i) => t.pos === 'NOUN' && !GENERIC_NOUNS.has(lower[i] ?? '') && !/(?:th|st|nd|rd)$/.test(lower[i] ?? '')) &&
    phraseCount(term) >= 2;
  // "solar day", "apparent solar time": the word right before the head may be the classifying one.
  const classifier = lower[headAt - 1] ?? '';
  const classifies = (/(?:ive|al|ary|ic)$/.test(lower[0] ?? '') && !EVALUATIVE_ADJECTIVES.has(lower[0] ?? '')) || (headAt > 0 && /(?:ar|al|ic)$/.test(classifier) && !EVALUATIVE_ADJECTIVES.has(classifier) && !EVERYDAY_AR.test(classifier));
  if (GENERIC_NOUNS.has(head) && !named && !compound && (lower.length === 1 || !classifies)) return undefined;
  // "the firm’s total revenues" points at a specific thing; "Say’s law" names a concept.
  if (words.slice(0, -1).some((w) => /^\p{Ll}.*['’]s?$/u.test(w))) return undefined;
  if (!/^[\p{L}\p{N}]/u.test(term)) return undefined;
  return term;
}

/**
 * The words of the noun phrase ending a stretch of text: "…introduces the concept of division of
 * labor" → "concept of division of labor". Empty when the phrase is a predicate ("… is downward-sloping").
 */
export function trailingNounPhraseWords(text: string, reading?: SentenceReading): string[] {
  const words = text.trim().split(/\s+/);
  const tags = readWords(words, reading);
  const phrase: string[] = [];
  let i = words.length - 1;
  for (; i >= 0 && phrase.length < MAX_TERM_WORDS; i--) {
    const word = (words[i] ?? '').replace(/^["“‘(]+|["”’)]+$/g, '');
    const lower = word.toLowerCase();
    if (!word || !/^[\p{L}\p{N}]/u.test(word)) break;
    if (lower === 'of' || lower === 'and' || lower === 'per') {
      // Only inside a phrase, with a content word before it.
      const before = (words[i - 1] ?? '').toLowerCase();
      if (phrase.length === 0 || !before || isStopWord(before) || tags[i - 1]?.pos === 'AUX') break;
      phrase.unshift(word);
      continue;
    }
    if (isStopWord(lower) || tags[i]!.pos === 'AUX' || isPointing(tags[i]!)) break;
    phrase.unshift(word);
  }
  let beforeAt = i;
  // "… to take advantage of …": after "to", the first word is a verb, not part of the term. Not so where "to" is a
  // preposition before a noun phrase: an adjective or a noun opens it ("a father to complex analysis"), and so does any
  // word before an -ing head ("an approach to machine learning", which the tagger reads as "to machine").
  const openingWord = tags[i + 1];
  const nounPhraseAfterTo = /^(?:ADJ|NOUN|PROPN|NUM)$/.test(openingWord?.pos ?? '') || (phrase.length === 2 && /\p{L}{3,}ing$/iu.test(phrase[1] ?? '') && !/ing$/i.test(phrase[0] ?? ''));
  if ((words[i] ?? '').toLowerCase() === 'to' && phrase.length > 1 && !nounPhraseAfterTo) {
    phrase.shift();
    beforeAt = i + 1;
  }
  const before = tags[beforeAt];
  const first = tags[beforeAt + 1];
  // After a degree word or negation ("but rather elastic", "not flat") or a linking verb ("becomes steeper"),
  // the phrase is a predicate; an adverb opening it ("closely related") makes it one too.
  const predicate = before !== undefined && ((before.pos === 'PART' && !(nounPhraseAfterTo && /^to$/i.test(before.text))) || (before.pos === 'ADV' && first?.pos !== 'NOUN' && first?.pos !== 'PROPN') || (before.pos === 'VERB' && LINKING_VERB.test(before.lemma)));
  if (predicate || first?.pos === 'ADV' || (phrase.length === 1 && /-\p{L}+(?:ing|ed)$/u.test(phrase[0]?.toLowerCase() ?? ''))) return [];
  // "savings deposits in banks, which are …": the clause may describe an earlier noun; "of" keeps the phrase whole.
  // A preposition that takes its noun as the complement of the noun before ("a trend toward X") does not.
  // After a verb's own preposition ("engages in agenda setting, which is …", "differs from public relations, which is …")
  // there is no earlier noun for the clause to describe.
  // A capitalised phrase there ("comes from ancient Greek, in which …") names a language or a place, not a term.
  const verbComplement = before?.pos === 'ADP' && tags[beforeAt - 1]?.pos === 'VERB' && !/ing$/i.test(first?.text ?? '') && !phrase.some((w) => /^\p{Lu}/u.test(w));
  if (before?.pos === 'ADP' && !verbComplement && !/^(?:of|as|than|like|toward|towards|about|to|with|by|into)$/i.test(before.text)) return [];
  // "… by selling advertising, which is …": after a preposition, an -ing verb opens an action, not a term.
  if (before?.pos === 'ADP' && first?.pos === 'VERB' && /ing$/i.test(first.text)) return [];
  return phrase;
}

/** Trims a meaning at the first clause boundary and checks it is a substantial, balanced phrase. */
export function cutMeaning(raw: string, options: { clause?: boolean; resumed?: boolean } = {}): string | undefined {
  // "discrimination based, for example, on race, religion …": an example set off inside a phrase is no end of it.
  const whole = raw.trim().replace(/,\s+(?:for example|for instance),\s+(?=(?:on|in|to|by|with|for|from|of|at|as)\s)/gi, ' ');
  // "relatively consistent patterns of thought and behavior, and many have proposed that …": a clause of its own says
  // something else. A clause meaning ("when …") may go on in a second clause, so only a noun phrase is cut there.
  const meaning = options.clause ? whole : whole.slice(0, secondClauseAt(whole) ?? whole.length);
  // "… the “means of production” (raw materials, tools, and so forth) are privately owned": a cut inside brackets would end the meaning mid-clause.
  const cut = MEANING_CUT.exec(withBracketsBlanked(meaning));
  if (!cut || cut.index === 0) return validMeaning(meaning);
  // "a genetic condition in which red blood cells, which are normally round, take on …": the inserted clause goes, its frame stays.
  const mark = cut[0].trim().charAt(0);
  const resumed = /^[,—–]$/.test(mark) && !options.resumed ? withoutInsertedClause(meaning, cut.index, cut.index + cut[0].length, mark) : undefined;
  if (resumed) return cutMeaning(resumed, { ...options, resumed: true });
  const short = validMeaning(meaning.slice(0, cut.index));
  if (short && cut[0].trim() === ':') return withExplainingColon(short, meaning.slice(cut.index + cut[0].length)) ?? short;
  // "means that the owners of corporations, as well as …, are protected": a clause cut before its verb says nothing.
  if (short && (!options.clause || hasFiniteVerb(readSentence(short).tags))) return short;
  if (!options.clause) return short;
  // "…, which means that for many goods, as the level of production increases, …": in a clause,
  // a cut that leaves a stub removed part of the meaning itself; then only hard boundaries count.
  return validMeaning(meaning.slice(0, HARD_CUT.exec(withBracketsBlanked(meaning))?.index ?? meaning.length));
}

/** The text without the clause set off by commas or dashes at `at` when the clause before it still waits for its verb. */
function withoutInsertedClause(text: string, at: number, after: number, mark: string): string | undefined {
  const open = /\b(?:in which|on which|by which|where|whose|(?:idea|belief|notion|view|principle)\s+that)\s+(?<subject>[^,—–]+)$/i.exec(text.slice(0, at));
  if (!open?.groups?.subject || hasFiniteVerb(readSentence(open.groups.subject).tags)) return undefined;
  const close = text.indexOf(mark, after);
  if (close < 0) return undefined;
  return `${text.slice(0, at)} ${text.slice(close + 1).trim()}`;
}

/**
 * Where ", and" opens a clause with its own subject and verb ("…, and there are …", "…, and opinions are …", "…, and
 * while they lack …, they are …"), when that comma is the phrase's first: after earlier commas it may close a list
 * ("thought, feeling, and behavior that …"). A verb first ("…, and is used …"), a preposition or a wh-word ("…, and how
 * they behave") continue the phrase; so does a verb only after a relative word ("…, and behavior that is …").
 */
function secondClauseAt(text: string): number | undefined {
  const at = withBracketsBlanked(text).indexOf(',');
  if (at < 0 || !/^,\s+and\s/.test(text.slice(at))) return undefined;
  const tags = readSentence(text.slice(at).replace(/^,\s+and\s+/, '')).tags.filter((t) => t.pos !== 'PUNCT');
  const first = tags[0];
  // "…, and when the employer provides a laptop …, it likely violates …": a condition closed by its comma opens a clause.
  if (/^(?:when|whenever|if|once|while|although|though|because|unless)$/i.test(first?.text ?? '')) return text.indexOf(',', at + 1) > 0 ? at : undefined;
  if (!first || /^(?:VERB|AUX|ADP|PART)$/.test(first.pos) || /^(?:how|what|why|whether|which|that|who|whom|whose|where|when|to)$/i.test(first.text)) return undefined;
  const verb = tags.findIndex((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text)));
  const relative = tags.findIndex((t) => /^(?:that|which|who|whom|whose|where)$/i.test(t.text));
  return verb > 0 && (relative < 0 || verb < relative) ? at : undefined;
}

/** The same text with what its (closed) brackets hold blanked out, so positions still match. */
function withBracketsBlanked(text: string): string {
  return text.replace(/\([^()]*\)/g, (inside) => `(${'x'.repeat(inside.length - 2)})`);
}

/**
 * "A bond is a financial contract: a borrower agrees to repay …": a bare class word says little, and the clause
 * after its colon is what makes it a definition.
 */
const MAX_CLASS_WORDS = 4;
const MAX_EXPLANATION_WORDS = 30;

function withExplainingColon(classWords: string, after: string): string | undefined {
  if (wordCount(classWords) > MAX_CLASS_WORDS) return undefined;
  const explanation = after.slice(0, HARD_CUT.exec(after)?.index ?? after.length).replace(/[\s,.;:—–-]+$/, '').trim();
  const words = wordCount(explanation);
  if (words < 5 || words > MAX_EXPLANATION_WORDS || !/^\p{Ll}/u.test(explanation)) return undefined;
  return `${classWords}: ${explanation}`;
}

const TIME_ONLY = /^(?:the\s+)?(?:(?:early|late|mid)[\s-]+)?(?:\d{1,2}(?:st|nd|rd|th)|\d{3,4}s?)(?:\s+(?:and|to|or|through)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|\d{3,4}s?))?(?:\s+centur(?:y|ies)(?:\s+(?:bce|ce|bc|ad))?)?$/iu;
const JUDGED_CONCEPT = /^(?:an?|the)\s+(?:(?:very|rather|fairly|somewhat|highly|notoriously)\s+)?(?:vague|amorphous|complex|complicated|difficult|tricky|controversial|contested|slippery|elusive|abstract|important|key|central|useful|powerful|fuzzy|loaded)\s+(?:concept|term|idea|notion|word|topic|issue|subject)$|^(?:an?|the)\s+(?:(?:whole|completely|entirely)\s+)?(?:different|separate|other|another)\s+(?:matter|story|issue|question|thing)$/iu;
const OPENED_CLAUSE = /(?:\b(?:in|by|on|at|to|for|through|from|under)\s+which|\bwhereby|\bwhere|\bwhose|\b(?:idea|belief|notion|view|principle|fact|assumption)\s+that)\s+(?<rest>\S.*)$/iu;

/** "… that convey some type of meaning (e.g., “I” is both a phoneme and a morpheme)": bracketed examples are no part of a meaning. */
const BRACKETED_EXAMPLE = /\s*\((?:e\.g\.|for example|for instance|such as)[^()]*\)/gi;

function validMeaning(raw: string): string | undefined {
  const meaning = dropUnbalancedTail(raw.replace(BRACKETED_EXAMPLE, '').replace(/[\s,.;:—–-]+$/, '').trim());
  const words = wordCount(meaning);
  if (words < MIN_MEANING_WORDS || words > MAX_MEANING_WORDS) return undefined;
  const content = meaning.split(/\s+/).filter((w) => !isStopWord(w.toLowerCase().replace(/[^\p{L}'-]/gu, '')));
  if (content.length < 2) return undefined;
  if (/\b(?:this|these|that|those)\s*$/i.test(meaning) || /^(?:this|these|that|those|it|they)\b/i.test(meaning)) return undefined;
  // "a certain level, called the threshold of excitation": a vague class names nothing.
  if (/^(?:an?|the|some)\s+(?:certain|particular|specific|given)\s+\p{L}+$/iu.test(meaning)) return undefined;
  // "during the 17th and 18th centuries, known as absolutism": a time is when, not what.
  if (TIME_ONLY.test(meaning)) return undefined;
  // "Legitimacy is a vague concept", "Personal responsibility is a different matter": how the term stands, not what it means.
  if (JUDGED_CONCEPT.test(meaning)) return undefined;
  // "Cosmology is a word with Greek roots": about the word, not what it names.
  if (/^(?:an?|the)\s+(?:\p{L}+\s+)?(?:word|term|name)\s+(?:with|from|of|in)\b/iu.test(meaning)) return undefined;
  // "the idea that the decision of the majority", "the process by which a court's decision": a clause cut before its verb.
  // Only a short one is judged: the lite tagger reads many a verb as a noun ("on which members base their lives").
  const clause = OPENED_CLAUSE.exec(meaning)?.groups?.rest;
  if (clause && wordCount(clause) <= 5 && !hasFiniteVerb(readSentence(clause).tags) && !endsOnPresentVerb(clause)) return undefined;
  // "Postconventional is the final stage": a place in a sequence the card does not show.
  if (/^(?:an?|the)\s+(?:first|second|third|fourth|fifth|final|last|next|previous|initial|later|earlier)\s+(?:stage|step|phase|level|part|period)$/iu.test(meaning)) return undefined;
  // "when the following conditions occur" points at a list the meaning does not hold.
  if (/\b(?:the following|as follows)\b/i.test(meaning)) return undefined;
  return meaning;
}

/**
 * "the small opening in the eye through which light passes": the lite tagger reads a present-tense verb that ends its
 * clause as a noun (and "light" as an adjective); after a singular word, an "-s" word it calls a verb after "it" is one.
 */
function endsOnPresentVerb(clause: string): boolean {
  const tags = readSentence(clause).tags.filter((t) => t.pos !== 'PUNCT');
  const [subject, last] = tags.slice(-2);
  if (!subject || !last || !/^(?:NOUN|ADJ)$/.test(subject.pos) || isPluralNoun(subject) || last.pos !== 'NOUN' || !/[^s]s$/i.test(last.text)) return false;
  return readSentence(`it ${last.text.toLowerCase()}`).tags[1]?.pos === 'VERB';
}

function dropUnbalancedTail(text: string): string {
  const open = text.lastIndexOf('(');
  if (open >= 0 && text.indexOf(')', open) < 0) return text.slice(0, open).trim();
  const openQuote = (text.match(/“/g) ?? []).length;
  const closeQuote = (text.match(/”/g) ?? []).length;
  if (openQuote > closeQuote) return text.slice(0, text.lastIndexOf('“')).trim();
  return text;
}

/** A copula complement that names what X is, rather than describing a property of X. */
export function isDefiningComplement(complement: string, term = '', reading?: SentenceReading): boolean {
  const words = complement.split(/\s+/);
  const [first, second] = readWords(words.slice(0, 2), reading);
  if (!first) return false;
  // "the lowest price that one can legally pay" bounds a class: a definition, unlike "the lowest price".
  // "the smallest units of language that convey some type of meaning": the class may carry a short "of" phrase first.
  const boundingSuperlative = /^the\s+(?:\p{L}+est|most\s+\p{L}+|least\s+\p{L}+)\s+\p{L}+(?:\s+of\s+\p{L}+(?:\s+\p{L}+)?)?\s+(?:that|which|who|at which|for which)\s/iu.test(complement);
  // "the main reason", "a better deal" rank rather than name a class.
  // "the small opening in the eye through which light passes": a size with a clause that says which one names a class too.
  const sizedClass = /^the\s+(?:small|large|big|basic)\s+\p{L}+\s.*\b(?:that|which|who|where)\s/iu.test(complement) && words.length >= 6;
  const ranks = isArticle(first) && (isGraded(second) || (/^the$/i.test(first.text) && isRankingOrGraded(second) && !sizedClass));
  if (isOneOfAClass(words, reading)) return true;
  if (!boundingSuperlative && !comparesWithinAClass(words, reading) && (EXAMPLE_OR_RELATION.test(complement) || ranks)) return false;
  if (isQualifiedKind(words, reading)) return true;
  // "Veblen is known as a co-founder of …", "The others are known for …": a reputation, not what the subject is.
  if (/^(?:known|famous|noted|remembered|renowned)\s+(?:as|for)\s/i.test(complement)) return false;
  // "is read by several other scientists": a passive says what is done to X, not what X is.
  if (first.pos === 'VERB' && words.slice(1, 3).some((w) => /^by$/i.test(w))) return false;
  if (restrictsAClass(words, reading)) return true;
  if (isArticle(first) || /^any$/i.test(first.text)) {
    // "an extremely safe borrower", "a good investment" evaluate; they do not define.
    // "an exceptionally clear recollection of an important event", "a socially constructed category that …": an adverb
    // inside a long phrase that says of what or which one still names a class; a hedge ("a fairly vague concept"), a
    // judgement ("a particularly interesting field") or a size ("a relatively small proportion") does not.
    const third = readWords(words.slice(0, 3), reading)[2];
    const classifiedByAdverb =
      words.length >= 6 && /\s(?:of|that|which|who|whose|where)\s/i.test(complement) && !DEGREE_ADVERB.test(second?.text ?? '') &&
      third !== undefined && !isRankingOrGraded(third) && !EVALUATIVE_ADJECTIVES.has(third.text.toLowerCase());
    const graded = second?.pos === 'ADV' && /ly$/i.test(second.text);
    return words.length >= 3 && (!graded || classifiedByAdverb || gradesADescription(second.text, words.slice(2), reading)) && !EVALUATIVE_ADJECTIVES.has(second?.text.toLowerCase() ?? '');
  }
  // "relatively consistent patterns of thought and behavior": a graded adjective says what kind without an article too.
  if (first.pos === 'ADV' && /ly$/i.test(first.text) && gradesADescription(first.text, words.slice(1), reading)) return true;
  // A bare complement is a noun phrase: not an adverb ("very", "also"), preposition, pronoun, determiner,
  // participle or conjunction ("used to", "that …"), and not a graded word ("more subtle", "larger").
  // "new religious movements", "specific ideas that …": a ranking word inside a longer noun phrase only narrows the class.
  const narrowed = RANKING_ADJECTIVES.has(first.text.toLowerCase()) && !IMPORTANCE.test(first.text) && !isGraded(first) && words.length >= 3 && /^(?:ADJ|NOUN)$/.test(second?.pos ?? '');
  if (!narrowed && (/^(?:ADV|ADP|PRON|DET|SCONJ|CCONJ|PART|AUX|NUM)$/.test(first.pos) || isRankingOrGraded(first) || isStopWord(first.text.toLowerCase()))) return false;
  if ((/(?:ly|ed|ing|able|ible|ous|ful|ive)$/.test(words[0]?.toLowerCase() ?? '') || /,$/.test(words[0] ?? '')) && !participlesBeforeNoun(words, reading)) return false;
  // "eager to supply …", "risky in the short term", "equal to": an adjective with its own complement.
  if (first.pos === 'ADJ' && second && /^(?:ADP|PART|SCONJ|ADV)$/.test(second.pos)) return false;
  // "complex and require careful planning": an adjective and a second predicate describe X.
  if (first.pos === 'ADJ' && second?.pos === 'CCONJ' && readWords(words.slice(0, 3), reading)[2]?.pos === 'VERB') return false;
  if (EVALUATIVE_ADJECTIVES.has(first.text.toLowerCase())) return false;
  // "hands-on and often physically demanding": a bare complement without a noun describes.
  if (!readWords(words, reading).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return false;
  // A bare complement ("total revenue minus total cost") needs some length so that "more subtle"
  // or "highly elastic" do not pass; two words do when they restate the term's head noun with a
  // difference ("Explicit costs are out-of-pocket costs").
  const head = term.split(/\s+/).at(-1)?.toLowerCase();
  return words.length >= 3 || (words.length === 2 && head !== undefined && stem(words[1]?.toLowerCase() ?? '') === stem(head));
}

/**
 * "a more balanced view of profit maximization that recognizes …": a comparative adjective before a noun that an "of"
 * phrase and a relative clause go on to restrict still names a kind; "a better deal" only ranks.
 */
function comparesWithinAClass(words: readonly string[], reading?: SentenceReading): boolean {
  if (words.length < 8 || !/^an?$/i.test(words[0] ?? '') || !/^(?:more|less)$/i.test(words[1] ?? '')) return false;
  const [, , adjective, noun] = readWords(words.slice(0, 4), reading);
  return adjective?.pos === 'ADJ' && noun?.pos === 'NOUN' && /^(?:of|in|for)$/i.test(words[4] ?? '') && words.slice(5).some((w) => /^(?:that|which|who)$/i.test(w));
}

/**
 * "one of a pair of bones that lies under the root of the nose", "one of the many small, grape-like sacs that are attached
 * to …", "one of the different forms of an element, distinguished …": a member of a class said by what restricts the class.
 * A ranked class ("one of the most common heuristics", "one of the main products of politics", "one of the few states
 * that …") or one the text points at ("one of these forces") is a claim about the thing, not what it is.
 */
const CLASS_COUNT = /^(?:(?:a\s+(?:pair|variety|number|group|set|family|series)|several|two|three|four|five|six|seven|eight|nine|ten|twelve|many|the\s+(?:many|two|three|four|five|six|seven|eight|nine|ten|twelve|several|various|different))\s+(?:of\s+)?)/i;
const RESTRICTS_THE_CLASS = /^(?:that|which|who|whose|where|of|in|on|between|within|along|from|attached|located|found|distinguished|formed|composed|made|lying|used|embedded|connected)$/i;

function isOneOfAClass(words: readonly string[], reading?: SentenceReading): boolean {
  if (!/^one$/i.test(words[0] ?? '') || !/^of$/i.test(words[1] ?? '')) return false;
  let rest = words.slice(2).join(' ');
  const counted = CLASS_COUNT.exec(rest);
  rest = counted ? rest.slice(counted[0].length) : rest.replace(/^the\s+/i, '');
  const phrase = rest.split(/\s+/);
  const tags = readWords(phrase.map((w) => w.replace(/,$/, '')), reading);
  const end = tags.findIndex((t, k) => k >= 1 && (RESTRICTS_THE_CLASS.test(t.text) || (t.pos === 'ADP' && /^(?:which|whom)$/i.test(tags[k + 1]?.text ?? ''))));
  if (end < 1 || phrase.length < end + 3) return false;
  const head = tags[end - 1]!;
  const modifiers = tags.slice(0, end - 1);
  if (head.pos !== 'NOUN' || !looksPlural(head.text)) return false;
  return modifiers.every((t) => /^(?:ADJ|NOUN|NUM)$/.test(t.pos) && !/(?:est|most|least)$/i.test(t.text) && !IMPORTANCE.test(t.text) && !EVALUATIVE_ADJECTIVES.has(t.text.toLowerCase()) && !/^(?:few|dominant|leading|best|worst|top)$/i.test(t.text));
}

/**
 * "a good kind of stress associated with positive feelings …": a kind of a named thing, with its own qualifier and a
 * phrase saying which, names a class however the qualifier judges it; "a good investment" only judges.
 */
function isQualifiedKind(words: readonly string[], reading?: SentenceReading): boolean {
  if (words.length < 7 || !/^an?$/i.test(words[0] ?? '') || !/^(?:kind|type|form|sort|variety)$/i.test(words[2] ?? '') || !/^of$/i.test(words[3] ?? '')) return false;
  const [qualifier, , , thing] = readWords(words.slice(1, 5), reading);
  return qualifier?.pos === 'ADJ' && !isGraded(qualifier) && thing?.pos === 'NOUN';
}

const QUANTITY_HEAD = /^(?:proportion|share|fraction|percentage|number|amount|part|portion|minority|majority|handful)$/i;
/** Adverbs that heighten a judgement ("an extremely safe borrower") rather than say how a kind differs ("relatively permanent"). */
const INTENSIFIER = /^(?:extremely|really|incredibly|particularly|especially|remarkably|exceptionally|highly|truly|fairly|pretty|quite|very|so|too|absolutely|totally|entirely|hugely|vastly|enormously)$/i;

/**
 * "a relatively permanent change in behavior", "the slightly different view of the world that …": after the graded
 * adjective comes a noun that a preposition or relative goes on to restrict, so the phrase says what kind of thing;
 * "an extremely safe borrower" only grades.
 */
function gradesADescription(adverb: string, afterAdverb: readonly string[], reading?: SentenceReading): boolean {
  if (INTENSIFIER.test(adverb)) return false;
  const tags = readWords(afterAdverb.slice(0, 6), reading);
  let i = 0;
  while (tags[i]?.pos === 'ADJ' && !EVALUATIVE_ADJECTIVES.has(tags[i]!.text.toLowerCase()) && !isGraded(tags[i])) i++;
  const headAt = i;
  while (tags[i]?.pos === 'NOUN') i++;
  // "a relatively small proportion of psychologists" sizes a share of a group, it names no kind.
  if (QUANTITY_HEAD.test(tags[i - 1]?.text ?? '')) return false;
  return headAt > 0 && i > headAt && /^(?:of|in|for|to|between|that|which|who|where)$/i.test(tags[i]?.text ?? '');
}

/**
 * "established, written rules existing in …": participles (and adjectives) stacked before their noun open a noun
 * phrase, unlike a predicate participle ("determined by …", "fixed, meaning …").
 */
function participlesBeforeNoun(words: readonly string[], reading?: SentenceReading): boolean {
  // A naming verb takes the name as its object ("called straw polls, and …"): no modifier.
  if (!/ed,?$/i.test(words[0] ?? '') || /^(?:called|named|termed|labell?ed|dubbed)\b/i.test(words[0] ?? '')) return false;
  const tags = readWords(words.slice(0, 4).map((w) => w.replace(/,$/, '')), reading);
  const noun = tags.findIndex((t) => t.pos === 'NOUN');
  if (noun < 1 || words.length < noun + 2) return false;
  return tags.slice(0, noun).every((t) => t.pos === 'ADJ' || (t.pos === 'VERB' && t.lemma !== t.text.toLowerCase() && !/(?:s|ing)$/i.test(t.text)));
}

/**
 * "a hypothetical system in which …", "closed stratification systems where …": modifiers, a noun, then a clause that
 * says which ones; the clause makes the class, whatever the modifiers judge or describe.
 */
function restrictsAClass(words: readonly string[], reading?: SentenceReading): boolean {
  const relative = words.findIndex((w, i) => i >= 2 && i <= 5 && /^(?:in|where|that|who|whose)$/i.test(w) && (w.toLowerCase() !== 'in' || /^which$/i.test(words[i + 1] ?? '')));
  if (relative < 0 || words.length < relative + 3) return false;
  const phrase = readWords(words.slice(isArticle(readWords(words.slice(0, 1), reading)[0]!) ? 1 : 0, relative), reading);
  return phrase.at(-1)?.pos === 'NOUN' && phrase.length >= 2 && phrase.every((t) => /^(?:ADJ|NOUN)$/.test(t.pos) || (t.pos === 'VERB' && /ed$/i.test(t.text)));
}

/** Opens on a word standing for something said before; "Anyone who …", "Those that …" say who with their relative clause. */
function startsWithProForm(text: string, reading: SentenceReading): boolean {
  const [first, second] = readWords(text.trim().split(/\s+/).slice(0, 2), reading);
  return first !== undefined && isProForm(first) && !(second !== undefined && /^(?:PRON|SCONJ)$/.test(second.pos) && /^(?:who|which|that)$/i.test(second.text));
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The first letter in lower case, unless the text opens on an acronym or a name ("GDP", "Adam Smith"). */
export function lowerFirst(text: string): string {
  const firstWord = text.split(/\s+/)[0] ?? '';
  // Keep acronyms and names ("GDP", "Adam Smith", "Newton’s first law") as written.
  if (/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(firstWord) || /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}|['’]s\s+(?:\p{Ll}+\s+)?law\b)/u.test(text)) return text;
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
