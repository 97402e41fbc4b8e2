import { isStandaloneItem } from './standalone-items.js';

describe('a line set alone on a slide', () => {
  test.each([
    ['en', 'Iterative improvement algorithms take constant space'],
    ['en', 'We index into one dimensional objects (vectors and lists) using [ ]'],
    ['de', 'Der Iterator ist eine Alternative zur for-Schleife'],
    ['de', 'Ausreißer beeinflussen die Varianz stark, da Bezugsgröße der Mittelwert ist'],
  ])('given a %s sentence, when judged, then it is an item', (language, line) => {
    expect(isStandaloneItem(line, language)).toBe(true);
  });

  test.each([
    ['a title in capitals', 'THESE ARE THE TWO BASIC SEARCH ALGORITHMS', 'en'],
    ['a title in title case', 'Search Algorithms Explore the Whole State Space', 'en'],
    ['a topic with a verb only in its aside', 'Uniform-cost search (this is not a heuristic algorithm)', 'en'],
    ['a noun phrase', 'Three main conditional statements in R', 'en'],
    ['a German noun phrase', 'Maße der zentralen Tendenz für metrische Variablen', 'de'],
    ['a Spanish sentence, whose verbs are not read', 'El planificador elige el siguiente proceso listo', 'es'],
  ])('given %s, when judged, then it stays a heading', (_case, line, language) => {
    expect(isStandaloneItem(line, language)).toBe(false);
  });
});
