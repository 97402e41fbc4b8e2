import { matchAcronymExpansions, spelledWords } from './acronym-expansions.js';

const expansions = (sentence: string) => matchAcronymExpansions(sentence).map((m) => [m.term, m.meaning]);

describe('matchAcronymExpansions', () => {
  test.each([
    ['XML, which stands for Extensible Markup Language, was the first popular format.', 'XML', 'Extensible Markup Language'],
    ['JSON stands for JavaScript Object Notation and it is used by web services.', 'JSON', 'JavaScript Object Notation'],
    ['HTTP stands for HyperText Transfer Protocol.', 'HTTP', 'HyperText Transfer Protocol'],
    ['The DMV stands for the Department of Motor Vehicles.', 'DMV', 'Department of Motor Vehicles'],
    ['CPU is short for central processing unit.', 'CPU', 'central processing unit'],
    ['so xml which stands for extensible markup language is older', 'XML', 'extensible markup language'],
    ['RBFS: recursive best-first search similar to DFS, but continues along a path', 'RBFS', 'recursive best-first search'],
    ['SPN - shortest process next', 'SPN', 'shortest process next'],
  ])('given "%s", when read, then %s stands for "%s"', (sentence, term, meaning) => {
    expect(expansions(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['a symbol standing for an idea', 'The flag stands for freedom and justice.'],
    ['a pronoun before "stands for"', 'What it stands for is the idea that people matter.'],
    ['words that do not spell the letters', 'GDP stands for the total value of goods produced.'],
    ['a label whose gloss does not spell it', 'IDA*: use the value as the cutoff cost'],
    ['a capitalised gloss', 'NOTE: Read the chapter before the lab.'],
  ])('given %s, when read, then nothing is spelled out', (_, sentence) => {
    expect(expansions(sentence)).toEqual([]);
  });
});

describe('spelledWords', () => {
  test('given words after the expansion, when spelled, then only the spelling words are counted', () => {
    expect(spelledWords('gin', ['Generalized', 'Inverted', 'Index', 'and', 'it', 'maps'])).toBe(3);
  });

  test('given a word that gives two letters, when spelled, then the next word gives the next letter', () => {
    expect(spelledWords('json', ['JavaScript', 'Object', 'Notation'])).toBe(3);
  });
});
