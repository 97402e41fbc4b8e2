import { gateCards, rejectCard } from './card-gates.js';
import { afterShortOpener, comparesWithoutSubject, hasDeicticSubjectAfterOpener, isHedgedCloze, isInstruction, isWeakKeyPoint, lacksMainClause, opensWithoutSubject, pointsAtScreen } from './sentence-shape-gates.js';
import { card } from '../../test-support/flashcard.js';

// Short texts written for these tests, in English and Spanish.

describe('lacksMainClause', () => {
  it('finds an opening "-ing" phrase or a relative clause with no main verb (English)', () => {
    expect(lacksMainClause('Always moving the rest of the plane in such a way that keeps the lines straight.', 'en')).toBe(true);
    expect(lacksMainClause('Cost of repairs to the house, which is a function of its age.', 'en')).toBe(true);
  });
  it('keeps a gerund subject, a participle phrase before its clause and a relative inside a clause (English)', () => {
    expect(lacksMainClause('Finding the area implicitly accounts for every value between the bounds.', 'en')).toBe(false);
    expect(lacksMainClause('Looking at the table, the price rises every year.', 'en')).toBe(false);
    expect(lacksMainClause('The set of points that lands on zero is called the kernel.', 'en')).toBe(false);
  });
  it('finds an opening gerund with no clause after it (Spanish)', () => {
    expect(lacksMainClause('Siempre moviendo el resto del plano de manera que las líneas siguen rectas.', 'es')).toBe(true);
    expect(lacksMainClause('Repitiendo lo anterior, la suma de dos vectores es otro vector.', 'es')).toBe(false);
    expect(lacksMainClause('La suma de dos vectores es otro vector.', 'es')).toBe(false);
  });
});

describe('isInstruction', () => {
  test.each([
    ['Go have coffee with someone who knows databases and sit down.', true],
    ['So go and ask a friend who works with indexes.', true],
    ['Come see how the planner picks an index.', true],
    ['Go is a language with goroutines.', false],
    ['Go can compile to a single binary.', false],
    // A task or learning outcome: bare verbs, none agreeing with a subject.
    ['Write, compile, and run a simple program.', true],
    ['Work with variables and create simple classes and objects.', true],
    ['Use loops to process arrays.', true],
    ['Conflict theorists also look for answers to questions of wealth.', false],
    ["Making up a little bit of terminology for ourselves, let's call this sum the focal sum.", false],
    ['Work is the product of force and distance.', false],
    ['Process scheduling decides which job runs next.', false],
  ])('given "%s", when read, then it is an instruction: %s', (sentence, expected) => {
    expect(isInstruction(sentence, 'en')).toBe(expected);
  });

  it('finds an instruction to the listener (English)', () => {
    expect(isInstruction('Take a moment to imagine the whole plane.', 'en')).toBe(true);
    expect(isInstruction('Always remember to read the first column as the first basis vector.', 'en')).toBe(true);
  });
  it('keeps claims and "Note that …" (English)', () => {
    expect(isInstruction('Note that prices rise when supply falls.', 'en')).toBe(false);
    expect(isInstruction('Prices rise when supply falls.', 'en')).toBe(false);
  });
  it('finds an instruction after an opening clause or a first sentence (English and Spanish)', () => {
    expect(isInstruction('Given how I described a market earlier, think about why this definition makes sense.', 'en')).toBe(true);
    expect(isInstruction('Prices rise. Think about what is happening here.', 'en')).toBe(true);
    expect(isInstruction('Given some market, suppose you have a function that records its prices.', 'en')).toBe(true);
    expect(isInstruction('Como hicimos antes, considera una función que da el área.', 'es')).toBe(true);
    expect(isInstruction('Instead of picking four random points, imagine choosing three random lines through the center.', 'en')).toBe(true);
    expect(isInstruction('Wrapping it all up, consider any covering of the circle with a bunch of strips.', 'en')).toBe(true);
    expect(isInstruction('When prices rise, people think about saving more.', 'en')).toBe(false);
    expect(isInstruction('The frame, picture and caption belong together.', 'en')).toBe(false);
    expect(isInstruction('Economists, in fact, notice in passing that prices rise.', 'en')).toBe(false);
    expect(isInstruction('Cuando suben los precios, la gente piensa en ahorrar.', 'es')).toBe(false);
  });
  it('finds an instruction to the listener (Spanish)', () => {
    expect(isInstruction('Tómate un momento para imaginar todo el plano.', 'es')).toBe(true);
    expect(isInstruction('Los precios suben cuando baja la oferta.', 'es')).toBe(false);
  });
});

describe('isWeakKeyPoint', () => {
  it('rejects hedges, history, "you could" and comparisons with what came before', () => {
    expect(isWeakKeyPoint('Some markets are simple to think about, like a farmers market.', 'en')).toBe(true);
    expect(isWeakKeyPoint('Traditionally, tariffs are something that is taught early.', 'en')).toBe(true);
    expect(isWeakKeyPoint('A sum of three prices is defined pretty much the same way as it is for two.', 'en')).toBe(true);
    expect(isWeakKeyPoint('Algunos mercados son fáciles de entender, como un mercado local.', 'es')).toBe(true);
    expect(isWeakKeyPoint('Podrías haber elegido otros precios y obtener otro índice.', 'es')).toBe(true);
  });
  it('keeps a statement about the topic', () => {
    expect(isWeakKeyPoint('A tariff is a tax on imported goods.', 'en')).toBe(false);
    expect(isWeakKeyPoint('Un arancel es un impuesto sobre los bienes importados.', 'es')).toBe(false);
  });
});

describe('pointsAtScreen', () => {
  it('finds a demonstrative before a noun the card never named', () => {
    expect(pointsAtScreen('The price is negative, namely the loss of that company.', 'en')).toBe(true);
    expect(pointsAtScreen('The height of this bar is the price.', 'en')).toBe(true);
    expect(pointsAtScreen('Hace marcas en cada eje para representar esta distancia.', 'es')).toBe(true);
  });
  it('keeps a demonstrative whose noun came before, an idiom, a cataphoric one and "that" as a conjunction', () => {
    expect(pointsAtScreen('A vector goes from the tail of that vector to its tip.', 'en')).toBe(false);
    expect(pointsAtScreen('Even in this case the price is the same.', 'en')).toBe(false);
    expect(pointsAtScreen('The model shows that prices remain stable.', 'en')).toBe(false);
    expect(pointsAtScreen('The height of this bar is the price.', 'en', 'What is the height of a bar?')).toBe(false);
    expect(pointsAtScreen('Un vector va desde la cola de ese vector hasta su punta.', 'es')).toBe(false);
    expect(pointsAtScreen('En este caso el precio es el mismo.', 'es')).toBe(false);
  });
});

describe('isHedgedCloze', () => {
  it('finds a blank after "some" and a might-have-been (English and Spanish)', () => {
    expect(isHedgedCloze('Some _____ are simple to think about, like a farmers market.', 'en')).toBe(true);
    expect(isHedgedCloze('You could have chosen different _____ and got another index.', 'en')).toBe(true);
    expect(isHedgedCloze('Algunos _____ son fáciles de entender, como un mercado local.', 'es')).toBe(true);
    expect(isHedgedCloze('Podrías haber elegido diferentes _____ y obtener otro índice.', 'es')).toBe(true);
  });
  it('keeps a plain statement (English and Spanish)', () => {
    expect(isHedgedCloze('Some markets have a single _____.', 'en')).toBe(false);
    expect(isHedgedCloze('Un arancel es un _____ sobre los bienes importados.', 'es')).toBe(false);
  });
});

describe('afterShortOpener', () => {
  it('gives the clause after a short opening phrase, none after a long one', () => {
    expect(afterShortOpener('After the change, that curve shifts to the right.')).toBe('that curve shifts to the right.');
    expect(afterShortOpener('Después del cambio, esa curva se desplaza.')).toBe('esa curva se desplaza.');
    expect(afterShortOpener('When the price of a good rises for any reason at all, demand falls.')).toBeUndefined();
    expect(afterShortOpener('Demand falls when prices rise.')).toBeUndefined();
  });
});

describe('hasDeicticSubjectAfterOpener', () => {
  it('finds a deictic subject after a short opener (English and Spanish)', () => {
    expect(hasDeicticSubjectAfterOpener('Together, they are called the _____ of the market.', 'en')).toBe(true);
    expect(hasDeicticSubjectAfterOpener('Dicho todo esto, esta red tiene casi 100 _____.', 'es')).toBe(true);
  });
  it('finds a deictic subject after a sentence adverb said without its comma (English)', () => {
    expect(hasDeicticSubjectAfterOpener('Evidently these are the most common words in the _____.', 'en')).toBe(true);
    expect(hasDeicticSubjectAfterOpener('Instead I have a _____ written for this.', 'en')).toBe(true);
  });
  it('keeps a sentence adverb before a full subject or an expletive, and a verb ending in -ly (English)', () => {
    expect(hasDeicticSubjectAfterOpener('Typically the _____ of a matrix is written det.', 'en')).toBe(false);
    expect(hasDeicticSubjectAfterOpener('Luckily it turns out that every _____ has a root.', 'en')).toBe(false);
    expect(hasDeicticSubjectAfterOpener('Multiply this row by the _____ of the pivot.', 'en')).toBe(false);
  });
  it('keeps an expletive "it is", a conjunction and a full subject (English and Spanish)', () => {
    expect(hasDeicticSubjectAfterOpener('In other words, it is hard to price _____ nobody trades.', 'en')).toBe(false);
    expect(hasDeicticSubjectAfterOpener('When the _____ is zero, and the price rises, demand falls.', 'en')).toBe(false);
    expect(hasDeicticSubjectAfterOpener('En la práctica, los precios cambian cada _____.', 'es')).toBe(false);
  });
});

describe('rejectCard with sentence shapes', () => {
  it('rejects a cloze whose subject is deictic after a short opener (English and Spanish)', () => {
    expect(rejectCard(card('cloze', 'After the change, that curve turns into the _____ we care about.', 'supply curve'), 'en')).toBe('pronoun-start');
    expect(rejectCard(card('cloze', 'En conjunto, ellos forman la _____ del mercado.', 'oferta'), 'es')).toBe('pronoun-start');
    expect(rejectCard(card('cloze', 'In a market economy, prices set the _____ of goods.', 'allocation'), 'en')).toBeNull();
  });
  it('rejects a hedged cloze (English and Spanish)', () => {
    expect(rejectCard(card('cloze', 'Some _____ are simple to think about, like a farmers market.', 'markets'), 'en')).toBe('speaker-talk');
    expect(rejectCard(card('cloze', 'Podrías haber elegido diferentes _____ y obtener otro índice.', 'precios'), 'es')).toBe('speaker-talk');
  });
  it('rejects a key-point card whose answer is a hedge (English and Spanish)', () => {
    expect(rejectCard(card('concept', 'What is the key point about markets?', 'Some markets are simple to think about, like a farmers market.'), 'en')).toBe('not-a-key-point');
    expect(rejectCard(card('concept', '¿Cuál es la idea clave sobre mercados?', 'Algunos mercados son fáciles de entender, como un mercado local.'), 'es')).toBe('not-a-key-point');
    expect(rejectCard(card('concept', 'What is the key point about tariffs?', 'A tariff is a tax on imported goods.'), 'en')).toBeNull();
  });
  it('rejects a subjectless or instructing cloze (English and Spanish)', () => {
    expect(rejectCard(card('cloze', 'Always moving the rest of the _____ in such a way that keeps the lines straight.', 'plane'), 'en')).toBe('fragment');
    expect(rejectCard(card('cloze', 'Organize all of the prices from one year into a column as a _____.', 'vector'), 'en')).toBe('speaker-talk');
    expect(rejectCard(card('cloze', 'Tómate un momento para imaginar todo el _____ de precios.', 'índice'), 'es')).toBe('speaker-talk');
    expect(rejectCard(card('cloze', 'A tariff is a _____ on imported goods.', 'tax'), 'en')).toBeNull();
  });
});

describe('gateCards drops a cloze made from a concept card\'s sentence', () => {
  it('keeps the concept card (English)', () => {
    const concept = card('concept', 'What is the key point about tariffs?', 'A tariff is a tax on imported goods.');
    const cloze = card('cloze', 'A tariff is a _____ on imported goods.', 'tax');
    const other = card('cloze', 'A quota is a _____ on imported goods.', 'limit');
    expect(gateCards([cloze, concept, other], 'en')).toEqual([concept, other]);
  });
  it('keeps the concept card (Spanish)', () => {
    const concept = card('concept', '¿Cuál es la idea clave sobre aranceles?', 'Un arancel es un impuesto sobre los bienes importados.');
    const cloze = card('cloze', 'Un arancel es un _____ sobre los bienes importados.', 'impuesto');
    expect(gateCards([cloze, concept], 'es')).toEqual([concept]);
  });
  it('keeps one of two blanks in one sentence (English and Spanish)', () => {
    const first = card('cloze', 'A tariff is a _____ on imported goods.', 'tax');
    const second = card('cloze', 'A tariff is a tax on imported _____.', 'goods');
    expect(gateCards([first, second], 'en')).toEqual([first]);
    const primera = card('cloze', 'Un arancel es un _____ sobre los bienes importados.', 'impuesto');
    const segunda = card('cloze', 'Un arancel es un impuesto sobre los _____ importados.', 'bienes');
    expect(gateCards([primera, segunda], 'es')).toEqual([primera]);
  });
});

describe('a predicate whose subject was left on a label', () => {
  test.each([
    ['Computes a numerical approximation of the nth Fibonacci number.', true],
    ['Works on the frame as soon as it is received, even if the transmission is not complete.', true],
    ['Introduces vectors, which provide a way to store a sequence of values.', true],
    ['Costs rise when demand grows.', false],
    ['Changes in demand shift the curve.', false],
    ['Works of art are kept in museums.', false],
    ['Physics explains motion.', false],
    ['Shares of stock give owners a claim on profits.', false],
  ])('given "%s", when judged, then opens without a subject is %s', (sentence, expected) => {
    expect(opensWithoutSubject(sentence, 'en')).toBe(expected);
  });

  test.each([
    ['Similar to stochastic beam search, but pairs of individuals are combined to create the offspring.', true],
    ['Similar to beam search, genetic algorithms keep a population of states.', false],
    ['Stochastic beam search is similar to beam search, but it chooses the next individuals probabilistically.', false],
  ])('given "%s", when judged, then compares without a subject is %s', (sentence, expected) => {
    expect(comparesWithoutSubject(sentence, 'en')).toBe(expected);
  });

  test('given Spanish, when judged, then no English reading runs', () => {
    expect(opensWithoutSubject('Calcula una aproximación numérica del número de Fibonacci.', 'es')).toBe(false);
  });
});

describe('isInstruction in French and German', () => {
  test.each([
    ['fr', 'Prenez un moment pour imaginer tout le plan.'],
    ['fr', 'Rappelez-vous que la matrice décrit une transformation.'],
    ['fr', 'Voyons ce que devient le vecteur.'],
    ['fr', 'A présent, imaginez faire varier lambda.'],
    ['fr', 'La matrice est fixée, et imaginez qu’elle agit sur le plan.'],
    ['fr', 'Montrer que la relation définie sur N est une relation d’équivalence.'],
    ['de', 'Vergleichen Sie das mit der Steigung der Tangente.'],
    ['de', 'Stell dir vor, die Gruppe wirkt auf einen Kreis.'],
    ['de', 'Lass uns ein Beispiel durchgehen.'],
    ['de', 'Die Matrix bleibt gleich, denk daran, dass sie eine Abbildung ist.'],
  ])('given the %s sentence "%s", when it is read, then it is an instruction', (language, sentence) => {
    expect(isInstruction(sentence, language)).toBe(true);
  });

  test.each([
    ['fr', 'Les valeurs propres sont les facteurs d’étirement.'],
    ['fr', 'Chez les mathématiciens, la notion de groupe est centrale.'],
    ['fr', 'Nous avons vu que la dérivée est linéaire.'],
    ['fr', 'Trouver une base revient à résoudre un système.'],
    ['de', 'Die Determinante misst, wie sich Flächen ändern.'],
    ['de', 'Lineare Abbildungen lassen den Ursprung fest.'],
  ])('given the %s claim "%s", when it is read, then it is no instruction', (language, sentence) => {
    expect(isInstruction(sentence, language)).toBe(false);
  });
});
