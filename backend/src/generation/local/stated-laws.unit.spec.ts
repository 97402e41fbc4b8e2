import { matchStatedLaw } from './stated-laws.js';

// Sentences written for these tests.
const law = (sentence: string): [string, string] | undefined => {
  const m = matchStatedLaw(sentence);
  return m && [m.term, m.meaning];
};

describe('a law named and then stated after a colon (English)', () => {
  test.each([
    ['Boyle’s law: The pressure of a gas rises as its volume shrinks at a fixed temperature.', 'Boyle’s law', 'The pressure of a gas rises as its volume shrinks at a fixed temperature'],
    ['Newton’s third law: Every force has an equal and opposite partner force.', 'Newton’s third law', 'Every force has an equal and opposite partner force'],
    ['The law of diminishing returns: Each added worker adds less output than the one before.', 'law of diminishing returns', 'Each added worker adds less output than the one before'],
  ])('given "%s", when read, then "%s" is what the statement says', (sentence, term, meaning) => {
    expect(law(sentence)).toEqual([term, meaning]);
  });

  test.each([
    ['The rule: Do not run in the hallway.'], // no name of its own
    ['Newton’s third law: we will come back to it later.'], // no statement of its own
    ['The main idea is simple: Every force has a partner.'], // no law named
  ])('given "%s", when read, then no law is defined', (sentence) => {
    expect(law(sentence)).toBeUndefined();
  });
});
