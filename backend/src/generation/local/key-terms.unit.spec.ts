import { prepareDocument } from './prepare-document.js';
import { clozeMisfit, isTechnicalTerm, lectureTermLimit, lectureTerms, recurringPhrases, worthBlanking } from './key-terms.js';

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

  test('given a lecture that names a result after a person, when terms are found, then the name and its noun are a term ("Fourier transform", not a name and a verb)', () => {
    const text = [
      'The Fourier transform turns a signal into its frequencies.',
      'Taking the Fourier transform of a sum gives the sum of the transforms.',
      'A spike in the Fourier transform marks a frequency the signal contains.',
    ].join(' ');
    const terms = recurringPhrases(prepareDocument({ kind: 'video', segments: [{ text, start: 0 }] }, 'en'), 'en');
    expect(terms).toContain('fourier transform');
  });

  test('given a capitalised verb opening a sentence twice, when terms are found, then it is no name term', () => {
    const text = 'Imagine rotating the square by a quarter turn. Imagine rotating the circle instead. The square and the circle stay the same shape.';
    const terms = recurringPhrases(prepareDocument({ kind: 'text', segments: [{ text }] }, 'en'), 'en');
    expect(terms).not.toContain('imagine rotating');
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

describe('a lecture names more key terms the longer it is', () => {
  test.each([
    ['a 10-minute lecture (1,500 words)', 1_500, 'en', 40],
    ['a 25-minute lecture (4,000 words)', 4_000, 'en', 40],
    ['a 75-minute lecture (14,000 words)', 14_000, 'en', 140],
    ['a 75-minute Spanish lecture (no English frequency list to judge its rarer terms)', 14_000, 'es', 40],
  ])('given %s, when its key terms are counted, then it may name %#', (_, words, language, expected) => {
    expect(lectureTermLimit(words, language)).toBe(expected);
  });

  test.each([
    ['denominator', true],
    ['quadratic equation', true],
    ['reciprocals of squares', true],
    ['pattern', false],
    ['audience', false],
    ['huge amount', false],
    ['right answer', false],
  ])('given the term "%s", when judged as a rarer term of a long lecture, then technical is %s', (term, expected) => {
    expect(isTechnicalTerm(term)).toBe(expected);
  });

  test('given a long lecture that says a technical term and an everyday word as rarely, when its terms are listed, then the technical term joins its most repeated and the everyday word does not', () => {
    // Forty-odd repeated terms fill the recurring list; the lecture is long enough (> 4,000 words) to name more.
    const repeated = ['matrix', 'vector', 'eigenvalue', 'determinant', 'polynomial', 'integral', 'derivative', 'logarithm', 'exponent', 'theorem',
      'parabola', 'hyperbola', 'ellipse', 'asymptote', 'tangent', 'cosine', 'sine', 'radian', 'hypotenuse', 'coefficient',
      'numerator', 'quotient', 'remainder', 'divisor', 'factorial', 'permutation', 'combination', 'probability', 'variance', 'median',
      'histogram', 'scalar', 'tensor', 'gradient', 'divergence', 'curl', 'manifold', 'topology', 'homomorphism', 'isomorphism', 'vertex', 'polygon', 'integer', 'fraction', 'equation'];
    const sentences = repeated.flatMap((t) => Array.from({ length: 6 }, () => `It is the ${t}.`));
    // Said four times each, after the forty: a term of the field and a word of everyday speech.
    for (const t of ['denominator', 'pattern']) sentences.push(...Array.from({ length: 4 }, () => `It is the ${t}.`));
    const filler = 'It is what it is and so it was and so it will be for all of us here and there and then.';
    const text = [...sentences, ...Array.from({ length: 200 }, () => filler)].join(' ');
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    expect(doc.wordCount).toBeGreaterThan(5_000);
    const terms = lectureTerms(doc, 'en');
    expect(terms).toContain('denominator');
    expect(terms).not.toContain('pattern');
  });
});

describe('why a term cannot be blanked in a sentence (clozeMisfit, counted by eval/diagnose-card-yield.ts)', () => {
  const sentence = (text: string) => prepareDocument({ kind: 'text', segments: [{ text }] }, 'en').sentences[0]!;
  test.each([
    ['The calculus students all learn the power rule in their first week.', 'calculus', 'modifies-next-noun'],
    ['The velocity of the car depends on the velocity of the wind around it.', 'velocity', 'said-twice'],
    ['The derivative of the position gives the velocity of the moving car.', 'acceleration', 'absent'],
    ['HAVING is like a WHERE clause that happens after the calculation.', 'clause', 'compound-tail'],
    ['Greedy ascent: start from some position, keep moving upwards, and report maximum value found.', 'report maximum value', 'verb-in-blank'],
    ['Pick values at random, and report maximum value found.', 'report maximum value', 'verb-in-blank'],
  ])('given "%s" and the term "%s", when the blank is tried, then the reason is %s', (text, term, reason) => {
    expect(clozeMisfit(sentence(text), term, 'en', new Set([term]), new Set())).toBe(reason);
  });

  describe('a capitalised word opening the sentence', () => {
    const written = new Set(['queues', 'handlers', 'linus']);

    test('given a subject the text writes in lower case elsewhere, when blanked, then it is no name', () => {
      expect(clozeMisfit(sentence('Queues hold the waiting jobs in arrival order.'), 'queues', 'en', new Set(['queues']), new Set(), written)).toBeUndefined();
    });

    test.each([
      ['a word never written in lower case', 'Handlers catch the errors that a function raises.', 'handlers', new Set<string>()],
      ['no lower-case reading given', 'Queues hold the waiting jobs in arrival order.', 'queues', undefined],
      ['a label no verb follows', 'Handlers of the errors that a function raises go last.', 'handlers', written],
    ])('given %s, when blanked, then it stays a lone name', (_case, text, term, commonWords) => {
      expect(clozeMisfit(sentence(text), term, 'en', new Set([term]), new Set(), commonWords)).toBe('lone-name');
    });
  });

  test.each([
    ['The derivative of the position gives the velocity of the moving car.', 'velocity'],
    ['The planner reads the query, and report generation takes the rest of the time.', 'report generation'],
  ])('given "%s", when "%s" is blanked, then there is no reason', (text, term) => {
    expect(clozeMisfit(sentence(text), term, 'en', new Set([term]), new Set())).toBeUndefined();
  });
});
