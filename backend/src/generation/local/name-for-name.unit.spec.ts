import { namesOnlyAnotherName } from './name-for-name.js';

// Sentences written for these tests, after the forms of a world history textbook.
describe('a name glossed by another name', () => {
  test.each([
    ['a role and a name, its owner cut', 'Kangxi emperor', 'son Xuanye', 'The reforms went on under his son Xuanye, known as the Kangxi emperor.'],
    ['a name alone', 'Mengzi', 'Meng Ke', 'Later teachers such as Meng Ke (also known as Mengzi) argued that people are good.'],
    ['a story of the name the new name renames', 'Musa', 'The story of Moses', 'The story of Moses, called Musa, within Islam is told at length.'],
    ['a verb and a name', 'Dongbei', 'annex Manchuria', 'This gave the army an excuse to annex Manchuria (also called Dongbei) that year.'],
  ])('given %s ("%s — %s"), when checked, then it teaches nothing', (_kind, term, meaning, sentence) => {
    expect(namesOnlyAnotherName(term, meaning, sentence)).toBe(true);
  });

  test.each([
    ['a description naming someone', 'Carolus', 'Pippin’s son Charles', 'Pippin’s son Charles, known as Carolus, ruled the Franks.'],
    ['a named body by its full name', 'Dixiecrats', 'the States’ Rights Democrats', ''],
    ['a named movement with its article', 'Counter-Reformation', 'The Catholic Reformation', ''],
    ['a people said by their country and faith', 'Puritans', 'English Calvinists', ''],
    ['a people said by their place', 'Oirat', 'western Mongols', ''],
    ['an abbreviation spelled out', 'GIN', 'Generalized Inverted Index', 'GIN stands for Generalized Inverted Index.'],
    ['a kingdom, which bears a name', 'Nubia', 'the kingdom of Kush', 'Traders reached the kingdom of Kush, called Nubia by the Greeks.'],
    ['a story named apart from its person', 'Exodus', 'the story of Moses', 'The book tells the story of Moses and is called Exodus.'],
  ])('given %s ("%s — %s"), when checked, then it stays', (_kind, term, meaning, sentence) => {
    expect(namesOnlyAnotherName(term, meaning, sentence)).toBe(false);
  });
});
