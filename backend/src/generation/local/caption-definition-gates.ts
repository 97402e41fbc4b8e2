import { tagEnglish } from '../text/nlp.js';
import { isOnlyScreenPlace } from './screen-places.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Meanings a speaker's caption gives that teach a student nothing, in kinds rather than sentences (English and Spanish;
 * run on captions only, a book's sentences are judged by the written gates):
 *  - the genus alone: "an electric field is a vector field", "Bezier curves, a bunch of polynomial curves", "a specific
 *    kind of neural network": the kind is named but not what sets the term apart from the rest of its kind;
 *  - a judged genus: "a very important concept in Python, called scope", "a powerful part of data analysis": how much
 *    the thing matters to the course, said of a bare abstraction ("concept", "part", "tool"), not what it is;
 *  - a place on the screen: "the top to the bottom part", "la parte de arriba";
 *  - a clause cut before it is finished: "describes how as you add multiple copies of a random variable" (the main
 *    clause after "as …," never comes), "identify both when there is an error" ("both" without its "and"), a meaning
 *    ending on an article or a preposition;
 *  - an instance named after the kind: "All sorts of things are undrawn graphs, the set of English words …" lists
 *    things that are graphs; the first of them is not what a graph is;
 *  - the state of the example at hand: "…, where the horizontal component is now 0, and the vertical component is a
 *    cosine …" says what the component is in this picture, not what a vertical component is;
 *  - a measure for the genus: "the von Koch curve is a 1.262 dimensional shape" gives the value the example works out
 *    (a number before a bare head), not what the thing is;
 *  - a size against another quantity: "pi, which is half the period of a cosine wave" is one fact about a value, true
 *    of it among many ("twice the radius", "a third of the total"), not what it is;
 *  - a participle phrase: "turbulence is characterized by kinetic energy at …", "used to compute …": how to tell the
 *    thing or what it is for, with no noun saying what it is;
 *  - an order of growth: "knapsack after sorting is O of n" says how its cost grows, not what it is;
 *  - a role: "the manager B, which acts as a resource access" gives a part of the example its role in the example.
 */

export type CaptionRejection = 'genus-only' | 'judged-genus' | 'screen-place' | 'cut-clause' | 'clause' | 'measure' | 'relative-size' | 'participle' | 'role';

interface CaptionWords {
  articles: RegExp;
  /** "a kind of", "un tipo de": a wrapper naming the genus of what follows. */
  genusWrapper: RegExp;
  /** "a very important concept in Python": a judging adjective on a bare abstraction, at most its field after it. */
  judgedGenus?: RegExp;
  /** Words that open the difference after a noun: a relative, a preposition, a participle phrase. */
  differentia: RegExp;
  /** "both" without "and": a correlative whose second half was cut. */
  openCorrelatives: readonly [RegExp, RegExp][];
  /** "how as you add …": a complement opened by a subordinate clause whose main clause never comes (no comma after). */
  openSubordinate: RegExp;
  /** A meaning ending on one of these stopped mid-phrase. */
  danglingEnd: RegExp;
  /** A meaning ending on a preposition stopped mid-phrase, unless a clause inside strands it (`strandsInClause`). */
  strandedPreposition: RegExp;
  strandsInClause?: (meaning: string) => boolean;
  /**
   * A clause about the term rather than a noun phrase for it, where the spoken gates have no tagger to tell (Spanish):
   * a clitic opens a verb ("se debe aproximar a π/2"), "tiene un nombre especial" points at a name to come.
   */
  clauseOpening?: RegExp;
  /** "half the period of …", "twice the radius": a size said against another quantity. */
  relativeSize: RegExp;
  /** "characterized by …", "used to …": a past participle and its preposition open the meaning. */
  participleOpening: (meaning: string) => boolean;
  /** "acts as a resource access": said aloud, the role a part plays in the example at hand, not what it is. */
  roleOpening?: RegExp;
}


const ENGLISH: CaptionWords = {
  articles: /^(?:a|an|the)\s+/i,
  genusWrapper: /^(?:[\p{L}-]+\s+)?(?:kind|type|sort|variety|form|class|family|bunch|lot)\s+of\s+/iu,
  judgedGenus:
    /^(?:an?|the)\s+(?:(?:very|really|super|pretty|quite|most|extremely|incredibly|particularly)\s+)?(?:important|powerful|useful|key|essential|critical|crucial|fundamental|central|core|big|cool|interesting|nice|great|major|vital|basic|neat)\s+(?:concept|idea|topic|subject|part|thing|tool|feature|technique|aspect|piece|element|notion|skill|component)(?:\s+(?:in|of|for|within)(?:\s+(?!(?:that|which|who|whose|where|when|because|to)\s|(?:that|which|who)$)[\p{L}-]+){1,4})?$/iu,
  differentia:
    /\b(?:of|that|which|who|whose|where|when|for|with|without|in|on|at|between|from|to|about|as|per|by|than|describing|representing|used|called|whereby|if|whose)\b|\p{L}+(?:ing|ed)\b/iu,
  openCorrelatives: [
    [/\bboth\b/i, /\band\b|\bas\s+well\s+as\b/i],
    [/\beither\b/i, /\bor\b/i],
    [/\bneither\b/i, /\bnor\b/i],
    [/\bnot\s+only\b/i, /\bbut\b/i],
  ],
  openSubordinate: /\b(?:how|that|whether|what|why)\s+(?:as|if|when|whenever|while|once|because|since|until|before|after)\s+[^,]+$/i,
  // Not "a": spoken algebra names its variables so ("strictly greater than a").
  danglingEnd: /\b(?:an|the|and|or|but|its|their|your|our|both|either|than|some|any|every|each)$/i,
  strandedPreposition: /\b(?:of|to|with|for|by|from|in|on|at|as|into)$/i,
  // "the choice of which directions you write things in terms of", "the factor a vector is stretched by": a clause
  // inside the phrase may end on its preposition; with no verb the phrase itself was cut ("the number of").
  strandsInClause: (meaning) => tagEnglish(meaning).some((t) => t.pos === 'VERB' || t.pos === 'AUX'),
  relativeSize: /^(?:(?:exactly|roughly|about|around|almost|nearly|just)\s+)?(?:half|twice|double|triple|quadruple|(?:a|one)\s+(?:half|third|quarter|fourth|fifth|tenth)\s+of|\p{L}+\s+times)\s+(?:the|a|an|its|as)\s/iu,
  // "characterized by", "used to": the tagger tells a participle from a noun on "-en"/"-ed" ("token", "seed").
  participleOpening: (meaning) => {
    const tags = tagEnglish(meaning);
    let i = 0;
    while (tags[i]?.pos === 'ADV') i++;
    const first = tags[i];
    return first?.pos === 'VERB' && /(?:ed|en)$/i.test(first.text) && /^(?:ADP|PART)$/.test(tags[i + 1]?.pos ?? '');
  },
  roleOpening: /^(?:serves|acts|functions)\s+as\b/i,
};

const SPANISH: CaptionWords = {
  articles: /^(?:un|una|unos|unas|el|la|los|las|lo)\s+/i,
  genusWrapper: /^(?:tipo|clase|especie|forma|variedad|montón|monton|familia)\s+de\s+/iu,
  differentia: /\b(?:de|del|que|cual|cuyo|cuya|donde|cuando|con|sin|en|para|por|entre|desde|hasta|sobre|como|según|si)\b|\p{L}+(?:ando|iendo|ado|ada|ido|ida)s?\b/iu,
  openCorrelatives: [
    [/\btanto\b/i, /\bcomo\b/i],
    [/\bno\s+solo\b/i, /\bsino\b/i],
  ],
  openSubordinate: /\b(?:cómo|como|que|si)\s+(?:cuando|mientras|porque|aunque|a\s+medida\s+que|una\s+vez\s+que)\s+[^,]+$/i,
  // Not "a" nor "y": spoken algebra names its variables so.
  danglingEnd: /(?<![\p{L}])(?:un|una|el|la|los|las|del|al|que|su|sus|tanto)$/iu,
  // Spanish keeps its prepositions before their relative ("la función con la que"): one at the end was cut off.
  strandedPreposition: /(?<![\p{L}])(?:de|con|para|por|en|sin|entre)$/iu,
  clauseOpening: /^(?:se|le|les|me|te|nos)\s|\b(?:tiene|tienen|recibe|reciben|lleva|llevan)\s+(?:un|su)\s+(?:nombre|apodo)\b/iu,
  relativeSize: /^(?:la\s+mitad|el\s+doble|el\s+triple|(?:un|una)\s+(?:tercio|cuarto|quinto|décimo)|\p{L}+\s+veces)\s+(?:de|del|que)(?![\p{L}])/iu,
  participleOpening: (meaning) => /^(?:\p{L}+mente\s+)?\p{L}{3,}(?:ado|ada|ido|ida)s?\s+(?:por|como|para|en|con|a)\s/iu.test(meaning),
};

const WORDS: Record<string, CaptionWords> = { en: ENGLISH, es: SPANISH };

export function rejectCaptionDefinition(term: string, meaning: string, language: string): CaptionRejection | null {
  const words = WORDS[language.toLowerCase().slice(0, 2)];
  if (!words) return null;
  const m = meaning.trim().replace(/[.!?;:,]+$/, '');
  if (isCutClause(m, words)) return 'cut-clause';
  if (isOnlyScreenPlace(m, language)) return 'screen-place';
  if (isGenusOnly(term, m, words, language.toLowerCase().startsWith('es'))) return 'genus-only';
  if (words.judgedGenus?.test(m)) return 'judged-genus';
  if (words.clauseOpening?.test(m)) return 'clause';
  if (isMeasuredGenus(m, words) || GROWTH_ORDER.test(m)) return 'measure';
  if (words.relativeSize.test(m)) return 'relative-size';
  if (words.participleOpening(m)) return 'participle';
  if (words.roleOpening?.test(m)) return 'role';
  return null;
}

function isCutClause(meaning: string, words: CaptionWords): boolean {
  if (words.danglingEnd.test(meaning)) return true;
  if (words.strandedPreposition.test(meaning) && !words.strandsInClause?.(meaning)) return true;
  if (words.openSubordinate.test(meaning)) return true;
  return words.openCorrelatives.some(([open, close]) => {
    const at = open.exec(meaning);
    return at !== null && !close.test(meaning.slice(at.index + at[0].length));
  });
}

/**
 * The genus named with no difference: after the article (and a "kind of" wrapper) a bare noun phrase of a few words,
 * with no relative, preposition or participle after it, and either a wrapper before it or the term's own head noun as
 * its head ("electric field" → "a vector field"; "campo eléctrico" → "un campo vectorial"). A bare phrase with another
 * head may carry its difference in its adjective ("jerk: the third derivative", "a series: an infinite sum") and stays.
 */
function isGenusOnly(term: string, meaning: string, words: CaptionWords, headFirst: boolean): boolean {
  let rest = meaning.replace(words.articles, '');
  const wrapped = words.genusWrapper.test(rest);
  rest = rest.replace(words.genusWrapper, '');
  // "a specific kind of neural network, a machine learning model": a second genus renames the first.
  rest = rest.replace(/,\s+(?:an?|un|una)\s+[^,]+$/iu, '');
  if (rest.includes(',') || words.differentia.test(rest)) return false;
  const phrase = rest.split(/\s+/).filter(Boolean);
  if (phrase.length === 0 || phrase.length > 4) return false;
  if (wrapped) return true;
  const termWords = term.trim().replace(words.articles, '').split(/\s+/).filter(Boolean);
  if (termWords.length < 2 && !headFirst) return false;
  const head = (list: readonly string[]) => singular((headFirst ? list[0] : list.at(-1)) ?? '');
  return phrase.length >= 2 && head(phrase) !== '' && head(phrase) === head(termWords);
}

/**
 * "a 1.262 dimensional shape": after the article a number in digits and a head of a word or three with no difference
 * after them. The number is what the example measured; the head is the genus alone. ("a two-dimensional array" says
 * what a matrix is made as; a spelled number stays.)
 */
function isMeasuredGenus(meaning: string, words: CaptionWords): boolean {
  const rest = meaning.replace(words.articles, '');
  const numbered = /^(?:about\s+|roughly\s+|around\s+)?\d[\d.,/]*(?:\s+|-)/u.exec(rest);
  if (!numbered) return false;
  const after = rest.slice(numbered[0].length);
  if (after.includes(',') || words.differentia.test(after.replace(/^[\p{L}-]+(?:ed|ing)(?=\s)/u, ''))) return false;
  const head = after.split(/\s+/).filter(Boolean);
  return head.length >= 1 && head.length <= 3;
}

/** "O of n", "big theta of n squared", "O de n": how fast a cost grows, a measure of the thing rather than what it is. */
const GROWTH_ORDER = /^(?:(?:about|roughly|just|only|still)\s+)?(?:big\s+|gran\s+)?(?:o|theta|omega)\s*(?:of|de|\()/iu;

function singular(word: string): string {
  return word.toLowerCase().replace(/(?:es|s)$/, '');
}

/** "where A is …, and B is …": a situation clause sets up two states, and says nothing of either kind. */
const SITUATION: Record<string, { opener: string; and: string; articles: string; copula: string }> = {
  en: { opener: 'where|when|whenever|if|once', and: 'and', articles: '(?:the|a|an)\\s+', copula: 'is|are' },
  es: { opener: 'donde|cuando|si', and: 'y', articles: '(?:el|la|los|las|un|una)\\s+', copula: 'es|son|está|están' },
};

/** The term is the subject of the second state a "where …, and …" clause sets up in its sentence. */
export function isSituationConjunct(term: string, quote: string, language: string): boolean {
  const words = SITUATION[language.toLowerCase().slice(0, 2)];
  if (!words) return false;
  const escaped = escapeStringRegexp(term.trim());
  return new RegExp(`\\b(?:${words.opener})\\s+[^,.;!?]+,\\s+${words.and}\\s+(?:${words.articles})?${escaped}\\s+(?:${words.copula})\\b`, 'iu').test(quote);
}

/** "… are undrawn graphs, the set of …": the term closes a copula and a definite noun phrase follows it. */
const INSTANCE_AFTER: Record<string, { copula: string; articles: string; definite: string }> = {
  en: { copula: "is|are|was|were|['’]s|['’]re", articles: '(?:a|an|the|all|just|also)\\s+', definite: 'the' },
  es: { copula: 'es|son|era|eran', articles: '(?:un|una|unos|unas|el|la|los|las)\\s+', definite: 'el|la|los|las' },
};

/** The term classifies the subject of a copula and the meaning after its comma is one instance of that kind. */
export function isInstanceAfterKind(term: string, meaning: string, quote: string, language: string): boolean {
  const words = INSTANCE_AFTER[language.toLowerCase().slice(0, 2)];
  if (!words || !new RegExp(`^(?:${words.definite})\\s`, 'iu').test(meaning.trim())) return false;
  const escaped = escapeStringRegexp(term.trim());
  return new RegExp(`(?:\\b|(?<=['’]))(?:${words.copula})\\s+(?:${words.articles})?${escaped},\\s+(?:${words.definite})\\s`, 'iu').test(quote);
}

/** "each", "every": a quantifier before a noun counts its instances. */
const QUANTIFIERS: Record<string, string> = { en: 'each|every', es: 'cada' };

/**
 * "the array of amounts we take for each item, which is an array of n zeros": said only after "each", the term is one
 * of the things counted inside a longer phrase, and the gloss after it belongs to that phrase's head.
 */
export function isQuantifiedTerm(term: string, quote: string, language: string): boolean {
  const quantifiers = QUANTIFIERS[language.toLowerCase().slice(0, 2)];
  if (!quantifiers) return false;
  const escaped = escapeStringRegexp(term.trim());
  const said = quote.match(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu'))?.length ?? 0;
  const counted = quote.match(new RegExp(`(?<![\\p{L}])(?:${quantifiers})\\s+${escaped}(?![\\p{L}])`, 'giu'))?.length ?? 0;
  return counted > 0 && counted === said;
}
