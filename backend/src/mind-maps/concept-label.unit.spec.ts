import { conceptLabel, namedTerm, wordSpread } from './concept-label.js';

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

  describe('with the words the notes keep using', () => {
    const spanishNotes = wordSpread([
      'Una combinación lineal de dos vectores escala cada vector y suma los resultados.',
      'El conjunto de todas las combinaciones lineales de dos vectores se llama espacio generado.',
      'Si los dos vectores están alineados, su combinación lineal queda en una recta.',
      'Tómate un momento para pensar en cada combinación lineal posible de esos vectores.',
    ]);

    it('given a Spanish key idea opening on a verb, when labelled, then the label is the concept the notes repeat', () => {
      expect(conceptLabel('Tómate un momento para pensar en cada combinación lineal posible de esos vectores.', { language: 'es', spread: spanishNotes }))
        .toBe('Combinación lineal');
    });

    it('given a Spanish key idea whose recurring words sit beside an adverb, when labelled, then the adverb is left out', () => {
      const spread = wordSpread(['Los vectores base realmente escalan.', 'Los vectores base realmente importan.', 'Realmente sí.']);
      expect(conceptLabel('Piensa que los vectores base realmente escalan todo.', { language: 'es', spread })).toBe('Vectores base');
    });

    it('given no word recurs, when labelled, then the sentence\'s own subject is kept', () => {
      expect(conceptLabel('Eigenvectors stay on their own span during a linear transformation.', { spread: wordSpread([]) })).toBe('Eigenvectors');
    });
  });

  it('given an English key idea opening on an imperative ("Notice, …"), when labelled, then the label is a noun phrase of it', () => {
    expect(conceptLabel('Notice, the zero vector will always be included in the column space.')).toBe('Column space');
    expect(conceptLabel('Paris, the capital of France, is a large city.')).toBe('Paris');
  });

  it('never opens a label on a dangling "of"', () => {
    expect(conceptLabel('So with that, I will call it an end to this essence of linear algebra series.')).not.toMatch(/^Of /);
  });
});
