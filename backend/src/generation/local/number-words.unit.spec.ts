import { LARGE_NUMBERS, NUMBER_WORDS, numberValue, numberWords } from './number-words.js';
import { anyWordOf, wordGroup } from './pointing-words.js';

describe('number words', () => {
  it.each([
    ['en', 'three'],
    ['es', 'tres'],
    ['fr', 'trois'],
    ['de', 'drei'],
  ] as const)('given the %s list, when the word at three is read, then it is "%s"', (language, word) => {
    expect(NUMBER_WORDS[language][3]).toBe(word);
  });

  it('given a range, when it is asked for, then both ends are in it and nothing beyond them', () => {
    expect(numberWords('en', 2, 5)).toEqual(['two', 'three', 'four', 'five']);
    expect(numberWords('es', 0, 3)).toEqual(['cero', 'uno', 'dos', 'tres']);
  });

  it('given a range past the list, when it is asked for, then it is refused rather than cut short', () => {
    expect(() => numberWords('es', 2, 12)).toThrow(RangeError);
    expect(() => numberWords('en', 5, 2)).toThrow(RangeError);
  });

  it.each([
    ['They came in two kinds.', true],
    ['The vector has three components.', true],
    ['Someone counted the pieces.', false],
    ['The network was sevenfold redundant.', false],
  ])('given "%s", when a count from two to seven is asked of, then only a whole number word is found: %s', (text, found) => {
    expect(anyWordOf(numberWords('en', 2, 7)).test(text)).toBe(found);
  });

  it('given a gate that stops at four, when "five" is said, then it is no count of that gate', () => {
    const upToFour = new RegExp(`^${wordGroup(numberWords('en', 2, 4), ['several'])}$`, 'i');
    expect(['Two', 'four', 'several'].every((w) => upToFour.test(w))).toBe(true);
    expect(['five', 'one', 'many'].some((w) => upToFour.test(w))).toBe(false);
  });

  it('given a Spanish range, when an English word is asked of it, then it is not a Spanish number', () => {
    const spanish = new RegExp(`^${wordGroup(numberWords('es', 0, 10))}$`, 'i');
    expect(spanish.test('Cinco')).toBe(true);
    expect(spanish.test('five')).toBe(false);
  });

  it.each(['twenty', 'hundred', 'billion'])('given "%s", when the larger numbers are asked of, then it is one', (word) => {
    expect(LARGE_NUMBERS).toContain(word);
    expect(NUMBER_WORDS.en).not.toContain(word);
  });

  it.each([
    ['en', 'Three', 3],
    ['es', 'cinco', 5],
    ['en', '4', 4],
    ['es', 'three', undefined],
    ['en', 'several', undefined],
  ] as const)('given the %s count "%s", when its value is asked, then it is %s', (language, said, value) => {
    expect(numberValue(language, said)).toBe(value);
  });
});

describe('word groups', () => {
  it('given words with an apostrophe and a space, when grouped, then either apostrophe and any spacing match', () => {
    const group = new RegExp(`^${wordGroup(["let's", 'divided by'])}$`, 'i');
    expect(['let’s', "Let's", 'divided  by'].every((w) => group.test(w))).toBe(true);
    expect(group.test('dividedby')).toBe(false);
  });
});
