import { namedSubjectCloze, namedSubjectClozeCards } from './named-subject-cloze.js';
import { prepareDocument } from './prepare-document.js';

// A name given at a sentence's end, then "It …" about it, on sentences written for these tests.

describe('a pronoun sentence after a naming', () => {
  test('given "… is called the fundamental theorem of calculus. It ties together …", when read, then the name is blanked in the second sentence', () => {
    expect(
      namedSubjectCloze(
        'This back and forth between integrals and derivatives is called the fundamental theorem of calculus.',
        'It ties together the two big ideas of integrals and derivatives, and shows how each one is an inverse of the other.',
      ),
    ).toEqual({ question: 'The _____ ties together the two big ideas of integrals and derivatives, and shows how each one is an inverse of the other.', answer: 'fundamental theorem of calculus' });
  });

  test('given a name the tagger reads as a noun before its verb, when cards are made, then the cloze passes the gates', () => {
    // "calculus ties together": the tagger calls "ties" a noun once the blank is filled; the sentence's reading makes it the verb.
    const naming = 'This back and forth between integrals and derivatives is called the fundamental theorem of calculus.';
    const next = 'It ties together the two big ideas of integrals and derivatives, and shows how each one is an inverse of the other.';
    const doc = prepareDocument({ kind: 'video', segments: [{ text: `${naming} ${next}`, start: 0, end: 20 }] }, 'en');
    expect(namedSubjectClozeCards(doc, 'en', 3, new Set(), new Set()).map((c) => c.answer)).toEqual(['fundamental theorem of calculus']);
  });

  test('given "Interestingly, it was … by X, but <a clause that points>", when read, then the cloze keeps the first clause without the comment', () => {
    expect(namedSubjectCloze('This shortcut is called the nested multiplication scheme.', 'Interestingly, it was first published by William Horner in 1819, but this was not the first time.')).toEqual({
      question: 'The _____ was first published by William Horner in 1819.',
      answer: 'nested multiplication scheme',
    });
  });

  test.each([
    ['This shortcut is called the nested multiplication scheme.', 'Interestingly, it was handed to us by this old book from the library.'], // the first clause points
    ['This shortcut is called the nested multiplication scheme.', 'So, it was first published by William Horner in 1819.'], // a connective leans on the sentence before
  ])('given "%s" then "%s", when read, then no cloze is made', (naming, next) => {
    expect(namedSubjectCloze(naming, next)).toBeUndefined();
  });

  test.each([
    ['The transformation that does nothing is called the identity transformation.', 'It leaves this vector here where it is.'], // the rest points at the screen
    ['A function like this is called an integral of x squared.', 'It gives the area under the parabola.'], // "an": the blank would give away its article
    ['The transformation that does nothing is called the identity transformation, for obvious reasons.', 'It leaves every vector unmoved.'], // the name does not end the sentence
    ['The transformation that does nothing is called the identity transformation.', 'It is easy.'], // too thin to recall a name from
  ])('given "%s" then "%s", when read, then no usable cloze is made', (naming, next) => {
    const found = namedSubjectCloze(naming, next);
    if (!found) return expect(found).toBeUndefined();
    // A pair the pattern takes must still fail the deck's gates.
    const doc = prepareDocument({ kind: 'video', segments: [{ text: `${naming} ${next}`, start: 0, end: 20 }] }, 'en');
    expect(namedSubjectClozeCards(doc, 'en', 3, new Set(), new Set())).toEqual([]);
  });

  test('given Spanish, when cards are made, then none are: the pronoun is dropped in Spanish', () => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text: 'Esto se llama el teorema fundamental del cálculo. Relaciona las integrales y las derivadas.', start: 0, end: 20 }] }, 'es');
    expect(namedSubjectClozeCards(doc, 'es', 3, new Set(), new Set())).toEqual([]);
  });
});
