import { editDistance, gradeTypedAnswer, normalizeAnswer } from './typed-answer.js';

describe('lenient grading of typed answers', () => {
  it('ignores case, punctuation, articles and plurals', () => {
    expect(gradeTypedAnswer('price ceiling', 'The Price Ceilings!')).toBe(true);
    expect(gradeTypedAnswer('Free rider', 'a free-rider')).toBe(true);
    expect(normalizeAnswer('The Price Ceilings!')).toBe(normalizeAnswer('price ceiling'));
  });

  it('forgives a near-miss spelling, but not a different word', () => {
    expect(gradeTypedAnswer('adverse selection', 'advrese selection')).toBe(true);
    expect(gradeTypedAnswer('moral hazard', 'moral hazzard')).toBe(true);
    expect(gradeTypedAnswer('price floor', 'price ceiling')).toBe(false);
    expect(gradeTypedAnswer('tax', 'tab')).toBe(false);
    expect(editDistance('abcd', 'abdc')).toBe(1);
  });

  it('accepts the acronym or the name alone for a term given with its acronym', () => {
    expect(gradeTypedAnswer('gross domestic product (GDP)', 'GDP')).toBe(true);
    expect(gradeTypedAnswer('gross domestic product (GDP)', 'gross domestic product')).toBe(true);
  });

  it('counts a blank answer as wrong', () => {
    expect(gradeTypedAnswer('deductible', '   ')).toBe(false);
    expect(gradeTypedAnswer('deductible', null)).toBe(false);
  });
});
