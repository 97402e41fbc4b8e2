import { matchTextbookDefinitions, type TextbookContext } from './textbook-definitions.js';

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
    ['Years of surveys have revealed that most of these firms began as family shops.', 'They represent small stores that grew over many decades.'], // "they" are the firms reported on
    ['The market is nearly saturated, and the firm is large enough to set prices.', 'It is the only seller in the region that owns a factory.'], // two subjects before "it"
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
    ['Energy comes at two scales, the energy of a moving car, or a microscopic scale, which we call thermal energy.', {}], // the last of two joined things
  ])('given "%s", when read, then nothing is defined', (sentence, overrides) => {
    expect(read(sentence, overrides)).toEqual([]);
  });
});

describe('dash glosses (English)', () => {
  test.each([
    [
      'In the absence of any courts—what Locke called the natural condition—each person would judge their own case.',
      'natural condition', 'the absence of any courts', 'dash-what-named',
    ],
    [
      'Leaders must foster among the people a shared civic feeling—what Rousseau calls a civil faith—that binds them together.',
      'civil faith', 'a shared civic feeling', 'dash-what-named',
    ],
    ['The rising focus on thrift—a lifestyle shaped by saving rather than spending—has changed how shops advertise.', 'thrift', 'a lifestyle shaped by saving rather than spending', 'dash-appositive'],
  ])('given "%s", when read, then "%s" means "%s" (%s)', (sentence, term, meaning, pattern) => {
    expect(read(sentence)).toContainEqual({ term, meaning, pattern });
    // Set off by dashes, the name closes its aside: the main clause after it is no gloss.
    expect(read(sentence).filter((d) => d.pattern === 'what-named')).toEqual([]);
  });

  test('given a sentence opening on a term named before and its dash gloss, when read, then it is defined, without bracketed examples', () => {
    expect(read('Daily chores—the small tasks that fill part of every week (e.g., washing up, shopping)—add up over a year.', { namedBefore: () => true })).toContainEqual({
      term: 'Daily chores',
      meaning: 'the small tasks that fill part of every week',
      pattern: 'dash-appositive',
    });
  });

  test.each([
    ['Firms that impose a net cost—what economists call external costs—on their neighbours pay a levy.'], // "a net cost" is too bare a description
    ['He built a sturdy palace—what Orwell called the Ministry—for the rulers.'], // a capitalised name is an instance
    ['Only the police state—an agency of the state that watches everyone—can do that.'], // "state" ends a longer name
    ['The reforms came with new rules—an agency of the state that checks every claim.'], // a plural is often one of several things
    ['The new roads helped the ballot—all of which favoured the capital.'], // no article: a comment, not a gloss
  ])('given "%s", when read, then no single noun is glossed', (sentence) => {
    expect(read(sentence).filter((d) => !d.term.includes(' '))).toEqual([]);
  });

  test('given a Spanish sentence with a dash gloss or a dashed name, when read, then nothing is defined (the forms are English)', () => {
    expect(read('Sin ningún tribunal—lo que Locke llamó la condición natural—cada persona juzgaría su caso.')).toEqual([]);
    expect(read('El creciente interés por el ahorro—un estilo de vida basado en gastar menos—ha cambiado la publicidad.')).toEqual([]);
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
});

describe('someone defining a term in an active clause (English)', () => {
  test.each([
    ['Chemists define a solvent as a substance that dissolves another substance.', 'solvent', 'a substance that dissolves another substance'],
    ['We can define local time as time reckoned by the position of the Sun above a place.', 'local time', 'time reckoned by the position of the Sun above a place'],
    ['Sociologist Jane Doe (1950) defined a subculture as “a group whose values set it apart from the wider society.”', 'subculture', 'a group whose values set it apart from the wider society'],
    ['Since we define net exports as exports minus imports, a rise in imports lowers them.', 'net exports', 'exports minus imports'],
  ])('given "%s", when read, then "%s" is defined as "%s"', (sentence, term, meaning) => {
    expect(read(sentence)).toContainEqual({ term, meaning, pattern: 'defines-as' });
  });

  test.each([
    ['The court has defined an undue burden as one that places a substantial obstacle in the path of a woman.'], // a pronoun
    ['The Bank defines poor nations as those whose income was below $1,000 in 2019.'], // a statistic of one year
    ['People of mixed descent often define themselves as belonging to both groups.'], // a pronoun term
    ['The group was defined by its strict rules about diet and clothing.'], // "defined by"
  ])('given "%s", when read, then nothing is defined by "define … as"', (sentence) => {
    expect(read(sentence).filter((d) => d.pattern === 'defines-as')).toEqual([]);
  });
});

describe('a named scholar coining a term (English)', () => {
  test.each([
    ['Weber called the shared habits, rules, and rituals of an office the bureaucratic ethos.', 'bureaucratic ethos', 'the shared habits, rules, and rituals of an office'],
    ['Tönnies named the close ties of village life community.', 'community', 'the close ties of village life'],
  ])('given "%s", when read, then the coined name is defined by the description before it', (sentence, term, meaning) => {
    expect(read(sentence)).toContainEqual({ term, meaning, pattern: 'scholar-named' });
  });

  test('given a short object ("Mills called the meeting a success"), when read, then nothing is coined', () => {
    expect(read('Mills called the meeting a success.')).toEqual([]);
  });

  test('given a name the text never uses again, when read, then nothing is coined', () => {
    expect(read('Comte named the study of social order positivism.', { phraseCount: () => 1 })).toEqual([]);
  });

  test.each([
    ['Hume called this unspoken agreement between neighbours a convention.', 'convention', 'the unspoken agreement between neighbours'],
    ['Adler called this striving: the child works to overcome a felt weakness by mastering a skill.', 'striving', 'when the child works to overcome a felt weakness by mastering a skill'],
  ])('given "%s", when read, then "this" with its description or a gloss after a colon defines the coined name', (sentence, term, meaning) => {
    expect(read(sentence)).toContainEqual({ term, meaning, pattern: 'scholar-named' });
  });

  test('given "called this DESCRIPTION the NAME" with a two-word name said once, when read, then the whole name is coined, not its last word', () => {
    const counts = (phrase: string): number => (phrase.toLowerCase() === 'contract' ? 3 : 1);
    expect(read('Locke called this unwritten agreement between a people and their rulers the social contract.', { phraseCount: counts })).toContainEqual({
      term: 'social contract',
      meaning: 'the unwritten agreement between a people and their rulers',
      pattern: 'scholar-named',
    });
  });

  test('given "called this the …" (what the sentence before described), when read, then nothing is coined here', () => {
    expect(read('Durkheim called this the collective conscience.')).toEqual([]);
  });

  test('given a Spanish sentence, when read, then nothing is coined (the naming verbs are English)', () => {
    expect(read('Hume llamó a este acuerdo tácito entre vecinos una convención.')).toEqual([]);
  });
});

describe('"use the term X to describe Y" (English)', () => {
  test('given "… but linguists use the term code switching to describe …", when read, then the term is defined by what it describes', () => {
    expect(read('Speakers rarely notice it, but linguists use the term code switching to describe the shift, or swing, between two languages in one talk.')).toContainEqual({
      term: 'code switching',
      meaning: 'the shift, or swing, between two languages in one talk',
      pattern: 'use-the-term',
    });
  });
});

describe('coined names that are not definitions here (English)', () => {
  test.each([
    ['He labeled the landless laborers of the valley the peons.'],
    ['Geologists also use the word bedding to describe the layers found in rock.'],
  ])('given "%s" (a pronoun naming or another field\'s sense), when read, then nothing is defined', (sentence) => {
    expect(read(sentence)).toEqual([]);
  });
});

describe('"what Gramsci called X" with a gloss after the name (English)', () => {
  test.each([
    ['The press spread a shared outlook, asserting what Gramsci called cultural leadership, or rule by means of the prevailing beliefs.', 'cultural leadership', 'rule by means of the prevailing beliefs'],
    ['This is what Marxists call the proletarian state, a passing stage when the workers hold power before the state fades.', 'proletarian state', 'a passing stage when the workers hold power before the state fades'],
    ['He hoped people would accept what he called a common arbiter—a single judge with power over every dispute—to keep the peace.', 'common arbiter', 'a single judge with power over every dispute'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(read(sentence)).toContainEqual({ term, meaning, pattern: 'what-named' });
  });

  test.each([
    ['The settlers took what they called the Promised Valley, a strip of land along the river.'], // a capitalised name is an instance
    ['He was drawn to what he called the grand plan, or so his letters suggest.'], // "or so …" is no gloss
    ['Keynes studied what he called animal spirits, which he never defined.'], // no gloss: a remark after "which"
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(read(sentence).filter((d) => d.pattern === 'what-named')).toEqual([]);
  });
});
