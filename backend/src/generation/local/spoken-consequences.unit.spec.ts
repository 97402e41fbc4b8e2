import { conditionCards } from './flashcards.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';
import { spokenConsequence } from './spoken-consequences.js';

// Consequences of spoken "if …, …" sentences, written for these tests.

describe('the consequence past a spoken lead-in', () => {
  test.each([
    ['it means that each day you multiply by the same constant', 'each day you multiply by the same constant', 0, false],
    ['that just means the lever saves no force', 'the lever saves no force', 0, false],
    ['after a little bit of a delay, a second charge starts to wiggle as well', 'after a little bit of a delay, a second charge starts to wiggle as well', 'after a little bit of a delay, '.length, false],
    ['over time, the temperature evens out along the rod', 'over time, the temperature evens out along the rod', 'over time, '.length, false],
    ['you get destructive interference with a small resulting wave', 'you get destructive interference with a small resulting wave', 0, true],
    ["you'll end up with a continuous curve", "you'll end up with a continuous curve", 0, true],
  ])('given "%s", when read, then the answer is "%s" with its subject at %d', (result, text, subjectAt, reached) => {
    expect(spokenConsequence(result)).toEqual({ text, subjectAt, reached });
  });

  test.each([
    ['the dot product is zero'], // no lead-in
    ['you might think that the curve is smooth'], // the listener's thought, not a result reached
    ['in effect, the lever does nothing'], // "in effect" is no time before a subject
  ])('given "%s", when read, then it comes back as it was, its subject at the start', (result) => {
    expect(spokenConsequence(result)).toEqual({ text: result, subjectAt: 0, reached: false });
  });
});

describe('"What happens if …?" cards from spoken consequences', () => {
  function asked(sentence: string) {
    const text = ['A wave is a disturbance that travels through a medium.', sentence, 'Every charge in the medium sends out a wave of its own.'].join(' ');
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    return conditionCards(doc, model, ['charge', 'wave'], 10, new Set()).map((c) => [c.question, c.answer]);
  }

  test('given a consequence after a short adverbial, when cards are made, then the adverbial stays in the answer', () => {
    expect(asked('If you wiggle one charge up and down, then after a little bit of a delay, a second charge some distance away will wiggle as well.')).toEqual([
      ['What happens if you wiggle one charge up and down?', 'After a little bit of a delay, a second charge some distance away will wiggle as well.'],
    ]);
  });

  test('given a result the listener reaches ("you get …"), when cards are made, then it is the answer', () => {
    expect(asked('If two waves are exactly out of phase, you get destructive interference with a very small resulting wave.')).toEqual([
      ['What happens if two waves are exactly out of phase?', 'You get destructive interference with a very small resulting wave.'],
    ]);
  });

  test('given "it means that …" after the condition, when cards are made, then the answer is what it means', () => {
    expect(asked('If every charge wiggles at the same frequency, it means that the wave keeps its frequency through the medium.')).toEqual([
      ['What happens if every charge wiggles at the same frequency?', 'The wave keeps its frequency through the medium.'],
    ]);
  });

  test('given a lead-in followed by a pointing word, when cards are made, then no card', () => {
    expect(asked('If every charge wiggles at the same frequency, it means that this wave keeps its frequency.')).toEqual([]);
  });
});
