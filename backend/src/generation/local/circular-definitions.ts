import { LARGE_NUMBERS, numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';
/**
 * "Symmetry occurs when the distances are symmetrical": a condition that restates the term's own root says nothing
 * a learner could not guess; "Zero occurs when the strength of the connection …" mistakes a number said in passing
 * for a term. Both read as definitions by their form only.
 */

/** Doubled letters collapsed, so a speaker's or captioner's misspelling ("symetrical") still matches its root. */
function folded(word: string): string {
  return word.toLowerCase().replace(/(\p{L})\1+/gu, '$1');
}

const MIN_SHARED_ROOT = 5;

/**
 * A one-word term whose "when …" meaning uses the same word in another form ("symmetry" → "symmetrical"). A phrase
 * sharing a word with its meaning ("ample reserves" → "… their reserve requirement") and a word built on another
 * ("capitalism" → "invest capital") still explain something.
 */
export function restatesTermInCondition(term: string, meaning: string): boolean {
  const root = folded(term.trim());
  if (!/^when\s/i.test(meaning.trim()) || /\s/.test(root) || root.length < MIN_SHARED_ROOT) return false;
  const words = meaning.split(/[^\p{L}'’-]+/u).map(folded);
  return words.some((w) => sharedPrefix(root, w) >= Math.max(MIN_SHARED_ROOT, root.length - 2));
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

const NUMBER = new RegExp(String.raw`^(?:${wordGroup(numberWords('en', 0, 12), LARGE_NUMBERS, ['half'])}|[+-]?\d+(?:[.,]\d+)?%?)$`, 'i');

/** A number "occurs when …": the number was a value in the speaker's example, not a term. */
export function isNumberOccurring(term: string, meaning: string): boolean {
  return NUMBER.test(term.trim()) && /^when\s/i.test(meaning.trim());
}
