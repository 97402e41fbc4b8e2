import { notJustCard, notJustCards } from './not-just-cards.js';
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
