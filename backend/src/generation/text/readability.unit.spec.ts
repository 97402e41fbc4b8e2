import { countSyllables, readability } from './readability.js';

describe('readability', () => {
  test('syllables come from wink-nlp\'s English syllable counter', () => {
    expect(countSyllables('cat')).toBe(1);
    expect(countSyllables('make')).toBe(1);
    expect(countSyllables('table')).toBe(2);
    expect(countSyllables('economics')).toBe(4);
  });

  test('simple prose grades lower than dense academic prose', () => {
    const simple = readability(['The cat sat on the mat.', 'It was a big cat.']);
    const dense = readability([
      'Macroeconomic stabilization policies notwithstanding, intertemporal substitution considerably complicates quantitative evaluation of countercyclical interventions.',
    ]);
    expect(simple.fleschKincaidGrade).toBeLessThan(4);
    expect(dense.fleschKincaidGrade).toBeGreaterThan(16);
    expect(simple.sentences).toBe(2);
  });
});
