import { gateDefinitions } from './card-gates.js';
import { spokenMeaning } from './genus-then-differentia.js';

// Spoken definitions whose genus and differentia fall in two clauses, on sentences written for these tests.

describe('a spoken genus followed by a "that means …" clause', () => {
  test.each([
    ['electric field', 'a vector field, and that means every point in space has some arrow', 'en', 'a vector field, and that means every point in space has some arrow'],
    ['magnetic field', 'a vector field, which means that each point in space carries a little arrow', 'en', 'a vector field, which means that each point in space carries a little arrow'],
    ['campo eléctrico', 'un campo vectorial, lo que significa que cada punto del espacio tiene una flecha', 'es', 'un campo vectorial, lo que significa que cada punto del espacio tiene una flecha'],
  ])('given "%s" said to be "%s" (%s), when its meaning is read, then the differentia clause stays in "%s"', (term, meaning, language, expected) => {
    expect(spokenMeaning(term, meaning, language)).toBe(expected);
  });

  test('given the kept meaning, when gated as a caption definition, then the card is kept', () => {
    const meaning = spokenMeaning('electric field', 'a vector field, and that means every point in space has some arrow', 'en');
    const gated = gateDefinitions([{ term: 'electric field', meaning, citation: { quote: `The electric field is ${meaning}.` } }], 'en', { spoken: true, captions: true });
    expect(gated).toHaveLength(1);
  });

  test.each([
    // A first clause with its own differentia is cut as before.
    ['eigenvector', 'a vector that only gets scaled by the transformation, and that means it stays on its span', 'en', 'a vector that only gets scaled by the transformation'],
    // After the genus, a judgement rather than a differentia.
    ['electric field', "a vector field, and that means it's great", 'en', 'a vector field'],
    // After the genus, a clause that is not a "means" clause.
    ['electric field', 'a vector field, and we will draw it in blue', 'en', 'a vector field'],
    ['campo eléctrico', 'un campo vectorial, y lo dibujamos en azul', 'es', 'un campo vectorial'],
  ])('given "%s" said to be "%s" (%s), when its meaning is read, then it is "%s"', (term, meaning, language, expected) => {
    expect(spokenMeaning(term, meaning, language)).toBe(expected);
  });

  test.each([
    ['pressure', "there's a force spread over each unit of area", 'a force spread over each unit of area'],
    ['deadlock', 'there is a cycle of processes each waiting on the next', 'a cycle of processes each waiting on the next'],
    // Too short to name a thing: the clause is left as it was.
    ['overflow', "there's no room left", "there's no room left"],
  ])('given "%s" said to mean "%s", when its meaning is read, then what is there is the meaning "%s"', (term, meaning, expected) => {
    expect(spokenMeaning(term, meaning, 'en')).toBe(expected);
  });
});
