import { isCaption } from './boilerplate.js';

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
