import { createPhraseIndex } from './phrase-index.js';
import { stem } from './stem.js';
import { isStopWord } from './stop-words.js';
import { contentTerms, countWords, tokenize } from './tokens.js';

describe('tokens', () => {
  test('tokenize lower-cases, keeps inner hyphens and drops possessives', () => {
    expect(tokenize('The firm’s out-of-pocket costs, in 2015: $3.5 million!')).toEqual([
      'the', 'firm', 'out-of-pocket', 'costs', 'in', '2015', '3', '5', 'million',
    ]);
    expect(countWords('Two words')).toBe(2);
  });

  test('contentTerms drops stop words and numbers and stems the rest', () => {
    expect(contentTerms('The prices of goods are rising in 2021')).toEqual(['price', 'good', 'rise']);
    expect(isStopWord('The')).toBe(true);
    expect(isStopWord('market')).toBe(false);
  });

  test('stem (wink\'s Porter stemmer) folds plurals and common inflections to one form', () => {
    expect(stem('policies')).toBe(stem('policy'));
    expect(stem('prices')).toBe(stem('price'));
    expect(stem('producing')).toBe(stem('produced'));
    expect(stem('taxes')).toBe(stem('tax'));
    expect(stem('businesses')).toBe(stem('business'));
    expect(stem('efficiently')).toBe(stem('efficient'));
    expect(stem('transformations')).toBe(stem('transformation'));
    // Porter keeps distinct words apart.
    expect(stem('economics')).not.toBe(stem('economy'));
    expect(stem('analysis')).not.toBe(stem('analyst'));
  });

  test('a phrase index counts stemmed phrase occurrences, not across texts', () => {
    const index = createPhraseIndex(['Price controls are laws.', 'A price control fails.', 'Price', 'controls matter.']);
    expect(index.count('price controls')).toBe(2);
    expect(index.count('price')).toBe(3);
    expect(index.count('supply')).toBe(0);
  });

  test('given token lists shared by a document and its section, when both are indexed, then each counts its own texts', () => {
    const sentences = ['Price controls are laws.', 'A price control fails.', 'Rent control is a price control.'].map(tokenize);
    const whole = createPhraseIndex(sentences);
    const section = createPhraseIndex(sentences.slice(1));
    expect(whole.count('price controls')).toBe(3);
    expect(section.count('price controls')).toBe(2);
    expect(section.count('price control laws')).toBe(0);
    expect(createPhraseIndex([...sentences, 'Price controls']).count('price controls')).toBe(4);
  });
});
