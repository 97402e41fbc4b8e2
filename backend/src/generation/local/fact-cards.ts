import type { Flashcard } from '../generation.types.js';
import { stopWords } from '../text/language.js';
import { isPluralNoun, tagEnglish, type TaggedToken } from '../text/nlp.js';
import { tokenize } from '../text/tokens.js';
import { findWholeWords } from '../text/whole-words.js';
import { isFragment, startsWithDeictic } from './card-gates.js';
import { capitalise } from './casing.js';
import { citationFor } from './citation.js';
import { sentenceTerms, type PreparedDocument, type PreparedSentence } from './prepare-document.js';
import { mostCentralFirst, type SalienceModel } from './salience.js';
import { MENTIONS_SPEAKER_OR_AUDIENCE } from './speaker-words.js';
import { POINTS_BACK, wordGroup } from './pointing-words.js';
import { numberWords } from './number-words.js';

/**
 * Fact cards: lectures state rules and results in passing — "we know that the derivative of sine is
 * cosine", "remember, the inverse of a transformation is a new transformation that …", "la derivada
 * de una suma es la suma de las derivadas". A clause "the R of Y is Z" (R a relation noun, Y and Z
 * noun phrases that need nothing on screen) asks "What is the R of Y?" and answers with the statement.
 * The subject must name a key term of the source, so a worked example's "the value of x is 3" does not.
 */

export interface StatedFact {
  /** "the derivative of sine" */
  subject: string;
  /** "cosine" */
  object: string;
  plural: boolean;
  /** A role verb ("tells you", "measures", "representa") when the fact says what the subject does; else a copula fact. */
  verb?: { said: string; base: string };
}

/** Relation nouns that point at a worked example or at the talk, not at a concept ("the point of this is …"). */
const VAGUE_RELATION: Record<string, ReadonlySet<string>> = {
  en: new Set(
    'point idea rest end thing things way part lot bit kind sort type top bottom side middle question problem goal reason purpose key trick whole beauty fact example case name title topic value number amount size height width length details specifics bulk heart core nature start beginning issue concept notion subject'.split(' '),
  ),
  es: new Set('punto idea resto final fin cosa cosas forma parte tipo caso ejemplo problema pregunta razón objetivo valor número cantidad tamaño altura ancho largo nombre título tema principio inicio'.split(' ')),
};

/** Words that leave the clause pointing at the screen or the talk. */
const POINTING: Record<string, RegExp> = {
  en: /\b(?:this|these|those|that|here|there|it|its|it's|itself|they|them|their|he|she|his|her|we|our|us|i|my|me|you|your)\b/i,
  es: /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquel|aquella|aquí|ahí|allí|su|sus|él|ella|ellos|ellas|nosotros|nuestro|nuestra|yo|mi|mis|tú|tu|tus|usted)(?![\p{L}])/iu,
};

/** Where a clause may start: the sentence's start, or after a comma or "that/because/remember". */
const CLAUSE_LEAD: Record<string, RegExp> = {
  // "thinking about how the derivative of sine is cosine": a "how/why" clause after a verb asserts its fact.
  // "notice how …" points at the screen.
  // "so evidently the derivative of ln of x is …": a sentence adverb may follow the lead.
  en: /(?:^|[,;:]\s+|\b(?:that|because|since|so|and|but|remember|recall|well)\s+|(?<!\b(?:notice|see|look\s+at|watch)\s+)\b(?:how|why)\s+)(?:(?:evidently|clearly|therefore|thus|indeed|apparently),?\s+)?$/i,
  es: /(?:^|[,;:]\s+|(?<![\p{L}])(?:que|porque|pues|y|pero|recuerda|recuerden)\s+)$/iu,
};

const SUBJECT_START: Record<string, RegExp> = { en: /\b(?:the|an?)\s+/gi, es: /(?<![\p{L}])(?:el|la|los|las)\s+/giu };

/**
 * "the R of Y is|are (just|simply|going to be) Z" inside one clause. Speech states a result as what a
 * computation "comes out to", "works out to be", "ends up being" or "turns out to be" ("resulta ser"),
 * and a method's rule as what a part "should be" ("debe ser").
 */
const FACT: Record<string, RegExp> = {
  en: /^(?<subject>the\s+\S+(?:\s+\S+)?\s+of\s+.+?)\s+(?:is|are|should\s+be|(?:comes?|works?)\s+out\s+to(?:\s+be)?|ends?\s+up\s+being|turns?\s+out\s+to\s+be)\s+(?:just\s+|simply\s+|always\s+|exactly\s+|going\s+to\s+be\s+)?(?<object>.+)$/i,
  es: /^(?<subject>(?:el|la|los|las)\s+\S+(?:\s+\S+)?\s+(?:de|del)\s+.+?)\s+(?:es|son|debe(?:r[íi]a)?n?\s+ser|resultan?\s+ser|acaban?\s+siendo)\s+(?:simplemente\s+|siempre\s+|exactamente\s+|igual\s+a\s+)?(?<object>.+)$/iu,
};

/**
 * "the derivative of e to the x is itself": the reflexive names Y, so the answer says Y again
 * ("… is e to the x itself"); Spanish "es ella misma" likewise ("… es e a la x").
 */
const REFLEXIVE: Record<string, RegExp> = { en: /^itself$/i, es: /^(?:ella|él|sí)\s+mism[oa]$/iu };
const OF_PART: Record<string, RegExp> = { en: /^the\s+\S+(?:\s+\S+)?\s+of\s+/i, es: /^(?:el|la|los|las)\s+\S+(?:\s+\S+)?\s+(?:de\s+|del\s+(?=\S))/iu };

/** Y, when the object is a reflexive pointing back at the subject's "of Y". */
function namedReflexive(subject: string, object: string, code: string): string | undefined {
  if (!REFLEXIVE[code]?.test(object)) return undefined;
  const named = subject.replace(OF_PART[code]!, (m) => (/\bdel\s+$/iu.test(m) ? 'el ' : ''));
  return named === subject || !named ? undefined : named;
}

const BARE_NUMBER = new RegExp(String.raw`^(?:negative\s+|minus\s+|menos\s+)?(?:\d+(?:\.\d+)?|${wordGroup(numberWords('en', 0, 10), numberWords('es', 0, 5))})$`, 'i');
/**
 * What a quantity depends on and is proportional to is what a tutor asks of a law: "the force depends on the distance
 * between the particles" → "What does the force depend on?"; "la fuerza es proporcional a la carga" → "¿A qué es
 * proporcional la fuerza?".
 */
const ROLE_VERBS_EN = String.raw`(?:tells?|gives?)(?:\s+(?:you|us))?|measures?|represents?|describes?|encodes?|captures?|indicates?|determines?|means|(?:comes?|boils?)\s+down\s+to|amounts?\s+to|depends?\s+(?:only\s+|entirely\s+|directly\s+|mostly\s+|just\s+)?on|(?:is|are)\s+(?:directly\s+|inversely\s+)?proportional\s+to|(?:lets?|helps?)\s+(?:you|us)|allows?\s+(?:you|us)\s+to|(?:is|are)\s+(?:often\s+|commonly\s+|typically\s+)?used\s+(?:to|for)`;
const ROLE_VERBS_ES = String.raw`(?:nos|te|les)\s+dicen?|representan?|miden?|indican?|describen?|codifican?|determinan?|significan?|se\s+reducen?\s+a|equivalen?\s+a|dependen?\s+(?:solo\s+|sólo\s+|únicamente\s+|directamente\s+)?de|(?:es|son)\s+(?:directamente\s+|inversamente\s+)?proporcional(?:es)?\s+a`;
/** A dependence or a proportion asked of its clause, not "What is the rate of change?": tried before the "is" fact. */
const PROPORTION = /^(?:directly\s+|inversely\s+)?proportional\s+to\b/i;

/**
 * "The determinant tells you how much a transformation scales areas", "the gradient of a function gives
 * you the direction of steepest ascent", "la derivada mide …": what a key term tells, measures or represents.
 */
const ROLE: Record<string, RegExp> = {
  // "… comes down to computing the limit …": what a procedure or definition reduces to.
  en: new RegExp(String.raw`^(?<subject>(?:the|a|an)\s+[^,;:]+?)\s+(?<verb>${ROLE_VERBS_EN})\s+(?<object>.+)$`, 'i'),
  es: new RegExp(String.raw`^(?<subject>(?:el|la|los|las)\s+[^,;:]+?)\s+(?<verb>${ROLE_VERBS_ES})\s+(?<object>.+)$`, 'iu'),
};

/**
 * "Second derivatives give a measure of …", "Eigenvectors stay on their own span": a class named in the plural with
 * no article is a general claim too; said at the start of a clause only, and only of a plural or a name (English).
 */
const BARE_ROLE_EN = new RegExp(String.raw`^(?<subject>(?!(?:the|a|an|this|that|these|those|it|they|we|you|i|he|she|there|here|what|which|who|so|and|but|now|then)\b)[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)\s+(?<verb>${ROLE_VERBS_EN})\s+(?<object>.+)$`, 'iu');

const CANDIDATE = /\s(?:is|are|es|son|should|deben?|deber[íi]an?|works?|ends?|turns?|resultan?|acaban?|tells?|gives?|measures?|represents?|describes?|encodes?|captures?|indicates?|determines?|means|comes?|boils?|amounts?|depends?|lets?|helps?|allows?|used|dicen?|representan?|miden?|indican?|describen?|codifican?|determinan?|significan?|reducen?|equivalen?|dependen?)\s/i;

const MAX_SUBJECT_WORDS = 10;
/** Sentences that must use a fact's relation noun for it to be one of the source's own notions. */
const RECURRING_RELATION = 3;
const MAX_SENTENCE_WORDS = 70;
const MAX_OBJECT_WORDS = 20;

/**
 * ", but divided by n factorial", ", pero dividido por n factorial": a participle after "but" qualifies the
 * object just named, so the clause keeps it; any other comma ends the clause.
 */
const QUALIFYING_TAIL: Record<string, RegExp> = {
  en: /^but\s+(?:then\s+)?\p{L}{3,}ed\s+(?:by|at|on|in|over|with|to)\s/iu,
  es: /^pero\s+(?:luego\s+)?\p{L}{3,}(?:ado|ido|ada|ida)\s+(?:por|en|entre|con|a)\s/iu,
};

/**
 * "the derivative of x cubed, the rate at which x cubed changes per unit change of x, is 3 times x squared": a noun
 * phrase with its own relative clause, set off by commas between the subject and its verb, explains the subject; the
 * fact reads without it. A bare renaming ("the second derivative of x, the acceleration, is …") is the name a cloze asks.
 */
const APPOSITIVE: Record<string, RegExp> = {
  en: /^(?<subject>(?:the|an?)\s+[^,;:]+?),\s+(?:the|an?)\s+[^,;:]*?\b(?:which|that|where|whom?)\b[^,;:]*?,\s+(?<verb>(?:is|are)\s.+)$/i,
  es: /^(?<subject>(?:el|la|los|las)\s+[^,;:]+?),\s+(?:el|la|los|las|un|una)\s+[^,;:]*?(?<![\p{L}])(?:que|cual|donde)(?![\p{L}])[^,;:]*?,\s+(?<verb>(?:es|son)\s.+)$/iu,
};

function factClause(said: string, code: string): string {
  const appositive = APPOSITIVE[code]?.exec(said)?.groups;
  const rest = appositive ? `${appositive.subject} ${appositive.verb}` : said;
  const [clause = '', ...after] = rest.split(/([,;:]\s|\s[—–]\s)/);
  const next = after[1] ?? '';
  return after[0] === ', ' && QUALIFYING_TAIL[code]?.test(next) ? `${clause}, ${next}` : clause;
}

/** "it gives me that …", "so we get that …": a step of the derivation on screen, true of this example only. */
const DERIVED_HERE = /\b(?:(?:gives?|gave|leaves?|left)\s+(?:me|us)|(?:i|we)\s+(?:get|got|find|found|end\s+up\s+with))\s+that\s+$/i;

/** The "the R of Y is Z" facts stated in one sentence (usually none, at most one per clause). */
export function statedFacts(sentence: string, language: string): StatedFact[] {
  const code = language.slice(0, 2).toLowerCase();
  const fact = FACT[code];
  const lead = CLAUSE_LEAD[code];
  const start = SUBJECT_START[code];
  if (!fact || !lead || !start) return [];
  const text = sentence.trim().replace(/[.!?]+$/, '');
  const out: StatedFact[] = [];
  for (const m of text.matchAll(new RegExp(start.source, start.flags))) {
    const at = m.index ?? 0;
    if (!lead.test(text.slice(0, at)) || (code === 'en' && DERIVED_HERE.test(text.slice(0, at)))) continue;
    const clause = factClause(text.slice(at), code);
    const g = fact.exec(clause)?.groups;
    if (g?.subject && g.object && !PROPORTION.test(g.object)) {
      const subject = g.subject.trim();
      const reflexive = namedReflexive(subject, g.object.trim(), code);
      const object = reflexive ?? g.object.trim();
      const checked = code === 'en' ? checkEnglish(subject, object) : checkWords(subject, object, code);
      if (checked) out.push(reflexive && code === 'en' ? { ...checked, object: `${checked.object} itself` } : checked);
      continue;
    }
    const role = ROLE[code]?.exec(clause)?.groups;
    if (role?.subject && role.verb && role.object) {
      const checked = code === 'en' ? checkEnglishRole(role.subject.trim(), role.verb, role.object.trim()) : checkWordsRole(role.subject.trim(), role.verb, role.object.trim(), code);
      if (checked) out.push(checked);
    }
  }
  if (out.length === 0 && code === 'en') {
    const bare = bareRole(factClause(text.replace(BARE_OPENER, ''), code));
    if (bare) out.push(bare);
  }
  return out;
}

/** "So", "Remember,", "In general,": what may open the sentence before a bare plural subject. */
const BARE_OPENER = /^(?:(?:so|and|but|now|remember|recall|in general|in fact|basically|essentially),?\s+)+/i;

/** A role stated of a bare plural or a name at the clause's start: "Second derivatives give a measure of …". */
function bareRole(clause: string): StatedFact | undefined {
  const g = BARE_ROLE_EN.exec(clause)?.groups;
  if (!g?.subject || !g.verb || !g.object) return undefined;
  // Tagged as running text: a capital the sentence's start gave "Eigenvectors" would read as a name.
  const tags = tagEnglish(lowerSentenceStart(g.subject));
  const head = tags.at(-1);
  // "Most people tell you …", "Some of them …": a quantifier or a person is no concept.
  // "eigenvectors", a word the tagger's lexicon lacks, keeps itself as its lemma: its plural "s" still marks it.
  const plural = head?.pos === 'NOUN' && (isPluralNoun(head) || /[^aeiosu]s$/i.test(head.text));
  // "Maxwell's equations": a name's possessive belongs to the noun phrase.
  const nounPhrase = tags.every((t) => /^(?:ADJ|NOUN|PROPN)$/.test(t.pos) || (t.pos === 'ADV' && ORDINAL.test(t.text)) || (t.pos === 'PART' && /^['’]s$/.test(t.text)));
  if (!head || !(head.pos === 'PROPN' || plural) || !nounPhrase || /^(?:most|many|some|all|few|several|other|people|things|students|folks|viewers)$/i.test(tags[0]?.text ?? '')) return undefined;
  // "Maxwell's equations": a name owning the thing keeps its capital.
  const named = tags[0]?.pos === 'PROPN' || tags[1]?.pos === 'PART';
  return checkEnglishRole(named ? g.subject : lowerSentenceStart(g.subject), g.verb, g.object.trim(), true);
}

function lowerSentenceStart(text: string): string {
  return text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
}

const SUBJECT_TAGS = /^(?:DET|ADJ|NOUN|PROPN|NUM|ADP|CCONJ|PUNCT)$/;
const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|nth|\d+(?:st|nd|rd|th))$/i;

/** The object's possessive may point back into the subject: "the sum of their derivatives" after "two functions". */
const POSSESSIVE = /\b(?:their|its)\b/gi;

function resolvesInSubject(object: string, subjectTags: readonly TaggedToken[]): string {
  const plural = subjectTags.some((t) => t.pos === 'NOUN' && isPluralNoun(t));
  const singular = subjectTags.some((t) => t.pos === 'NOUN' && !isPluralNoun(t));
  return object.replace(POSSESSIVE, (word) => ((word.toLowerCase() === 'their' ? plural : singular) ? 'the' : word));
}

/**
 * "the dual of a vector is the linear transformation that it encodes": a relative clause's "it" is the one
 * thing the subject's "of" names ("a vector"), so the answer says it: "… that the vector encodes".
 */
function namedIt(object: string, subject: string): string {
  if (!/\b(?:that|which)\s+it\b/i.test(object)) return object;
  const of = /\bof\s+(?:a|an|the)\s+(?<named>[\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu.exec(subject)?.groups?.named;
  const tags = of ? tagEnglish(of) : [];
  const head = tags.at(-1);
  if (!of || !head || head.pos !== 'NOUN' || isPluralNoun(head) || tags.some((t) => !/^(?:ADJ|NOUN)$/.test(t.pos))) return object;
  return object.replace(/\b(that|which)\s+it\b/i, `$1 the ${of}`);
}

/** "the transformation that the vector encodes": a "that" right after its noun opens a relative clause, it points at nothing. */
function withoutRelativeThat(object: string): string {
  const tags = tagEnglish(object);
  return tags.filter((t, i) => !(t.text.toLowerCase() === 'that' && tags[i - 1]?.pos === 'NOUN')).map((t) => t.text).join(' ');
}

const RATING_OBJECT = /^(?:one more|another|yet another|a bit|a little|kind of|sort of)\b|^(?:the|a|an)\s+(?:\p{L}+\s+)?reason\b|\b(?:complexity|complicated|tricky|confusing|interesting|fun)\b|\bstill$/iu;

const COMPARED_OBJECT = new RegExp(String.raw`^(?:\p{L}+er|more\s+\p{L}+|less\s+\p{L}+)\s+than\b|\bthe\s+other\s+${wordGroup(numberWords('en', 1, 4), ['ones'])}\b`, 'iu');

/** "the sum of whose elements": a relative pronoun in the subject leaves it inside the clause before. */
const RELATIVE_IN_SUBJECT = /\b(?:whose|which|who|whom)\b/i;
/** "the mean of 8 and 6", "5 beats per second and 3 more": two values in the answer read off one worked example. */
const EXAMPLE_VALUES = 2;

function checkEnglish(subject: string, given: string): StatedFact | undefined {
  const object = namedIt(given, subject);
  if (RELATIVE_IN_SUBJECT.test(subject) || tagEnglish(object).filter((t) => t.pos === 'NUM').length >= EXAMPLE_VALUES) return undefined;
  if (POINTING.en!.test(subject) || POINTING.en!.test(withoutRelativeThat(resolvesInSubject(object, tagEnglish(subject))))) return undefined;
  const subjectWords = subject.split(/\s+/).length;
  const objectWords = object.split(/\s+/).length;
  if (subjectWords > MAX_SUBJECT_WORDS || objectWords > MAX_OBJECT_WORDS) return undefined;
  // "… is one more layer of complexity still": how the speaker rates it, not what it is; "… is bigger than T2" and "… is
  // the same as the other two" compare with values or items of the example at hand.
  if (RATING_OBJECT.test(object) || COMPARED_OBJECT.test(object)) return undefined;
  const tags = tagEnglish(subject);
  const of = tags.findIndex((t) => t.text.toLowerCase() === 'of');
  const relation = tags[of - 1];
  // The relation is a noun ("derivative", "inverse"), not "the same of" or a verb.
  if (!relation || !/^(?:NOUN|PROPN|ADJ)$/.test(relation.pos) || VAGUE_RELATION.en!.has(relation.text.toLowerCase())) return undefined;
  // Spoken formulas may carry participles ("x squared"), an order ordinals ("the third derivative", tagged ADV); nothing else but noun-phrase words.
  if (tags.some((t) => !SUBJECT_TAGS.test(t.pos) && !(t.pos === 'VERB' && /(?:ed|ing)$/i.test(t.text)) && !(t.pos === 'ADV' && ORDINAL.test(t.text)))) return undefined;
  if (!tags.slice(of + 1).some((t) => /^(?:NOUN|PROPN|NUM)$/.test(t.pos) || (t.pos === 'ADJ' && t === tags.at(-1)))) return undefined;
  const objectTags = tagEnglish(object);
  // Z is a noun phrase: "cosine", "the sum of their derivatives", "a pair of numbers that …"; not "given by …", "not …", "about …".
  if (!/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(objectTags[0]?.pos ?? '') || /^(?:not|no|about|like|what|all)$/i.test(objectTags[0]?.text ?? '')) return undefined;
  // "… is broad and includes officers": an adjective then a second predicate describes; it names no value.
  if (objectTags[0]?.pos === 'ADJ' && objectTags[1]?.pos === 'CCONJ') return undefined;
  if (!objectTags.some((t) => /^(?:NOUN|PROPN|NUM)$/.test(t.pos))) return undefined;
  if (endsOnFunctionWord(objectTags)) return undefined;
  // "the first column of the matrix is 1" reads off a worked example; a bare number states a rule only
  // about a formula ("the derivative of x squared is 2x").
  if (BARE_NUMBER.test(object) && !/(?:^|\s)(?:\p{L}|\d+\p{L}*)(?:\s|$)/u.test(subject.replace(/^the\s+\S+\s+of\s+/i, ' '))) return undefined;
  return { subject: subject.replace(/^The\b/, 'the'), object, plural: isPluralNoun(relation) };
}

/** The role's subject is a plain noun phrase; its object may address a generic "you" ("how far to walk"). */
function checkEnglishRole(subject: string, verb: string, object: string, bare = false): StatedFact | undefined {
  if (POINTING.en!.test(subject) || RELATIVE_IN_SUBJECT.test(subject) || MENTIONS_SPEAKER_OR_AUDIENCE.test(object) || POINTS_BACK.test(object)) return undefined;
  if (subject.split(/\s+/).length > MAX_SUBJECT_WORDS || object.split(/\s+/).length > MAX_OBJECT_WORDS || object.split(/\s+/).length < 3) return undefined;
  const tags = tagEnglish(subject);
  const head = tags.filter((t) => t.text.toLowerCase() !== 'of').find((_, i, all) => all[i + 1] === undefined || all[i + 1]!.text.toLowerCase() === 'of');
  const ofAt = tags.findIndex((t) => t.text.toLowerCase() === 'of');
  const headToken = ofAt > 0 ? tags[ofAt - 1] : tags.at(-1);
  if (!head || !headToken || !/^(?:NOUN|PROPN|ADJ)$/.test(headToken.pos) || VAGUE_RELATION.en!.has(headToken.text.toLowerCase())) return undefined;
  // "the first number tells you …" counts through a list on screen.
  // A bare plural's words were checked already: "Second derivatives" is a class, not a place in a list.
  if (!bare && /^(?:first|second|third|last|next|other|same|new)$/i.test(tags[1]?.text ?? '')) return undefined;
  if (!bare && tags.some((t) => !SUBJECT_TAGS.test(t.pos) && !(t.pos === 'VERB' && /(?:ed|ing)$/i.test(t.text)))) return undefined;
  // "The owners of the | means | of production …": a subject left hanging on "the" read a noun as the verb.
  if (endsOnFunctionWord(tags) || /^of\b/i.test(object)) return undefined;
  const objectTags = tagEnglish(object);
  // "The model gives for the next word …": a preposition where the object should start means the object was lost.
  if (/^(?:PUNCT|CCONJ|AUX|ADP)$/.test(objectTags[0]?.pos ?? '') || endsOnFunctionWord(objectTags)) return undefined;
  // "… proportional to the spatial frequency of that wave": a demonstrative "that" points at the screen, unless it
  // points back into the subject ("the divergence … at a given point is proportional to the charge density at that point");
  // after a verb it opens a clause ("verifying that data …").
  const subjectWords = new Set(subject.toLowerCase().split(/\s+/));
  if (objectTags.some((t, i) => t.pos === 'DET' && t.text.toLowerCase() === 'that' && objectTags[i - 1]?.pos !== 'VERB' && !/ing$/i.test(objectTags[i - 1]?.text ?? '') && !subjectWords.has(objectTags[i + 1]?.text.toLowerCase() ?? ''))) return undefined;
  return { subject: bare ? subject : subject.replace(/^(?:The|A|An)\b/, (a) => a.toLowerCase()), object, ...englishRoleVerb(verb) };
}

/** "tells you" → "tell you", "comes down to" → "come down to": the first word takes the question's "does"; "depends only on" asks "depend on"; "is proportional to" asks "be proportional to". */
function englishRoleVerb(verb: string): { plural: boolean; verb: NonNullable<StatedFact['verb']> } {
  const [said, ...tail] = verb.toLowerCase().split(/\s+/);
  // What a tool is for: "lets you compute …" → "What does X let you do?"; "is used to find …" → "What is X used to do?".
  const purpose = /^(?<verb>let|help|allow)s?\s+(?<who>you|us)(?<to>\s+to)?$/.exec(verb.toLowerCase())?.groups;
  if (purpose) return { plural: !/s$/.test(said!), verb: { said: verb, base: `${purpose.verb} ${purpose.who}${purpose.to ?? ''} do` } };
  if ((said === 'is' || said === 'are') && tail.at(-1) === 'to' && tail.at(-2) === 'used') return { plural: said === 'are', verb: { said: verb, base: ['be', ...tail, 'do'].join(' ') } };
  if (said === 'is' || said === 'are') return { plural: said === 'are', verb: { said: verb, base: ['be', ...tail].join(' ') } };
  if (said === 'depends' || said === 'depend') return { plural: said === 'depend', verb: { said: verb, base: 'depend on' } };
  const base = said === 'means' ? 'mean' : said!.replace(/(?<=[^s])s$/, '');
  return { plural: said === base && said !== 'mean', verb: { said: verb, base: [base, ...tail].join(' ') } };
}

function checkWordsRole(subject: string, verb: string, object: string, code: string): StatedFact | undefined {
  const pointing = POINTING[code];
  if (!pointing || pointing.test(subject) || pointing.test(object)) return undefined;
  const stops = stopWords(code);
  const subjectWords = subject.split(/\s+/);
  const objectWords = object.split(/\s+/);
  if (subjectWords.length > MAX_SUBJECT_WORDS || objectWords.length > MAX_OBJECT_WORDS || objectWords.length < 3) return undefined;
  const head = subjectWords[1]?.toLowerCase() ?? '';
  if (stops.has(head) || VAGUE_RELATION[code]?.has(head) || /^(?:primer|primera|segundo|segunda|último|última|otro|otra|mismo|misma|nuevo|nueva)$/.test(head)) return undefined;
  // "la cuestión de las constantes de misteriosas en realidad sólo (se reduce a …)": a subject cut on a function word.
  if (stops.has((subjectWords.at(-1) ?? '').toLowerCase())) return undefined;
  // A number ends a statement well ("… dividido por 0"), though the stop-word list carries digits.
  const lastWord = (objectWords.at(-1) ?? '').toLowerCase();
  if (!/^\p{N}+$/u.test(lastWord) && stops.has(lastWord)) return undefined;
  return { subject: subject.replace(/^(\p{Lu})/u, (c) => c.toLowerCase()), object, plural: /^(?:los|las)\s/i.test(subject), verb: { said: verb, base: verb } };
}

function endsOnFunctionWord(tags: readonly TaggedToken[]): boolean {
  const last = tags.filter((t) => t.pos !== 'PUNCT').at(-1);
  return !last || /^(?:DET|ADP|CCONJ|SCONJ|PART|AUX|PRON)$/.test(last.pos);
}

/** An article or a small number opens a noun phrase, though it is a stop word ("el", "dos"). */
const NOUN_PHRASE_OPENER = new RegExp(`^(?:el|la|los|las|un|una|unos|unas|${wordGroup(numberWords('es', 0, 3))})$`);

/** Languages without a tagger: stop words decide (Spanish). */
function checkWords(subject: string, object: string, code: string): StatedFact | undefined {
  const pointing = POINTING[code];
  if (!pointing || pointing.test(subject) || pointing.test(object)) return undefined;
  const stops = stopWords(code);
  const subjectWords = subject.split(/\s+/);
  const objectWords = object.split(/\s+/);
  if (subjectWords.length > MAX_SUBJECT_WORDS || objectWords.length > MAX_OBJECT_WORDS) return undefined;
  const of = subjectWords.findIndex((w, i) => i > 0 && /^(?:de|del)$/i.test(w));
  const relation = subjectWords[of - 1]?.toLowerCase() ?? '';
  if (!relation || stops.has(relation) || VAGUE_RELATION[code]?.has(relation)) return undefined;
  if (!subjectWords.slice(of + 1).some((w) => !stops.has(w.toLowerCase()))) return undefined;
  // "el hash del bloque comience con tantos ceros y", "los estudiantes de Cálculo usan continuamente que la derivada": a
  // subject cut on a function word or holding a "que" clause is a clause read wrongly, not a noun phrase.
  if (stops.has((subjectWords.at(-1) ?? '').toLowerCase()) || subjectWords.some((w) => /^que$/i.test(w))) return undefined;
  // Z opens like a noun phrase (an article, a number or a content word) and is not cut on a function word.
  const first = objectWords[0]?.toLowerCase() ?? '';
  if (stops.has(first) && !NOUN_PHRASE_OPENER.test(first)) return undefined;
  if (/^(?:no|muy|más|menos|como|que)$/.test(first)) return undefined;
  if (!objectWords.some((w) => !stops.has(w.toLowerCase()))) return undefined;
  if (stops.has((objectWords.at(-1) ?? '').toLowerCase())) return undefined;
  if (BARE_NUMBER.test(object) && !subjectWords.slice(of + 1).some((w) => /^(?:\p{L}|\d+\p{L}*)$/u.test(w))) return undefined;
  // "los" / "las" mark a plural subject.
  return { subject: subject.replace(/^(\p{Lu})/u, (c) => c.toLowerCase()), object, plural: /^(?:los|las)\s/i.test(subject) };
}

/** "What is the derivative of sine?" / "¿Cuál es la derivada del seno?" */
export function factQuestion(fact: StatedFact, language: string): string {
  if (fact.verb) {
    // "What does the determinant tell you?", "¿Qué mide la derivada?"
    // "se reduce a", "equivale a": the preposition leads the question ("¿A qué se reduce …?").
    const toWhat = /^(?<verb>.+)\s+a$/iu.exec(fact.verb.said)?.groups?.verb;
    if (language.startsWith('es') && toWhat) return `¿A qué ${toWhat.toLowerCase()} ${fact.subject}?`;
    // "depende de" → "¿De qué depende la fuerza?"
    const ofWhat = /^(?<verb>\p{L}+)(?:\s+\p{L}+)?\s+de$/iu.exec(fact.verb.said)?.groups?.verb;
    if (language.startsWith('es') && ofWhat) return `¿De qué ${ofWhat.toLowerCase()} ${fact.subject}?`;
    if (language.startsWith('es')) return `¿Qué ${fact.verb.said.toLowerCase()} ${fact.subject}?`;
    // "is proportional to" → "What is the force proportional to?"
    const copular = /^be\s+(?<rest>.+)$/.exec(fact.verb.base)?.groups?.rest;
    if (copular) return `What ${fact.plural ? 'are' : 'is'} ${fact.subject} ${copular}?`;
    return `What ${fact.plural ? 'do' : 'does'} ${fact.subject} ${fact.verb.base}?`;
  }
  if (language.startsWith('es')) return `¿${fact.plural ? 'Cuáles son' : 'Cuál es'} ${fact.subject}?`;
  return `What ${fact.plural ? 'are' : 'is'} ${fact.subject}?`;
}

export function factAnswer(fact: StatedFact, language: string): string {
  if (fact.verb) return `${capitalise(fact.subject)} ${fact.verb.said} ${fact.object}.`;
  const verb = language.startsWith('es') ? (fact.plural ? 'son' : 'es') : fact.plural ? 'are' : 'is';
  return `${capitalise(fact.subject)} ${verb} ${fact.object}.`;
}

/**
 * Fact cards from the most central sentences first, one per sentence and per subject, only where the
 * subject names one of the source's key terms.
 */
export function factCards(doc: PreparedDocument, model: SalienceModel, terms: readonly string[], language: string, limit: number, used: ReadonlySet<string>): Flashcard[] {
  if (!FACT[language.slice(0, 2)]) return [];
  const keyTerms = terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 4);
  const cards: Flashcard[] = [];
  const asked = new Set<string>();
  const candidates = mostCentralFirst(
    model,
    // The card shows only the fact's clause (subject and object are capped), so a long spoken sentence may hold one.
    doc.sentences.filter((s) => !s.apparatus && s.wordCount <= MAX_SENTENCE_WORDS && !used.has(s.quote) && CANDIDATE.test(s.text)),
  );
  // A subject the source keeps returning to ("the determinant", said twice or more) is a topic too,
  // whatever its number: "core topics, like determinants …" then "the determinant tells you …".
  const recurs = (subject: string, times = 2): boolean => {
    const named = sentenceTerms(tokenize(subject), language);
    let uses = 0;
    for (const s of doc.sentences) if (named.length > 0 && containsRun(s.terms, named) && ++uses >= times) return true;
    return false;
  };
  // "the coefficient of each x to the n term is the nth derivative …": a relation the source keeps
  // using ("coefficient", said in several sentences), answered in the source's key terms.
  const aboutRecurringRelation = (fact: StatedFact): boolean => {
    const relation = OF_PART[language.slice(0, 2)]?.exec(fact.subject)?.[0].replace(/\s+(?:of|de|del)\s+$/iu, '');
    const object = fact.object.toLowerCase();
    return Boolean(relation) && keyTerms.some((t) => findWholeWords(object, t) >= 0) && recurs(relation!, RECURRING_RELATION);
  };
  for (const s of candidates) {
    if (cards.length >= limit) break;
    for (const fact of statedFacts(s.text, language)) {
      const key = fact.subject.toLowerCase();
      if (asked.has(key) || !(keyTerms.some((t) => findWholeWords(key, t) >= 0) || (fact.verb ? recurs(fact.subject) : aboutRecurringRelation(fact)))) continue;
      const card = factCard(fact, s, language);
      if (!card) continue;
      asked.add(key);
      cards.push(card);
      break;
    }
  }
  return cards;
}

/** `run` appears in `terms` as consecutive items. */
function containsRun(terms: readonly string[], run: readonly string[]): boolean {
  for (let at = terms.indexOf(run[0]!); at >= 0; at = terms.indexOf(run[0]!, at + 1)) if (run.every((t, i) => terms[at + i] === t)) return true;
  return false;
}

function factCard(fact: StatedFact, s: PreparedSentence, language: string): Flashcard | undefined {
  const answer = factAnswer(fact, language);
  if (isFragment(answer, language) || startsWithDeictic(fact.object, language)) return undefined;
  const words = answer.split(/\s+/).length;
  return {
    question: factQuestion(fact, language),
    answer,
    kind: 'concept',
    difficulty: words <= 10 ? 'easy' : words <= 20 ? 'medium' : 'hard',
    citation: citationFor(s),
  };
}
