import { causeAndEffect, concedesOrSetsUp, givesCauseOf, givesPointedCauseOf, statesConsequenceOf } from './causal-sentences.js';

describe('cause and effect in a sentence', () => {
  it('given causal wording, when split, then the cause and the effect are told apart whichever comes first', () => {
    expect(causeAndEffect('When quantity supplied exceeds quantity demanded, a surplus exists.')).toEqual({ cause: 'quantity supplied exceeds quantity demanded', effect: 'a surplus exists' });
    expect(causeAndEffect('Markets underprovide public goods because people free ride.')).toEqual({ effect: 'Markets underprovide public goods ', cause: ' people free ride' });
    expect(causeAndEffect('A price floor above equilibrium leads to a surplus of the good.')).toEqual({ cause: 'A price floor above equilibrium ', effect: ' a surplus of the good' });
    expect(causeAndEffect('Cuando la cantidad ofrecida supera a la demandada, hay un excedente.')).toEqual({ cause: 'la cantidad ofrecida supera a la demandada', effect: 'hay un excedente' });
    expect(causeAndEffect('However, when the price is not allowed to rise, a shortage occurs.')).toEqual({ cause: 'the price is not allowed to rise', effect: 'a shortage occurs' });
    expect(causeAndEffect('Sin embargo, cuando el precio no puede subir, aparece la escasez.')).toEqual({ cause: 'el precio no puede subir', effect: 'aparece la escasez' });
    expect(causeAndEffect('A price floor is the lowest legal price.')).toBeNull();
  });

  it('given "why X?", when a sentence is judged, then it gives a cause of X only with X on its effect side', () => {
    expect(givesCauseOf('adverse selection', 'Adverse selection arises because buyers know more about their risk than the insurer.')).toBe(true);
    expect(givesCauseOf('adverse selection', 'Since insurers need not fear adverse selection, they can set prices on the average.')).toBe(false);
    expect(givesCauseOf('selección adversa', 'La selección adversa aparece porque los compradores saben más sobre su riesgo que la aseguradora.')).toBe(true);
    expect(givesCauseOf('selección adversa', 'Como la aseguradora no teme la selección adversa, fija precios según el promedio.')).toBe(false);
    // "… means that when …" says what a word means, not why anything happens.
    expect(givesCauseOf('public good', 'Non-rival means that when one person uses the public good, another can also use it.')).toBe(false);
  });

  it('given "what happens when X?", when a sentence is judged, then it states a consequence of X only with X on its cause side', () => {
    expect(statesConsequenceOf('price floor', 'When a price floor is set above equilibrium, quantity supplied exceeds quantity demanded.')).toBe(true);
    expect(statesConsequenceOf('price floor', 'If the government buys the excess supply, farmers benefit from the price floor.')).toBe(false);
    // "The result is …" states the consequence of the sentence before it.
    expect(statesConsequenceOf('price floor', 'The result is a quantity supplied in excess of the quantity demanded.')).toBe(false);
    expect(statesConsequenceOf('precio mínimo', 'Un precio mínimo por encima del equilibrio provoca un excedente del bien.')).toBe(true);
  });

  it('given a concession, a set-up or a worked example, when judged, then it is not an answer by itself (English and Spanish)', () => {
    expect(concedesOrSetsUp('In some cases, markets can produce public goods.')).toBe(true);
    expect(concedesOrSetsUp('To understand how adverse selection can strangle a market, recall the 100 drivers with damages of $100 and $1,000.')).toBe(true);
    expect(concedesOrSetsUp('Then how can a firm charge people for it?')).toBe(true);
    expect(concedesOrSetsUp('En algunos casos, los mercados pueden producir bienes públicos.')).toBe(true);
    expect(concedesOrSetsUp('Aunque el mercado falla, la radio se financia con publicidad.')).toBe(true);
    expect(concedesOrSetsUp('Private companies find it difficult to produce public goods.')).toBe(false);
    expect(concedesOrSetsUp('Las empresas privadas tienen dificultades para producir bienes públicos.')).toBe(false);
  });

  it('given a cause that only points back ("This structure causes …"), when asked why, then it gives the cause with the sentence before it, and a named cause does not', () => {
    expect(givesCauseOf('cell membrane', 'This structure causes the membrane to be selectively permeable.')).toBe(false);
    expect(givesPointedCauseOf('cell membrane', 'This structure causes the membrane to be selectively permeable.')).toBe(true);
    expect(givesPointedCauseOf('price ceiling', 'These rules lead to a shortage of apartments.')).toBe(true);
    expect(givesPointedCauseOf('cell membrane', 'The tightly packed phospholipids cause the membrane to be selectively permeable.')).toBe(false);
    expect(givesPointedCauseOf('cell membrane', 'This causes it.')).toBe(false);
  });
});
