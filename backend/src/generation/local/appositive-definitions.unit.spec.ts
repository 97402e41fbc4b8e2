import { findAppositives } from './appositive-definitions.js';

// Spoken renamings after a comma; sentences written for these tests. Every term "recurs" unless said.
const always = (): boolean => true;

describe('appositive definitions in English', () => {
  test.each([
    ['Think of each entry as a pivot, a number that clears every entry below the diagonal.', 'pivot', 'a number that clears every entry below the diagonal'],
    ['So, you start by computing the gradient, the vector of all partial derivatives of the function.', 'gradient', 'the vector of all partial derivatives of the function'],
    ['Each step is scaled by the learning rate, a small number chosen before training.', 'learning rate', 'a small number chosen before training'],
  ])('given "%s", when read, then "%s" is renamed as "%s"', (sentence, term, meaning) => {
    expect(findAppositives(sentence, 'en', always)).toEqual([expect.objectContaining({ term, meaning })]);
  });

  test.each([
    ['Lots of rules, the product rule, the chain rule, the quotient rule, come from the same idea.'], // a list
    ['In this case, the inverse of the matrix undoes the rotation.'], // an adverbial before the main clause
    ['Taking the derivative, the size of that nudge should be 2x times dx.'], // the second phrase has its own verb
    ['The resulting nudge to that second value, the change in x caused by such a dx, is small.'], // "value" is the tail of a longer phrase
    ['We first compute the gradient, the thing over there on the screen.'], // points at the screen
    ['You should ask for the rows, the fields that are really needed because then the database does less work.'], // the object restated, the sentence going on
  ])('given "%s", when read, then nothing is renamed', (sentence) => {
    expect(findAppositives(sentence, 'en', always)).toEqual([]);
  });

  test('given a noun the source says only once, when read, then it is an example, not a term', () => {
    expect(findAppositives('Think of each entry as a pivot, a number that clears every entry below the diagonal.', 'en', () => false)).toEqual([]);
  });
});

describe('appositive definitions in other languages', () => {
  test('given a Spanish sentence with a comma between two noun phrases, when read, then nothing is renamed (no tagger tells a clause from a name)', () => {
    expect(findAppositives('Piensa en cada número como un escalar, una cosa que estira o aplasta vectores.', 'es', always)).toEqual([]);
    expect(findAppositives('Tomando la derivada, el tamaño de ese empujón debe ser 2x veces dx.', 'es', always)).toEqual([]);
  });
});
