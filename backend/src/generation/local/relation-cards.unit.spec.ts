import { statedRelation } from './relation-cards.js';

// How two named concepts stand to each other, on sentences written for these tests.

describe('relations stated in English', () => {
  test.each([
    ['Lots of formulas, the chain rule, the fact that integrals and derivatives are opposite, just a lot of things.', 'How are integrals and derivatives related?', 'Integrals and derivatives are opposite.'],
    ['Remember that differentiation and integration are inverse operations.', 'How are differentiation and integration related?', 'Differentiation and integration are inverse operations.'],
    ['The dot product and the projection are really dual to each other.', 'How are the dot product and the projection related?', 'The dot product and the projection are dual to each other.'],
  ])('given "%s", when read, then it asks "%s" and answers "%s"', (sentence, question, answer) => {
    expect(statedRelation(sentence, 'en')).toMatchObject({ question, answer });
  });

  test.each([
    ['These two vectors and that line are perpendicular.'], // points at the screen
    ['You add and you multiply are opposite.'], // not noun phrases
    ['Integrals and derivatives are opposite in some ways but not in others.'], // the clause goes on: no bare relation
    ['Integrals and integrals are opposite.'], // one concept
  ])('given "%s", when read, then no relation is asked', (sentence) => {
    expect(statedRelation(sentence, 'en')).toBeUndefined();
  });
});

describe('relations stated in Spanish', () => {
  test.each([
    ['Recuerda que las integrales y las derivadas son operaciones inversas.', '¿Qué relación hay entre las integrales y las derivadas?', 'Las integrales y las derivadas son operaciones inversas.'],
    ['El producto escalar y la proyección son equivalentes.', '¿Qué relación hay entre el producto escalar y la proyección?', 'El producto escalar y la proyección son equivalentes.'],
  ])('given "%s", when read, then it asks "%s" and answers "%s"', (sentence, question, answer) => {
    expect(statedRelation(sentence, 'es')).toMatchObject({ question, answer });
  });

  test.each([
    ['Estos dos vectores y esa recta son perpendiculares.'], // points at the screen
    ['Las integrales y las derivadas son opuestas en algunos casos.'], // the clause goes on
  ])('given "%s", when read, then no relation is asked', (sentence) => {
    expect(statedRelation(sentence, 'es')).toBeUndefined();
  });
});
