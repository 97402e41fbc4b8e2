/**
 * Bag-of-words scoring shared by summarisation, deduplication and retrieval:
 * term counts, smoothed IDF, TF-IDF vectors, cosine, Jaccard and BM25.
 * Inputs are term lists (usually `contentTerms(...)`), so callers choose the normalisation.
 */

export type TermVector = ReadonlyMap<string, number>;

export function termCounts(terms: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Smoothed IDF, ln(1 + N / df): always positive, so terms in every document still count a little. */
export function inverseDocumentFrequency(documents: readonly (readonly string[])[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const doc of documents) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = documents.length;
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, Math.log(1 + n / d));
  return idf;
}

/** Sublinear TF-IDF: (1 + ln tf) · idf. Unknown terms get the IDF of a term seen once. */
export function tfidfVector(terms: readonly string[], idf: ReadonlyMap<string, number>, unseenIdf = 0): Map<string, number> {
  const vector = new Map<string, number>();
  for (const [t, tf] of termCounts(terms)) vector.set(t, (1 + Math.log(tf)) * (idf.get(t) ?? unseenIdf));
  return vector;
}

export function vectorNorm(v: TermVector): number {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  return Math.sqrt(sum);
}

export function cosineSimilarity(a: TermVector, b: TermVector): number {
  return cosineSimilarityWithNorms(a, b, vectorNorm, vectorNorm);
}

/**
 * The same, given how to get each vector's norm: a vector compared with many others (a centroid, a
 * summary's candidates) keeps its norm rather than summing it again for every pair. Norms are only
 * asked for when the vectors share a term.
 */
export function cosineSimilarityWithNorms(a: TermVector, b: TermVector, normOfA: (v: TermVector) => number, normOfB: (v: TermVector) => number): number {
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  let dot = 0;
  // forEach, not for…of with [term, weight]: no pair allocated per entry (this runs for every pair a summary compares).
  small.forEach((x, t) => {
    const y = large.get(t);
    if (y !== undefined) dot += x * y;
  });
  if (dot === 0) return 0;
  return dot / (normOfA(a) * normOfB(b));
}

export function jaccardSimilarity(a: Iterable<string>, b: Iterable<string>): number {
  return setJaccardSimilarity(new Set(a), new Set(b));
}

/** The same for sets at hand (no copies: callers comparing each item with many others keep its set). */
export function setJaccardSimilarity(setA: ReadonlySet<string>, setB: ReadonlySet<string>): number {
  if (setA.size === 0 && setB.size === 0) return 0;
  let shared = 0;
  for (const t of setA) if (setB.has(t)) shared++;
  return shared / (setA.size + setB.size - shared);
}

export interface Bm25Options {
  k1?: number;
  b?: number;
}

export interface Bm25Index {
  /** One score per indexed document, in index order. */
  score(query: readonly string[]): number[];
}

/** Okapi BM25 over pre-tokenised documents (e.g. note sentences for retrieval-based answers). */
export function createBm25Index(documents: readonly (readonly string[])[], options: Bm25Options = {}): Bm25Index {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const n = documents.length;
  const counts = documents.map((d) => termCounts(d));
  const lengths = documents.map((d) => d.length);
  const averageLength = lengths.reduce((s, l) => s + l, 0) / Math.max(1, n);
  const df = new Map<string, number>();
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  // The "+1" inside the log keeps IDF non-negative for terms in more than half the documents.
  const idf = (t: string): number => {
    const d = df.get(t) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  return {
    score(query) {
      const terms = [...new Set(query)];
      return counts.map((c, i) => {
        let s = 0;
        const norm = k1 * (1 - b + (b * (lengths[i] ?? 0)) / (averageLength || 1));
        for (const t of terms) {
          const tf = c.get(t);
          if (tf) s += idf(t) * ((tf * (k1 + 1)) / (tf + norm));
        }
        return s;
      });
    },
  };
}
