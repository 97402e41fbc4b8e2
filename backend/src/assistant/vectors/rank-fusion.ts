/**
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher, 2009): each list adds 1 / (k + rank) for an
 * item it ranks (rank from 1). Ranks, not scores, are fused, so a full-text rank and a cosine need no
 * common scale; k = 60 is the paper's constant, which keeps one list's top item from dominating.
 */
export const RRF_K = 60;

/** Items of all lists by fused score, best first (ties: the order the item was first met). */
export function reciprocalRankFusion<T>(lists: readonly (readonly T[])[], key: (item: T) => string, k = RRF_K): { item: T; score: number }[] {
  const fused = new Map<string, { item: T; score: number; first: number }>();
  let met = 0;
  for (const list of lists) {
    list.forEach((item, i) => {
      const id = key(item);
      const entry = fused.get(id) ?? { item, score: 0, first: met++ };
      entry.score += 1 / (k + i + 1);
      fused.set(id, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.first - b.first).map(({ item, score }) => ({ item, score }));
}
