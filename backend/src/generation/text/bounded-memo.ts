/**
 * Results kept by key for reuse, up to `limit` entries; past that the oldest go first. A generation asks
 * the same question of a sentence from the whole and again from its section: a memo answers the second
 * time, and its bound keeps a long-running worker from holding every source it has read.
 */
export interface BoundedMemo<K, V> {
  get(key: K): V | undefined;
  /** Stores the value and returns it. */
  set(key: K, value: V): V;
}

export function boundedMemo<K, V>(limit: number): BoundedMemo<K, V> {
  const entries = new Map<K, V>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (!entries.has(key) && entries.size >= limit) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
      return value;
    },
  };
}
