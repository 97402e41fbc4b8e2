import {
  cosineSimilarity,
  cosineSimilarityWithNorms,
  createBm25Index,
  inverseDocumentFrequency,
  jaccardSimilarity,
  termCounts,
  tfidfVector,
} from './similarity.js';

describe('similarity', () => {
  test('cosine is 1 for identical vectors and 0 without shared terms', () => {
    const a = termCounts(['price', 'demand', 'demand']);
    expect(cosineSimilarity(a, a)).toBeCloseTo(1);
    expect(cosineSimilarity(a, termCounts(['bank']))).toBe(0);
  });

  test('given known norms, when cosine is taken, then it equals the cosine that sums them, and asks no norm without a shared term', () => {
    const a = termCounts(['price', 'demand', 'demand']);
    const b = termCounts(['demand', 'supply']);
    const asked: number[] = [];
    const norm = (v: ReadonlyMap<string, number>) => {
      asked.push(v.size);
      return Math.sqrt([...v.values()].reduce((sum, x) => sum + x * x, 0));
    };
    expect(cosineSimilarityWithNorms(a, b, norm, norm)).toBe(cosineSimilarity(a, b));
    asked.length = 0;
    expect(cosineSimilarityWithNorms(a, termCounts(['bank']), norm, norm)).toBe(0);
    expect(asked).toEqual([]);
  });

  test('jaccard compares sets', () => {
    expect(jaccardSimilarity(['a', 'b'], ['b', 'c'])).toBeCloseTo(1 / 3);
    expect(jaccardSimilarity([], [])).toBe(0);
  });

  test('rare terms get more weight in tf-idf', () => {
    const docs = [['price', 'demand'], ['price', 'supply'], ['price', 'bank']];
    const idf = inverseDocumentFrequency(docs);
    const v = tfidfVector(['price', 'bank'], idf);
    expect(v.get('bank') ?? 0).toBeGreaterThan(v.get('price') ?? 0);
  });

  test('bm25 ranks the document that matches the query best first', () => {
    const index = createBm25Index([
      ['bank', 'reserve', 'loan'],
      ['price', 'ceiling', 'law'],
      ['price', 'floor', 'minimum', 'wage'],
    ]);
    const scores = index.score(['price', 'floor']);
    expect(scores.indexOf(Math.max(...scores))).toBe(2);
    expect(scores[0]).toBe(0);
  });
});
