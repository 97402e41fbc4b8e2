import { stem } from '../../generation/text/stem.js';
import { inverseDocumentFrequency, questionWords, textStems, wordStems } from './question-terms.js';

describe('question words', () => {
  it('keeps topic words and drops stop words and the words people use to ask', () => {
    expect(questionWords('Can you briefly explain what opportunity cost means?')).toEqual(['opportunity', 'cost']);
    expect(questionWords('What is the difference between M1 and M2?')).toEqual(['m1', 'm2']);
    expect(questionWords('Summarize the key ideas of these notes, please')).toEqual([]);
  });

  it('splits hyphenated and possessive forms into plain words, once per stem', () => {
    expect(questionWords('Keynes’s view of out-of-pocket costs and cost')).toEqual(['keynes', 'view', 'pocket', 'costs']);
    expect(questionWords('tax; DROP TABLE users; -- & | ! :*')).toEqual(['tax', 'drop', 'table', 'users']);
  });

  it('given a hyphenated word with a one-letter part, when asked, then it is one word closed up, as the index spells it too', () => {
    expect(questionWords('What is a T-account?')).toEqual(['taccount']);
    expect(questionWords('Define e-readiness and X-ray')).toEqual(['ereadiness', 'xray']);
    expect(textStems('Banks keep a T-account')).toContain(stem('taccount'));
    // Longer parts stay words of their own.
    expect(questionWords('What is fee-for-service?')).toEqual(['fee', 'service']);
  });

  it('keeps at most 16 words', () => {
    const many = Array.from({ length: 30 }, (_, i) => `topic${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    expect(questionWords(many)).toHaveLength(16);
  });

  it('weights rare words more; a word no passage has weighs like a word in one passage', () => {
    expect(inverseDocumentFrequency(1, 1000)).toBeGreaterThan(inverseDocumentFrequency(100, 1000));
    expect(inverseDocumentFrequency(0, 1000)).toBe(inverseDocumentFrequency(1, 1000));
    expect(inverseDocumentFrequency(1000, 1000)).toBeGreaterThan(0);
    expect(inverseDocumentFrequency(0, 0)).toBeGreaterThan(0);
  });

  it('given a hyphenated word in the text, when matched, then its parts and its closed-up spelling count as the word (English and Spanish)', () => {
    expect(wordStems('non-rival')).toEqual(expect.arrayContaining([stem('rival'), stem('nonrival')]));
    expect(textStems('Doctors paid fee-for-service')).toEqual(expect.arrayContaining([stem('fee'), stem('service'), stem('feeforservice')]));
    expect(textStems('un análisis costo-beneficio')).toEqual(expect.arrayContaining([stem('costo'), stem('beneficio'), stem('costobeneficio')]));
    expect(wordStems('copayment')).toEqual([stem('copayment')]);
    expect(wordStems('the')).toEqual([]);
  });
});
