import { conditionCards, definitionCard } from './flashcards.js';
import { termClozeCards } from './key-terms.js';
import { rejectDefinition } from './card-gates.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';

// A short lecture-like text written for this test.
const TEXT = [
  'A lever is a rigid bar that turns around a fixed point called the fulcrum.',
  'The effort arm is the distance from the fulcrum to where you push.',
  'If the effort arm is longer than the load arm, the lever multiplies the force you apply.',
  'When the fulcrum sits exactly in the middle, the effort equals the load.',
  'If you think about it for a moment, I find this really satisfying.',
  'If we slide that over by a bit, the picture changes.',
  'If you have two levers, a and b, compare their arms first.',
  'Engineers choose the position of the fulcrum for every lever they design.',
  'The load arm is the distance from the fulcrum to the load.',
].join(' ');

function cards() {
  const doc = prepareDocument({ kind: 'text', segments: [{ text: TEXT }] }, 'en');
  const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
  return conditionCards(doc, model, ['fulcrum', 'effort arm', 'load arm', 'lever'], 10, new Set());
}

describe('concept cards from conditional explanations', () => {
  test('a salient "if/when …, …" sentence naming a key term asks what happens, answered by the consequence', () => {
    const asked = cards().map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['What happens if the effort arm is longer than the load arm?', 'The lever multiplies the force you apply.']);
    expect(asked).toContainEqual(['What happens when the fulcrum sits exactly in the middle?', 'The effort equals the load.']);
    expect(cards().every((c) => c.kind === 'concept' && c.citation.quote.length > 0)).toBe(true);
  });

  test('no card from the speaker, a pointing "that", or a condition cut at an appositive', () => {
    const questions = cards().map((c) => c.question);
    expect(questions.some((q) => /think about it|slide that|two levers/.test(q))).toBe(false);
    expect(questions).toHaveLength(2);
  });
});

describe('definition cards with a "when" meaning', () => {
  const base = { meaning: 'when the rate of inflation is negative', form: 'when-clause' as const, plural: false, confidence: 0.85, pattern: 'occurs-when', score: 1 };
  const sentence = prepareDocument({ kind: 'text', segments: [{ text: 'Deflation occurs when the rate of inflation is negative. Prices then fall across the whole economy.' }] }, 'en').sentences[0]!;

  test('read "X occurs when …", never "X is when …"', () => {
    const card = definitionCard({ ...base, term: 'deflation', sentence }, 'en');
    expect(card.answer).toBe('Deflation occurs when the rate of inflation is negative.');
  });

  test('a condition inside a condition is no definition', () => {
    expect(rejectDefinition('additivity', 'when if you add two inputs the outputs add', 'en')).toBe('non-definition');
  });
});

describe('cloze blanks on key terms only', () => {
  const text = [
    'A lever is a rigid bar that turns around a fixed point called the fulcrum.',
    'Marta explains the fulcrum with a long wooden plank and a heavy stone.',
    'Marta would put the fulcrum close to the stone so that a small push lifts it.',
    'The lever-arm ratio decides how much the lever multiplies the force you apply.',
    'Push the plank to the right and the stone rises on the other side of the fulcrum.',
    'A longer effort arm means a smaller push lifts the same load with the lever.',
  ].join(' ');

  test('no blank on a name, inside a hyphenated compound, or on a direction word', () => {
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const cards = termClozeCards(doc, model, ['Marta', 'lever', 'right', 'fulcrum'], 'en', 10);
    const blanked = cards.map((c) => c.answer.toLowerCase());
    expect(blanked).toContain('fulcrum');
    expect(blanked).not.toContain('marta');
    expect(blanked).not.toContain('right');
    expect(cards.some((c) => c.question.includes('_____-arm'))).toBe(false);
  });
});
