import { dot, type WordVectorTable } from './word-vector-table.js';

/** A library word at least this close in meaning to a question word may count for it. */
const NEAR_MEANING = 0.65;
const NEAR_WORDS = 4;
/**
 * A word is particular — it may anchor a stand-in and have stand-ins — when it is rare in English: the word
 * table weighs words by rarity (ln(1 + rank / 50)), and this is about rank 2,700. Common words ("look",
 * "hard", "capital", "work") have many neighbours at cosines of 0.8 ("look" ~ "find", "think", "sure"),
 * which any passage holds, and say little about what a passage is about.
 */
const PARTICULAR_WEIGHT = 4;

/** The word's row in the table, else its singular's. */
function tableRowOf(table: WordVectorTable, word: string): number {
  const row = table.indexOf(word);
  return row >= 0 || !word.endsWith('s') ? row : table.indexOf(word.slice(0, -1));
}

/**
 * Whether a word is rare enough in English to say what a passage is about (see PARTICULAR_WEIGHT): a
 * plural weighs as its singular ("causes" as "cause"); a word the table does not know (beyond its 50,000
 * most frequent: "sourdough") is rarer still.
 */
export function isParticular(table: WordVectorTable | null, word: string): boolean {
  if (!table) return false;
  const forms = [word, ...(word.endsWith('s') ? [word.slice(0, -1)] : [])].map((w) => table.indexOf(w)).filter((row) => row >= 0);
  return forms.every((row) => table.weights[row]! >= PARTICULAR_WEIGHT);
}

/** The library's words closest in meaning to a question word (not its own stem), at least NEAR_MEANING, with their cosines. */
export function nearWords(table: WordVectorTable, word: string, stemmed: string, library: ReadonlyMap<number, string>): { stem: string; cosine: number }[] {
  const row = tableRowOf(table, word);
  if (row < 0) return [];
  const v = table.data.subarray(row * table.dimensions, (row + 1) * table.dimensions);
  const best = new Map<string, number>();
  for (const [index, s] of library) {
    if (s === stemmed) continue;
    const cos = dot(v, table.data, index * table.dimensions);
    if (cos >= NEAR_MEANING && cos > (best.get(s) ?? 0)) best.set(s, cos);
  }
  return [...best].sort((a, b) => b[1] - a[1]).slice(0, NEAR_WORDS).map(([s, cosine]) => ({ stem: s, cosine }));
}
