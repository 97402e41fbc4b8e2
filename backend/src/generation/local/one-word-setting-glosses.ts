import { hasFiniteVerb, readSentence, readWords, type SentenceReading } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { cutMeaning, looksPlural, type DefinitionMatch } from './definition-patterns.js';
import { takesActionGloss } from './of-phrase-appositives.js';

/**
 * A one-word term glossed by what holds inside it, after a comma (written English prose):
 *   "A third path is arbitration, in which a neutral party settles the dispute for both sides.";
 *   "Some states slid into autocracy, where one ruler holds every power of government.";
 *   "Neighbours build trust, whereby small favours are returned without a contract."
 * The general "…, in which …" reading takes only a recurring term of two or more words, since after one word the
 * clause may say what happens at a place or in a story. Here the word must be a singular common noun the text keeps
 * naming, a whole noun phrase of its own (after "a", a preposition or a verb, not after a modifier), and the clause a
 * general one: no name, no pronoun pointing at the story, no example.
 */

export interface OneWordSettingContext {
  phraseCount(phrase: string): number;
}

const ANCHOR = /,\s+(?:in which|where|whereby)\s+/g;
/** Words before the term that leave it a whole noun phrase: an indefinite article, a preposition, a verb. */
const OPENER_TAG = /^(?:ADP|VERB|AUX)$/;
/** Pronouns that point at people or things of the story, not at the term's own parts ("its citizens"). */
const POINTING = /\b(?:he|she|his|her|him|we|our|us|you|your|i|my|me|this|these|those|there|then)\b/i;
/** "they", "their": the story's people, unless a plural noun of the clause came first ("participants … what they seek"). */
const PLURAL_PRONOUN = /\b(?:they|them|their)\b/i;
/** "this kind of X", "such forms of X": the phrase points at something described before, which the clause then names. */
const POINTED_KIND = /\b(?:this|that|these|those|such)\s+(?:kind|kinds|type|types|form|forms|sort|sorts|variety)\s+of\s+\S+$/i;
const EXAMPLE = /\b(?:for example|for instance|such as|including|like|e\.g\.)\b/i;
const MIN_CLAUSE_WORDS = 5;

export function matchOneWordSettingGlosses(sentence: string, context: OneWordSettingContext): DefinitionMatch[] {
  if (!/,\s+(?:in which|where|whereby)\s/.test(sentence)) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  let reading: SentenceReading | undefined;
  const out: DefinitionMatch[] = [];
  for (const m of body.matchAll(ANCHOR)) {
    const before = body.slice(0, m.index);
    const words = before.trim().split(/\s+/);
    const term = words.at(-1) ?? '';
    if (!/^\p{Ll}[\p{Ll}-]{3,}$/u.test(term) || looksPlural(term) || context.phraseCount(term) < 2) continue;
    if (EXAMPLE.test(before.slice(Math.max(before.lastIndexOf(','), 0))) || POINTED_KIND.test(before)) continue;
    reading ??= readSentence(body);
    if (!standsAlone(words, reading)) continue;
    // "the devaluation of currency, in which coins … became less valuable": the clause tells what happened in the action.
    if (/^of$/i.test(words.at(-2) ?? '') && takesActionGloss(words.at(-3) ?? '')) continue;
    const clause = cutMeaning(body.slice(m.index + m[0].length), { clause: true });
    if (!clause || !isGeneralClause(clause, term, reading)) continue;
    out.push({ term, meaning: `when ${clause}`, form: 'when-clause', plural: false, confidence: 0.5, pattern: 'one-word-setting' });
  }
  return out;
}

/** The last word is a noun and a whole noun phrase: "a form of X", "involves X", "an X", or the sentence's own subject. */
function standsAlone(words: readonly string[], reading: SentenceReading): boolean {
  const tags = readWords(words.slice(-2), reading);
  const term = tags.at(-1);
  if (term?.pos !== 'NOUN') return false;
  const opener = tags.length > 1 ? tags[0] : undefined;
  if (!opener) return true;
  const word = opener.text;
  // "the existing X": a definite thing of the story; "Y X": the last word of a longer name.
  if (/^(?:a|an)$/i.test(word)) return true;
  if (/,$/.test(words.at(-2) ?? '')) return true;
  // "lobbying tactics", "facilitated transport": an "-ing" or "-ed" word before it modifies it. After a preposition, only those that take the term itself
  // ("a form of X", "slid into X"); "influence on society, where …" says what happens in a broad setting.
  if (opener.pos === 'ADP') return /^(?:of|into|as|to|toward|towards)$/i.test(word);
  return OPENER_TAG.test(opener.pos) && !/(?:ing|ed)$/i.test(word);
}

/** A clause with its own verb that says what holds in general: no name, no pointing word, no example, not the term again. */
function isGeneralClause(clause: string, term: string, reading: SentenceReading): boolean {
  const words = clause.split(/\s+/);
  if (words.length < MIN_CLAUSE_WORDS || findWholeWords(clause, term) >= 0) return false;
  if (POINTING.test(clause) || EXAMPLE.test(clause) || /\s\p{Lu}/u.test(clause) || /^\p{Lu}/u.test(clause)) return false;
  const pronoun = PLURAL_PRONOUN.exec(clause);
  if (pronoun && !clause.slice(0, pronoun.index).split(/\s+/).some((w) => w.length > 3 && looksPlural(w) && readWords([w], reading)[0]?.pos === 'NOUN')) return false;
  return hasFiniteVerb(readWords(words, reading));
}
