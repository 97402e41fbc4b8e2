import { wordGroup } from './pointing-words.js';
import { ARITHMETIC_WORDS, DIVIDED_BY, OPERATORS, OVER, POWERS } from './spoken-arithmetic.js';

describe('spoken arithmetic', () => {
  const between = (...groups: string[][]): RegExp => new RegExp(String.raw`\b\p{Ll}\s+${wordGroup(...groups)}\s+\p{Ll}\b`, 'iu');

  it.each(['x plus y', 'a minus b', 'n times k'])('given "%s", when an operator between two values is asked of, then it is found', (text) => {
    expect(between(OPERATORS).test(text)).toBe(true);
  });

  it('given "divided by" said with any spacing, when the group is asked of, then it is one operator', () => {
    expect(between(DIVIDED_BY).test('f divided  by g')).toBe(true);
  });

  it('given "over", when a gate leaves it out, then "a change over time" is no arithmetic; when it asks for it, then "f over g" is', () => {
    expect(new RegExp(String.raw`\b${wordGroup(OPERATORS, POWERS)}\b`, 'i').test('a change over time')).toBe(false);
    expect(between(OPERATORS, OVER).test('f over g')).toBe(true);
  });

  it.each(['times', 'over', 'divided', 'equals', 'squared', 'cubed'])('given the word "%s", when every arithmetic word is asked of, then it is one', (word) => {
    expect(ARITHMETIC_WORDS).toContain(word);
  });

  it.each(['sum', 'product', 'power'])('given the name "%s", when every arithmetic word is asked of, then a name of a result is not one', (word) => {
    expect(ARITHMETIC_WORDS).not.toContain(word);
  });
});
