import { conditionCards } from './flashcards.js';
import { isCutSpanishClause, isUnaskableCondition, tellsPastEvent } from './condition-gates.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';

// Conditions of spoken "if …, …" sentences, written for these tests.

describe('conditions that are no rule to ask about', () => {
  test.each([
    ['you plug in x equals 0 for everything'], // a value put into one formula
    ['you plug in x'],
    ['its initial length needed to be 0.3'], // whose length?
    ['we write that spacing between samples as dx'], // a demonstrative "that"
  ])('given the condition "%s", when checked, then it is not asked', (condition) => {
    expect(isUnaskableCondition(condition)).toBe(true);
  });

  test.each([
    ['you plug in a negative input'], // a kind of input, not one value
    ['we know that energy is conserved'], // "that" opens a clause
    ['two vectors are perpendicular'],
  ])('given the condition "%s", when checked, then it may be asked', (condition) => {
    expect(isUnaskableCondition(condition)).toBe(false);
  });

  test('given a worked example\'s step, when condition cards are made, then no "What happens …?" card', () => {
    const text = ['A polynomial is a sum of powers of x.', 'If you plug in x equals 0 for every polynomial term, all of the polynomial terms become 1.', 'Each polynomial term has a coefficient.'].join(' ');
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    expect(conditionCards(doc, model, ['polynomial'], 10, new Set())).toEqual([]);
  });
});

describe('tellsPastEvent', () => {
  it.each([
    ['when the company went public', 'en'],
    ['cuando la serie fue publicada', 'es'],
  ])('given "%s", when it is read, then it tells one past event', (condition, language) => {
    expect(tellsPastEvent(condition, language)).toBe(true);
  });

  it('given a condition in the present, or a language without the list, when it is read, then it does not', () => {
    expect(tellsPastEvent('when the price rises', 'en')).toBe(false);
    expect(tellsPastEvent('quand le prix était haut', 'fr')).toBe(false);
  });
});

describe('isCutSpanishClause', () => {
  it('given a clause ending on a preposition, when it is read, then it was cut', () => {
    expect(isCutSpanishClause('si el valor de')).toBe(true);
  });

  it('given a clause ending on its noun, when it is read, then it is whole', () => {
    expect(isCutSpanishClause('si el valor crece')).toBe(false);
  });
});
