import { editDistance, gradeTypedAnswer, normalizeAnswer, type SynonymCheck } from './typed-answer.js';

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

  it('given no synonym check, when a synonym is typed, then it is wrong; given one, then the check decides', () => {
    expect(gradeTypedAnswer('price', 'cost')).toBe(false);
    const synonyms: SynonymCheck = (expected, given) => expected === 'price' && given === 'cost';
    expect(gradeTypedAnswer('price', 'cost', synonyms)).toBe(true);
    expect(gradeTypedAnswer('price', 'quantity', synonyms)).toBe(false);
    // A blank is never a synonym.
    expect(gradeTypedAnswer('price', '  ', () => true)).toBe(false);
  });
});
