import { rejectDefinition } from './card-gates.js';
import { isAsideTerm, isNamedBusiness, isPredicateAdjective, judgesRatherThanDefines, namesOnlyAGenus } from './definition-asides.js';

// Definitions a pattern matched that a learner should not study, on sentences written for these tests.

describe('aside terms', () => {
  test.each([
    ['shoppers', false],
    ['customers', true], // "Customers are often impatient …": people in the example
    ['the children', true],
    ['legislators', true],
    ['price discrimination in the housing market', true], // a concept narrowed to the setting the text discusses
    ['conflict between neighbours', true],
    ['a dilemma for managers', true],
    ['money in circulation', false], // one bare word after the preposition belongs to a name
    ['barriers to entry', false],
    ['price discrimination', false],
  ])('given the term "%s", when judged, then it is an aside: %s', (term, aside) => {
    expect(isAsideTerm(term, 'en')).toBe(aside);
  });

  test('given a Spanish term for people, when judged, then the English word classes do not apply', () => {
    expect(isAsideTerm('los clientes', 'es')).toBe(false);
  });
});

describe('complements that judge rather than define', () => {
  test.each([
    ['tariff policy', 'a topic that divides the two parties'],
    ['voting rights', 'a civil liberties issue'],
    ['the new audit rule', 'a step toward making firms accountable for their suppliers'],
    ['public debate', 'part and parcel of a democracy'],
    ['teacher training', 'an ongoing process'],
    ['honesty', 'a personal matter'],
    ['wage data', 'a necessary part of planning the budget'],
    ['the merger', 'a question that the courts have not settled'],
    ['theory', "a mistake on Melville's part"], // a verdict with nothing saying which kind of mistake
    ['the reform', 'a complete disaster'],
  ])('given "%s — %s", when judged, then it judges', (term, meaning) => {
    expect(judgesRatherThanDefines(meaning, term, 'en')).toBe(true);
    expect(rejectDefinition(term, meaning, 'en')).toBe('non-definition');
  });

  test.each([
    ['wedge issue', 'an issue that splits the supporters of a party'], // the genus repeats the term's own head
    ['memory consolidation', 'the process of moving new learning into long-term memory'],
    ['recession', 'a serious problem that lasts for at least two quarters of falling output'], // a clause says which one
    ['collective bargaining', 'a negotiation between a union and an employer'],
    ['research design', 'a set of questions the study must answer'],
    ['a bug', 'a mistake in a program that makes it behave wrongly'], // the verdict is qualified: a kind of mistake
  ])('given "%s — %s", when judged, then it defines', (term, meaning) => {
    expect(judgesRatherThanDefines(meaning, term, 'en')).toBe(false);
  });

  test('given a Spanish complement, when judged, then the English word classes do not apply', () => {
    expect(judgesRatherThanDefines('un tema que divide a los partidos', 'la política arancelaria', 'es')).toBe(false);
  });
});

describe('predicate adjectives', () => {
  test.each([
    ['afraid his sister will tell their parents', true],
    ['quiet and you can hear the river', true],
    ['independent of any vote in the assembly', true],
    ['slow or unreliable, leaving staff without answers', true],
    ['nonexcludable and nonrival', false], // a property, whole, says what an adjective term means
    ['costly to exclude anyone from using it', false],
    ['economic output per person', false],
    ['a large retailer', false],
  ])('given the meaning "%s", when read, then it is a predicate adjective: %s', (meaning, predicate) => {
    expect(isPredicateAdjective(meaning, 'en')).toBe(predicate);
  });
});

describe('named businesses', () => {
  test.each([
    ['Zentrum', 'a multinational engineering conglomerate based in Austria', true],
    ['Shopwell', 'a large, online retailer that sells furniture', true],
    ['monopoly', 'a firm that is the only seller of a product', false], // a concept, written in lower case
    ['Medicare', 'a federal health insurance program for older people', false], // a program, not a business
  ])('given "%s — %s", when judged, then it names a business: %s', (term, meaning, named) => {
    expect(isNamedBusiness(term, meaning, 'en')).toBe(named);
  });
});

describe('a genus without a difference', () => {
  test.each([
    ['a part of the stomach', true],
    ['a set of rules', true],
    ['the kind of operant learning', true],
    ['a part of the stomach that stores bile', false], // a clause tells this part from the others
    ['a set of rules kept by the elders', false],
    ['an area of the hypothalamus', false], // a place says where, which tells it apart
  ])('given the meaning "%s", when read, then it names only a genus: %s', (meaning, bare) => {
    expect(namesOnlyAGenus(meaning, 'en')).toBe(bare);
  });

  test('given a Spanish genus, when read, then the English word classes do not apply', () => {
    expect(namesOnlyAGenus('un conjunto de reglas', 'es')).toBe(false);
  });
});
