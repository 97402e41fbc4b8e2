import { cutBeforeItsNoun, cutInsideANumber } from './comma-cut-meanings.js';

describe('a meaning cut at the comma between two describing words', () => {
  it('given "a layer of compressed, keratinized cells", when the meaning stops at the comma, then it is cut', () => {
    expect(cutBeforeItsNoun('a layer of compressed', 'Surrounding the medulla is the cortex, a layer of compressed, keratinized cells.')).toBe(true);
  });

  it('given "… to separate from the lightweight, liquid plasma", when the meaning stops at the comma, then it is cut', () => {
    const sentence = 'It is spun in a specialized centrifuge, a process that causes the heavier elements to separate from the lightweight, liquid plasma.';
    expect(cutBeforeItsNoun('a process that causes the heavier elements to separate from the lightweight', sentence)).toBe(true);
  });

  it('given a meaning ending on its noun before a comma, when read, then it is whole', () => {
    expect(cutBeforeItsNoun('a layer of compressed cells', 'The cortex is a layer of compressed cells, which protects the medulla.')).toBe(false);
  });

  it('given a meaning ending on a predicate adjective, when read, then it is whole', () => {
    expect(cutBeforeItsNoun('a market that is competitive', 'A perfect market is a market that is competitive, as we saw.')).toBe(false);
  });

  it('given a meaning ending on a word the tagger reads as describing, when the sentence goes on with another clause, then it is whole', () => {
    expect(cutBeforeItsNoun('a psychological state of mind that is intrinsically good', 'Pleasure is a psychological state of mind that is intrinsically good, and pain is bad.')).toBe(false);
    expect(cutBeforeItsNoun('an illegal act in the immediate future', 'Imminent lawless action is an illegal act in the immediate future, such as a riot.')).toBe(false);
  });

  it('given a meaning the sentence ends with, when read, then it is whole', () => {
    expect(cutBeforeItsNoun('a layer of compressed', 'The cortex is a layer of compressed.')).toBe(false);
  });
});

// Sentences written for these tests.
describe('a meaning cut inside a number', () => {
  test('given a meaning ending at the comma of "250,000", when checked, then it is cut', () => {
    expect(cutInsideANumber('a region of about 250', 'The treaty ceded the Plains, a region of about 250,000 square miles.')).toBe(true);
  });

  test('given a meaning ending on a whole number before a list comma, when checked, then it is not cut', () => {
    expect(cutInsideANumber('a unit of 12', 'The legion had cohorts, a unit of 12, and centuries.')).toBe(false);
  });
});
