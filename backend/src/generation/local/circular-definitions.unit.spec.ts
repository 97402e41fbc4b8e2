import { isNumberOccurring, restatesTermInCondition } from './circular-definitions.js';

describe('restatesTermInCondition', () => {
  test('a word "occurring when" its own root holds says nothing, even misspelt', () => {
    // Given "Symmetry occurs when the distances are symetrical" as a speaker said it
    // When the meaning is checked against the term
    // Then it only restates the term
    expect(restatesTermInCondition('Symmetry', 'when the distances are symetrical')).toBe(true);
    expect(restatesTermInCondition('turbulence', 'when the flow becomes turbulent')).toBe(true);
  });

  test('a phrase sharing a word with its meaning, or a word built on another, still explains', () => {
    // Given definitions whose meanings reuse a word of the term or a shorter root
    // When they are checked / Then they are kept
    expect(restatesTermInCondition('ample reserves', 'when banks keep significantly more than their reserve requirement')).toBe(false);
    expect(restatesTermInCondition('capitalism', 'when people invest capital in a business')).toBe(false);
    expect(restatesTermInCondition('scarcity', 'human wants exceed the resources')).toBe(false);
  });
});

describe('isNumberOccurring', () => {
  test('a number that "occurs when" is a value in an example, not a term', () => {
    // Given "Zero occurs when the strength of the connection … becomes moot"
    // When the term is checked / Then it is a number occurring, while a named thing is not
    expect(isNumberOccurring('zero', 'when the strength of the connection between adjacent atoms becomes moot')).toBe(true);
    expect(isNumberOccurring('0.5', 'when both are equally likely')).toBe(true);
    expect(isNumberOccurring('resonance', 'when the driving frequency matches the natural one')).toBe(false);
    expect(isNumberOccurring('zero', 'the additive identity')).toBe(false);
  });
});
