import { isCaption, removeInlineReferences } from './boilerplate.js';

describe('captions', () => {
  test.each(['Figure 3.2: Supply and demand', 'Abbildung 15.1: Messung des Stromverbrauchs für SPAs.', 'Tabla 2. Valores', 'Tableau 3 – Résultats', 'Abb. 4 Aufbau'])(
    'given the caption "%s", when read, then it is apparatus', (text) => {
      expect(isCaption(text)).toBe(true);
    },
  );

  test('given a sentence that starts with a word like "Tabellen", when read, then it is not a caption', () => {
    expect(isCaption('Tabellen 3 Spalten sind üblich, sagt der Text.')).toBe(false);
    expect(isCaption('Tables of data help readers compare values.')).toBe(false);
  });
});

describe('the space a removed pointer leaves', () => {
  test('given a space before a full stop or comma, when cleaned, then the punctuation closes up', () => {
    expect(removeInlineReferences('Prices rise (see Figure 2) .')).toBe('Prices rise.');
    expect(removeInlineReferences('Supply falls , and prices rise.')).toBe('Supply falls, and prices rise.');
  });

  test('given a dot that opens a file type or a method, when cleaned, then it stays apart from the word before', () => {
    expect(removeInlineReferences('javac compiles source to .class bytecode.')).toBe('javac compiles source to .class bytecode.');
    expect(removeInlineReferences('Use .equals() to compare strings, not ==.')).toBe('Use .equals() to compare strings, not ==.');
  });
});
