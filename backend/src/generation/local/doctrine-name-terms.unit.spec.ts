import { doctrineNameBefore } from './doctrine-name-terms.js';

// Sentences written for these tests.
describe('a capitalised doctrine named before its appositive', () => {
  test.each([
    ['Laozi is remembered as the founder of Taoism', 'a philosophy that prizes harmony with nature', 'Taoism'],
    ['Many readers first met the ideas of Stoicism', 'a school of thought that teaches calm acceptance', 'Stoicism'],
    ['Scientology', 'a movement that began in the twentieth century', 'Scientology'],
  ])('given "%s, %s", when read, then the doctrine is "%s"', (before, gloss, term) => {
    expect(doctrineNameBefore(before, gloss)).toBe(term);
  });

  test.each([
    ['The visitors came from Cardiff', 'a city in the west'], // not a doctrine's word form
    ['The scholars studied Japanese Taoism', 'a philosophy that prizes harmony with nature'], // a longer name
    ['Some schools of thought, such as Taoism', 'a philosophy that prizes harmony'], // an example
    ['The book was written in praise of Taoism', 'the book that Laozi left behind'], // the gloss names no kind of doctrine
  ])('given "%s, %s", when read, then no doctrine is named', (before, gloss) => {
    expect(doctrineNameBefore(before, gloss)).toBeUndefined();
  });
});
