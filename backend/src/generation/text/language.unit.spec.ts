import { baseLanguage, detectLanguage, segmentSentences, stopWords } from './language.js';

describe('language of a source', () => {
  test.each([
    ['en', 'A vector space is a set of objects that can be added together and multiplied by numbers, following a few rules.'],
    ['es', 'Un espacio vectorial es un conjunto de objetos que se pueden sumar y multiplicar por números siguiendo algunas reglas.'],
    ['fr', "Un espace vectoriel est un ensemble d'objets que l'on peut additionner et multiplier par des nombres selon quelques règles."],
    ['de', 'Ein Vektorraum ist eine Menge von Objekten, die man addieren und mit Zahlen multiplizieren kann, nach einigen Regeln.'],
  ])('given a %s text, when detected, then its language is found', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  test('given a caption track tag, when read, then its primary subtag is kept', () => {
    expect(baseLanguage('es-419')).toBe('es');
    expect(baseLanguage('')).toBeUndefined();
  });

  test('given Spanish text, when segmented, then Intl.Segmenter finds its sentences', () => {
    const spans = segmentSentences('¿Qué es un vector? Es una flecha. Tiene longitud y dirección.', 'es');
    expect(spans.map((s) => s.text)).toEqual(['¿Qué es un vector?', 'Es una flecha.', 'Tiene longitud y dirección.']);
  });

  test('given each language, when its stop words are read, then function words are in and terms are out', () => {
    expect(stopWords('en').has('the')).toBe(true);
    expect(stopWords('en').has('group')).toBe(false);
    expect(stopWords('es').has('los')).toBe(true);
    expect(stopWords('es').has('vector')).toBe(false);
    expect(stopWords('de').has('und')).toBe(true);
  });
});
