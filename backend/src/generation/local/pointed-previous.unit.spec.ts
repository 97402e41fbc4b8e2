import { matchDefinitions, type DefinitionContext } from './definition-patterns.js';
import { placedThingPointedAt, statementPointedAt, thingsPointedAt } from './pointed-previous.js';

// Sentences written for these tests.
const after = (previous: string): DefinitionContext => ({ isListItem: false, written: true, phraseCount: () => 2, previous });
const named = (previous: string, sentence: string): [string, string][] =>
  matchDefinitions(sentence, after(previous))
    .filter((d) => d.pattern === 'names-previous')
    .map((d) => [d.term, d.meaning]);

describe('a kind-naming pointer names the sentence before (English)', () => {
  test('given "This belief is called X" after "Many voters fear that …", when read, then X is the belief that …', () => {
    expect(named('Many voters fear that a few wealthy donors decide every election in the country.', 'This belief is called donor capture theory.')).toEqual([
      ['donor capture theory', 'the belief that a few wealthy donors decide every election in the country'],
    ]);
  });

  test('given "These goods and services are known as X" after examples of them and what is done to them, when read, then the kind, restricted by that, is the meaning', () => {
    expect(named('For example, bread, shoes, and haircuts are sold in every town by small firms that keep the profit.', 'These goods and services are known as market goods.')).toEqual([
      ['market goods', 'goods and services sold in every town by small firms that keep the profit'],
    ]);
  });

  test('given a pointer after examples with no list ("For example, bread is …"), when read, then nothing is named', () => {
    expect(named('For example, bread is sold in every town by small firms that keep the profit.', 'These goods are known as market goods.')).toEqual([]);
  });

  test('given "These powers are known as X" after a sentence about powers with a ", however," aside, when read, then that sentence is the meaning', () => {
    expect(named('All powers not granted to the cities, however, were kept by the provinces.', 'These powers are known as retained powers.')).toEqual([
      ['retained powers', 'All powers not granted to the cities were kept by the provinces'],
    ]);
  });

  test('given a connective lead-in and a pointer whose noun the sentence repeats as a verb, when read, then the lead-in is dropped', () => {
    expect(named('Instead, the kneecap deviates sideways by a few degrees from the line of the thigh.', 'This deviation is called the patellar tilt.')).toEqual([
      ['patellar tilt', 'The kneecap deviates sideways by a few degrees from the line of the thigh'],
    ]);
  });

  test('given "There are also X" before "These X are known as Y", when read, then the noun phrase introduced is the meaning', () => {
    expect(named('There are also tiny glands within the lining of the throat that keep the surface moist.', 'These tiny glands are known as the throat glands.')).toEqual([
      ['throat glands', 'tiny glands within the lining of the throat that keep the surface moist'],
    ]);
  });

  test('given a narrative of one dated event, when "this method" names it, then nothing is defined', () => {
    expect(named('In 2016, Governor Smith won two districts even though his rival won the state overall.', 'This voting method is referred to as the split system.')).toEqual([]);
  });

  test('given a sentence about something the pointer does not name, when read, then nothing is defined', () => {
    expect(named('Meanwhile, a group of sailors boarded the ship and threw its cargo of grain into the sea.', 'This act of defiance became known as the Harbor Revolt.')).toEqual([]);
  });

  test('given a sentence leaning further back on a pronoun, when read, then nothing is defined', () => {
    expect(named('However, those close to the lungs have the thickest walls of all the vessels.', 'This type of vessel is known as a thick vessel.')).toEqual([]);
  });
});

describe('statementPointedAt (English)', () => {
  test('given a pointer that is a clause rather than a noun phrase, when asked, then it points at nothing', () => {
    expect(statementPointedAt('These people are considered a category, and as an example all children', 'Some people share traits but are not tied to one another.')).toBeUndefined();
  });

  test('given a pointer at two things ("these two types of learning"), when asked, then it points at nothing', () => {
    expect(statementPointedAt('These two types of learning', 'Societies teach their children learning of many kinds, inside and outside school.')).toBeUndefined();
  });

  test('given a sentence opening on a condition ("Once activated …, B cells …"), when asked, then it points at nothing', () => {
    expect(statementPointedAt('These activated T cells', 'Once activated by a signal, T cells divide into cells that attack infected tissue.')).toBeUndefined();
  });

  test('given one item added to a series ("Similarly, …"), when "these laws" name the series, then it points at nothing', () => {
    expect(statementPointedAt('these discriminatory laws', 'Similarly, towns passed laws limiting where each group could buy land.')).toBeUndefined();
  });

  test('given talk to the reader, when asked, then it points at nothing', () => {
    expect(statementPointedAt('This volume of blood', 'As you will note in the figure, a fifth of the blood is held in the liver.')).toBeUndefined();
  });

  test('given a summing noun ("this process") and a plain statement, when asked, then the statement is the meaning', () => {
    expect(statementPointedAt('This process', 'Specifically, light causes the chain to switch from one shape to another.')).toBe('Light causes the chain to switch from one shape to another');
  });
});

describe('a kind-naming pointer in Spanish', () => {
  test('given "Esta creencia se llama X" after a Spanish sentence, when read by the English textbook patterns, then nothing is defined (the written rule is English only)', () => {
    expect(named('Muchos votantes temen que unos pocos donantes decidan cada elección.', 'Esta creencia se llama teoría de la captura.')).toEqual([]);
  });
});

// Sentences written for these tests, after the forms of an astronomy textbook.
describe('a pointer at a placed thing names a noun phrase of the sentence before, never the whole of it (English)', () => {
  test('given "These two points inside the circle are called its centres" after a sentence holding "two special points inside the circle", when read, then the centres are that noun phrase', () => {
    const previous = 'In a circle, the distance from two special points inside the circle to the edge is always the same.';
    expect(placedThingPointedAt('These two points inside the circle', previous)).toBe('two special points inside the circle');
    expect(named(previous, 'These two points inside the circle are called its centres.')).toEqual([['centres', 'two special points inside the circle']]);
  });

  test('given "This band of stars is called the bright sequence" after a sentence with no band, when read, then only the pointer\'s own description is the meaning', () => {
    const previous = 'Most of the stars are aligned along a narrow line running from the upper left to the lower right.';
    expect(placedThingPointedAt('This band of stars', previous)).toBeNull();
    expect(named(previous, 'This band of stars is called the bright sequence.')).toEqual([['bright sequence', 'the band of stars']]);
  });

  test('given "These points are called nodes" after a sentence with no points, when read, then nothing is defined', () => {
    expect(named('Most of the stars are aligned along a narrow line running from the upper left to the lower right.', 'These points are called nodes.')).toEqual([]);
  });

  test('given a pointer at a thing the sentence before has as its subject, when read, then the readings that take a statement are left to it', () => {
    expect(placedThingPointedAt('These wide areas of soft tissue', 'In infants, the areas of soft tissue between the plates are much wider.')).toBeUndefined();
  });

  test('given a pointer at a kind that is no placed thing ("This belief"), when read, then it is left to the other readings', () => {
    expect(placedThingPointedAt('This belief', 'Many voters fear that a small group is in charge of the town.')).toBeUndefined();
  });
});

// Sentences written for these tests, after the forms of an astronomy textbook.
describe('a bare plural pointer names things of the sentence before, never its statement (English)', () => {
  test('given "These are known as X" after "The pale moons are shown by their spectra to be icy bodies (…) coated with …", when read, then X is the subject restricted by what it is said to be', () => {
    const previous = 'The pale moons are shown by their spectra to be icy bodies (those that formed far from the star) coated with frozen methane and dust.';
    expect(named(previous, 'These are known as I-class moons.')).toEqual([['I-class moons', 'pale moons that are icy bodies coated with frozen methane and dust']]);
  });

  test('given "These are called X" after a plain "Xs are Y" sentence, when read, then the things are the subject that are Y', () => {
    expect(thingsPointedAt('These', 'The smallest grains are fragments of rock and metal left over from the early disk.')).toBe('smallest grains that are fragments of rock and metal left over from the early disk');
  });

  test('given "These are called X" after a sentence that is no "Xs are Y" (a verb after "are", a singular subject, a clause), when read, then nothing is named', () => {
    expect(thingsPointedAt('These', 'The pale moons are found mostly in the outer parts of the system.')).toBeNull();
    expect(thingsPointedAt('These', 'The pale moon is an icy body coated with frozen methane and dust.')).toBeNull();
    expect(thingsPointedAt('These', 'Astronomers measure the light reflected from the moons for clues about what they hold.')).toBeNull();
    expect(named('Astronomers measure the light reflected from the moons for clues about what they hold.', 'These are called reflection studies.')).toEqual([]);
  });

  test('given a singular pointer ("This is called X"), when read, then it is left to the readings that take a statement', () => {
    expect(thingsPointedAt('This', 'The pale moons are icy bodies coated with frozen methane and dust.')).toBeUndefined();
  });
});
