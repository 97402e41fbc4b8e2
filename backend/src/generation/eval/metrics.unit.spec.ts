import { definitionScore, normaliseTerm, rouge1, termsMatch } from './metrics.js';

describe('metrics', () => {
  test('ROUGE-1 counts clipped unigram overlap', () => {
    const score = rouge1('the cat sat on the mat', 'the cat lay on the rug');
    // overlap: the×2, cat, on = 4 of 6 on both sides
    expect(score.precision).toBeCloseTo(4 / 6);
    expect(score.recall).toBeCloseTo(4 / 6);
    expect(score.f1).toBeCloseTo(4 / 6);
    expect(rouge1('', 'reference').recall).toBe(0);
  });

  test('terms match after folding case, articles, plurals and abbreviations', () => {
    expect(normaliseTerm('The Price Controls')).toBe(normaliseTerm('price control'));
    expect(termsMatch('Exports', 'exports')).toBe(true);
    expect(termsMatch('gross domestic product', 'gross domestic product (GDP)')).toBe(true);
    expect(termsMatch('GDP', 'gross domestic product (GDP)')).toBe(true);
    expect(termsMatch('total revenue', 'revenue')).toBe(false);
  });

  test('definition precision is over generated terms, recall over glossary terms', () => {
    const score = definitionScore(['scarcity', 'Economics', 'the reason'], ['economics', 'scarcity', 'division of labor', 'specialization']);
    expect(score.precision).toBeCloseTo(2 / 3);
    expect(score.recall).toBeCloseTo(2 / 4);
    expect(definitionScore([], ['x']).precision).toBe(0);
  });
});
