import { prepareDocument, type PreparedDocument } from './prepare-document.js';
import { centralConcept, headIsNounInSection, isTeaserHeading, isTitleTerm, kindNamedByAdjective, sectionConcept, titleKey, usedAsNoun } from './section-titles.js';

// Outline titles of untitled sections and lectures, on short texts written for these tests.

function prepared(sentences: readonly string[], language: string): PreparedDocument {
  return prepareDocument({ kind: 'text', segments: [{ text: sentences.join(' ') }] }, language);
}

describe('title-worthy terms', () => {
  test.each([
    ['chain rule', true],
    ['dot product', true],
    ['weighted sum', true],
    ['two functions', false],
    ['third line', false],
    ['tiny change', false],
    ['per second', false],
    ['right', false],
    ['making sure', false],
    ['little edges', false],
    ['right hand', false],
    ['unit vector', true],
    ["L'Hopital's rule", true], // a possessive names whose rule
    // A stage of the working in two words describes a moment; in a longer name it may be a concept.
    ['total number', false],
    ['final result', false],
    ['resulting wave', false],
    ['total internal reflection', true],
    ['term Julia set', false], // "the term Julia set" names the Julia set
    ['word embeddings', true],
  ])('given the English term "%s", when judged as an outline title, then it is %s', (term, expected) => {
    expect(isTitleTerm(term, 'en')).toBe(expected);
  });

  test.each([
    ['original griego', true], // the stage words are English ("the original"): a Spanish name is judged by its own lists
    ['regla de la cadena', true],
    ['suma ponderada', true],
    ['pequeño empujón', false],
    ['tercer vector', false],
    ['dos funciones', false],
  ])('given the Spanish term "%s", when judged as an outline title, then it is %s', (term, expected) => {
    expect(isTitleTerm(term, 'es')).toBe(expected);
  });
});

describe('section concept', () => {
  const rest = [
    'A tiny change in the input makes a tiny change in the output.',
    'We look at the graph of the function and a tiny change again.',
    'The derivative of the sum is the sum of the derivatives.',
    'Each tiny change adds up, and the derivative measures it.',
  ];
  const section = [
    'The chain rule tells us how to take the derivative of a composition.',
    'With the chain rule, a tiny change in the input nudges the inner function first.',
    'The chain rule multiplies the derivative of the outer function by the derivative of the inner function.',
    'So the chain rule is applied from the outside in, right, and a tiny change travels through both.',
  ];

  test('given an English section that uses a key term more than the rest of the lecture and a filler phrase said everywhere, when named, then it is named after the key term', () => {
    const title = sectionConcept({
      defined: [],
      recurring: ['tiny change', 'chain rule', 'right', 'derivative'],
      section: prepared(section, 'en'),
      whole: prepared([...rest, ...section], 'en'),
      language: 'en',
      used: new Set(),
    });
    expect(title).toBe('chain rule');
  });

  test('given the key term already titles an earlier section, when named, then another concept or none is chosen, never the same title', () => {
    const title = sectionConcept({
      defined: [],
      recurring: ['tiny change', 'chain rule', 'right'],
      section: prepared(section, 'en'),
      whole: prepared([...rest, ...section], 'en'),
      language: 'en',
      used: new Set([titleKey('Chain rule')]),
    });
    // The section's own phrases are taken or descriptions; a name the lecture repeats and it says twice remains.
    expect(title).toBe('inner function');
  });

  test('given a Spanish section that uses a key term centrally and a size phrase as often, when named, then it is named after the key term', () => {
    const spanishRest = [
      'Un pequeño empujón en la entrada produce un pequeño empujón en la salida.',
      'Miramos la gráfica de la función con un pequeño empujón otra vez.',
      'La derivada de la suma es la suma de las derivadas.',
    ];
    const spanishSection = [
      'La regla de la cadena dice cómo derivar una composición de funciones.',
      'Con la regla de la cadena, un pequeño empujón recorre primero la función interior.',
      'La regla de la cadena multiplica la derivada exterior por la derivada interior.',
    ];
    const title = sectionConcept({
      defined: [],
      recurring: ['pequeño empujón', 'regla de la cadena', 'derivada'],
      section: prepared(spanishSection, 'es'),
      whole: prepared([...spanishRest, ...spanishSection], 'es'),
      language: 'es',
      used: new Set(),
    });
    expect(title).toBe('regla de la cadena');
  });
});

describe('one outline entry per concept', () => {
  test.each([
    ['linear transformations', 'linear transformation'],
    ['redes neuronales', 'red neuronal'],
    ['lines', 'line'],
  ])('given "%s" titling an earlier section, when "%s" is compared, then both are one title', (earlier, later) => {
    expect(titleKey(later)).toBe(titleKey(earlier));
  });

  test('given two different concepts, when compared, then their keys differ', () => {
    expect(titleKey('neural networks')).not.toBe(titleKey('neural nets'));
    expect(titleKey('regla de la cadena')).not.toBe(titleKey('regla del producto'));
  });
});

describe('a defined name', () => {
  test.each([
    [
      'en',
      ['The identity transformation is the transformation that leaves every vector where it was.', 'The inverse undoes the matrix, and the inverse of the inverse is the matrix.', 'Finding the inverse takes work, and the inverse is unique.', 'So the inverse and then the matrix give back the start.'],
      ['inverse', 'identity transformation'],
      'identity transformation',
    ],
    [
      'es',
      ['La transformación identidad es la transformación que deja cada vector donde estaba.', 'La inversa deshace la matriz, y la inversa de la inversa es la matriz.', 'Hallar la inversa cuesta, y la inversa es única.', 'Así la inversa y luego la matriz devuelven el inicio.'],
      ['inversa', 'transformación identidad'],
      'transformación identidad',
    ],
  ])('given a %s section that defines a name once and repeats a single word, when named, then the defined name titles it', (language, sentences, recurring, defined) => {
    const section = prepared(sentences, language);
    const title = sectionConcept({ defined: [defined], recurring, section, whole: section, language, used: new Set() });
    expect(title).toBe(defined);
  });
});

describe('lecture concept', () => {
  test('given a key term every section uses and a filler phrase repeated in one section, when the untitled lecture is named, then it is named after the shared term', () => {
    const sections = [
      ['Neural networks learn from examples.', 'A tiny change to a weight changes the output a little.', 'A tiny change again, and another tiny change.'],
      ['Each layer of the neural networks holds numbers.', 'The weighted sum feeds the next layer.'],
      ['Training neural networks means finding good weights.', 'The weighted sum is squished by a function.'],
    ].map((s) => prepared(s, 'en'));
    const whole = prepared(sections.flatMap((s) => s.sentences.map((x) => x.text)), 'en');
    expect(centralConcept(['tiny change', 'weighted sum', 'neural networks'], sections, ['Neural networks', 'Layer', 'Weighted sum'], whole, 'en')).toBe('neural networks');
  });
});

describe('the kind a section is about', () => {
  const english = {
    rest: ['The graph of a function shows its values.', 'We add the terms one at a time and look at the graph.', 'Every polynomial is a sum of terms.'],
    section: [
      'The approximation gets better near the input, and each approximation uses a derivative.',
      'A quadratic approximation matches the second derivative as well as the slope.',
      'So the approximation follows the curve, and the approximation is a polynomial.',
      'With a quadratic approximation the approximation bends like the curve.',
      'The quadratic approximation is the approximation we keep.',
    ],
  };
  const spanish = {
    rest: ['La gráfica de una función muestra sus valores.', 'Sumamos los términos uno a uno y miramos la gráfica.', 'Cada polinomio es una suma de términos.'],
    section: [
      'La aproximación mejora cerca de la entrada, y cada aproximación usa una derivada.',
      'Una aproximación cuadrática iguala la segunda derivada y también la pendiente.',
      'Así la aproximación sigue la curva, y la aproximación es un polinomio.',
      'Con una aproximación cuadrática la aproximación se curva como la curva.',
      'La aproximación cuadrática es la aproximación que guardamos.',
    ],
  };
  const named = (language: string, text: { rest: string[]; section: string[] }, recurring: string[]) =>
    sectionConcept({ defined: [], recurring, section: prepared(text.section, language), whole: prepared([...text.rest, ...text.section], language), language, used: new Set() });

  test.each([
    ['en', english, ['approximation', 'quadratic approximation'], 'quadratic approximation'],
    ['es', spanish, ['aproximación', 'aproximación cuadrática'], 'aproximación cuadrática'],
  ])('given a %s section repeating a bare word and naming its kind three times, when named, then the kind titles it', (language, text, recurring, expected) => {
    expect(named(language, text, recurring)).toBe(expected);
  });

  const modifierSection = (word: string, phrase: string, filler: string) => [
    ...Array.from({ length: 20 }, (_, i) => `${filler} ${word} ${i + 2}.`),
    ...Array.from({ length: 3 }, () => `${filler} ${phrase}.`),
  ];
  test.each([
    ['en', modifierSection('approximation', 'approximation error', 'We look at the'), ['approximation', 'approximation error'], 'approximation'],
    ['es', modifierSection('aproximación', 'error de aproximación', 'Miramos la'), ['aproximación', 'error de aproximación'], 'aproximación'],
  ])('given a %s section where the bare word only modifies a longer name, when named, then that longer name does not replace it', (language, section, recurring, expected) => {
    const text = { rest: language === 'en' ? english.rest : spanish.rest, section };
    const title = named(language, text, recurring);
    expect(title).toBe(expected);
  });
});

describe('a single English word said as a noun', () => {
  test('given a word heading a compound after a noun modifier, when judged, then it is a noun the section names', () => {
    const section = prepared(['Vector addition puts the second vector at the tip of the first.', 'So vector addition is the same as moving along each vector in turn.', 'This is why vector addition works in any order.'], 'en');
    expect(usedAsNoun(section, 'addition')).toBe(true);
  });

  test('given an -s word after its singular subject, when judged, then it is a verb, not a name', () => {
    const section = prepared(['Tell me where that vector lands after the transformation.', 'Then we see where the basis vector lands, one unit to the right.', 'Everything follows from where each vector lands.'], 'en');
    expect(usedAsNoun(section, 'lands')).toBe(false);
  });
});

describe('a name said only in a closing part', () => {
  const text = {
    en: {
      rest: ['Each neuron holds a number.', 'The weights connect one layer to the next.', 'Training finds good weights for the network.'],
      part: ['The biological analogy is loose, and we should not lean on it.', 'Still, the biological analogy gave these networks their name.', 'Thanks for watching, see you next time.'],
      elsewhere: 'People like the biological analogy.',
      name: 'biological analogy',
    },
    es: {
      rest: ['Cada neurona guarda un número.', 'Los pesos conectan una capa con la siguiente.', 'El entrenamiento busca buenos pesos para la red.'],
      part: ['La analogía biológica es vaga, y no conviene apoyarse en ella.', 'Aun así, la analogía biológica dio nombre a estas redes.', 'Gracias por ver, hasta la próxima.'],
      elsewhere: 'A la gente le gusta la analogía biológica.',
      name: 'analogía biológica',
    },
  };
  const named = (language: 'en' | 'es', part: readonly string[]) => {
    const t = text[language];
    return sectionConcept({ defined: [], recurring: [t.name], section: prepared(part, language), whole: prepared([...t.rest, ...part], language), language, used: new Set() });
  };

  test.each(['en', 'es'] as const)('given a %s part whose only name is said twice, all of its uses there, when named, then that name titles it rather than a number', (language) => {
    expect(named(language, text[language].part)).toBe(text[language].name);
  });

  test.each(['en', 'es'] as const)('given a %s part that says the name once, when named, then nothing titles it (a passing phrase)', (language) => {
    expect(named(language, [text[language].elsewhere, ...text[language].part.slice(2)])).toBeUndefined();
  });
});

describe('a defined name said with its article', () => {
  test.each([
    ['en', ['The identity transformation is the transformation that leaves every vector where it was.', 'The inverse undoes the matrix, and the inverse of the inverse is the matrix.'], 'the identity transformation', 'identity transformation'],
    ['es', ['Una transformación identidad es la que deja cada vector donde estaba.', 'La inversa deshace la matriz, y la inversa de la inversa es la matriz.'], 'una transformación identidad', 'transformación identidad'],
  ])('given a %s section defining a name with its article, when named, then the title drops the article', (language, sentences, defined, expected) => {
    const section = prepared(sentences, language);
    expect(sectionConcept({ defined: [defined], recurring: [], section, whole: section, language, used: new Set() })).toBe(expected);
  });

  test.each([
    ['en', ['Thermal energy is the energy a body holds as heat.', 'Thermal energy flows from hot bodies to cold ones.'], 'thermal energy'],
    ['es', ['La unidad imaginaria es el número cuyo cuadrado es menos uno.', 'Con la unidad imaginaria se escriben los números complejos.'], 'unidad imaginaria'],
    ['es', ['La regla de la cadena deriva una composición.', 'Con la regla de la cadena se deriva de fuera hacia dentro.'], 'regla de la cadena'],
  ])('given a %s name that only starts like an article or holds one inside, when named, then the name stays whole', (language, sentences, defined) => {
    const section = prepared(sentences, language);
    expect(sectionConcept({ defined: [defined], recurring: [], section, whole: section, language, used: new Set() })).toBe(defined);
  });
});

describe('a lone adjective as a heading', () => {
  const earlier = ['Preindustrial Societies', 'Hunter-Gatherer'];

  test('given "Horticultural" under "Preindustrial Societies", when asked about, then it is short for the kind', () => {
    expect(kindNamedByAdjective('Horticultural', earlier)).toBe('Horticultural societies');
  });

  test('given "Pastoral", which the tagger reads as a noun, under "Preindustrial Societies", when asked about, then it is short for the kind', () => {
    expect(kindNamedByAdjective('Pastoral', earlier)).toBe('Pastoral societies');
  });

  test('given a lone adjective with no heading of kinds before it, when asked about, then it names no topic', () => {
    expect(kindNamedByAdjective('Feudal', ['Introduction'])).toBeUndefined();
  });

  test.each([['Industrial Society'], ['Introduction'], ['Derivatives']])('given the heading "%s", when asked about, then it stays as it is', (title) => {
    expect(kindNamedByAdjective(title, earlier)).toBe(title);
  });
});

describe('a heading that teases rather than names', () => {
  test.each([
    ['That Will Be How Much?', 'en'],
    ['Is It Fair?', 'en'],
    ['These Are the Rules', 'en'],
  ])('given "%s", when asked about, then it is a teaser', (title, language) => {
    expect(isTeaserHeading(title, language)).toBe(true);
  });

  test.each([
    ['What Determines Consumption Expenditure?', 'en'],
    ['¿Qué es una derivada?', 'es'],
    ['Price Ceilings and Price Floors', 'en'],
  ])('given "%s", when asked about, then it names a topic', (title, language) => {
    expect(isTeaserHeading(title, language)).toBe(false);
  });
});

describe('a name whose head reads as a verb alone', () => {
  test('given "phase kick" said after a determiner, when its head is judged where it is said, then it is a noun there', () => {
    const section = prepared(['Each layer of glass gives the light wave a small phase kick.', 'The size of that phase kick depends on the thickness of the layer.', 'Add up every phase kick and the wave slows down.'], 'en');
    expect(headIsNounInSection(section, 'phase kick')).toBe(true);
  });

  test('given "vector rotating" said after a determiner, when judged, then the participle is a verb, not a name', () => {
    const section = prepared(['Picture the vector rotating around the origin.', 'Watch the vector rotating once every second.'], 'en');
    expect(headIsNounInSection(section, 'vector rotating')).toBe(false);
  });

  test('given "wave kicks" followed by its object, when judged, then it is a verb', () => {
    const section = prepared(['The light wave kicks the charge up and down.', 'Each wave kicks the charge a little.'], 'en');
    expect(headIsNounInSection(section, 'wave kicks')).toBe(false);
  });

  test('given a section that says "phase kick" again and again, when named, then its title is that name', () => {
    const section = prepared(['Each layer of glass gives the light wave a small phase kick.', 'The size of that phase kick depends on the thickness of the layer.', 'A thicker layer applies a bigger phase kick.', 'Add up every phase kick and the wave slows down.'], 'en');
    const whole = prepared([...section.sentences.map((x) => x.text), 'Light is an electromagnetic wave.', 'A prism bends light of each color by a different angle.', 'The speed of light in glass is lower than in a vacuum.'], 'en');
    expect(sectionConcept({ defined: [], recurring: ['phase kick', 'layer'], section, whole, language: 'en', used: new Set() })).toBe('phase kick');
  });
});

describe('a short part that repeats no phrase of its own', () => {
  const part = ['The heat equation tells how temperature spreads along the rod.', 'Solving the heat equation needs the second derivative in space.'];
  const lecture = ['A rod cools from its hot middle toward its cold ends.', 'Fourier wrote down the heat equation for this rod.', ...part, 'Each point moves toward the average of its neighbours.', 'The heat equation is a partial differential equation.'];

  test('given a two-sentence part that says one of the lecture\'s key phrases twice, when named, then that phrase titles it rather than a number', () => {
    expect(sectionConcept({ defined: [], recurring: [], section: prepared(part, 'en'), whole: prepared(lecture, 'en'), language: 'en', used: new Set() })).toBe('heat equation');
  });

  test('given the same part after a section titled with that phrase, when named, then it is not titled again', () => {
    expect(sectionConcept({ defined: [], recurring: [], section: prepared(part, 'en'), whole: prepared(lecture, 'en'), language: 'en', used: new Set(['heat equation']) })).toBeUndefined();
  });
});
