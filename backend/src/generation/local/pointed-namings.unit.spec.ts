import { findPointedNaming } from './pointed-namings.js';

// Sentences written for these tests, in the shapes classroom lectures take.

describe('findPointedNaming', () => {
  test.each([
    ['But this is a trigger, which is a bit of code that runs before or after some statement.', 'trigger', 'a bit of code that runs before or after some statement'],
    ["So that's the query planner, which is the part of the database that decides how to run a query.", 'query planner', 'the part of the database that decides how to run a query'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(findPointedNaming(sentence, 'en')).toMatchObject({ term, meaning });
  });

  test.each([
    ['This is the matrix, which is the one on the left.'], // the gloss points at the screen
    ["It's a trigger, which is a bit of code that runs before some statement."], // "it" was named before
    ['This is a trigger that runs before some statement.'], // no gloss after the name
    ['This is a trigger, which is what we wanted.'], // the gloss is no noun phrase
  ])('given "%s", when read, then nothing is named with a meaning', (sentence) => {
    expect(findPointedNaming(sentence, 'en')).toBeUndefined();
  });

  test('given a Spanish sentence of the same shape, when read, then it is left to the Spanish readers', () => {
    expect(findPointedNaming('Esto es un disparador, que es un trozo de código que se ejecuta antes de una sentencia.', 'es')).toBeUndefined();
  });
});
