import { conditionCards } from './flashcards.js';
import { defersConsequence, withoutTalkAsides } from './deferred-consequences.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';

// Short spoken passages written for these tests.
function cards(text: string, terms: string[], language: string) {
  const doc = prepareDocument({ kind: 'text', segments: [{ text }], language }, language);
  const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
  return conditionCards(doc, model, terms, 10, new Set(), language).map((c) => [c.question, c.answer]);
}

describe('a condition whose consequence the next sentence states', () => {
  test('English: the remark and the example go; the next sentence, without its worked value, is the answer', () => {
    const text =
      'By the way, I should mention that if you double every side of a square, say from 3 to 6 meters, things end up a lot simpler. The new area is four times the old area, in this case 36 square meters. Squares are common in tiling.';
    expect(cards(text, ['square'], 'en')).toContainEqual(['What happens to the new area if you double every side of a square?', 'The new area is four times the old area.']);
  });

  test('English: no card when the next sentence points at the screen or the speaker', () => {
    const text = 'If you double every side of a square, things end up a lot simpler. This one here is what I drew on the board. Squares are common in tiling.';
    expect(cards(text, ['square'], 'en')).toEqual([]);
  });

  test('Spanish: "las cosas se simplifican mucho" defers to the next sentence', () => {
    const text =
      'Por cierto, debo mencionar que si duplicas cada lado de un cuadrado, digamos de 3 a 6 metros, las cosas se simplifican mucho. La superficie es cuatro veces la superficie anterior, en este caso 36 metros cuadrados. Los cuadrados son comunes.';
    expect(cards(text, ['cuadrado'], 'es')).toContainEqual(['¿Qué le pasa a la superficie si duplicas cada lado de un cuadrado?', 'La superficie es cuatro veces la superficie anterior.']);
  });

  test('Spanish: no card when the next sentence points at the screen', () => {
    const text = 'Si duplicas cada lado de un cuadrado, las cosas se simplifican mucho. Esto que ves aquí es lo que dibujé. Los cuadrados son comunes.';
    expect(cards(text, ['cuadrado'], 'es')).toEqual([]);
  });

  test.each([
    ['things end up a lot simpler', 'en', true],
    ['something nice happens', 'en', true],
    ['the derivative is the constant times the derivative', 'en', false],
    ['las cosas se simplifican mucho', 'es', true],
    ['la derivada es la constante por la derivada', 'es', false],
  ])('"%s" (%s) defers its consequence: %s', (result, language, defers) => {
    expect(defersConsequence(result, language)).toBe(defers);
  });

  test('only a speaker preamble and an example aside are dropped', () => {
    expect(withoutTalkAsides('By the way, I should mention that if you add a constant, say 5, nothing changes.', 'en')).toBe('if you add a constant, nothing changes.');
    expect(withoutTalkAsides('If you add a constant, the slope stays.', 'en')).toBe('If you add a constant, the slope stays.');
    expect(withoutTalkAsides('Por cierto, debo mencionar que si sumas una constante, digamos 5, nada cambia.', 'es')).toBe('si sumas una constante, nada cambia.');
  });
});
