import { createRequire } from 'node:module';

/**
 * English stemming with the Porter stemmer that wink-nlp's English model ships (`model.addons.stem`,
 * the same one `its.stem` uses), so "vectors"/"vector" and "transformation"/"transformations" match.
 * Cached, because it runs on every token of documents up to ~50,000 words.
 */

// The stemmer's own file: the model's index would load the whole English model (~16 MB of heap) with it.
const porter = createRequire(import.meta.url)('wink-eng-lite-web-model/dist/porter-stemmer.js') as (word: string) => string;
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

export function stem(word: string): string {
  const lower = word.toLowerCase();
  const hit = cache.get(lower);
  if (hit !== undefined) return hit;
  // Possessives and non-words pass through: the stemmer is for English words only.
  const bare = lower.replace(/['’]s$/, '');
  const result = /^[a-z][a-z'-]*$/.test(bare) && bare.length > 2 ? porter(bare) : bare;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(lower, result);
  return result;
}
