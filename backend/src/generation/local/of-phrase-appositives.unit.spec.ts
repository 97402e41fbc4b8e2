import { glossesTheWholeOfPhrase } from './of-phrase-appositives.js';

// Sentences written for these tests.
describe('a process gloss after "action of the term"', () => {
  test('given "erosion of the coast, a process by which …", when checked, then the gloss is of the action', () => {
    const sentence = 'Storms speed up the erosion of the coast, a process by which waves carry sand away.';
    expect(glossesTheWholeOfPhrase('coast', 'a process by which waves carry sand away', sentence)).toBe(true);
  });

  test('given the term glossed right after its own mention, when checked, then the gloss is the term’s', () => {
    const sentence = 'Heat moves by conduction, a process by which energy passes from particle to particle.';
    expect(glossesTheWholeOfPhrase('conduction', 'a process by which energy passes from particle to particle', sentence)).toBe(false);
  });

  test('given a framing head ("the process of digestion, the …"), when checked, then the gloss is the term’s', () => {
    const sentence = 'Enzymes drive the process of digestion, the breakdown of food into molecules.';
    expect(glossesTheWholeOfPhrase('digestion', 'the breakdown of food into molecules', sentence)).toBe(false);
  });

  test('given a gloss naming a kind, not a process ("the adoption of utilitarianism, a philosophy …"), when checked, then it is the term’s', () => {
    const sentence = 'He was known for his adoption of utilitarianism, a philosophy that seeks the greatest good.';
    expect(glossesTheWholeOfPhrase('utilitarianism', 'a philosophy that seeks the greatest good', sentence)).toBe(false);
  });
});
