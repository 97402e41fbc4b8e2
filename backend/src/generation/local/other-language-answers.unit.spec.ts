import { isWrittenInEnglishInstead } from './other-language-answers.js';

describe('text in English on a deck in another language', () => {
  test.each([
    ['Returns true if this collection changed as a result of the call. boolean remove(E e).', 'de'],
    ['A collections framework is a unified architecture for representing and manipulating collections.', 'de'],
    ['The gradient points in the direction of the steepest ascent of the function.', 'fr'],
  ])('given "%s" on a deck in "%s", when read, then it is in English instead', (text, language) => {
    expect(isWrittenInEnglishInstead(text, language)).toBe(true);
  });

  test.each([
    ['Die Klasse HashMap implementiert das Interface Map.', 'de'], // English names in a German sentence
    ['HashMaps wissen nichts über die Reihenfolge ihres Inhalts.', 'de'],
    ['Le gradient indique la direction de la plus forte pente de la fonction.', 'fr'],
    ['boolean add(E e) void clear() int size()', 'de'], // code carries no function words
    ['The gradient points in the direction of the steepest ascent.', 'en'], // an English deck
  ])('given "%s" on a deck in "%s", when read, then it is the deck\'s own', (text, language) => {
    expect(isWrittenInEnglishInstead(text, language)).toBe(false);
  });
});
