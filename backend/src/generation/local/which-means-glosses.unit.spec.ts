import { matchWhichMeansGlosses } from './which-means-glosses.js';

// Sentences written for these tests.
const defs = (sentence: string): [string, string][] => matchWhichMeansGlosses(sentence, () => 2).map((d) => [d.term, d.meaning]);

describe('a term glossed by what it amounts to (English)', () => {
  test.each([
    ['A common way to share costs is copayment, which means that the patient pays a fixed fee for each visit.', 'copayment', 'when the patient pays a fixed fee for each visit'],
    ['The usual advice of planners is diversification, which means buying assets whose prices move against each other.', 'diversification', 'buying assets whose prices move against each other'],
    ['Some of these are monocular cues, which means that they need only one eye to work.', 'monocular cues', 'cues that need only one eye to work'],
    ['The second error is a familiar one: attrition, meaning that unused memories fade over the years.', 'attrition', 'when unused memories fade over the years'],
    ['Voters from a collectivist culture, that is, a culture that puts the group before the individual, trust parties more.', 'collectivist culture', 'a culture that puts the group before the individual'],
    // A class after "meaning" is a noun phrase, not a "when" clause; the naming word is no part of the name.
    ['The proof takes the form of what is called reductio, meaning a valid argument that derives a contradiction from a premise.', 'reductio', 'a valid argument that derives a contradiction from a premise'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['Farmers sell in the low-power category, meaning he or she will have to lower prices.'], // about someone, not a rule
    ['Many people drink cola each day, meaning a large share of the population buys from one firm.'], // a time, not a term
    ['Players were tied to one team, meaning that their salaries were capped.'], // a consequence in the past
    ['Incomes fell relative to the rest of the world, meaning that the region is getting poorer.'], // the gloss is of "the rest"
    ['Smooth skin is a recessive trait, which means having the allele from both parents will produce it.'], // a gerund subject with its own verb
    ['Workers join the Teamsters Union, which means that wages rise faster.'], // a name is an instance
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a Spanish sentence, when read, then nothing is defined (the cue words are English)', () => {
    expect(defs('Una forma común de compartir costos es el copago, lo que significa que el paciente paga una tarifa fija.')).toEqual([]);
  });
});
