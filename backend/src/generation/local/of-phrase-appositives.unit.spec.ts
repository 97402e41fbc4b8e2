import { glossesTheWholeOfPhrase, takesActionGloss } from './of-phrase-appositives.js';

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

// Sentences written for these tests.
describe('a gloss after "X of the term" that says the same kind of thing X is', () => {
  test.each([
    ['structure', 'The groove holds the fibrous membrane of the shin, a thin sheet of tissue that joins the two bones.', 'shin', 'a thin sheet of tissue that joins the two bones'],
    ['place', 'Trade flowed in, and the port became the center of the kingdom, a busy city with a famous market.', 'kingdom', 'a busy city with a famous market'],
    ['amount', 'The fine was one talent of bronze, the equivalent of about ten years of a farmer’s income.', 'bronze', 'the equivalent of about ten years of a farmer’s income'],
    ['amount after "that is,"', 'Planners track the median age of a town, that is, the number that splits its people into two halves.', 'town', 'the number that splits its people into two halves'],
    ['event after an action', 'The yearly flooding of the valley, the main event of the farming year, was celebrated with songs.', 'valley', 'the main event of the farming year'],
    ['idea after an action', 'Some schools taught the reincarnation of spirits, an idea that later writers would adopt.', 'spirits', 'an idea that later writers would adopt'],
  ])('given a %s glossed after its head, when checked, then the gloss is the whole phrase’s', (_kind, sentence, term, meaning) => {
    expect(glossesTheWholeOfPhrase(term, meaning, sentence)).toBe(true);
  });

  test.each([
    ['an amount, glossed as a substance', 'Cells make up only a small part of the total volume of lymph, the clear fluid that drains the tissues.', 'lymph', 'the clear fluid that drains the tissues'],
    ['an action, glossed as a right', 'The reform brought an expansion of the franchise, or the right to vote in elections.', 'franchise', 'the right to vote in elections'],
    ['a place, glossed as a people', 'Traders settled in the lands of the Avars, a confederation of steppe clans.', 'Avars', 'a confederation of steppe clans'],
  ])('given %s, when checked, then the gloss is the term’s', (_kind, sentence, term, meaning) => {
    expect(glossesTheWholeOfPhrase(term, meaning, sentence)).toBe(false);
  });

  test('given action heads and frames, when asked whether they take a clause, then an action does and a frame does not', () => {
    expect(takesActionGloss('devaluation')).toBe(true);
    expect(takesActionGloss('process')).toBe(false);
    expect(takesActionGloss('form')).toBe(false);
  });
});
