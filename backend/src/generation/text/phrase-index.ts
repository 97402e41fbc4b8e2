import { stem } from './stem.js';
import { tokenize } from './tokens.js';

/**
 * Counts how often a phrase occurs in a document, matching on stemmed tokens so that
 * "price controls" and "price control" count together. Positions are indexed per token, so a
 * count costs time proportional to the rarest token's occurrences, not to the document length.
 */
export interface PhraseIndex {
  count(phrase: string): number;
}

const BOUNDARY = '\u0000';

/**
 * A token list's stems, kept with the list: a section indexes the very token lists of its whole's sentences
 * (its sentences are copies sharing them), so each sentence is stemmed once per generation.
 */
const stemmed = new WeakMap<readonly string[], readonly string[]>();

function stemsOf(tokens: readonly string[]): readonly string[] {
  let stems = stemmed.get(tokens);
  if (!stems) {
    stems = tokens.map(stem);
    stemmed.set(tokens, stems);
  }
  return stems;
}

/** Texts, or their `tokenize` output when the caller already has it. */
export function createPhraseIndex(texts: Iterable<string | readonly string[]>): PhraseIndex {
  const tokens: string[] = [];
  const positions = new Map<string, number[]>();
  for (const text of texts) {
    for (const s of typeof text === 'string' ? tokenize(text).map(stem) : stemsOf(text)) {
      let list = positions.get(s);
      if (!list) positions.set(s, (list = []));
      list.push(tokens.length);
      tokens.push(s);
    }
    tokens.push(BOUNDARY); // phrases never span two texts
  }
  return {
    count(phrase) {
      const query = tokenize(phrase).map(stem);
      if (query.length === 0) return 0;
      let anchor = 0;
      let fewest = Infinity;
      query.forEach((t, i) => {
        const n = positions.get(t)?.length ?? 0;
        if (n < fewest) [fewest, anchor] = [n, i];
      });
      let count = 0;
      for (const at of positions.get(query[anchor] ?? '') ?? []) {
        const start = at - anchor;
        if (start < 0) continue;
        let same = true;
        for (let i = 0; i < query.length && same; i++) same = tokens[start + i] === query[i];
        if (same) count++;
      }
      return count;
    },
  };
}
