import { conceptLabel, namedTerm } from './concept-label.js';

describe('mind-map concept labels', () => {
  it('uses a defined term the sentence names, the longest one', () => {
    const terms = ['cost', 'opportunity cost', 'scarcity'];
    expect(conceptLabel('The opportunity cost of a choice is the value of the next best alternative given up.', { terms })).toBe('Opportunity cost');
    expect(namedTerm('Costs rise.', ['cost'])).toBeUndefined();
  });

  it('finds the main noun phrase of an English key idea, past generic openings', () => {
    expect(conceptLabel('The basic idea of comparative advantage is that trade lets each side gain.')).toBe('Comparative advantage');
    expect(conceptLabel('In markets for financial capital, demand comes from firms that borrow.')).toBe('Financial capital');
    expect(conceptLabel('Eigenvectors stay on their own span during a linear transformation.')).toBe('Eigenvectors');
    for (const label of [
      conceptLabel('The basic idea of comparative advantage is that trade lets each side gain.'),
      conceptLabel('Economists measure the price elasticity of demand with percentage changes.'),
    ]) {
      expect(label.split(' ').length).toBeLessThanOrEqual(4);
      expect(label).not.toMatch(/^(The|In|A|An) /);
    }
  });

  it('in Spanish takes content words, never English patterns', () => {
    expect(conceptLabel('El costo de oportunidad es el valor de la mejor alternativa.', { language: 'es' })).toBe('Costo de oportunidad');
    expect(conceptLabel('La ventaja comparativa permite que ambos países ganen.', { language: 'es' })).toBe('Ventaja comparativa permite');
  });
});
