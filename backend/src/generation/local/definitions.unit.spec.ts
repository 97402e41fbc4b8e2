import { MAX_DEFINING_SENTENCE_CHARACTERS, nameWeight, sourceArticle } from './definitions.js';
import { generateLocally } from './local-study-generator.js';

// Sentences written for these tests.
describe('the article a written source puts before a defined term (English)', () => {
  test.each([
    ['A licence gives the holder the right to broadcast.', 'licence', { countNoun: true }],
    ['Shops rely on the settlement network, which moves money between banks.', 'settlement network', { definite: true }],
    ['When the town spends less than it collects, it runs a surplus.', 'surplus', { countNoun: true }],
    ['Inflation is a general rise in prices.', 'inflation', {}],
  ])('given "%s", when "%s" is asked about, then the question takes %j', (sentence, term, expected) => {
    expect(sourceArticle(term, sentence)).toEqual(expected);
  });

  test('given a generic "the" before a class ("The processor is a collection …"), when asked about, then the article is left to the meaning', () => {
    expect(sourceArticle('processor', 'The processor is a collection of circuits.', 'a collection of circuits')).toEqual({});
  });

  test('given a property of something named after "of" ("The variance of a random variable is a measure …"), when asked about, then it keeps its "the"', () => {
    expect(sourceArticle('variance of a random variable', 'The variance of a random variable is a measure of its spread.', 'a measure of its spread')).toEqual({ definite: true });
  });

  test('given a name glossed by a class ("the Fall Line, a boundary …"), when asked about, then the name keeps its "the"', () => {
    expect(sourceArticle('Fall Line', 'Settlers moved west of the Fall Line, a boundary along the coastal plain.', 'a boundary along the coastal plain')).toEqual({ definite: true });
  });

  test('given the article belongs to a longer noun phrase ("a fee-for-service basis"), when asked about, then no article is taken', () => {
    expect(sourceArticle('fee-for-service', 'Care was paid on a fee-for-service basis, which means that doctors bill per visit.')).toEqual({});
  });
});

describe('how much a defined name weighs against a concept (English)', () => {
  test.each([
    ['Maginot Line', 'France built the Maginot Line, a chain of forts along its eastern border.', 1],
    ['Reign of Terror', 'The rebels began a period of violent repression known as the Reign of Terror.', 1],
    ['Prester John', 'Sailors told of a legendary king named Prester John.', 0.6],
    ['FOMC', 'The FOMC is the committee that sets the target interest rate.', 0.4],
    ['public good', 'A public good is a good that no one can be kept from using.', 1],
  ])('given "%s" defined in "%s", when scored, then its name weight is %s', (term, sentence, weight) => {
    expect(nameWeight(term, sentence)).toBe(weight);
  });
});

describe('the article a written source puts before a defined term (Spanish)', () => {
  test('given a Spanish article ("la inflación"), when asked about, then it is left to the Spanish question builder', () => {
    expect(sourceArticle('inflación', 'La inflación es un aumento general de los precios.')).toEqual({});
  });
});

describe('a pasted run-on "sentence" far longer than any definition', () => {
  const filler = 'The rest of the course covers markets and prices in some depth. '.repeat(12);
  const gloss = 'we then turn to urban ecology, or the study of how people live with their surroundings';

  test('given a gloss in an ordinary sentence, when generated, then it is a definition', () => {
    const material = generateLocally({ kind: 'text', segments: [{ text: `To understand cities, ${gloss}. ${filler}` }] });
    expect(material.definitions.map((d) => d.term)).toContain('urban ecology');
  });

  test(`given the same gloss closing a sentence of over ${MAX_DEFINING_SENTENCE_CHARACTERS} characters, when generated, then that sentence is not read for definitions`, () => {
    const runOn = `${'and the towns around them '.repeat(Math.ceil(MAX_DEFINING_SENTENCE_CHARACTERS / 26))}${gloss.replace(/^we/, ', we')}`;
    const material = generateLocally({ kind: 'text', segments: [{ text: `To understand cities, ${runOn}. ${filler}` }] });
    expect(material.definitions.map((d) => d.term)).not.toContain('urban ecology');
  });
});

describe('a doctrine and a person stated as what they hold (English)', () => {
  const text = [
    'Contractualism contends that a rule is fair when no one could reasonably reject it.',
    'Critics of contractualism worry about those who cannot bargain for themselves, and contractualism has answers for them.',
    'Rawls argues that a just society is one its members would choose without knowing their place in it.',
    'Rawls wrote about justice for decades, and Rawls remains widely read by students of political philosophy.',
    'Both views shape how courts and legislatures reason about fairness in public life.',
  ].join(' ');

  test('given "Contractualism contends that …" and "Rawls argues that …", when notes are made, then the doctrine is defined and the person is not', () => {
    const terms = generateLocally({ kind: 'text', segments: [{ text }] }).definitions.map((d) => d.term);
    expect(terms).toContain('contractualism');
    expect(terms).not.toContain('Rawls');
  });
});

describe('a bare subject renamed before its verb: a term or a name (English)', () => {
  const filler = 'Markets changed slowly over the following decades, and prices rose in most towns of the region. '.repeat(6);

  test('given a subject the text also writes in lower case, when generated, then it is defined', () => {
    const text = `Contract labor, a system in which workers sign contracts promising work in exchange for a fee, still exists today. Many farms relied on contract labor for decades. ${filler}`;
    const material = generateLocally({ kind: 'text', segments: [{ text }] });
    expect(material.definitions.map((d) => d.term)).toContain('contract labor');
  });

  test('given a capitalised subject the text never writes in lower case (a person), when generated, then it is no term', () => {
    const text = `Smithson, a farmer from the valley of the river, was elected to the council in the spring. Smithson served for years. ${filler}`;
    const material = generateLocally({ kind: 'text', segments: [{ text }] });
    expect(material.definitions.map((d) => d.term.toLowerCase())).not.toContain('smithson');
  });
});
