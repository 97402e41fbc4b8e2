import { generateLocally } from './local-study-generator.js';
import type { DefinitionContext } from './definition-patterns.js';
import { matchPastTenseCopula } from './past-tense-definitions.js';

// Sentences written for these tests.
const recurring: DefinitionContext = { isListItem: false, written: true, phraseCount: () => 3 };
const defs = (sentence: string, context = recurring): [string, string][] => matchPastTenseCopula(sentence, context).map((d) => [d.term, d.meaning]);

describe('a definition written in the past tense (English)', () => {
  test.each([
    ['The Templars were members of a military order founded in 1119 to protect pilgrims.', 'Templars', 'members of a military order founded in 1119 to protect pilgrims'],
    ['The Corn Laws were a series of tariffs that kept the price of grain high.', 'Corn Laws', 'a series of tariffs that kept the price of grain high'],
    ['Tithes were payments owed to the parish church by every household.', 'Tithes', 'payments owed to the parish church by every household'],
    ['Patronage was the practice of granting offices to loyal supporters of the party.', 'Patronage', 'the practice of granting offices to loyal supporters of the party'],
    ['After the war, sharecropping was a system in which tenants paid their rent with a share of the crop.', 'sharecropping', 'a system in which tenants paid their rent with a share of the crop'],
    ['Mercantilism was a doctrine focused on hoarding gold through a favorable balance of trade.', 'Mercantilism', 'a doctrine focused on hoarding gold through a favorable balance of trade'],
    ['Romanticism was a movement born in Germany in the late eighteenth century that prized feeling over reason.', 'Romanticism', 'a movement born in Germany in the late eighteenth century that prized feeling over reason'],
    ['Pardons were a way to shorten the sentence a court had handed down.', 'Pardons', 'a way to shorten the sentence a court had handed down'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['The result was a disaster for the whole region.'], // narration: no class is restricted
    ['Tobacco was the primary export of Virginia.'], // a role the thing played, not its class
    ['The decision was a victory for the family that owned the mill.'], // one thing the story points at
    ['Farming was a way of life that most settlers knew.'], // not a term the text keeps naming (see below)
    ['Brewster was a printer who published pamphlets against the bishops.'], // a person who did something
    ['Workers were assigned more machines to tend.'], // a passive, not a copula
    ['Trade and war were activities that shaped the colony.'], // two things, not one term
    ['The mills were not places of comfort for the workers.'], // a negation describes
    ['Tobacco was a gift to the visitors from the chief.'], // "to" before a noun phrase: a role in the story, no purpose
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    const once: DefinitionContext = { ...recurring, phraseCount: (phrase) => (/^farming$/i.test(phrase) ? 1 : 3) };
    expect(defs(sentence, once)).toEqual([]);
  });

  test('given a present-tense copula, when read, then this reader leaves it to the ordinary patterns', () => {
    expect(defs('Tithes are payments owed to the parish church by every household.')).toEqual([]);
  });

  test('given a Spanish past-tense copula, when read, then nothing is defined (the copula words are English)', () => {
    expect(defs('Los diezmos eran pagos hechos a la iglesia parroquial por cada hogar.')).toEqual([]);
  });
});

describe('past-tense definitions in generated notes (English)', () => {
  const story =
    'Neolin was a prophet of a movement that called on Native peoples to reject European goods. Neolin travelled widely and spoke to many. ' +
    'The Jesuits were members of the Society of Jesus, an order founded in the 1540s to spread Catholicism. ' +
    'The Jesuits built missions along the rivers, and the Jesuits learned the languages of the peoples they met. ' +
    'Over the years the missions grew, and traders followed the same rivers west in search of furs and new partners.';

  test('given a plural group defined in the past tense, when generated, then it is a definition', () => {
    const terms = generateLocally({ kind: 'text', segments: [{ text: story }] }).definitions.map((d) => d.term);
    expect(terms).toContain('Jesuits');
  });

  test('given a singular name the text never writes in lower case (a person), when generated, then it is no definition', () => {
    const terms = generateLocally({ kind: 'text', segments: [{ text: story }] }).definitions.map((d) => d.term);
    expect(terms).not.toContain('Neolin');
  });
});
