import { generateLocally } from './local-study-generator.js';

// Course notes written for these tests: a labelled line among running paragraphs, as a PDF's page gives them.
const notes = (line: string, filler: string) => `${filler}\n\n- ${line}\n\n${filler}`;
const english = 'The rest of these notes covers graphs and the ways programs walk through them. '.repeat(6);
const spanish = 'El resto de estos apuntes trata de los grafos y de las formas de recorrerlos. '.repeat(6);

function definitionCards(line: string, language: 'en' | 'es') {
  const text = notes(line, language === 'en' ? english : spanish);
  const material = generateLocally({ kind: 'pdf', segments: [{ text, page: 1 }], language });
  return material.flashcards.filter((c) => c.kind === 'definition').map((c) => [c.question, c.answer]);
}

describe('a line’s label glossed after its colon becomes a definition card', () => {
  test.each([
    ['Fan-out degree: number of wires leaving a logic gate.', 'What is the fan-out degree?', 'Number of wires leaving a logic gate.'],
    ['Checksum: a short value computed from a block of data', 'What is a checksum?', 'A short value computed from a block of data.'],
  ])('given the English line "%s", when notes are made, then the card asks "%s"', (line, question, answer) => {
    expect(definitionCards(line, 'en')).toContainEqual([question, answer]);
  });

  test('given the Spanish line of a label and its gloss, when notes are made, then the card asks for the label with its article', () => {
    expect(definitionCards('Grado de salida: número de aristas que salen de un vértice', 'es')).toContainEqual(['¿Qué es el grado de salida?', 'Número de aristas que salen de un vértice.']);
  });

  test.each([
    ['Note: the quiz covers the first four weeks of the course', 'en'],
    ['Sorting methods: quicksort, mergesort, heapsort', 'en'],
    ['Nota: el examen incluye los temas uno a cuatro', 'es'],
  ] as const)('given the line "%s", when notes are made, then no definition card comes from it', (line, language) => {
    expect(definitionCards(line, language)).toEqual([]);
  });

  test('given a named law stated for every case, when notes are made, then the law is asked', () => {
    expect(definitionCards('Newton’s third law: For every push on a body there is an equal push back on the pusher.', 'en')).toContainEqual([
      'What is Newton’s third law?',
      'For every push on a body there is an equal push back on the pusher.',
    ]);
  });
});
