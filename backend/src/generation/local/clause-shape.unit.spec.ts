import { readsAsClause } from './clause-shape.js';

// English only: the shape of a subject and its verb where the tagger reads the verb as a noun.

describe('clauses the tagger half-reads', () => {
  test.each([
    ['all the vectors land on some plane'], // plural subject, bare verb
    ['a graph dips below the horizontal axis'], // singular subject, "-s" verb
    ['the output of a transformation is a line'], // a verb the tagger sees
    ['the theorem of calculus ties together two big ideas'], // after "of X", before a particle
  ])('given "%s", when read, then it is a clause', (text) => {
    expect(readsAsClause(text)).toBe(true);
  });

  test.each([
    ['the vector space axioms'], // a noun phrase of nouns
    ['the lines of the grid'], // nouns joined by "of"
    ['the study of price controls on rent'], // a compound noun before a preposition
  ])('given "%s", when read, then it is no clause', (text) => {
    expect(readsAsClause(text)).toBe(false);
  });
});
