import { matchOneWordSettingGlosses } from './one-word-setting-glosses.js';

// Sentences written for these tests.
const recurring = { phraseCount: (): number => 3 };
const defs = (sentence: string, context = recurring): [string, string][] => matchOneWordSettingGlosses(sentence, context).map((d) => [d.term, d.meaning]);

describe('a one-word term glossed by what holds inside it', () => {
  test.each([
    ['A third path is arbitration, in which a neutral party settles the dispute for both sides.', 'arbitration', 'when a neutral party settles the dispute for both sides'],
    ['Some states slid into a form of autocracy, where one ruler holds every power of government.', 'autocracy', 'when one ruler holds every power of government'],
    ['The second option involves mediation, in which an outside helper guides both sides toward an agreement.', 'mediation', 'when an outside helper guides both sides toward an agreement'],
    ['Close neighbours build reciprocity, whereby small favours are returned without any contract.', 'reciprocity', 'when small favours are returned without any contract'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['The tour ends at the harbour, where the boats unload their fish.'], // a place and a story: a pointing word
    ['He wrote a long dialogue, in which Plato imagines a perfect town.'], // a name in the clause
    ['Each proof is a chain of steps, where each step follows from the step before.'], // the term comes back in the clause
    ['The writers studied political autocracy, where one ruler holds every power of government.'], // the last word of a longer phrase
    ['Think of games such as chess, where two players move in turn on a board.'], // an example
    ['Some voters moved to the suburbs, where houses cost less than in the city.'], // plural
    ['Trade suffered after the debasement of coinage, in which coins issued by the mint held less and less metal.'], // the clause tells what happened in the action
  ])('given "%s", when read, then nothing is taken', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a word the text names once, when read, then nothing is taken', () => {
    expect(defs('A third path is arbitration, in which a neutral party settles the dispute for both sides.', { phraseCount: () => 1 })).toEqual([]);
  });
});

describe('pronouns and pointed kinds in a one-word setting gloss', () => {
  test('given "they" after a plural noun of the clause, when read, then the gloss is taken', () => {
    expect(defs('Talks often end in a bargain, in which the parties to a dispute give up part of what they want.')).toEqual([
      ['bargain', 'when the parties to a dispute give up part of what they want'],
    ]);
  });

  test.each([
    ['This kind of mediation, where the helper guides both sides, is sometimes called shuttle diplomacy.'], // points back
    ['Many groups use persuading tactics, whereby the group tries to reach the public directly.'], // an "-ing" modifier
    ['Some salts cross by assisted diffusion, whereby the ions move down a gradient through protein channels.'], // an "-ed" modifier
    ['Churches differ in their influence on society, where small groups are least influential and large ones most.'], // a broad setting
    ['Seats are shared out by population, in which larger regions receive more seats than smaller ones.'], // after "by"
  ])('given "%s", when read, then nothing is taken', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});
