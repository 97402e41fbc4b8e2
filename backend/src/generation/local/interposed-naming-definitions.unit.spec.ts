import type { DefinitionContext } from './definition-patterns.js';
import { matchInterposedNaming } from './interposed-naming-definitions.js';

// Sentences written for these tests. Every phrase recurs in its imagined section.
const context: DefinitionContext = { isListItem: false, written: true, phraseCount: () => 2 };
const defs = (sentence: string): [string, string][] => matchInterposedNaming(sentence, context).map((d) => [d.term, d.meaning]);

describe('a name set off inside the subject (English)', () => {
  test.each([
    ['The final clause of Article II, Section 3, commonly referred to as the faithful execution clause, obliges the president to execute the laws.', 'faithful execution clause', 'the final clause of Article II, Section 3, which obliges the president to execute the laws'],
    ['This difference in voltage across the wall, called the resting potential, provides energy for the pump.', 'resting potential', 'the difference in voltage across the wall, which provides energy for the pump'],
    ['The second classical approach, usually called contract theory, focuses on agreement between equals.', 'contract theory', 'the second classical approach, which focuses on agreement between equals'],
    ['These sensory cells, known as rods, are light-detecting cells that work in dim light.', 'rods', 'sensory cells, which are light-detecting cells that work in dim light'],
  ])('given "%s", when read, then the name "%s" is the subject with its predicate', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['In contrast, unpaid councils, sometimes also called volunteer councils, are part-time bodies whose members keep their other jobs.', 'unpaid councils', 'part-time bodies whose members keep their other jobs'],
    ['A recall vote, sometimes referred to as a removal vote, takes place when enough voters sign a petition against an official.', 'recall vote', 'when enough voters sign a petition against an official'],
  ])('given "%s", when read, then the subject "%s" is the term, read as if the name were not there', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['The upper house, called the Council of Elders, has ninety members.'], // "has": a fact, not a definition
    ['The national assembly, called the Knesset, passes laws for every region.'], // a capitalised name is an instance
    ['The sharing model, sometimes called peer-to-peer, is particularly popular with students.'], // a judgement
    ['The party committee, called the steering group, raised money for the campaign.'], // past tense tells a story
    ['The first group, known as the pioneers, may provide the answer.'], // a modal is no definition
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test.each([
    ['These riders, called hussars, were light cavalrymen trained to scout ahead of the army.', 'hussars', 'riders, which were light cavalrymen trained to scout ahead of the army'],
    ['The common boat of the delta, called a felucca, was a vessel with a single triangular sail.', 'felucca', 'the common boat of the delta, which was a vessel with a single triangular sail'],
  ])('given a past-tense history sentence "%s", when read, then the name "%s" is the subject with its class', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test('given two names joined by "or the" ("… referred to as the X or the Y, enables …"), when read, then each name is defined by the subject and its predicate', () => {
    expect(defs('The first clause of Article V, often referred to as the amending clause or the revision clause, enables the states to change the charter.')).toEqual([
      ['amending clause', 'the first clause of Article V, which enables the states to change the charter'],
      ['revision clause', 'the first clause of Article V, which enables the states to change the charter'],
    ]);
  });

  test('given a name that holds "or" without a second article ("the fight or flight response"), when read, then it stays one name', () => {
    expect(defs('This sudden reaction, commonly called the fight or flight response, prepares the body to act.').map(([term]) => term)).toEqual(['fight or flight response']);
  });

  test('given a past-tense predicate that is no class ("…, called the guard, was a success"), when read, then nothing is defined', () => {
    expect(defs('The new unit, called the home guard, was a success.')).toEqual([]);
  });

  test('given a name someone gave ("which Selye called …") with an aside in brackets, when read, then the described subject and its predicate define it', () => {
    expect(defs('This kind of learning, which Tolman called latent learning (from the Latin for “hidden”), is a change in knowledge that shows only when there is a reason to act.')).toEqual([
      ['latent learning', 'the kind of learning, which is a change in knowledge that shows only when there is a reason to act'],
    ]);
  });

  test('given a complement that names the subject\'s own thing again ("this kind of stress … is a good kind of stress …"), when read, then the complement alone defines it', () => {
    expect(defs('This kind of memory, which Tulving called episodic memory (from the Greek for “event”), is a personal kind of memory tied to a time and a place.')).toEqual([
      ['episodic memory', 'a personal kind of memory tied to a time and a place'],
    ]);
  });

  test('given a name someone gave inside a reported claim ("Cannon proposed that this reaction, which he called …"), when read, then nothing is defined', () => {
    expect(defs('Cannon proposed that this reaction, which he called the alarm response, occurs when a person feels a strong threat.')).toEqual([]);
  });

  test('given "This N, called X, is defined as Y", when read, then Y is what X means', () => {
    expect(defs('This layer, called the ozone shield, is defined as the part of the upper air where ozone absorbs most ultraviolet light.')).toEqual([
      ['ozone shield', 'the part of the upper air where ozone absorbs most ultraviolet light'],
    ]);
  });

  test('given a Spanish sentence, when read, then nothing is defined (the naming words are English)', () => {
    expect(defs('La última cláusula del Artículo I, conocida como la cláusula elástica, permite al Congreso aprobar leyes.')).toEqual([]);
  });
});
