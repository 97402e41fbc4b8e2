import { stem } from '../generation/text/stem.js';
import { isStopWord } from '../generation/text/stop-words.js';
import { dot, type WordVectorTable } from '../assistant/word-vectors.port.js';
import { opposedBySpelling, type SynonymCheck } from './typed-answer.js';

/**
 * A typed answer that names the expected term with another word ("purchase" for "buy", "joblessness"
 * for "unemployment"), told by the word vectors shipped with the build. The answer must be the term
 * with exactly one word replaced, and that word pair must pass every check below.
 *
 * Word vectors put a word near any word used in the same contexts: its synonyms, but as close or closer
 * its opposites and the other members of its set ("public"/"private", "buyer"/"seller", "north"/"south",
 * "monday"/"tuesday"). Measured on the table over common English pairs, what sets synonyms apart is a
 * cosine of 0.8–0.9 together with each word being among the other's nearest few — yet not each other's
 * very nearest word, which opposites and set members are (they share every context). Opposites that
 * share a stem ("import"/"export", "maximum"/"minimum", "excludable"/"nonexcludable") are refused by
 * their spelling, and a word the quiz itself uses for something else (another term or option) is not
 * taken as a synonym of this one. When in doubt the answer is marked wrong: the learner then sees the
 * expected term.
 */

/** Below this cosine, words are merely related ("inflation"/"unemployment" 0.75, "supply"/"demand" 0.74). */
export const SYNONYM_MIN_COSINE = 0.8;
/** From here on, two different words are members of one closed set ("first"/"second" 0.93, "before"/"after"). */
export const SYNONYM_MAX_COSINE = 0.9;
/** Each word among the other's this many nearest words (inflections of a word not counted). */
export const SYNONYM_MAX_RANK = 2;

const ARTICLES = new Set(['a', 'an', 'the']);

function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\([^)]*\)/g, ' ')
    .split(/[^\p{L}\p{N}]+/u).filter((w) => w && !ARTICLES.has(w));
}

/** The table's form of a word: as is, else without a plural "s". */
function tableForm(table: WordVectorTable, word: string): string | null {
  if (table.indexOf(word) >= 0) return word;
  if (word.length > 3 && word.endsWith('s') && table.indexOf(word.slice(0, -1)) >= 0) return word.slice(0, -1);
  return null;
}

/** How many words of the table (not counting the word's own inflections) are closer to `row`'s word than `cosine`, up to `limit` + 1. */
function closerThan(table: WordVectorTable, row: number, cosine: number, limit: number): number {
  const v = table.data.subarray(row * table.dimensions, (row + 1) * table.dimensions);
  const own = stem(table.wordAt(row) ?? '');
  let closer = 0;
  for (let i = 0; i < table.size; i++) {
    if (i === row || dot(v, table.data, i * table.dimensions) <= cosine) continue;
    if (stem(table.wordAt(i) ?? '') === own) continue;
    if (++closer > limit) break;
  }
  return closer;
}

/** Whether two different words are synonyms by the vectors (see above). */
export function vectorSynonyms(table: WordVectorTable, a: string, b: string): boolean {
  const x = tableForm(table, a);
  const y = tableForm(table, b);
  if (!x || !y || x === y || isStopWord(x) || isStopWord(y) || opposedBySpelling(x, y)) return false;
  const rx = table.indexOf(x);
  const ry = table.indexOf(y);
  const cosine = dot(table.vector(x)!, table.data, ry * table.dimensions);
  if (cosine < SYNONYM_MIN_COSINE || cosine >= SYNONYM_MAX_COSINE) return false;
  const fromX = closerThan(table, rx, cosine, SYNONYM_MAX_RANK);
  const fromY = closerThan(table, ry, cosine, SYNONYM_MAX_RANK);
  return fromX <= SYNONYM_MAX_RANK && fromY <= SYNONYM_MAX_RANK && !(fromX === 0 && fromY === 0);
}

/**
 * The synonym check for typed answers, on the build's word vector table (none when it was not built:
 * then only spelling counts). `elsewhere`: the quiz's other answers and options.
 */
export function wordVectorSynonyms(table: () => WordVectorTable | null): SynonymCheck {
  return (expected, given, elsewhere = []) => {
    const t = table();
    if (!t) return false;
    const want = words(expected);
    const got = words(given);
    if (!want.length || want.length !== got.length) return false;
    const differ = want.map((w, i) => [w, got[i]!] as const).filter(([w, g]) => stem(w) !== stem(g));
    if (differ.length !== 1) return false;
    const [w, g] = differ[0]!;
    // "floor" in a quiz that asks about price floors too is that other term, not a synonym of "ceiling".
    const used = new Set(elsewhere.flatMap(words).map(stem));
    if (used.has(stem(g))) return false;
    return vectorSynonyms(t, w, g);
  };
}
