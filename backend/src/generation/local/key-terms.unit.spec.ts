import { prepareDocument } from './prepare-document.js';
import { recurringPhrases, worthBlanking } from './key-terms.js';

// Key terms of languages the tagger does not read, on texts written for these tests.

describe('key terms without a tagger', () => {
  test('given a Spanish noun that takes an article and a verb form said as often, when terms are found, then the noun is a term and the verb is not', () => {
    const text = [
      'La distancia entre dos puntos nunca es negativa, como desee el lector.',
      'Medimos la distancia con una regla, y cada uno elige como desee.',
      'Una distancia pequeña significa puntos cercanos, y el lector elige como desee.',
      'La distancia cambia si movemos un punto, y cada uno calcula como desee.',
    ].join(' ');
    const terms = recurringPhrases(prepareDocument({ kind: 'text', segments: [{ text }] }, 'es'), 'es');
    expect(terms).toContain('distancia');
    expect(terms).not.toContain('desee');
  });

  test('given an English text, when terms are found, then the article proxy is not used (the tagger decides)', () => {
    const text = [
      'Gradient descent moves downhill on the cost function.',
      'Each step of gradient descent follows the negative gradient of the cost function.',
      'Gradient descent stops when the steps get very small.',
    ].join(' ');
    const terms = recurringPhrases(prepareDocument({ kind: 'text', segments: [{ text }] }, 'en'), 'en');
    expect(terms).toEqual(expect.arrayContaining(['gradient descent', 'cost function']));
  });

  test.each([
    [
      'es',
      [
        'Veremos cómo una capa influye en la siguiente capa de la red.',
        'Todavía no sabemos cómo una capa influye en la salida de la red.',
        'La capa oculta tiene dieciséis neuronas y la capa oculta aprende bordes.',
      ],
      'capa influye',
      'capa oculta',
    ],
    [
      'en',
      [
        'We will see how one layer influences the next layer of the network.',
        'We still do not know how one layer influences the output of the network.',
        'The hidden layer has sixteen neurons and the hidden layer learns edges.',
      ],
      'layer influences',
      'hidden layer',
    ],
  ])('given a %s text saying twice "how a <noun> <verb>", when terms are found, then the subject and its verb are no term', (language, sentences, verbPhrase, term) => {
    const terms = recurringPhrases(prepareDocument({ kind: 'text', segments: [{ text: sentences.join(' ') }] }, language), language);
    expect(terms).toContain(term);
    expect(terms).not.toContain(verbPhrase);
  });
});

describe('terms worth a blank', () => {
  test.each([
    ['people', false],
    ['countries', false],
    ['world', false],
    ['utilitarianism', true],
    ['allele', true],
    ['political action', true],
  ])('given the English term "%s" found only by counting, when blanks are chosen, then it is worth one: %s', (term, worth) => {
    expect(worthBlanking(term, new Set(), 'en')).toBe(worth);
  });

  test('given "power", a word of a heading, when blanks are chosen, then it is worth one', () => {
    expect(worthBlanking('power', new Set(['power']), 'en')).toBe(true);
  });

  test('given a Spanish everyday word, when blanks are chosen, then it is not judged by the English list', () => {
    expect(worthBlanking('gente', new Set(), 'es')).toBe(true);
  });
});
