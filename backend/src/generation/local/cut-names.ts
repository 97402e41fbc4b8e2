import { isStopWord } from '../text/stop-words.js';
import { tokenize, wordTokens } from '../text/tokens.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * A term cut from a longer name the text uses: "… is called the tragedy of the commons" read as "tragedy", "Locke called
 * this agreement the social contract" read as "contract", "a bill of attainder, a legislative action …" read as
 * "attainder", "the winner-take-all system" read as "winner". The definition then teaches half a name, often beside the
 * whole one. Written English; `phraseCount` counts a phrase's occurrences in the document.
 */

/** Where the term's words stand in the sentence's words, or -1. */
function termAt(words: readonly string[], term: readonly string[]): number {
  for (let i = 0; i + term.length <= words.length; i++) {
    if (term.every((t, k) => words[i + k] === t)) return i;
  }
  return -1;
}

/**
 * The sentence's words, a word written after punctuation ("keratinization (also called cornification) of the cells")
 * replaced by a mark no name crosses.
 */
function joinedWords(quote: string): string[] {
  const tokens = wordTokens(quote);
  return tokens.flatMap((t, i) => {
    const gap = i === 0 ? '' : quote.slice(tokens[i - 1]!.end, t.start);
    return /^\s*$/.test(gap) ? [t.lower] : ['\u0000', t.lower];
  });
}

/**
 * The longer names the sentence writes around the term: the word before it ("social contract"), "X of" before it
 * ("bill of attainder"), "of (the) Y" after it ("tragedy of the commons").
 */
function longerNames(words: readonly string[], at: number, size: number): { name: string; recurs: boolean }[] {
  const term = words.slice(at, at + size).join(' ');
  const before = words[at - 1];
  const twoBefore = words[at - 2];
  const after = words[at + size];
  const names: { name: string; recurs: boolean }[] = [];
  // A word before the term may only qualify it here ("the supply of bauxite"): the longer name must recur.
  if (before && before !== '\u0000' && !isStopWord(before) && !/^\d/.test(before)) names.push({ name: `${before} ${term}`, recurs: true });
  if (before === 'of' && twoBefore && !isStopWord(twoBefore)) names.push({ name: `${twoBefore} of ${term}`, recurs: true });
  // No pattern ends a term it reads whole before "of": "the base of the skull" is one name even when written once.
  if (after === 'of') {
    const next = words[at + size + 1];
    const determiner = next === 'the' || next === 'a' || next === 'an';
    const noun = words[at + size + (determiner ? 2 : 1)];
    if (noun && !isStopWord(noun)) names.push({ name: `${term} of ${determiner ? `${next} ` : ''}${noun}`, recurs: false });
  }
  return names;
}

export function isCutFromLongerName(term: string, quote: string, phraseCount: (phrase: string) => number): boolean {
  const bare = term.trim().replace(/^(?:the|a|an)\s+/i, '');
  if (!bare || !quote) return false;
  const words = joinedWords(quote);
  const termWords = tokenize(bare);
  const at = termAt(words, termWords);
  // "the winner-take-all system": the term is the first part of a hyphenated word, never a word of its own here.
  if (at < 0) return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeStringRegexp(bare)}-\\p{L}|\\p{L}-${escapeStringRegexp(bare)}(?![\\p{L}\\p{N}-])`, 'iu').test(quote);
  const uses = phraseCount(bare);
  // The longer name recurs and the term is never written without it: the text's name is the longer one.
  return longerNames(words, at, termWords.length).some(({ name, recurs }) => {
    const named = phraseCount(name);
    return named >= (recurs ? 2 : 1) && named >= uses;
  });
}

/** "base" of "base of the skull", "contract" of "social contract": the part's words begin or end the longer name. */
export function isPartOfName(part: string, name: string): boolean {
  const p = tokenize(part.replace(/^(?:the|a|an)\s+/i, ''));
  const n = tokenize(name.replace(/^(?:the|a|an)\s+/i, ''));
  if (p.length === 0 || p.length >= n.length) return false;
  const same = (offset: number): boolean => p.every((w, k) => n[offset + k] === w);
  return same(0) || same(n.length - p.length);
}

/** Two readings of one naming: the same words, whatever the case or closing stop. */
export function sameMeaning(a: string, b: string): boolean {
  const words = (text: string): string => tokenize(text).join(' ');
  const [x, y] = [words(a), words(b)];
  return x.length > 0 && (x.includes(y) || y.includes(x));
}
