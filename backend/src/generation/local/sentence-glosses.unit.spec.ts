import { matchSentenceGlosses } from './sentence-glosses.js';

// Sentences written for these tests.
const context = { phraseCount: () => 3, namedBefore: () => false };
const glosses = (sentence: string, given = context): [string, string, string][] =>
  matchSentenceGlosses(sentence, given).map((d) => [d.term, d.form, d.meaning]);

describe('a sentence that glosses a term it names (English)', () => {
  test.each([
    [
      'Most village councils practise consensus rule: every member of the council must agree before a motion passes.',
      'consensus rule',
      'when-clause',
      'when every member of the council must agree before a motion passes',
    ],
    [
      'In some city states the government was a plutocracy: only owners of large estates can sit in the assembly.',
      'plutocracy',
      'when-clause',
      'when only owners of large estates can sit in the assembly',
    ],
    [
      'Town meetings are premised on the idea that citizens decide local matters in person.',
      'town meetings',
      'noun-phrase',
      'the idea that citizens decide local matters in person',
    ],
    [
      'Proportional voting, commonly referred to as list voting, is based on the principle that seats follow the share of votes.',
      'proportional voting',
      'noun-phrase',
      'the principle that seats follow the share of votes',
    ],
    [
      'Opposed to this view is the exchange theory of friendship, which says that people keep friends who give as much as they take.',
      'exchange theory',
      'noun-phrase',
      'the idea that people keep friends who give as much as they take',
    ],
    [
      'The charter settled the dispute over common pasture and customary rights, which were believed to be privileges owed to every freeholder.',
      'customary rights',
      'noun-phrase',
      'privileges owed to every freeholder',
    ],
    ['Mercantilism promotes a surplus of exports over imports.', 'mercantilism', 'verb-phrase', 'promotes a surplus of exports over imports'],
    [
      'According to the doctrine of fair use, short quotations may be copied without permission for teaching.',
      'fair use',
      'noun-phrase',
      'the doctrine that short quotations may be copied without permission for teaching',
    ],
    [
      'A last kind of levy is a sin tax, so named because it falls on goods that many people think harmful.',
      'sin tax',
      'verb-phrase',
      'falls on goods that many people think harmful',
    ],
    [
      'The internet also put research in the hands of amateurs: citizen science occurs when volunteers collect data for professional researchers.',
      'citizen science',
      'when-clause',
      'when volunteers collect data for professional researchers',
    ],
    [
      'Many incumbents enjoy the halo effect, which gives members of a winning ticket a lift in the polls.',
      'halo effect',
      'verb-phrase',
      'gives members of a winning ticket a lift in the polls',
    ],
    [
      'Known as agrarians, these thinkers believe a nation is strongest when most citizens farm their own land.',
      'agrarians',
      'noun-phrase',
      'thinkers who believe a nation is strongest when most citizens farm their own land',
    ],
    ['Today, green conservatism focuses on protecting the countryside.', 'green conservatism', 'verb-phrase', 'focuses on protecting the countryside'],
  ])('given "%s", when read, then "%s" is defined', (sentence, term, form, meaning) => {
    expect(glosses(sentence)).toEqual([[term, form, meaning]]);
  });

  test.each([
    ['Each atom has two parts of interest: the nucleus and the electrons around it.'], // a colon announcing a list
    ['The muscles are named for their place relative to the midline: medialis (toward the midline), and lateralis (away from it).'],
    ['A charged ion has no balance: it gains or loses electrons.'], // a pronoun after the colon
    ['The council faced a problem: the members could not agree on a budget.'], // a discourse noun, not a term
    ['The reform involves a chain of events: the board must meet, vote, and publish its ruling.'], // steps, not a meaning
    ['In the end the board adopted consensus rule: every member of the board agreed to the motion.'], // a story in the past
    ['According to the report, most voters would support the measure.'], // a source, not a doctrine
    ['Its most famous product is the ledger, which is considered to be the most accurate record of the period.'], // a ranking
    ['Lawmakers met to discuss the national budget, which funds every agency of the state.'], // not a named rule, effect or test
    ['The court struck down the supremacy clause, which was written in haste.'], // past, not what the clause does
    ['Democracy rests on the principle that every citizen has an equal say in government.'], // a broad single noun, no doctrine
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(glosses(sentence)).toEqual([]);
  });

  test('given a colon gloss of a term named earlier, when read, then it is no definition (only a first mention is)', () => {
    const namedEarlier = { ...context, namedBefore: () => true };
    expect(glosses('Most village councils practise consensus rule: every member of the council must agree before a motion passes.', namedEarlier)).toEqual([]);
  });

  test('given a term the text names only once, when a colon glosses it, then nothing is defined', () => {
    const once = { ...context, phraseCount: () => 1 };
    expect(glosses('Most village councils practise consensus rule: every member of the council must agree before a motion passes.', once)).toEqual([]);
  });
});
