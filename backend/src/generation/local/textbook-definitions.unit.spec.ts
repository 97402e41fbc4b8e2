import type { DefinitionMatch } from './definition-patterns.js';
import { definitionRewritings, matchTextbookDefinitions, preferredReading, reviseMatch, type TextbookContext } from './textbook-definitions.js';

// Textbook-style sentences written for these tests. Every phrase recurs and is named here first unless said.
const context = (overrides: Partial<TextbookContext> = {}): TextbookContext => ({ phraseCount: () => 3, namedBefore: () => false, ...overrides });
const read = (sentence: string, overrides: Partial<TextbookContext> = {}): { term: string; meaning: string; pattern: string }[] =>
  matchTextbookDefinitions(sentence, context(overrides)).map(({ term, meaning, pattern }) => ({ term, meaning, pattern }));

describe('textbook definition forms in English', () => {
  test.each([
    [
      'The first characteristic, that a shared pasture is nonexcludable, means that it is costly to keep anyone from grazing there.',
      'nonexcludable', 'costly to keep anyone from grazing there', 'quality-means',
    ],
    [
      'The second main feature of a club good, that it is excludable, means that when a member stops paying, the club can shut them out.',
      'excludable', 'when a member stops paying, the club can shut them out', 'quality-means',
    ],
    ['Instead, club goods have two defining characteristics: they are excludable and non-rival.', 'Club goods', 'excludable and non-rival', 'defining-list'],
    ['Recent decades have seen a shift in manufacturing, which economists call the global assembly line.', 'global assembly line', 'a shift in manufacturing', 'which-we-call'],
    [
      'Shops rely on what we call the settlement network, which moves money between banks at the end of each day.',
      'settlement network', 'moves money between banks at the end of each day', 'what-we-call',
    ],
    [
      'We call the situation in which the town floods, the farms fail, and the roads close a triple shock.',
      'triple shock', 'the situation in which the town floods, the farms fail, and the roads close', 'call-situation',
    ],
    ['A licence gives the holder the exclusive right to broadcast on a frequency for ten years.', 'licence', 'gives the holder the exclusive right to broadcast on a frequency for ten years', 'gives-right'],
    [
      'Most lawyers bill on a time-and-materials basis, which means that clients pay for every hour worked.',
      'time-and-materials', 'when clients pay for every hour worked', 'on-a-basis',
    ],
    [
      'The monetarist view on inflation holds that, over long periods, prices rise as fast as the money supply.',
      'monetarist view', 'the idea that over long periods, prices rise as fast as the money supply', 'view-holds',
    ],
    [
      'Pension funds are not retail banks, which are firms that accept deposits and lend them out.',
      'retail banks', 'firms that accept deposits and lend them out', 'which-are-kind',
    ],
    [
      'A buyer can then work out a bond’s fair price, which is the most that a buyer should pay for the bond.',
      'fair price', 'the most that a buyer should pay for the bond', 'which-is-bound',
    ],
    ['Those who hold the bonds become the firm’s creditors, or bondholders.', 'bondholders', 'the firm’s creditors', 'or-name'],
    [
      'Foreign portfolio flows—capital that crosses borders to buy shares and bonds—can reverse quickly.',
      'Foreign portfolio flows', 'capital that crosses borders to buy shares and bonds', 'dash-appositive',
    ],
  ])('given "%s", when read, then "%s" means "%s" (%s)', (sentence, term, meaning, pattern) => {
    expect(read(sentence)).toEqual([{ term, meaning, pattern }]);
  });

  test('given "X includes A, B, and C" for a term the text keeps using, when read, then the listing defines it', () => {
    expect(read('The category of working capital includes cash, stock on shelves, and money owed by customers.')).toEqual([
      { term: 'working capital', meaning: 'includes cash, stock on shelves, and money owed by customers', pattern: 'includes' },
    ]);
  });

  test.each([
    ['Working capital includes cash.', 3], // one member is an example, not a listing
    ['Working capital includes cash, stock, and money owed by customers.', 1], // said once: an aside
  ])('given "%s" (term said %i times), when read, then nothing is defined', (sentence, count) => {
    expect(read(sentence, { phraseCount: () => count })).toEqual([]);
  });

  test('given "types of G, ranging from A, in which …, to B, in which …", when read, then each kind is a type of G', () => {
    const sentence = 'There are several types of land tenure, ranging from freeholds, in which the owner holds the land forever, to leaseholds, in which a tenant holds it for a fixed term.';
    expect(read(sentence)).toEqual([
      { term: 'freeholds', meaning: 'a type of land tenure in which the owner holds the land forever', pattern: 'range-of-kinds' },
      { term: 'leaseholds', meaning: 'a type of land tenure in which a tenant holds it for a fixed term', pattern: 'range-of-kinds' },
    ]);
  });

  test('given "ranging from a few months to several years", when read, then nothing is defined', () => {
    expect(read('Deposits are held for a stated period, typically ranging from a few months to several years.')).toEqual([]);
  });

  test('given a list before the name, when read, then the name is the ending the text repeats', () => {
    const repeated = (phrase: string): number => (/^(?:trade protection|export subsidies)$/i.test(phrase) ? 3 : 1);
    expect(read('We call this combination of tariffs, quotas, and export subsidies trade protection, because it shields firms.', { phraseCount: repeated })).toEqual([
      { term: 'trade protection', meaning: 'the combination of tariffs, quotas, and export subsidies', pattern: 'call-combination' },
    ]);
  });

  test('given "We call this kind of good …" after a "What about …?" question, when read, then the question describes the term', () => {
    expect(read('We call this kind of good a club good.', { previous: 'What about a good that members pay to use but do not use up?' })).toEqual([
      { term: 'club good', meaning: 'a good that members pay to use but do not use up', pattern: 'names-described' },
    ]);
  });

  test.each([
    ['Sunk costs are easy to overlook.', 'They represent money already spent that cannot be recovered.', 'Sunk costs', 'represent money already spent that cannot be recovered'],
    ['The national debt is built up over time.', 'It is the sum of all past yearly deficits.', 'national debt', 'the sum of all past yearly deficits'],
  ])('given "%s" then "%s", when read, then the pronoun continues the subject', (previous, sentence, term, meaning) => {
    expect(read(sentence, { previous })).toEqual([{ term, meaning, pattern: 'pronoun-continues' }]);
  });

  test.each([
    ['The federal funds market is where banks lend reserves.', 'It is a market, as we explained before.'], // too short to say what it is
    ['The natural rate is not natural in that sense.', 'It is not a physical law.'],
    ['Inflation is hard to predict.', 'It is easy to see why.'],
  ])('given "%s" then "%s", when read, then nothing is defined', (previous, sentence) => {
    expect(read(sentence, { previous })).toEqual([]);
  });

  test('given "We call this X." after a "When …, …" sentence, when read, then its condition is the meaning', () => {
    expect(read('We call this ample liquidity.', { previous: 'When banks hold far more cash than the rules require, they have large idle balances.' })).toEqual([
      { term: 'ample liquidity', meaning: 'when banks hold far more cash than the rules require', pattern: 'names-described' },
    ]);
  });

  test.each([
    ['Since the price cut—an average saving of about ten dollars a month—sales have doubled.', { namedBefore: () => true }], // a comment on a thing named before
    ['Britain voted to leave the customs union—a move that was completed in 2020.', { namedBefore: () => true }],
    ['Prices rose sharply in the capital city—that is, the cost of rent doubled.', {}], // "that is" is read by the ordinary patterns
    ['We call this kind of good a club good.', {}], // nothing before to describe it
    ['The first characteristic, that a pasture is green, means that it is grass.', {}], // "grass" leaves no content meaning
    ['Apples, pears, or bananas are fruit.', {}], // a list, not "…, or other name"
    ['Shoppers who buy in bulk become regulars, or so the shops hope.', {}],
    ['Pension funds are not banks, which are firms that accept deposits and lend them out.', {}], // one word: the tail of what?
    ['Now draw the graph of 2 pi r, which is a straight line that has a slope 2 pi.', {}], // the clause describes the graph
  ])('given "%s", when read, then nothing is defined', (sentence, overrides) => {
    expect(read(sentence, overrides)).toEqual([]);
  });
});

describe('textbook definition rewritings in English', () => {
  test.each([
    ['Conversely, when a town collects more in fees than it spends, it runs a surplus.', 'When a town collects more in fees than it spends, it runs a surplus.'],
    ['Taken together, these rules form a code.', 'These rules form a code.'],
    ['A gift card, like a voucher, is a prepaid claim on a store’s goods.', 'A gift card is a prepaid claim on a store’s goods.'],
    ['If demand rises (although the figure does not show it), the economy may reach a boom, where output exceeds capacity.', 'If demand rises, the economy may reach a boom, where output exceeds capacity.'],
    ['Often called “dole money,” Jobseeker Support is a weekly payment to people out of work.', 'Jobseeker Support is a weekly payment to people out of work.'],
  ])('given "%s", when rewritten, then "%s" is among the readings', (sentence, rewritten) => {
    expect(definitionRewritings(sentence)).toContain(rewritten);
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

describe('revising misread matches in English', () => {
  const match = (pattern: string, term: string, meaning: string): DefinitionMatch => ({ term, meaning, pattern, form: 'noun-phrase', plural: false, confidence: 0.8 });

  test.each([
    ['that-is', 'managed care and capitation', 'a flat amount per patient', 'Doctors are paid with managed care and capitation; that is, a flat amount per patient.'],
    ['which-refers', 'loans', 'lending to many kinds of customers', 'One strategy is for a bank to spread its loans, which means lending to many kinds of customers.'],
    ['names-previous', 'gold standard', 'Recall from the last chapter that money was once tied to gold', 'We call this the gold standard.'],
    ['names-previous', 'trade tally', 'A few decades ago, it was common to count the goods trucks carried', 'Economists call this the trade tally.'],
    ['copula', 'country', 'first divided into 3,000 areas', 'The country is first divided into 3,000 areas.'],
    ['copula', 'funding for the scheme', 'a levy collected from employers', 'The funding for the scheme is a levy collected from employers.'],
  ])('given a %s match of "%s" as "%s", when revised, then it is dropped', (pattern, term, meaning, sentence) => {
    expect(reviseMatch(match(pattern, term, meaning), sentence)).toBeUndefined();
  });

  test('given a "we call" meaning that ran into the name, when revised, then the modifier moves to the term', () => {
    const sentence = 'We call the market where banks make loans the primary loan market, while the resale market is the secondary one.';
    expect(reviseMatch(match('we-call', 'loan market', 'the market where banks make loans the primary'), sentence)).toEqual(
      expect.objectContaining({ term: 'primary loan market', meaning: 'the market where banks make loans' }),
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

describe('textbook definition forms in Spanish', () => {
  // The written patterns are English; Spanish definitions come from the spoken naming forms. A Spanish sentence of
  // the same shape must not be misread as an English one.
  test.each([
    ['La primera característica, que un bien público es no excluible, significa que es costoso excluir a alguien.'],
    ['Los bienes públicos tienen dos características definitorias: son no excluibles y no rivales.'],
    ['Los flujos de capital—capital que cruza fronteras para comprar acciones—pueden revertirse.'],
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(read(sentence)).toEqual([]);
  });

  test('given a Spanish sentence opening on a connective, when rewritten, then it is not reshaped for the English patterns', () => {
    expect(definitionRewritings('Por el contrario, cuando el gobierno recauda más de lo que gasta, tiene superávit.')).toEqual([]);
  });

  test.each([
    ['Llamamos a la situación en la que el pueblo se inunda y las granjas fracasan un choque triple.'],
    ['Una licencia da al titular el derecho exclusivo de emitir en una frecuencia.'],
    ['La visión monetarista sostiene que, a largo plazo, los precios suben con la oferta monetaria.'],
    ['Quienes compran las acciones se convierten en los dueños de la empresa, o accionistas.'],
    ['Representan el costo de oportunidad de los recursos que la empresa ya posee.'],
    ['El capital de trabajo incluye el efectivo, las existencias y lo que deben los clientes.'],
    ['Hay varios tipos de tenencia, desde la propiedad plena, en la que el dueño conserva la tierra, hasta el arriendo.'],
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(read(sentence)).toEqual([]);
  });

  test('given "X (o Y), que son …", when read, then the Spanish sentence is left as written', () => {
    const sentence = 'Las ciudades tienen mercados informales (o mercados callejeros), que son mercados sin licencia.';
    expect(preferredReading(sentence)).toBe(sentence);
  });
});
