import { isNearDuplicateTerm, withoutNearDuplicateTerms } from './near-duplicate-terms.js';

describe('isNearDuplicateTerm', () => {
  it.each([
    ['natural log', 'natural logarithm'],
    ['hologram', 'holograms'],
    ['the eigenvector', 'eigenvectors'],
    ['log natural', 'logaritmo natural'],
    ['logaritmo natural', 'logaritmos naturales'],
  ])('given "%s" and "%s", when compared, then they name one thing', (a, b) => {
    expect(isNearDuplicateTerm(a, b)).toBe(true);
  });

  it.each([
    ['tree', 'spanning tree'],
    ['sine', 'cosine'],
    ['group', 'simple group'],
    ['árbol', 'árbol generador'],
    ['ab', 'abelian'],
  ])('given "%s" and "%s", when compared, then they stay two terms', (a, b) => {
    expect(isNearDuplicateTerm(a, b)).toBe(false);
  });
});

describe('withoutNearDuplicateTerms', () => {
  it('given a lecture naming "natural log" and later "natural logarithm", when filtered, then the first naming is kept alone', () => {
    const kept = withoutNearDuplicateTerms([{ term: 'natural log' }, { term: 'tree' }, { term: 'natural logarithm' }]);
    expect(kept.map((d) => d.term)).toEqual(['natural log', 'tree']);
  });

  it('given a term an earlier section already defined, when filtered with it known, then it is dropped', () => {
    expect(withoutNearDuplicateTerms([{ term: 'holograms' }], ['hologram'])).toEqual([]);
  });
});
