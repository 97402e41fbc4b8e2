import type { DefinitionMatch } from './definition-patterns.js';
import { definitionRewritings, preferredReading, reviseMatch } from './definition-rewritings.js';

// Textbook-style sentences written for these tests.
describe('textbook definition rewritings in English', () => {
  test.each([
    ['Conversely, when a town collects more in fees than it spends, it runs a surplus.', 'When a town collects more in fees than it spends, it runs a surplus.'],
    ['Taken together, these rules form a code.', 'These rules form a code.'],
    ['A gift card, like a voucher, is a prepaid claim on a store’s goods.', 'A gift card is a prepaid claim on a store’s goods.'],
    ['If demand rises (although the figure does not show it), the economy may reach a boom, where output exceeds capacity.', 'If demand rises, the economy may reach a boom, where output exceeds capacity.'],
    ['Often called “dole money,” Jobseeker Support is a weekly payment to people out of work.', 'Jobseeker Support is a weekly payment to people out of work.'],
    ['Hubris—from the Greek for “pride”—is a confidence that invites its own downfall.', 'Hubris is a confidence that invites its own downfall.'],
    ['A lender, by contrast, is a party that gives money on credit.', 'A lender is a party that gives money on credit.'],
    // Said aloud: the subject, an aside, and the subject again.
    ["So caches, which is what this whole part is about, caches are small stores of recently used data.", 'Caches are small stores of recently used data.'],
  ])('given "%s", when rewritten, then "%s" is among the readings', (sentence, rewritten) => {
    expect(definitionRewritings(sentence)).toContain(rewritten);
  });

  test('given an aside between two different subjects, when rewritten, then no restart is read', () => {
    expect(definitionRewritings('Caches, which are small, buffers are larger stores of data.')).toEqual([]);
  });

  test('given a list opening on a noun ("Wheat, rice and maize are …"), when rewritten, then its first item is kept', () => {
    expect(definitionRewritings('Wheat, rice and maize are staple crops.')).toEqual([]);
  });
});

describe('preferred reading in English', () => {
  test('given "X (or Y), which are …", when read, then the first name is the one defined', () => {
    expect(preferredReading('Crowded cities often have informal markets (or street markets), which are markets outside any licence.')).toBe(
      'Crowded cities often have informal markets, which are markets outside any licence.',
    );
  });

  test('given "(or slightly more than …)", when read, then the qualification stays', () => {
    const sentence = 'Banks keep the minimum reserves (or slightly more than that minimum), which is the usual case.';
    expect(preferredReading(sentence)).toBe(sentence);
  });
});

describe('reading past citations in English', () => {
  test.each([
    ['A belief taken for a fact is known as dogma (Rivera, 2011).', 'A belief taken for a fact is known as dogma.'],
    ['Kinship was studied early (Hale 1904) by several writers.', 'Kinship was studied early by several writers.'],
    ['Crowds behave alike (Moreau et al. 2010; Lin 2012) in many towns.', 'Crowds behave alike in many towns.'],
    ['The idea is old (Ward, 1998, p. 12).', 'The idea is old.'],
  ])('given "%s", when read, then the citation is left out', (sentence, reading) => {
    expect(preferredReading(sentence)).toBe(reading);
  });

  test('given brackets without a year ("(GNP)", "(or field work)"), when read, then they stay', () => {
    const sentence = 'Gross national product (GNP) counts output, and field study (or field work) observes it.';
    expect(preferredReading(sentence)).toBe(sentence);
  });
});

describe('revising misread matches in English', () => {
  const match = (pattern: string, term: string, meaning: string): DefinitionMatch => ({ term, meaning, pattern, form: 'noun-phrase', plural: false, confidence: 0.8 });

  test.each([
    ['that-is', 'managed care and capitation', 'a flat amount per patient', 'Doctors are paid with managed care and capitation; that is, a flat amount per patient.'],
    ['which-refers', 'loans', 'lending to many kinds of customers', 'One strategy is for a bank to spread its loans, which means lending to many kinds of customers.'],
    ['names-previous', 'gold standard', 'Recall from the last chapter that money was once tied to gold', 'We call this the gold standard.'],
    ['names-previous', 'trade tally', 'A few decades ago, it was common to count the goods trucks carried', 'Economists call this the trade tally.'],
    ['copula', 'country', 'first divided into 3,000 areas', 'The country is first divided into 3,000 areas.'],
    ['copula', 'funding for the scheme', 'a levy collected from employers', 'The funding for the scheme is a levy collected from employers.'],
    ['copula', 'nod in Bulgaria', 'a sign of refusal', 'A nod in Bulgaria is a sign of refusal.'],
  ])('given a %s match of "%s" as "%s", when revised, then it is dropped', (pattern, term, meaning, sentence) => {
    expect(reviseMatch(match(pattern, term, meaning), sentence)).toBeUndefined();
  });

  test('given a "we call" meaning that ran into the name, when revised, then the modifier moves to the term', () => {
    const sentence = 'We call the market where banks make loans the primary loan market, while the resale market is the secondary one.';
    expect(reviseMatch(match('we-call', 'loan market', 'the market where banks make loans the primary'), sentence)).toEqual(
      expect.objectContaining({ term: 'primary loan market', meaning: 'the market where banks make loans' }),
    );
  });

  test('given a copula term "the X of a Y", when revised, then the concept is X', () => {
    expect(reviseMatch(match('copula', 'literacy rate of a country', 'the share of adults who can read and write'), 'The literacy rate of a country is the share of adults who can read and write.')).toEqual(
      expect.objectContaining({ term: 'literacy rate' }),
    );
  });

  test('given "X, those who …", when revised, then the meaning says "people who …"', () => {
    expect(reviseMatch(match('those-who', 'idle savers', 'those who have stopped putting money aside'), 'Idle savers, those who have stopped putting money aside, are few.')).toEqual(
      expect.objectContaining({ meaning: 'people who have stopped putting money aside' }),
    );
  });

  test('given the subject\'s own "which is" clause, when revised, then the meaning ends before the main verb', () => {
    const sentence = 'The land tax, which is a flat levy charged on every acre, funds the local schools.';
    expect(reviseMatch(match('which-is', 'land tax', 'a flat levy charged on every acre, funds the local schools'), sentence)).toEqual(
      expect.objectContaining({ meaning: 'a flat levy charged on every acre' }),
    );
  });

  test('given a sound match, when revised, then it is kept as it is', () => {
    const sound = match('that-is', 'GDP per capita', 'the GDP divided by the population');
    expect(reviseMatch(sound, 'We compute GDP per capita; that is, the GDP divided by the population.')).toBe(sound);
  });
});

describe('textbook definition rewritings in Spanish', () => {
  test('given a Spanish sentence opening on a connective, when rewritten, then it is not reshaped for the English patterns', () => {
    expect(definitionRewritings('Por el contrario, cuando el gobierno recauda más de lo que gasta, tiene superávit.')).toEqual([]);
  });

  test('given "X (o Y), que son …", when read, then the Spanish sentence is left as written', () => {
    const sentence = 'Las ciudades tienen mercados informales (o mercados callejeros), que son mercados sin licencia.';
    expect(preferredReading(sentence)).toBe(sentence);
  });
});
