import { announcedList, inlineList } from './announced-lists.js';

// A count announced in one sentence and its items named in the next, on sentences written for these tests.

describe('announced lists in English', () => {
  test.each([
    [
      'Now, this really boils down into three basic ways to combine functions.',
      'You can add them together, you can multiply them, and you can throw one inside the other, known as composing them.',
      'What are the three basic ways to combine functions?',
      'Add them together, multiply them, and throw one inside the other, known as composing them.',
    ],
    [
      'So those are the three basic tools for taking derivatives of complicated functions.',
      "You've got the sum rule, the product rule, and the chain rule.",
      'What are the three basic tools for taking derivatives of complicated functions?',
      'The three basic tools for taking derivatives of complicated functions are the sum rule, the product rule, and the chain rule.',
    ],
    ['There are 2 kinds of vector operations.', 'There is vector addition and scalar multiplication.', 'What are the two kinds of vector operations?', 'The two kinds of vector operations are vector addition and scalar multiplication.'],
  ])('given "%s" then "%s", when read, then it asks "%s" and answers "%s"', (sentence, next, question, answer) => {
    expect(announcedList(sentence, next, 'en')).toMatchObject({ question, answer });
  });

  test.each([
    ['There are two important things to note here.', 'First of all, dx is a factor, and it also gives the spacing.'], // a vague head pointing at the talk
    ['There are three basic ways to combine functions.', 'You can add them together, or you can multiply them.'], // two items for three
    ['There are three basic ways to combine functions.', 'You can add them, the product rule, and you can compose them.'], // steps and names mixed
    ['There are three basic ways to combine functions.', 'You can add this, multiply that one, and compose these.'], // items point at the screen
    ['Is it one of three basic ways to combine functions?', 'Addition, multiplication, and composition.'], // the count is asked, not announced
    ['A transformation is linear if it has two properties.', 'All lines must remain lines, and the origin must remain fixed.'], // clauses, not a list of names or steps
  ])('given "%s" then "%s", when read, then no card is made', (sentence, next) => {
    expect(announcedList(sentence, next, 'en')).toBeUndefined();
  });
});

describe('announced lists in Spanish', () => {
  test('given "las tres formas básicas de combinar funciones" then three steps, when read, then it asks "¿Cuáles son …?"', () => {
    expect(announcedList('Todo se reduce a las tres formas básicas de combinar funciones.', 'Puedes sumarlas, multiplicarlas y componerlas.', 'es')).toMatchObject({
      question: '¿Cuáles son las tres formas básicas de combinar funciones?',
      answer: 'Las tres formas básicas de combinar funciones son sumarlas, multiplicarlas y componerlas.',
    });
  });

  test('given "las dos reglas de la derivada" then two names, when read, then the answer says the count as its subject', () => {
    expect(announcedList('Eso nos deja las dos reglas de la derivada.', 'La regla de la suma y la regla del producto.', 'es')?.answer).toBe('Las dos reglas de la derivada son la regla de la suma y la regla del producto.');
  });

  test.each([
    ['Hay que notar las dos cosas importantes.', 'Primero, el ancho, y luego la altura.'], // a vague head
    ['Estas son las tres reglas de la derivada.', 'La regla de la suma y la regla del producto.'], // two items for three
    ['Estas son las dos reglas de la derivada.', 'Esta regla y esa regla.'], // the items point at the screen
  ])('given "%s" then "%s", when read, then no card is made', (sentence, next) => {
    expect(announcedList(sentence, next, 'es')).toBeUndefined();
  });
});

describe('lists announced and given in one sentence', () => {
  test('given "… three big ideas in calculus, integrals, derivatives, and the fact that they are opposites.", when read, then it asks for the three ideas', () => {
    expect(inlineList('This leads you to a glimpse of three big ideas in calculus, integrals, derivatives, and the fact that they are opposites.', 'en')).toMatchObject({
      question: 'What are the three big ideas in calculus?',
      answer: 'The three big ideas in calculus are integrals, derivatives, and the fact that they are opposites.',
    });
  });

  test.each([
    ['I will put up three different number lines, the top one holds x, the second one holds x squared, and the third holds the sine.'], // clauses, not names
    ['Take two vectors, v and w.'], // letters on the screen: the count is the example's
    ['There are three big ideas in calculus, integrals and derivatives.'], // two items for three
    ["You pretend that there were two more reviews, one that was positive and one that's negative."], // a count added to the example's
  ])('given "%s", when read, then no card is made', (sentence) => {
    expect(inlineList(sentence, 'en')).toBeUndefined();
  });

  test('given "las tres ideas del cálculo, las integrales, las derivadas y su relación.", when read, then it asks "¿Cuáles son …?"', () => {
    expect(inlineList('Así llegamos a las tres ideas del cálculo, las integrales, las derivadas y el teorema fundamental.', 'es')).toMatchObject({
      question: '¿Cuáles son las tres ideas del cálculo?',
      answer: 'Las tres ideas del cálculo son las integrales, las derivadas y el teorema fundamental.',
    });
  });

  test('given a Spanish inline list with the wrong count, when read, then no card is made', () => {
    expect(inlineList('Así llegamos a las tres ideas del cálculo, las integrales y las derivadas.', 'es')).toBeUndefined();
  });
});
