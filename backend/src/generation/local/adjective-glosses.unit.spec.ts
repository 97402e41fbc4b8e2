import { matchAdjectiveGlosses } from './adjective-glosses.js';

// Sentences written for these tests.
const defs = (sentence: string): [string, string][] => matchAdjectiveGlosses(sentence).map((d) => [d.term, d.meaning]);

describe('a property glossed after the copula that ascribes it (English)', () => {
  test.each([
    ['A good theory is also testable, or capable of being checked against data.', 'testable', 'means capable of being checked against data'],
    ['Most diseases are multifactorial: caused by more than one factor.', 'multifactorial', 'means caused by more than one factor'],
    ['Civil rights are inviolable: they cannot be suspended by any court.', 'inviolable', 'describes things that cannot be suspended by any court'],
    ['A proof is deductive: It is derived from axioms by rules of logic, regardless of the field.', 'deductive', 'describes something that is derived from axioms by rules of logic'],
    ['Such duties are binding—that is, they cannot be waived by either party.', 'binding', 'describes things that cannot be waived by either party'],
  ])('given "%s", when read, then "%s" %s', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['Rules are neutral—that is, they may seem fair to everyone.'], // a hedge, not what the property is
    ['The benefits are tangible: better roads, safer towns, and lower taxes.'], // a list of instances
    ['Some children are stuck, or fixated, in that stage.'], // a one-word synonym of a participle
    ['Comparative advantage can be dynamic—that is, it can change over time.'], // a possibility, not a property stated
    ['The rulers are rational: they make strategic choices.'], // what they do, not what the word means
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});
