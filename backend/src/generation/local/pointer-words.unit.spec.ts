import { POINTED_BLANK_FR_DE, POINTING_WORD_FR_DE } from './pointer-words.js';

// Short texts written for these tests, in the shapes translated lecture captions take.

describe('French and German words that point at what was said or shown', () => {
  test.each([
    ['fr', 'Ça donne la pente de la tangente.'],
    ['fr', 'Ici, la dérivée vaut zéro.'],
    ['fr', 'La somme de ces deux vecteurs.'],
    ['de', 'Hier sehen wir die Ableitung.'],
    ['de', 'Eine solche Funktion wächst schnell.'],
    ['de', 'Die Fläche dieses Rechtecks.'],
  ] as const)('given the %s text "%s", when it is read, then it points', (language, text) => {
    expect(POINTING_WORD_FR_DE[language].test(text)).toBe(true);
  });

  test.each([
    ['fr', 'La dérivée mesure la pente chez toutes les fonctions.'],
    ['fr', 'Un cercle est assez simple à décrire.'],
    ['de', 'Die Ableitung misst die Steigung der Tangente.'],
    ['de', 'Diesmal ist die Hierarchie flach.'],
  ] as const)('given the %s text "%s", when it is read, then it stands alone', (language, text) => {
    expect(POINTING_WORD_FR_DE[language].test(text)).toBe(false);
  });

  test.each([
    ['fr', "L'aire de ce _____ est la moitié de la base fois la hauteur."],
    ['de', 'Die Fläche dieses _____ ist ein halbes Quadrat.'],
  ] as const)('given the %s cloze "%s", when its blank is judged, then the blank names what is on the screen', (language, cloze) => {
    expect(POINTED_BLANK_FR_DE[language].test(cloze)).toBe(true);
  });

  test.each([
    ['fr', 'Le _____ mesure comment les aires changent.'],
    ['de', 'Die _____ misst, wie sich Flächen ändern.'],
  ] as const)('given the %s cloze "%s", when its blank is judged, then nothing points at it', (language, cloze) => {
    expect(POINTED_BLANK_FR_DE[language].test(cloze)).toBe(false);
  });
});
