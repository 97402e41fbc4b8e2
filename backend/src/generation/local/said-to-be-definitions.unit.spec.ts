import { matchSaidToBe } from './said-to-be-definitions.js';

// Sentences written for these tests.
const defs = (sentence: string): [string, string][] => matchSaidToBe(sentence).map((d) => [d.term, d.meaning]);

describe('a state named by the condition that earns it (English)', () => {
  test.each([
    ['When a cell holds two identical copies of a chromosome, it is said to be diploid for that chromosome.', 'diploid', 'when a cell holds two identical copies of a chromosome'],
    ['If no court above it can overturn its rulings, that court is said to have final jurisdiction.', 'final jurisdiction', 'when no court above it can overturn its rulings'],
    ['When workers follow the norms of their trade without being told, they are said to be doing professionalism.', 'doing professionalism', 'when workers follow the norms of their trade without being told'],
    ['When the fee equals the expected payout, the price of the policy is said to be “fair.”', 'fair', 'when the fee equals the expected payout'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['When the harvest failed, the family was said to be ruined.'], // a story in the past
    ['When prices fall, consumers are said to be better off.'], // a comparison, not a property
    ['When this happens, they are said to be stable.'], // the condition points back
    ['Siddhartha was said to have given up a comfortable life.'], // no condition
    ['When the two meet, the monk is said to have given up his wealth.'], // an event, not a property
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a Spanish sentence, when read, then nothing is defined (the naming words are English)', () => {
    expect(defs('Cuando una célula tiene dos copias idénticas, se dice que es diploide.')).toEqual([]);
  });
});
