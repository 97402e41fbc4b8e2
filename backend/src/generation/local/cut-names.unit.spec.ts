import { isCutFromLongerName, isPartOfName, sameMeaning } from './cut-names.js';

// Sentences written for these tests; `counts` stands for the document's phrase counts.
const counts = (known: Record<string, number>) => (phrase: string): number => known[phrase] ?? 0;

describe('a term cut from a longer name the text uses (English)', () => {
  test('given "is called the paradox of thrift" read as "paradox", when checked, then the term is cut', () => {
    const quote = 'Saving more in a slump while income falls is called the paradox of thrift.';
    expect(isCutFromLongerName('paradox', quote, counts({ paradox: 1, 'paradox of thrift': 1 }))).toBe(true);
  });

  test('given "writ of mandamus" always written whole and read as "mandamus", when checked, then the term is cut', () => {
    const quote = 'The plaintiff asked for a writ of mandamus, an order compelling an official to act.';
    expect(isCutFromLongerName('mandamus', quote, counts({ mandamus: 3, 'writ of mandamus': 3 }))).toBe(true);
  });

  test('given a hyphenated name read as its first word, when checked, then the term is cut', () => {
    const quote = 'Most states use what is called the first-past-the-post rule.';
    expect(isCutFromLongerName('first', quote, counts({}))).toBe(true);
  });

  test('given "the supply of cobalt, a metal used in batteries" written once, when checked, then "cobalt" is whole', () => {
    const quote = 'One firm controlled the supply of cobalt, a metal used in batteries.';
    expect(isCutFromLongerName('cobalt', quote, counts({ cobalt: 1, 'supply of cobalt': 1 }))).toBe(false);
  });

  test('given a term also written on its own, when checked, then it is whole', () => {
    const quote = 'A bill of rights is a list of the liberties a nation guarantees.';
    expect(isCutFromLongerName('bill of rights', quote, counts({ 'bill of rights': 2 }))).toBe(false);
    const other = 'The firm faced strong competition, a rivalry between sellers.';
    expect(isCutFromLongerName('competition', other, counts({ competition: 5, 'strong competition': 2 }))).toBe(false);
  });

  test('given "of" after a bracket, when checked, then the bracket ends the name', () => {
    const quote = 'The thickening (also called callosity) of the outer layer protects the sole.';
    expect(isCutFromLongerName('callosity', quote, counts({ callosity: 1, 'callosity of the outer': 1 }))).toBe(false);
  });
});

describe('a part of a name beside the whole', () => {
  test.each([
    ['base', 'base of the skull', true],
    ['contract', 'social contract', true],
    ['anxiety', 'anxiety disorders', true],
    ['skull', 'skull', false],
    ['rate', 'interest rate risk', false],
  ])('given "%s" and "%s", when compared, then part of the name is %s', (part, name, expected) => {
    expect(isPartOfName(part, name)).toBe(expected);
  });

  test('given two readings of one naming, when compared, then they mean the same; two clauses do not', () => {
    expect(sameMeaning('The floor of the brain case', 'the floor of the brain case')).toBe(true);
    expect(sameMeaning('a normal reaction to stress', 'feelings of worry that last for months')).toBe(false);
  });
});
