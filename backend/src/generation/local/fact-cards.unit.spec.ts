import { factAnswer, factQuestion, statedFacts } from './fact-cards.js';

// Rules and results a lecture states in passing, on sentences written for these tests.

describe('facts stated in English', () => {
  test.each([
    ['We know that the derivative of sine is cosine.', 'What is the derivative of sine?', 'The derivative of sine is cosine.'],
    ['The derivative of a sum of two functions is the sum of the derivatives.', 'What is the derivative of a sum of two functions?', 'The derivative of a sum of two functions is the sum of the derivatives.'],
    ['Remember, the inverse of a rotation is just a rotation in the opposite direction.', 'What is the inverse of a rotation?', 'The inverse of a rotation is a rotation in the opposite direction.'],
    ['Likewise, because the derivative of x squared is 2x, the change in height is 2x times dx.', 'What is the derivative of x squared?', 'The derivative of x squared is 2x.'],
    ['The columns of a rotation matrix are unit vectors.', 'What are the columns of a rotation matrix?', 'The columns of a rotation matrix are unit vectors.'],
  ])('given "%s", when read, then it asks "%s" and answers "%s"', (sentence, question, answer) => {
    const [fact] = statedFacts(sentence, 'en');
    expect(fact).toBeDefined();
    expect(factQuestion(fact!, 'en')).toBe(question);
    expect(factAnswer(fact!, 'en')).toBe(answer);
  });

  test.each([
    ['The height of the sine graph is given by this vertical bar.'], // "given by": no noun phrase after "is"
    ['The width of that rectangle is the circumference of the ring.'], // points at the screen
    ['The first column of the matrix is 1.'], // a worked example's number
    ['The point of limits is to avoid that.'], // a vague relation
    ['The idea of a limit is not really anything new.'], // negation, vague relation
    ['The dual of a vector is the linear transformation that it encodes.'], // "it" needs the sentence before
    ['The derivative of e to the x is itself.'], // a pronoun answer
  ])('given "%s", when read, then no fact is asked', (sentence) => {
    expect(statedFacts(sentence, 'en')).toEqual([]);
  });
});

describe('facts stated in Spanish', () => {
  test('given "la derivada del seno es el coseno", when read, then it asks "¿Cuál es …?" and answers with the statement', () => {
    const [fact] = statedFacts('Sabemos que la derivada del seno es el coseno.', 'es');
    expect(factQuestion(fact!, 'es')).toBe('¿Cuál es la derivada del seno?');
    expect(factAnswer(fact!, 'es')).toBe('La derivada del seno es el coseno.');
  });

  test('given a plural subject, when read, then the question is plural', () => {
    const [fact] = statedFacts('Las columnas de una matriz de rotación son vectores unitarios.', 'es');
    expect(factQuestion(fact!, 'es')).toBe('¿Cuáles son las columnas de una matriz de rotación?');
  });

  test.each([
    ['La altura de esta barra es la longitud del vector.'], // "esta" points at the screen
    ['El valor de la primera columna es 1.'], // a worked example's number
    ['La idea de un límite es muy sencilla.'], // a vague relation and no noun phrase
  ])('given "%s", when read, then no fact is asked', (sentence) => {
    expect(statedFacts(sentence, 'es')).toEqual([]);
  });
});
