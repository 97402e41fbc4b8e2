import { QUIZ_OPTION_COUNT, type QuizQuestionData } from '@studyloop/events';
import { isCourseWord, isGenericTerm } from '../generation/local/card-gates.js';
import { candidatePhrases } from '../generation/local/keyphrases.js';
import { cosineSimilarity, inverseDocumentFrequency, tfidfVector } from '../generation/text/similarity.js';
import { tagEnglish, type TaggedToken } from '../generation/text/nlp.js';
import { contentTerms } from '../generation/text/tokens.js';
import { stopWords } from '../generation/text/language.js';
import { isStopWord } from '../generation/text/stop-words.js';
import { normalizeAnswer } from './typed-answer.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Wrong options of a quiz question: the same kind as the answer (a statement for a statement, a
 * meaning for a meaning, a key term for a key term), from the same notes unless they have too few,
 * nearest to the answer by meaning (TF-IDF cosine over the learner's material) and similar in length,
 * and never an option set an earlier question of the quiz already showed.
 */

export const BLANK = '_____';

export type DistractorSource = QuizQuestionData['distractorSources'][number];

export interface Statement {
  /** The option text as shown (own topic blanked where found). */
  shown: string;
  /** Lower-cased text, to exclude options that mention the asked topic. */
  lower: string;
  source: DistractorSource;
  /** Blanked at a defined term (reads best); preferred over statements blanked at a phrase. */
  strong: boolean;
  /** The notes section (chapter) it comes from, when known. */
  part?: number | null;
  /** A key term: the sentence or meaning it comes from (how close its topic is to the question's). */
  context?: string;
}

export const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whole-word, case-insensitive occurrences of a phrase. */
function phrasePattern(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(phrase)}(?![\\p{L}\\p{N}])`, 'giu');
}

export function mentions(text: string, phrase: string): boolean {
  return phrasePattern(phrase).test(text);
}

/** How often a phrase occurs in a text (whole words, any case). */
export function occurrences(text: string, phrase: string): number {
  return text.match(phrasePattern(phrase))?.length ?? 0;
}

export function blankOut(text: string, phrase: string | null): string {
  return phrase ? text.replace(phrasePattern(phrase), BLANK) : text;
}

const NOUN = /^(?:NOUN|PROPN)$/;

/**
 * The key terms a text names, read in their sentence: English runs of adjectives and nouns ending
 * on a noun ("public goods", "division of labor", "high-yield bonds"), never a verb ("individuals
 * make decisions"), a generic word ("change", "way") or the course talking about itself; a single
 * word only when it is a noun of four letters or more. Other languages keep runs of content words.
 */
/** Endings of infinitives and participles: without a tagger, where a Spanish or French noun phrase stops after its head ("pequeño cambio causado" → "pequeño cambio"). */
const VERB_FORM: Record<string, RegExp> = {
  es: /^\p{L}{2,}(?:ar|er|ir|ado|ada|ados|adas|ido|ida|idos|idas)$/iu,
  fr: /^\p{L}{2,}(?:er|ir|é|ée|és|ées)$/iu,
};

function beforeVerbForm(phrase: string, language: string): string {
  // German nouns are capitalised: a lower-case word after the last one is a verb or an adverb ("Distanz gleicht").
  if (language.startsWith('de')) return phrase.replace(/(?:\s+\p{Ll}\S*)+$/u, '');
  const verb = VERB_FORM[language.slice(0, 2)];
  if (!verb) return phrase;
  const words = phrase.split(' ');
  // The first word is the head noun whatever its ending ("la derivada", "la entrada").
  const at = words.findIndex((w, i) => i > 0 && verb.test(w));
  return at < 0 ? phrase : words.slice(0, at).join(' ');
}

/** A noun shows itself by taking an article ("el cambio resultante", "la proporcionalidad"); a verb ("significa") never does. */
const ARTICLE_BEFORE = String.raw`(?:el|la|los|las|un|una|unos|unas|del|al|le|les|une|des|du|au|aux|der|die|das|den|dem|ein|eine|einen|einem|einer|im|am|zum|zur|vom|beim|il|lo|gli|o|a|os|as|um|uma)`;

function followsArticle(text: string, phrase: string): boolean {
  return new RegExp(`(?:^|[^\\p{L}])(?:${ARTICLE_BEFORE}\\s+|l['’])${escapeStringRegexp(phrase)}(?![\\p{L}])`, 'iu').test(text);
}

const AMOUNT = /^(?:little|few|much|many|several|enough|more|most|less|least|various|certain|other|such)$/i;

export function keyTermsIn(text: string, language: string): string[] {
  if (language !== 'en') {
    const stops = stopWords(language);
    return candidatePhrases(text, (word) => stops.has(word) || isStopWord(word))
      .map((p) => beforeVerbForm(p, language))
      .filter((p) => p !== '' && followsArticle(text, p) && !isGenericTerm(p, language) && !isCourseWord(p, language));
  }
  const tags = tagEnglish(text);
  const out: string[] = [];
  let cursor = 0;
  const flush = (run: TaggedToken[]) => {
    // A term ends on a noun; the lite model tags a noun-use adjective ADJ ("a public good"), kept after another word.
    while (run.length && !NOUN.test(run.at(-1)!.pos) && !(run.length >= 2 && run.at(-1)!.pos === 'ADJ' && /\p{L}/u.test(run.at(-2)!.text))) run.pop();
    while (run.length && !/\p{L}/u.test(run[0]!.text)) run.shift();
    // "A little programming can …", "several other countries", "cheat a little": an amount is no part of a term, nor one. ("the Little Ice Age" is a name.)
    while (run.length && AMOUNT.test(run[0]!.text) && !(run[0]!.pos === 'PROPN' && run[1]?.pos === 'PROPN')) run.shift();
    const words = run.filter((t) => /\p{L}/u.test(t.text));
    if (!words.length || words.length > 4 || (words.length === 1 && words[0]!.text.length < 4)) return;
    // As written, with the text's own spacing ("high-yield bonds").
    const found = new RegExp(run.map((t) => escapeStringRegexp(t.text)).join('\\s*'), 'u').exec(text.slice(cursor));
    if (!found) return;
    const atStart = !/\p{L}/u.test(text.slice(0, cursor + found.index));
    cursor += found.index + found[0].length;
    // As it reads mid-sentence: "Government spending" opening a sentence is "government spending";
    // "Canadian dollar" inside one stays.
    // (A single capitalised word may be a name: "Smith argued".)
    const lower = atStart && /^\p{Lu}\p{Ll}+(?:\s[^\p{Lu}]*)?$/u.test(found[0]) && (found[0].includes(' ') || run[0]!.pos !== 'PROPN');
    const phrase = lower ? found[0].charAt(0).toLowerCase() + found[0].slice(1) : found[0];
    // "kind of peters", "a bit of trouble": a hedge or an amount, not a term.
    if (/^(?:kind|sort|bit|lot|lots|couple)\s+of\b/i.test(phrase)) return;
    if (!isGenericTerm(phrase, language) && !isCourseWord(phrase, language)) out.push(phrase);
  };
  let run: TaggedToken[] = [];
  tags.forEach((t, i) => {
    const next = tags[i + 1];
    const inside = NOUN.test(t.pos) || t.pos === 'ADJ'
      // An attributive participle opening the term: "earned income", "differentiated product".
      // After a preposition or "as", an "-ing" word takes an object: "think of each seller as producing random experiences".
      || (run.length === 0 && t.pos === 'VERB' && /(?:ed|ing)$/i.test(t.text) && /^(?:NOUN|ADJ)$/.test(next?.pos ?? '')
        && !(/ing$/i.test(t.text) && (tags[i - 1]?.pos === 'ADP' || /^as$/i.test(tags[i - 1]?.text ?? ''))))
      // "division of labor", "high-yield": joined only between words of the term.
      || (NOUN.test(run.at(-1)?.pos ?? '') && t.text.toLowerCase() === 'of' && /^(?:NOUN|ADJ|PROPN)$/.test(next?.pos ?? ''))
      || (run.length > 0 && t.text === '-' && /^(?:NOUN|ADJ|PROPN|VERB)$/.test(next?.pos ?? ''))
      || run.at(-1)?.text === '-';
    if (inside) run.push(t);
    else {
      flush(run);
      run = [];
    }
  });
  flush(run);
  return out;
}

/** A question's option set, order-free, to tell repeats apart. */
export function optionSetKey(options: readonly string[]): string {
  return options.map(normalize).sort().join('\u0000');
}

/**
 * Closeness of two options, 0–1: meaning (cosine of TF-IDF vectors, weights from the learner's
 * material) and similar length, so a wrong option cannot be told apart by its length alone.
 */
export interface Closeness {
  (a: string, b: string): number;
  /** Meaning alone: cosine of the TF-IDF vectors. */
  meaning(a: string, b: string): number;
}

export function closenessOver(material: readonly string[]): Closeness {
  const idf = inverseDocumentFrequency(material.map(contentTerms));
  const unseen = Math.log(1 + material.length);
  const vectors = new Map<string, Map<string, number>>();
  const vector = (text: string) => {
    let v = vectors.get(text);
    if (!v) vectors.set(text, (v = tfidfVector(contentTerms(text), idf, unseen)));
    return v;
  };
  const meaning = (a: string, b: string) => cosineSimilarity(vector(a), vector(b));
  return Object.assign((a: string, b: string) => {
    const length = Math.min(a.length, b.length) / Math.max(1, a.length, b.length);
    return 0.6 * meaning(a, b) + 0.4 * length;
  }, { meaning });
}

export interface PickOptions {
  answer: string;
  /** Options mentioning it are never wrong answers (they could be true). */
  askedTopic: string | null;
  /** Candidates tier by tier: a later tier only when the earlier ones run short. */
  tiers: Statement[][];
  fixed: readonly string[];
  random: () => number;
  closeness: Closeness;
  /** A key term's question: the sentence or meaning it completes; terms from a text near it in meaning are more plausible. */
  answerContext?: string;
  /** Option sets (and sets of three wrong options) earlier questions showed; the pick is added. */
  usedSets: Set<string>;
  /** Give up (null) rather than show a repeated set or fewer than three wrong options. */
  strict?: boolean;
  /** The answer's notes section (chapter): candidates of the same one are preferred. */
  part?: number | null;
}

/**
 * Three wrong options: tier by tier, those of the answer's own chapter first, then the closest to the answer by meaning and length first (a little
 * random among near ties). An option set already used by an earlier question of the quiz is never
 * given again: the farthest pick is swapped for the next candidate (of a later tier when the note has
 * no other). Then the fixed dummies.
 */
export function pickDistractors(o: PickOptions): Statement[] | null {
  const needed = QUIZ_OPTION_COUNT - 1;
  // Stems, so 'public good' is not a wrong option beside 'public goods'.
  const seen = new Set([normalizeAnswer(o.answer)]);
  const usable = (s: Statement) => normalize(s.shown) !== '' && !(o.askedTopic && mentions(s.lower, o.askedTopic));
  const ranked: Statement[] = [];
  for (const tier of o.tiers) {
    const samePart = (s: Statement) => o.part != null && s.part === o.part;
    const topic = (s: Statement) => (o.answerContext && s.context ? 0.3 * o.closeness.meaning(s.context, o.answerContext) : 0);
    const scored = tier.filter(usable).map((s) => ({
      s, score: o.closeness(s.shown, o.answer) + topic(s) + Number(s.strong) * 0.2 + Number(samePart(s)) * 0.5 + o.random() * 0.05,
    }));
    for (const { s } of scored.sort((a, b) => b.score - a.score)) {
      if (seen.has(normalizeAnswer(s.shown))) continue;
      seen.add(normalizeAnswer(s.shown));
      ranked.push(s);
    }
  }
  for (const text of o.fixed) {
    if (!seen.has(normalizeAnswer(text))) {
      ranked.push({ shown: text, lower: text.toLowerCase(), source: 'fixed', strong: false });
      seen.add(normalizeAnswer(text));
    }
  }
  const taken = ranked.slice(0, needed);
  // Neither the same four options nor the same three wrong ones as an earlier question.
  const keys = () => [optionSetKey([o.answer, ...taken.map((t) => t.shown)]), `wrong:${optionSetKey(taken.map((t) => t.shown))}`];
  for (let next = needed; keys().some((k) => o.usedSets.has(k)) && next < ranked.length; next++) taken[needed - 1] = ranked[next]!;
  if (o.strict && (taken.length < needed || keys().some((k) => o.usedSets.has(k)))) return null;
  for (const key of keys()) o.usedSets.add(key);
  return taken;
}
