import { isFragment, opensOnClauseThenMain, rejectCard } from './card-gates.js';
import { card } from '../../test-support/flashcard.js';

// Short texts written for these tests: a sentence may open on "If …, " or "With …, " and still be whole (clozes only).

describe('gate: an opening clause or phrase, then the main clause', () => {
  test.each([
    ['If two vectors are perpendicular, their dot product is zero.'],
    ['If the signal lasts long enough, then the winding graph balances out around the circle.'],
    ['With polynomials, a few samples are enough to recover the coefficients.'],
    ['While the growth factor is greater than one, the infection is growing exponentially.'],
    ['By Newton’s second law, the force equals the mass times the acceleration.'],
    ['For a full rank transformation, the only vector that lands at the origin is the zero vector.'],
  ])('given the English sentence "%s", when checked for a cloze, then it opens on a clause and is whole', (text) => {
    expect(opensOnClauseThenMain(text)).toBe(true);
    expect(isFragment(text, 'en', { openingClause: true })).toBe(false);
  });

  test.each([
    ['If two vectors are perpendicular, their dot product is zero.'],
    ['With polynomials, a few samples are enough to recover the coefficients.'],
  ])('given the English sentence "%s", when checked for another card kind, then the stricter reading still calls it a fragment', (text) => {
    expect(isFragment(text, 'en')).toBe(true);
  });

  test.each([
    ['If you think about it for a moment, the width of the window is one third.', 'the opening is about the listener'],
    ['Since it is a finite sample, the average is a plain sum.', 'the opening leans on what came before'],
    ['For example, most states require car owners to buy auto insurance.', 'it opens an example, not the claim'],
    ['For right now, our focus will be on how such a function proves the work was done.', 'the main clause is the speaker’s plan'],
    ['With the vectors from before, which we drew in yellow and green.', 'no main clause follows'],
    ['Of the three rules, the chain rule is the most useful.', '"of" never opens a sentence'],
    ['If the determinant is zero and the columns are dependent.', 'no comma closes the opening'],
  ])('given the English sentence "%s" (%s), when checked for a cloze, then it is still a fragment', (text) => {
    expect(isFragment(text, 'en', { openingClause: true })).toBe(true);
  });

  test('given a Spanish sentence opening on "Si …, ", when checked for a cloze, then the English allowance does not run and it stays a fragment', () => {
    expect(isFragment('Si dos vectores son perpendiculares, su producto escalar es cero.', 'es', { openingClause: true })).toBe(true);
  });

  test('given a cloze whose sentence opens on "If …, ", when the card is judged, then it may be shown', () => {
    const cloze = card('cloze', 'If two vectors are perpendicular, their _____ is zero.', 'dot product');
    expect(rejectCard(cloze, 'en')).toBeNull();
  });
});
