import { matchConditionalNaming } from './conditional-namings.js';

// Sentences written for these tests, in the shape mathematics slides define by.
const defs = (sentence: string): [string, string][] => matchConditionalNaming(sentence).map((d) => [d.term, d.meaning]);

describe('a kind named by the condition its members meet (written English)', () => {
  test.each([
    ['A graph is called connected if it has a path between every pair of vertices.', 'connected graph', 'a graph that has a path between every pair of vertices'],
    ['A sequence is called bounded if it stays within some fixed interval.', 'bounded sequence', 'a sequence that stays within some fixed interval'],
    ['A square matrix is said to be invertible if it has an inverse.', 'invertible square matrix', 'a square matrix that has an inverse'],
    ['A relation is called an equivalence relation if it is reflexive, symmetric and transitive.', 'equivalence relation', 'a relation that is reflexive, symmetric and transitive'],
    ['A mapping is called one-to-one correspondence (or bijective) if it is injective and surjective.', 'one-to-one correspondence', 'a mapping that is injective and surjective'],
    ['Two vectors are called orthogonal if they have a dot product of zero.', 'orthogonal vectors', 'vectors that have a dot product of zero'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['A map f : X → Y is called onto if Y = R.'], // the condition is said in symbols only
    ['A function t is called a linear transformation if it satisfies the following.'], // the condition is a list below
    ['A number is called even if n = 2k for some integer k.'], // the condition does not speak of the kind
    ['A triangle is called isosceles if they share a side.'], // the pronoun is not the kind's
    ['The company is called Acme if it is registered in Delaware.'], // one thing, not a kind
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});
