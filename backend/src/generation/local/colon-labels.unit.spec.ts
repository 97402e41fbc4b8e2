import { glossedTermArticle, readColonGloss, sentenceColonGloss } from './colon-labels.js';

describe('readColonGloss', () => {
  test.each([
    ['a bare measure', 'Fan-out degree: number of wires leaving a logic gate.', 'Fan-out degree', 'number of wires leaving a logic gate'],
    ['an indefinite gloss', 'Checksum: a short value computed from a block of data', 'Checksum', 'a short value computed from a block of data'],
    ['a definite gloss', 'Outcome space: the collection of every result that a trial can give', 'Outcome space', 'the collection of every result that a trial can give'],
    ['a gloss with an infinitive', 'Slack: the time by which a task can slip without delaying the project', 'Slack', 'the time by which a task can slip without delaying the project'],
    ['a gloss restricted by a relative clause', 'Cut set: smallest group of links that must break to split a network', 'Cut set', 'smallest group of links that must break to split a network'],
    ['a gerund gloss', 'Memoisation: storing the results of calls so that they are not computed twice', 'Memoisation', 'storing the results of calls so that they are not computed twice'],
    ['a bullet before the label', '∗ Round-trip time: total delay between sending a packet and hearing back', 'Round-trip time', 'total delay between sending a packet and hearing back'],
    ['a label with an abbreviation', 'Time to live (TTL): the number of hops that a packet may still take', 'Time to live', 'the number of hops that a packet may still take'],
  ])('given %s, when read, then the label is the term (its casing left to the document) and the gloss its meaning', (_, sentence, term, gloss) => {
    expect(readColonGloss(sentence, 'en')).toMatchObject({ term, gloss, form: 'noun-phrase' });
  });

  test('given a plural label and a bare verb, when read, then the gloss says what its members do', () => {
    expect(readColonGloss('Routers: carry each packet toward its destination network', 'en')).toMatchObject({ term: 'Routers', form: 'verb-phrase' });
  });

  test('given a name as the label, when read, then its capitals stay', () => {
    expect(readColonGloss('Monte Carlo Tree Search: a search method that samples random playouts', 'en')?.term).toBe('Monte Carlo Tree Search');
  });

  test.each([
    ['a note', 'Note: the quiz covers the first four weeks of the course'],
    ['an example', 'Example: a queue of customers waiting at a bank counter'],
    ['a proof', 'Proof: assume the list holds a smallest element'],
    ['a numbered step', 'Step 2: sort the remaining items by weight'],
    ['an input', 'Input: a list of weighted edges between cities'],
    ['an output', 'Output: the shortest route through every city'],
    ['a role in the label’s last word', 'Key point: the cheapest route is never longer than the greedy one'],
    ['a heading over a list', 'Sorting methods: quicksort, mergesort, heapsort'],
    ['two short items', 'Basic operations: push and pop'],
    ['a count before the label', 'Three phases: planning, doing and checking the results'],
    ['a comparison before the label', 'More than two players: turn order decided by lot'],
    ['a clause after the colon', 'Safety rule: the buffer size is always at least one'],
    ['an instruction', 'Graph traversal: visit every node before its children'],
    ['a singular label and a bare verb with its object', 'Array copy: duplicate the items into a new block'],
    ['an adverb opening the gloss', 'Eager loading: always fetch the related rows at once'],
    ['a time', 'Lecture slot: 10:30 to 12:00 on Mondays'],
    ['a value', 'Submission deadline: 14 March at noon'],
    ['code', 'count: int'],
    ['a formula', 'Mean speed: total distance / total time'],
    ['a single word', 'Colour: blue'],
    ['a title in capitals', 'Stoicism: The Art of Living'],
    ['a label that is a sentence', 'The tree is balanced: every leaf sits at the same depth'],
    ['a label that points back', 'This means: the search stops at the first goal it finds'],
    ['a capitalised sentence after the colon', 'Compiler: It translates the whole program before running it'],
    ['a shouted heading', 'PART TWO: the theory of queues and waiting lines'],
  ])('given %s, when read, then no gloss is read', (_, sentence) => {
    expect(readColonGloss(sentence, 'en')).toBeUndefined();
  });

  test.each([
    ['a definite gloss', 'Media muestral: el promedio de los valores observados', 'media muestral', 'el promedio de los valores observados'],
    ['an indefinite gloss', 'Árbol binario: una estructura en la que cada nodo tiene dos hijos como máximo', 'árbol binario', 'una estructura en la que cada nodo tiene dos hijos como máximo'],
    ['a bare noun and its complement', 'Grado de salida: número de aristas que salen de un vértice', 'grado de salida', 'número de aristas que salen de un vértice'],
  ])('given a Spanish label with %s, when read, then the label is the term', (_, sentence, term, gloss) => {
    expect(readColonGloss(sentence, 'es')).toMatchObject({ term, gloss });
  });

  test.each([
    ['a note', 'Nota: el examen incluye los temas uno a cuatro'],
    ['an example', 'Ejemplo: la cola de clientes de un banco'],
    ['a step', 'Paso 3: ordenar los elementos restantes'],
    ['an output', 'Salida: el camino más corto entre dos ciudades'],
    ['a clause after the colon', 'Regla de seguridad: el búfer es siempre mayor que cero'],
    ['a list', 'Métodos de ordenación: burbuja, inserción, mezcla'],
    ['a capital sentence after the colon', 'Planificador: El sistema decide qué proceso se ejecuta'],
    ['a bare verb', 'Copia de arreglo: duplicar los elementos en un bloque nuevo'],
    ['a pointer', 'Memoria (memory): este módulo limita el uso de memoria'],
  ])('given a Spanish label with %s, when read, then no gloss is read', (_, sentence) => {
    expect(readColonGloss(sentence, 'es')).toBeUndefined();
  });

  test('given a French label with an article-led gloss, when read, then the label is the term', () => {
    expect(readColonGloss('Moyenne empirique : la somme des valeurs divisée par leur nombre', 'fr')).toMatchObject({ term: 'moyenne empirique' });
  });

  test('given a French remark, when read, then no gloss is read', () => {
    expect(readColonGloss('Remarque : on a toujours une valeur positive', 'fr')).toBeUndefined();
  });
});

describe('sentenceColonGloss', () => {
  const sentence = 'Fan-out degree: number of wires leaving a logic gate.';

  test('given a written list item, when read, then its gloss is read', () => {
    expect(sentenceColonGloss({ text: sentence, blockKind: 'list-item', positionInBlock: 3 }, 'pdf', 'en')?.term).toBe('Fan-out degree');
  });

  test.each([
    ['a sentence inside its paragraph', { text: sentence, blockKind: 'paragraph' as const, positionInBlock: 2 }, 'text' as const],
    ['a caption', { text: sentence, blockKind: 'paragraph' as const, positionInBlock: 0 }, 'video' as const],
  ])('given %s, when read, then no gloss is read', (_, line, kind) => {
    expect(sentenceColonGloss(line, kind, 'en')).toBeUndefined();
  });
});

describe('glossedTermArticle', () => {
  test.each([
    ['an indefinite gloss', 'a short value computed from a block of data', { countNoun: true }],
    ['a definite gloss', 'the collection of every result', { definite: true }],
    ['a bare measure', 'minimum number of links that must break', { definite: true }],
    ['a bare kind', 'data structure with last in first out order', { countNoun: true }],
    ['an activity', 'storing the results of calls', {}],
  ])('given %s, when the question is asked, then the article follows the gloss', (_, gloss, expected) => {
    expect(glossedTermArticle(gloss)).toEqual(expected);
  });
});

