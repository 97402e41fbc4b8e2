import { notJustCard, notJustCards, notNecessarilyCard } from './not-just-cards.js';
import { prepareDocument } from './prepare-document.js';

// A shallow reading corrected ("X is not just Y, it's Z"), on sentences written for these tests.

describe('"not just" corrections become a question and its correction', () => {
  test.each([
    [
      'en',
      'And that cancellation of dt is not just a bookkeeping trick.',
      'That is a real statement about how small changes in time add up.',
      'Is the cancellation of dt just a bookkeeping trick?',
      'No. The cancellation of dt is a real statement about how small changes in time add up.',
    ],
    [
      'en',
      'I want to convince you that drawing vectors as arrows is not just some picture for beginners, it is the way the rules of addition are derived.',
      undefined,
      'Is drawing vectors as arrows just some picture for beginners?',
      'No. Drawing vectors as arrows is the way the rules of addition are derived.',
    ],
    [
      'es',
      'Quiero convencerte de que dibujar vectores como flechas no es sólo un dibujo para principiantes, sino que es la forma en que se deducen las reglas de la suma.',
      undefined,
      '¿Es dibujar vectores como flechas solo un dibujo para principiantes?',
      'No. Dibujar vectores como flechas es la forma en que se deducen las reglas de la suma.',
    ],
    [
      'es',
      'Y esa cancelación de dt no es solo un truco de notación.',
      'Es una afirmación real sobre cómo se suman los cambios pequeños en el tiempo.',
      '¿Es la cancelación de dt solo un truco de notación?',
      'No. La cancelación de dt es una afirmación real sobre cómo se suman los cambios pequeños en el tiempo.',
    ],
  ])('given the %s sentence "%s" (then "%s"), when read, then it asks "%s"', (language, sentence, next, question, answer) => {
    expect(notJustCard(sentence, next, language)).toEqual({ question, answer });
  });

  test.each([
    ['en', 'And putting the basis vectors in those slots is not just a random thing to do.', 'It is what makes the determinant appear in the formula.'], // "those slots": on the screen
    ['en', 'That trick is not just a shortcut.', 'It is a real statement about how small changes add up.'], // "that trick" with no description of its own
    ['en', 'The cancellation of dt is not just a bookkeeping trick.', 'Anyway, moving on.'], // no correction follows
    ['en', 'The cancellation of dt is not just a bookkeeping trick.', 'That is what this picture shows here.'], // the correction points at the screen
    ['en', 'Everything in the lesson is not just a curiosity, it is the basis of the next three chapters.', undefined], // "everything" is no "-ing" subject
    ['es', 'Y ese truco no es solo un atajo.', 'Es una afirmación real sobre cómo se suman los cambios pequeños.'],
    ['es', 'La cancelación de dt no es solo un truco de notación.', 'Sigamos con el ejemplo.'],
  ])('given the %s sentence "%s" then "%s", when read, then no card is made', (language, sentence, next) => {
    expect(notJustCard(sentence, next, language)).toBeUndefined();
  });

  test('given a lecture, when cards are made, then the card cites the "not just" sentence', () => {
    const doc = prepareDocument(
      { kind: 'video', segments: [{ text: 'And that cancellation of dt is not just a bookkeeping trick. That is a real statement about how small changes in time add up.', start: 0, end: 20 }] },
      'en',
    );
    const cards = notJustCards(doc, 'en', 3, new Set());
    expect(cards.map((c) => [c.kind, c.question, c.citation.quote])).toEqual([['concept', 'Is the cancellation of dt just a bookkeeping trick?', 'And that cancellation of dt is not just a bookkeeping trick.']]);
  });
});

describe('an inference the speaker heads off ("not necessarily")', () => {
  test.each([
    ['In short, an accurate test is not necessarily a very predictive test.', 'en', 'Is an accurate test necessarily a very predictive test?', 'No. An accurate test is not necessarily a very predictive test.'],
    ['The fastest algorithms are not necessarily the simplest ones.', 'en', 'Are the fastest algorithms necessarily the simplest ones?', 'No. The fastest algorithms are not necessarily the simplest ones.'],
    ['Un test preciso no es necesariamente un test predictivo.', 'es', '¿Es un test preciso necesariamente un test predictivo?', 'No. Un test preciso no es necesariamente un test predictivo.'],
  ])('given "%s" (%s), when read, then it asks "%s"', (sentence, language, question, answer) => {
    expect(notNecessarilyCard(sentence, language)).toEqual({ question, answer });
  });

  test.each([
    ["However, that's not necessarily the case.", 'en'], // no subject of its own
    ['This test is not necessarily a predictive test.', 'en'], // the subject points at the screen
    ['Este test no es necesariamente un test predictivo.', 'es'],
    ['Ein genauer Test ist nicht unbedingt ein prädiktiver Test.', 'de'], // no form for this language
  ])('given "%s" (%s), when read, then no card', (sentence, language) => {
    expect(notNecessarilyCard(sentence, language)).toBeUndefined();
  });
});
