import { anyWordOf, DEMONSTRATIVES, MENTIONS_DEMONSTRATIVE, PLACE_POINTERS, POINTS_AT_SCREEN, POINTS_BACK, THING_PRONOUNS } from './pointing-words.js';
import { LET_US, SPEAKER } from './speaker-words.js';

describe('pointing words', () => {
  it.each([
    ['The spread of a rumour is a textbook example of this kind of growth.', true, true, true],
    ['The vector here has length one.', false, true, true],
    ['Then they cross at a single point.', false, false, true],
    ['The sum of two odd numbers is even.', false, false, false],
  ])('given "%s", when each question is asked, then a demonstrative / the screen / anything before is found as listed', (text, demonstrative, screen, back) => {
    expect(MENTIONS_DEMONSTRATIVE.test(text)).toBe(demonstrative);
    expect(POINTS_AT_SCREEN.test(text)).toBe(screen);
    expect(POINTS_BACK.test(text)).toBe(back);
  });

  it('given "that" joining a clause, when anything pointing back is asked of, then it is not a pointer', () => {
    expect(POINTS_BACK.test('The proof shows that the sum of two odd numbers is even.')).toBe(false);
  });

  it('given a possessive, when the pronoun alone is asked of, then "its" is not "it"', () => {
    expect(POINTS_BACK.test('A function keeps its value on the whole interval.')).toBe(false);
  });

  it.each(["It's a rotation.", 'It’s a rotation.', "They're equal."])('given the contraction "%s", when pointing back is asked of, then the pronoun in it is found', (text) => {
    expect(POINTS_BACK.test(text)).toBe(true);
  });

  it.each(["Let's say the rate is constant.", 'Let’s say the rate is constant.'])('given "%s", when the groups a gate names are asked of, then either apostrophe is found', (text) => {
    const pointingOrSpeaker = anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, SPEAKER, LET_US);
    expect(pointingOrSpeaker.test(text)).toBe(true);
    expect(anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, SPEAKER).test(text)).toBe(false);
  });

  it('given a word inside another, when it is asked of, then only whole words count', () => {
    expect(anyWordOf(PLACE_POINTERS, THING_PRONOUNS).test('Therefore the item is theirs.')).toBe(false);
  });
});
