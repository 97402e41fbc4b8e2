import { opensOnAClause } from './naming-clauses.js';

// Named things written for these tests.
describe('a named thing read back to a clause (English)', () => {
  test.each([
    ['The royal council gave each settler'], // "…gave each settler, known as a colonist, the right to …"
    ['The Romans banned the games, but wherever they went, the soldiers'], // a clause after ", but"
    ['The clay tablets indicate that the ruler of these towns'],
    ['the tax ceiling, but it also reduced spending and created automatic cuts'],
  ])('given "%s", when checked, then it is a clause, not what the name names', (meaning) => {
    expect(opensOnAClause(meaning)).toBe(true);
  });

  test.each([
    ['the royal governor of the province'],
    ['a fluid filled with dissolved salts'], // a participle with its preposition
    ['the interest the bank pays on deposits'], // a contact relative
    ['the time it takes to pass a bill'],
    ['a group of rulers who came to power after the war'],
    ['power made legitimate by written rules'], // an irregular participle
    ['the enzyme-filled “cap” of the cell'], // a hyphenated modifier
    ['institutions made up of several member states'],
  ])('given "%s", when checked, then it is a noun phrase', (meaning) => {
    expect(opensOnAClause(meaning)).toBe(false);
  });
});
