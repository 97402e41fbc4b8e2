import { addressesReader, isExampleOrExercise, startsWithAnaphora, withoutLineLabel, withoutSpokenOpener } from './sentence-quality.js';

describe('a sentence that needs the one before it', () => {
  test.each([
    'Doing so, FDR argued, would ensure the long-term durability of classical liberalism.',
    'In doing so, the court widened the reach of the clause.',
    'These special vectors are called eigenvectors.',
    'As a result, prices rise.',
  ])('given "%s", when checked, then it leans on the previous sentence', (sentence) => {
    expect(startsWithAnaphora(sentence)).toBe(true);
  });

  test.each([
    'Doing homework every day improves retention.',
    'Social justice results when individual liberties are protected.',
    'Sociologists use the term social stratification to describe the system of social standing.',
  ])('given "%s", when checked, then it stands alone', (sentence) => {
    expect(startsWithAnaphora(sentence)).toBe(false);
  });
});

describe('how a sentence leans, instructs or addresses, in Spanish, French and German', () => {
  test.each([
    ['es', 'Esto significa que el vector crece.', true, false, false],
    ['es', 'Tómate un momento para pensar en todos los vectores.', false, true, false],
    ['es', 'Cuando tienes un par de números, piensa en cada coordenada.', false, false, true],
    ['es', 'El vector es una flecha que apunta en el espacio.', false, false, false],
    ['fr', 'Cela veut dire que la fonction croît.', true, false, false],
    ['fr', 'Imaginez une fonction qui double à chaque pas.', false, true, false],
    ['fr', 'La dérivée mesure le changement instantané.', false, false, false],
    ['de', 'Dann wächst die Funktion schneller.', true, false, false],
    ['de', 'Stell dir eine Funktion vor, die sich verdoppelt.', false, true, true],
    ['de', 'Die Ableitung misst die momentane Änderung.', false, false, false],
  ])('given the %s sentence "%s", when read, then it leans back %s, instructs %s, addresses the listener %s', (language, sentence, leans, instructs, addresses) => {
    expect([startsWithAnaphora(sentence, language), isExampleOrExercise(sentence, language), addressesReader(sentence, language)]).toEqual([leans, instructs, addresses]);
  });

  test('given a Spanish sentence, when read, then the English patterns do not judge it ("Take" opens no instruction there)', () => {
    expect(isExampleOrExercise('Take es una palabra inglesa.', 'es')).toBe(false);
    expect(isExampleOrExercise('Take the derivative of both sides.', 'en')).toBe(true);
  });
});

describe('a line label before a sentence that names its own subject', () => {
  test.each([
    ['Lexical analyzer: The lexical analyzer gathers characters into tokens.', 'The lexical analyzer gathers characters into tokens.'],
    ['CSMA/CD: CSMA/CD is the protocol devices in one Ethernet use to talk.', 'CSMA/CD is the protocol devices in one Ethernet use to talk.'],
    ['Intermediate code generator (ICG): The ICG turns the tree into code.', 'Intermediate code generator (ICG): The ICG turns the tree into code.'],
    ['Definition: A group is a set with an associative operation.', 'Definition: A group is a set with an associative operation.'],
  ])('given "%s", when the label is dropped, then "%s" is read', (line, expected) => {
    expect(withoutLineLabel(line)).toBe(expected);
  });
});

describe('spoken openers before a claim', () => {
  test.each([
    ['Well the graph of the natural log of x can be thought of as an implicit curve.', 'The graph of the natural log of x can be thought of as an implicit curve.'],
    ['There is no doubt that the ability to frame analytic facts geometrically is very useful.', 'The ability to frame analytic facts geometrically is very useful.'],
    ["Symbolically you'd write this as the integral of a sum is the sum of the integrals.", 'The integral of a sum is the sum of the integrals.'],
  ])('given a caption opening without its comma or on a frame "%s", when the opener is dropped, then the claim is left', (sentence, claim) => {
    expect(withoutSpokenOpener(sentence, 'en')).toBe(claim);
  });

  test.each([
    'Now that we have the derivative, the rest is algebra.',
    'Well-known results still need a proof.',
    'Now this tiny triangle is similar to the larger one.',
    'Now the first part of that is going to be the usual positive fourth root of 2.',
    "You'd write this as a fraction over two.",
  ])('given "%s", when the opener is read, then the sentence stays whole (no claim opens on "the")', (sentence) => {
    expect(withoutSpokenOpener(sentence, 'en')).toBe(sentence);
  });
});
