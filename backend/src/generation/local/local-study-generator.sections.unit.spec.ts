import type { SourceDocument } from '../generation.types.js';
import { generateLocally, overviewTopic } from './local-study-generator.js';

// Sections, language and titles of the local engine, on short texts written for these tests.

const matrices = [
  'Matrices describe linear transformations of space. A matrix is a rectangular array of numbers that records where the basis vectors land.',
  'Matrix multiplication composes two transformations into one. The product of two matrices applies the right matrix first and the left matrix second.',
  'The determinant of a matrix measures how much the transformation scales areas. A matrix with a determinant of zero squishes space into a lower dimension.',
  'The inverse matrix undoes a transformation. A matrix has an inverse exactly when its determinant is not zero, because a squished space cannot be restored.',
].join(' ');
const probability = [
  'Probability measures how likely an event is to happen. A probability is a number between zero and one that is assigned to every event.',
  'Independent events do not influence each other. The probability that two independent events both happen is the product of their probabilities.',
  'Conditional probability is the probability of an event given that another event has happened. Bayes rule relates a conditional probability to its reverse.',
  'A random variable assigns a number to every outcome of an experiment. The expected value of a random variable is the average of its values weighted by their probabilities.',
].join(' ');

describe('sections from the outline', () => {
  test('given a PDF with an outline of two chapters, when generated, then each chapter is a section with its pages, notes and cards', () => {
    const doc: SourceDocument = {
      kind: 'pdf',
      title: 'Course notes',
      segments: [
        { text: `Matrices\n\n${matrices}`, page: 1 },
        { text: matrices.replace(/Matrices describe/, 'In short, matrices describe'), page: 2 },
        { text: `Probability\n\n${probability}`, page: 3 },
        { text: probability.replace(/Probability measures/, 'In short, probability measures'), page: 4 },
      ],
      outline: [
        { title: 'Matrices', level: 1, page: 1 },
        { title: 'Probability', level: 1, page: 3 },
      ],
    };
    const material = generateLocally(doc);
    expect(material.sections.map((s) => [s.title, s.pageStart, s.pageEnd])).toEqual([
      ['Matrices', 1, 2],
      ['Probability', 3, 4],
    ]);
    for (const section of material.sections) {
      expect(section.summary.length).toBeGreaterThan(40);
      expect(section.keyIdeas.length).toBeGreaterThan(0);
    }
    expect(material.sections[0]?.summary).toMatch(/matri/i);
    expect(material.sections[1]?.summary).toMatch(/probabilit/i);
    // Cards say which section they come from, and the deck is in outline order.
    expect(material.flashcards.length).toBeGreaterThan(0);
    const sectionsOfCards = material.flashcards.map((c) => c.section);
    expect(sectionsOfCards.every((s) => s === 0 || s === 1)).toBe(true);
    expect([...sectionsOfCards].sort()).toEqual(sectionsOfCards);
    const probabilityCards = material.flashcards.filter((c) => c.section === 1);
    expect(probabilityCards.every((c) => (c.citation.page ?? 0) >= 3)).toBe(true);
    // The whole's view stays.
    expect(material.summary.length).toBeGreaterThan(0);
    expect(material.language).toBe('en');
  });

  test('given a chapter heading whose first word only the other chapter writes in lower case, when its heading card is asked, then the word reads in lower case', () => {
    const material = generateLocally({
      kind: 'pdf',
      title: 'Course notes',
      segments: [
        { text: `Matrices\n\n${matrices} These ideas are the foundations of linear algebra.`, page: 1 },
        { text: `Foundations of probability\n\n${probability}`, page: 2 },
      ],
      outline: [
        { title: 'Matrices', level: 1, page: 1 },
        { title: 'Foundations of probability', level: 1, page: 2 },
      ],
    });
    const questions = material.flashcards.map((c) => c.question);
    expect(questions).toContain('What is the key point about foundations of probability?');
    expect(questions.some((q) => q.includes('Foundations of probability'))).toBe(false);
  });

  test.each([
    ['How Is Probability Measured?', 'How is probability measured?'], // a question heading reads in sentence case
    ['Events and Their Probability', 'What is the key point about events and their probability?'],
    ['Independent Events Multiply Their Probabilities', undefined], // a claim, not a topic: no "key point about" it
    ['Independent Events Often Multiply Their Probabilities', undefined], // an adverb before the verb
    ['Events and Their Probability Defined', 'What is the key point about events and their probability?'], // how the heading presents it
    ['Definition of a Random Variable', 'What is the key point about a random variable?'], // the topic, not its presentation
    ['P[A] Returns the Probability', undefined], // a slide titled by its code names no topic
  ])('given the chapter heading "%s", when its heading card is made, then it asks %p', (heading, asked) => {
    const material = generateLocally({
      kind: 'pdf',
      title: 'Course notes',
      segments: [
        { text: `Matrices\n\n${matrices}`, page: 1 },
        { text: `${heading}\n\n${probability}`, page: 2 },
      ],
      outline: [
        { title: 'Matrices', level: 1, page: 1 },
        { title: heading, level: 1, page: 2 },
      ],
    });
    const headingCard = material.flashcards.find((c) => c.section === 1 && c.kind === 'concept' && /^(?:How|What is the key point)/.test(c.question));
    expect(headingCard?.question).toBe(asked);
  });

  test('given a video with creator chapters, when generated, then sections follow the chapter times', () => {
    const sentences = `${matrices} ${probability}`.split(/(?<=\.)\s+/);
    const segments = sentences.map((text, i) => ({ text, start: i * 20, end: i * 20 + 20 }));
    const half = Math.floor(sentences.length / 2) * 20;
    const material = generateLocally({
      kind: 'video',
      segments,
      durationSeconds: sentences.length * 20,
      outline: [
        { title: 'Matrices', level: 1, start: 0 },
        { title: 'Probability', level: 1, start: half },
      ],
    });
    expect(material.sections.map((s) => [s.title, s.start, s.end])).toEqual([
      ['Matrices', 0, half],
      ['Probability', half, sentences.length * 20],
    ]);
    expect(material.flashcards.every((c) => c.section !== undefined)).toBe(true);
  });

  test('given a titled video without chapters, when its topics are named, then no part repeats the lecture title', () => {
    const sentences = `${matrices} ${probability} ${matrices} ${probability}`.split(/(?<=\.)\s+/);
    const segments = sentences.map((text, i) => ({ text, start: i * 20, end: i * 20 + 20 }));
    const untitled = generateLocally({ kind: 'video', segments, durationSeconds: sentences.length * 20 });
    const lectureTitle = untitled.sections[1]?.title ?? '';
    expect(lectureTitle).toBe('Conditional probability');
    const titled = generateLocally({ kind: 'video', title: lectureTitle, segments, durationSeconds: sentences.length * 20 });
    expect(titled.title).toBe(lectureTitle);
    expect(titled.sections.length).toBe(untitled.sections.length);
    expect(titled.sections.map((s) => s.title.toLowerCase())).not.toContain(lectureTitle.toLowerCase());
  });

  test('given a Spanish video without chapters whose definitions open with an article, when its topics are named, then no title opens with one', () => {
    const spanishTopics = [
      'Las matrices describen transformaciones lineales del espacio. Una matriz es una tabla rectangular de números que registra dónde caen los vectores base.',
      'La multiplicación de matrices compone dos transformaciones en una. El producto de dos matrices aplica primero la matriz de la derecha y después la de la izquierda.',
      'El determinante de una matriz mide cuánto escala las áreas la transformación. Una matriz con determinante cero aplasta el espacio a una dimensión menor.',
      'La matriz inversa deshace una transformación. Una matriz tiene inversa justo cuando su determinante no es cero, porque un espacio aplastado no se recupera.',
      'La probabilidad mide qué tan posible es que ocurra un evento. Una probabilidad es un número entre cero y uno que se asigna a cada evento.',
      'Los eventos independientes no se influyen entre sí. La probabilidad de que ocurran dos eventos independientes es el producto de sus probabilidades.',
      'La probabilidad condicional es la probabilidad de un evento dado que otro evento ya ocurrió. La regla de Bayes relaciona una probabilidad condicional con su inversa.',
      'Una variable aleatoria asigna un número a cada resultado de un experimento. El valor esperado de una variable aleatoria es el promedio de sus valores ponderados.',
    ].join(' ');
    const sentences = `${spanishTopics} ${spanishTopics}`.split(/(?<=\.)\s+/);
    const segments = sentences.map((text, i) => ({ text, start: i * 20, end: i * 20 + 20 }));
    const material = generateLocally({ kind: 'video', segments, durationSeconds: sentences.length * 20 });
    expect(material.language).toBe('es');
    expect(material.sections.length).toBeGreaterThan(1);
    expect([material.title, ...material.sections.map((s) => s.title)].filter((t) => /^(?:el|la|los|las|un|una|unos|unas)\s/i.test(t))).toEqual([]);
  });

  test('given a short text without outline, when generated, then it has no sections', () => {
    expect(generateLocally({ kind: 'text', segments: [{ text: matrices }] }).sections).toEqual([]);
  });
});

describe('language and title', () => {
  const spanish = [
    'Un vector es una flecha que tiene longitud y dirección en el espacio.',
    'El conjunto de todas las combinaciones lineales de dos vectores se llama espacio generado.',
    'Si los dos vectores apuntan en la misma dirección, el espacio generado es solo una recta.',
    'Cuando los vectores no están alineados, el espacio generado es todo el plano.',
    'Una base del espacio es un conjunto de vectores linealmente independientes que generan todo el espacio.',
    'Las coordenadas de un vector dependen de la base que se elija para describirlo.',
  ].join(' ');

  test('given a Spanish transcript without a language tag, when generated, then notes and questions are in Spanish', () => {
    const segments = spanish.split(/(?<=\.)\s+/).map((text, i) => ({ text, start: i * 10, end: i * 10 + 10 }));
    const material = generateLocally({ kind: 'video', segments, durationSeconds: 60 });
    expect(material.language).toBe('es');
    expect(material.definitions.map((d) => d.term)).toContain('espacio generado');
    const questions = material.flashcards.filter((c) => c.kind === 'definition').map((c) => c.question);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.startsWith('¿'))).toBe(true);
    // No English fallback text leaks into Spanish notes.
    expect(material.title).not.toBe('Study notes');
    expect(material.flashcards.some((c) => /\b(?:what|is|the)\b/i.test(c.question))).toBe(false);
  });

  test('given a PDF titled by its file name whose first page has a heading, when generated, then the heading is the title', () => {
    const material = generateLocally({
      kind: 'pdf',
      title: 'linear_algebra-notes.pdf',
      segments: [{ text: `Linear Algebra Essentials\n\n${matrices}`, page: 1 }],
    });
    expect(material.title).toBe('Linear Algebra Essentials');
  });
});

describe('the topic inside a section overview question', () => {
  test.each([
    ['Basis matrix', 'en', false, ['The basis matrix translates coordinates.'], 'the basis matrix'],
    ['Linear transformations', 'en', false, ['Linear transformations keep lines straight.', 'All linear transformations fix the origin.'], 'linear transformations'],
    ['Taylor series', 'en', false, ['The study of Taylor series is about polynomials.'], 'the Taylor series'],
    ["Newton's method", 'en', false, ["Newton's method finds roots."], "Newton's method"],
    ["L'Hôpital's rule", 'en', true, ["L'Hôpital's rule uses derivatives."], "L'Hôpital's rule"],
    ['Matriz de cambio de base', 'es', false, ['La matriz de cambio de base traduce coordenadas.'], 'matriz de cambio de base'],
    ['Definition of an attribute grammar', 'en', true, ['An attribute grammar is an extension to a context-free grammar.'], '“Definition of an attribute grammar”'],
    ['Removing ambiguity from grammars', 'en', true, ['We begin by removing ambiguity from grammars.'], 'removing ambiguity from grammars'],
    ['Preindustrial Societies', 'en', true, ['Hunter-gatherer societies are the oldest of the preindustrial societies.'], 'preindustrial societies'],
    ['Taylor Series', 'en', true, ['The study of Taylor series is about polynomials.'], 'Taylor series'],
    ['Propiedades del producto escalar', 'es', true, ['El producto escalar es simétrico.'], '«Propiedades del producto escalar»'],
  ])('given the title "%s" (%s, author title %s), when asked about, then it reads "%s"', (title, language, authorTitle, sentences, topic) => {
    expect(overviewTopic(title, language, authorTitle, sentences)).toBe(topic);
  });
});

describe('long sections', () => {
  const instruments = ['barometer', 'thermometer', 'hygrometer', 'anemometer', 'altimeter', 'ammeter', 'voltmeter', 'ohmmeter', 'odometer', 'pedometer',
    'seismometer', 'spectrometer', 'photometer', 'manometer', 'tachometer', 'speedometer', 'chronometer', 'dynamometer', 'galvanometer', 'hydrometer',
    'micrometer', 'oscilloscope', 'periscope', 'stethoscope', 'telescope', 'microscope', 'gyroscope', 'sextant', 'theodolite', 'planimeter'];
  const chapter = (names: readonly string[], pages: number) => Array.from({ length: pages }, (_, p) => names.map((name, i) =>
    `A ${name} is an instrument that engineers use to record quantity number ${i + 1} of a working system. `
    + `Field teams carry the ${name} to site ${p + 1}, where readings from the ${name} guide repairs to pumps, valves and cables. `
    + `Careful calibration of the ${name} before each survey keeps its readings comparable across seasons and crews.`,
  ).join(' '));

  test('given a chapter many times longer than a short one, when generated, then its notes and cards grow with its length', () => {
    const long = chapter(instruments, 16);
    const short = chapter(instruments.slice(0, 6), 1);
    const doc: SourceDocument = {
      kind: 'pdf',
      title: 'Instruments',
      segments: [...long, ...short].map((text, i) => ({ text, page: i + 1 })),
      outline: [{ title: 'Measuring instruments', level: 1, page: 1 }, { title: 'A few more', level: 1, page: long.length + 1 }],
    };
    const material = generateLocally(doc);
    const [first] = material.sections;
    // One section of over 12,000 words: the 15-definition cap of a short section is doubled.
    expect(first?.definitions.length).toBeGreaterThan(15);
    expect(material.flashcards.filter((c) => c.section === 0).length).toBeGreaterThan(20);
  });
});

describe('a lecture that closes with channel talk', () => {
  const outro = [
    'That wraps up everything I wanted to say here.',
    'As always, thanks to everyone who supports this channel on Patreon, because supporters get early access to new videos.',
    'Links to the book are in the description.',
    'In the next video, I will talk about eigenvectors.',
    'Thank you so much for watching, and I will see you next time.',
  ].join(' ');
  const blocks = [matrices, probability, matrices, probability, outro].map((block) => block.split(/(?<=[.!])\s+/));
  // A speaker pauses a few seconds where the topic changes; between sentences, hardly.
  const segments = blocks.flatMap((block, b) => block.map((text, i) => ({ text, start: b * 160 + i * 20 + (i === 0 && b > 0 ? 3 : 0.3), end: b * 160 + i * 20 + 20 })));
  const material = generateLocally({ kind: 'video', segments, durationSeconds: segments.at(-1)!.end });
  const shown = [
    material.summary, ...material.keyIdeas.map((k) => k.text),
    ...material.sections.flatMap((s) => [s.summary, ...s.keyIdeas.map((k) => k.text)]),
    ...material.flashcards.map((c) => `${c.question} ${c.answer}`),
  ];

  test('given sponsors, links and thanks at the end, when generated, then no note, key idea or card repeats them', () => {
    expect(shown.filter((text) => /patreon|description|watching|next video/i.test(text))).toEqual([]);
  });

  test('given its close teaches no concept, when its parts are named, then the last is the wrap-up rather than a number', () => {
    expect(material.sections.at(-1)?.title).toBe('Wrap-up');
  });

  test('given its opening part names no concept of its own, when its parts are named, then the first is the introduction', () => {
    expect(material.sections[0]?.title).toBe('Introduction');
    expect(material.sections.map((s) => s.title).filter((t) => /^Part \d+$/.test(t)).length).toBeLessThanOrEqual(1);
  });
});

describe('a one-slide section', () => {
  const slide = (text: string, page: number) => ({ text, page });
  const deck = (recap: string): SourceDocument => ({
    kind: 'pdf',
    title: 'Matrices and probability',
    segments: [slide(`Matrices\n\n${matrices}`, 1), slide(`Recap\n\n${recap}`, 2), slide(`Probability\n\n${probability}`, 3)],
    outline: [
      { title: 'Matrices', level: 1, page: 1 },
      { title: 'Recap', level: 1, page: 2 },
      { title: 'Probability', level: 1, page: 3 },
    ],
  });

  test('given a slide of two short sentences, when generated, then its section has notes of its own', () => {
    const recap = 'A matrix records where the basis vectors of the plane land. The determinant of a matrix tells how much it scales every area.';
    expect(generateLocally(deck(recap)).sections[1]?.summary).toMatch(/determinant/);
  });

  test('given a slide of a few words, when generated, then its section is a heading without notes', () => {
    expect(generateLocally(deck('Matrices then probability. Questions welcome.')).sections[1]?.summary).toBe('');
  });
});
