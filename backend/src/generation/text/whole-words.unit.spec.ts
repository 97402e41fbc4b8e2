import { findWholeWords, findWholeWordsInLowerCase } from './whole-words.js';

describe('findWholeWords', () => {
  it('given a phrase inside a longer word, when searched, then only its whole-word use is found', () => {
    expect(findWholeWords('The laboratory studies the division of Labor.', 'labor')).toBe(39);
    expect(findWholeWords('The laboratory is closed.', 'labor')).toBe(-1);
  });

  it('given lower-case sentences joined by line breaks, when a phrase is searched, then it is found within a sentence and never across two', () => {
    const text = ['Opportunity cost is what you give up.', 'Cost curves slope upward.'].join('\n').toLowerCase();
    expect(findWholeWordsInLowerCase(text, 'opportunity cost')).toBe(0);
    expect(findWholeWordsInLowerCase(text, 'up. cost')).toBe(-1);
    expect(findWholeWordsInLowerCase(text, 'cost curves')).toBeGreaterThan(0);
  });

  it('given an empty phrase, when searched, then nothing is found', () => {
    expect(findWholeWordsInLowerCase('anything', '')).toBe(-1);
  });
});
