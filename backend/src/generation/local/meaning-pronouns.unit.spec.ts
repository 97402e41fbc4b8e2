import { pointsOutsideMeaning } from './meaning-pronouns.js';

describe('pointsOutsideMeaning', () => {
  it.each([
    'a function that takes in two numbers and outputs a number indicating how far apart they are',
    'a rule that takes two vectors and tells you how much they point the same way',
    'a map that sends negative values to zero and leaves them otherwise unchanged',
    'a way to add a little information to a message that makes it possible for the receiver to find an error', // "it" stands for the clause after it
    'taking a set of rows, squeezing it down to one row', // "it" is the set the meaning took as its object
  ])('given an English meaning whose "they/them" are the plural it names before ("%s"), when judged, then it points nowhere outside', (meaning) => {
    expect(pointsOutsideMeaning(meaning, 'en')).toBe(false);
  });

  it.each([
    'the place where they intersect', // nothing plural before "they"
    'the actual brains, they are the things learned during training', // "they" opens a clause of its own
    'the sum of the numbers, and they grow quickly', // after "and": a new clause
    'the sum of all values in this list', // "this" points at the screen whatever comes before
    'the numbers it produces', // "it" is never resolved by a plural
    'a step that makes it smaller', // "it" is a thing, not the clause after it
    'a way to add a little information to a message that makes it possible for the receiver', // cut before the "to" clause
    'a trick that makes it easy to add numbers and they stay sorted', // after "and", once the expletive "it" is read past
  ])('given an English meaning leaning on something outside it ("%s"), when judged, then it points outside', (meaning) => {
    expect(pointsOutsideMeaning(meaning, 'en')).toBe(true);
  });

  it('given a Spanish meaning with "ellos" after a plural noun, when judged, then it still points outside (the plural rule is English)', () => {
    expect(pointsOutsideMeaning('una función que toma dos números y dice qué tan lejos están ellos', 'es')).toBe(true);
  });

  it('given a Spanish meaning with no pointing word, when judged, then it points nowhere outside', () => {
    expect(pointsOutsideMeaning('una función que toma dos números y devuelve su distancia', 'es')).toBe(false);
  });
});
