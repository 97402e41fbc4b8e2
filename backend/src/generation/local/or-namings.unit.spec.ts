import { matchOrNamings } from './or-namings.js';

// Sentences written for these tests.
const defs = (sentence: string): [string, string][] => matchOrNamings(sentence).map((d) => [d.term, d.meaning]);

describe('a described subject named after ", or"', () => {
  test.each([
    ['The removal of voting rights, or disenfranchisement, took many forms in the South.', 'disenfranchisement', 'the removal of voting rights'],
    ['Influential party opinion leaders, or party elites, also shape what voters think.', 'party elites', 'influential party opinion leaders'],
    ['Like hearing, the sense of taste, or gustation, is responsive to chemical stimuli.', 'gustation', 'the sense of taste'],
    ['The gain of an electron, or reduction, stores a small amount of energy.', 'reduction', 'the gain of an electron'],
    ['The fertilized egg cell, or zygote, starts dividing within a day.', 'zygote', 'the fertilized egg cell'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['The yield, or total return, means interest payments plus capital gains.'], // two short names: synonyms
    ['Majority rule, or majoritarianism, describes who holds power.'], // a two-word description names no more than the name
    ['A finger-like projection, or fold, known as the papilla lies in the dermis.'], // a participle goes on describing
    ['A bundle of nerve fibers, or axons, found in the brain is called a tract.'], // the clause's verb comes later
    ['First, the pollsters identify the desired population, or group, of respondents.'], // one phrase with an aside
    ['The function of the male, or testicular, reproductive system is to make sperm.'], // an adjective aside
    ['The heart and the lungs, or organs, work together.'], // two things
    ['The cytoplasm of muscle cells, or muscle cytoplasm, stores calcium.'], // the same head twice
    ['La pérdida de un electrón, o oxidación, libera energía.'], // Spanish: the words are read by English tags
  ])('given "%s", when read, then nothing is named', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});

// Sentences written for these tests.
describe('a described noun phrase named after ", or" at the end of the sentence', () => {
  test('given an unusual word after a described phrase, when read, then the word is named by the phrase', () => {
    expect(matchOrNamings('The survey showed that the coast had the outline of a gently curved line, or parabola.')).toEqual([
      expect.objectContaining({ term: 'parabola', meaning: 'the outline of a gently curved line', pattern: 'or-naming' }),
    ]);
  });

  test.each([
    ['The two sides argued mainly about the layout of the building, or shape.'], // an everyday word is an alternative
    ['The egg is readied through a process called activation, or ripening.'], // a second name after a naming verb
    ['The cells react to fats, or lipids.'], // no description: a bare noun before the comma
  ])('given "%s", when read, then nothing is named at the end', (sentence) => {
    expect(matchOrNamings(sentence)).toEqual([]);
  });
});

describe('a bare head named after ", or" at the end of the sentence', () => {
  test('given "the hands of governors, or stewards", when read, then the hands are not what the word names', () => {
    expect(matchOrNamings('By then the estates were in the hands of governors, or seneschals.')).toEqual([]);
  });
});
