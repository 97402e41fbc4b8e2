import { withoutSymbolNames } from './symbol-names.js';

describe('a term named by a symbol as well as in words', () => {
  test.each([
    ['a symbol and its mapping after the term', 'A vector field F : D → V is a function which assigns each point a vector.', 'A vector field is a function which assigns each point a vector.'],
    ['a symbol after the term and a mapping after its "of" phrase', 'The range R of a function f : X → Y is the set of all elements in the codomain.', 'The range of a function is the set of all elements in the codomain.'],
    ['a mapping written without a space before the colon', 'A linear map t: V → W is a function that preserves sums.', 'A linear map is a function that preserves sums.'],
  ])('given %s, when read, then the subject names the term in words only', (_case, sentence, read) => {
    expect(withoutSymbolNames(sentence)).toBe(read);
  });

  test.each([
    ['a letter that is part of a name', 'The letter A is the first letter of the alphabet.'],
    ['a letter without a mapping', 'Vitamin D is a fat-soluble vitamin.'],
    ['a mapping after the verb', 'A function is a rule f : X → Y that assigns one value to each element.'],
  ])('given %s, when read, then the sentence stays as written', (_case, sentence) => {
    expect(withoutSymbolNames(sentence)).toBe(sentence);
  });
});
