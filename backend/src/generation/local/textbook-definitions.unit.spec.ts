import { definitionRewritings, matchTextbookDefinitions, type TextbookContext } from './textbook-definitions.js';

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
      'Foreign portfolio flows—capital that crosses borders to buy shares and bonds—can reverse quickly.',
      'Foreign portfolio flows', 'capital that crosses borders to buy shares and bonds', 'dash-appositive',
    ],
  ])('given "%s", when read, then "%s" means "%s" (%s)', (sentence, term, meaning, pattern) => {
    expect(read(sentence)).toEqual([{ term, meaning, pattern }]);
  });

  test('given "We call this kind of good …" after a "What about …?" question, when read, then the question describes the term', () => {
    expect(read('We call this kind of good a club good.', { previous: 'What about a good that members pay to use but do not use up?' })).toEqual([
      { term: 'club good', meaning: 'a good that members pay to use but do not use up', pattern: 'names-described' },
    ]);
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
  ])('given "%s", when read, then nothing is defined', (sentence, overrides) => {
    expect(read(sentence, overrides)).toEqual([]);
  });
});

describe('textbook definition rewritings in English', () => {
  test.each([
    ['Conversely, when a town collects more in fees than it spends, it runs a surplus.', 'When a town collects more in fees than it spends, it runs a surplus.'],
    ['A gift card, like a voucher, is a prepaid claim on a store’s goods.', 'A gift card is a prepaid claim on a store’s goods.'],
    ['Crowded cities often have informal markets (or street markets), which are markets outside any licence.', 'Crowded cities often have informal markets, which are markets outside any licence.'],
    ['If demand rises (although the figure does not show it), the economy may reach a boom, where output exceeds capacity.', 'If demand rises, the economy may reach a boom, where output exceeds capacity.'],
  ])('given "%s", when rewritten, then "%s" is among the readings', (sentence, rewritten) => {
    expect(definitionRewritings(sentence)).toContain(rewritten);
  });

  test('given a list opening on a noun ("Wheat, rice and maize are …"), when rewritten, then its first item is kept', () => {
    expect(definitionRewritings('Wheat, rice and maize are staple crops.')).toEqual([]);
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
});
