import { factAnswer, factCards, factQuestion, statedFacts } from './fact-cards.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';

// Rules and results a lecture states in passing, on sentences written for these tests.

describe('facts stated in English', () => {
  test.each([
    ['We know that the derivative of sine is cosine.', 'What is the derivative of sine?', 'The derivative of sine is cosine.'],
    ['The derivative of a sum of two functions is the sum of the derivatives.', 'What is the derivative of a sum of two functions?', 'The derivative of a sum of two functions is the sum of the derivatives.'],
    ['Remember, the inverse of a rotation is just a rotation in the opposite direction.', 'What is the inverse of a rotation?', 'The inverse of a rotation is a rotation in the opposite direction.'],
    ['Likewise, because the derivative of x squared is 2x, the change in height is 2x times dx.', 'What is the derivative of x squared?', 'The derivative of x squared is 2x.'],
    ['The columns of a rotation matrix are unit vectors.', 'What are the columns of a rotation matrix?', 'The columns of a rotation matrix are unit vectors.'],
    // "their" points back into the subject ("two functions"), not at the screen.
    ['The derivative of a sum of two functions is the sum of their derivatives.', 'What is the derivative of a sum of two functions?', 'The derivative of a sum of two functions is the sum of their derivatives.'],
    // A reflexive answer names Y again; a result that "comes out to" or "ends up being" Z is a fact too.
    ['It is easy, because the derivative of e to the x is itself, so the second derivative is too.', 'What is the derivative of e to the x?', 'The derivative of e to the x is e to the x itself.'],
    ['The fourth derivative of cosine is itself, which equals 1 at 0.', 'What is the fourth derivative of cosine?', 'The fourth derivative of cosine is cosine itself.'],
    ['On the other hand, the third derivative of cosine x comes out to sine x, which equals 0.', 'What is the third derivative of cosine x?', 'The third derivative of cosine x is sine x.'],
    ['So the span of most pairs of vectors ends up being the entire plane.', 'What is the span of most pairs of vectors?', 'The span of most pairs of vectors is the entire plane.'],
    // A relative clause's "it" is the one thing the subject names.
    ['You would say that the dual of a vector is the linear transformation that it encodes.', 'What is the dual of a vector?', 'The dual of a vector is the linear transformation that the vector encodes.'],
    // An explaining appositive between subject and verb is left out; a "how" clause after a verb asserts its fact.
    ['So the derivative of x squared, the rate at which the area grows per unit change of x, is 2 times x.', 'What is the derivative of x squared?', 'The derivative of x squared is 2 times x.'],
    ['There are two ways of seeing how the derivative of cosine is negative sine.', 'What is the derivative of cosine?', 'The derivative of cosine is negative sine.'],
    ['The slope of that graph is its derivative, so evidently the derivative of ln of x is 1 divided by x.', 'What is the derivative of ln of x?', 'The derivative of ln of x is 1 divided by x.'],
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
    ['The gradient of the cost function is one more layer of complexity still.'], // how the speaker rates it
    ['The point of limits is to avoid that.'], // a vague relation
    ['The idea of a limit is not really anything new.'], // negation, vague relation
    ['The dual of these vectors is the transformation that it encodes.'], // "it" has no one thing in the subject to name
    ['The dual of a vector is the transformation it encodes and more.'], // a bare "it" outside a relative clause
    ['The inverse of a rotation is the rotation that undoes that one.'], // a demonstrative "that" still points at the screen
    ['The derivative of that function is itself.'], // the reflexive names a function on the screen
    ['The derivative of e to the x is itself and something else.'], // only a bare "itself" names Y again
    ['The derivative of the product is the sum of their areas.'], // "their" has no plural in the subject to point back to
    ['The concept of an insider is broad and includes officers.'], // a vague relation, and an adjective with a second predicate
    ['The issue of corporate social responsibility is the subject of global debate.'], // a vague relation
    ['The system of capitalism and free enterprise is the main reason for the nation’s prosperity.'], // a reason rates importance
    ['The scope of an insider is broad and includes officers.'], // an adjective with a second predicate
    ['Notice how the average of the two outer samples is bigger than the middle one.'], // "notice how" points at the screen
    ['We saw why the average of the two outer samples is bigger than the middle sample.'], // compares values of the example
    ['This shows how the definition of a circle as a locus is the same as the other two.'], // "the other two" points at earlier items
    ['Solving it, this gives me that the natural log of a is one over y.'], // a step of the derivation on screen
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

  test('given "la derivada de la exponencial es ella misma", when read, then the answer names the function again', () => {
    const [fact] = statedFacts('Es fácil, porque la derivada de la exponencial es ella misma.', 'es');
    expect(factQuestion(fact!, 'es')).toBe('¿Cuál es la derivada de la exponencial?');
    expect(factAnswer(fact!, 'es')).toBe('La derivada de la exponencial es la exponencial.');
  });

  test('given "la derivada del coseno resulta ser …", when read, then it is a fact like "es"', () => {
    const [fact] = statedFacts('La tercera derivada del coseno resulta ser el seno.', 'es');
    expect(factAnswer(fact!, 'es')).toBe('La tercera derivada del coseno es el seno.');
  });

  test('given a plural subject, when read, then the question is plural', () => {
    const [fact] = statedFacts('Las columnas de una matriz de rotación son vectores unitarios.', 'es');
    expect(factQuestion(fact!, 'es')).toBe('¿Cuáles son las columnas de una matriz de rotación?');
  });

  test.each([
    ['La altura de esta barra es la longitud del vector.'], // "esta" points at the screen
    ['El valor de la primera columna es 1.'], // a worked example's number
    ['La idea de un límite es muy sencilla.'], // a vague relation and no noun phrase
    ['La derivada de esta función es ella misma.'], // the reflexive names a function on the screen
    // A clause read as a subject: cut on "y", or holding "que" after a verb (lec-es, tuning half).
    ['Quien encuentre el hash del bloque comience con tantos ceros y es recompensado.'],
    ['Los estudiantes de Cálculo usan continuamente que la derivada son aditiva.'],
    ['La cuestión de las constantes misteriosas en realidad sólo se reduce a una cierta manipulación algebraica.'],
  ])('given "%s", when read, then no fact is asked', (sentence) => {
    expect(statedFacts(sentence, 'es')).toEqual([]);
  });
});

describe('what a term tells, measures or represents', () => {
  test.each([
    ['The determinant tells you how much a transformation scales areas.', 'What does the determinant tell you?'],
    ['Likewise, the gradient of a function gives you the direction of steepest ascent.', 'What does the gradient of a function give you?'],
    ['In other words, a matrix represents a specific linear transformation.', 'What does a matrix represent?'],
    ['The weights tell you which pixel pattern a neuron detects.', 'What do the weights tell you?'],
  ])('given "%s", when read, then it asks "%s" and answers with the sentence', (sentence, question) => {
    const [fact] = statedFacts(sentence, 'en');
    expect(factQuestion(fact!, 'en')).toBe(question);
    expect(factAnswer(fact!, 'en')).toBe(`${sentence.replace(/^(?:Likewise|In other words), /, '').replace(/^./, (c) => c.toUpperCase())}`);
  });

  test.each([
    ['The first number tells you how far to walk along the x-axis.'], // counts through a list on screen
    ['This number tells you how much the area changes.'], // points at the screen
    ['The weights tell you what this neuron is picking up on.'], // the answer points at the screen
    ['The owners of the means of production weaponize culture against the workers.'], // "means" is a noun here
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedFacts(sentence, 'en')).toEqual([]);
  });

  test('given a Spanish role "la derivada mide …", when read, then it asks "¿Qué mide la derivada?"', () => {
    const [fact] = statedFacts('La derivada mide la rapidez con la que cambia una función.', 'es');
    expect(factQuestion(fact!, 'es')).toBe('¿Qué mide la derivada?');
    expect(factAnswer(fact!, 'es')).toBe('La derivada mide la rapidez con la que cambia una función.');
  });

  test('given a Spanish role whose subject points at the screen, when read, then nothing is asked', () => {
    expect(statedFacts('Este número nos dice cuánto cambia el área.', 'es')).toEqual([]);
  });
});

describe('what a procedure comes down to', () => {
  test('given "… that the definition of X comes down to Y, so …", when read, then it asks "What does … come down to?"', () => {
    const [fact] = statedFacts('You might remember that the definition of a derivative comes down to computing the limit of a certain fraction, so the rule may help.', 'en');
    expect(factQuestion(fact!, 'en')).toBe('What does the definition of a derivative come down to?');
    expect(factAnswer(fact!, 'en')).toBe('The definition of a derivative comes down to computing the limit of a certain fraction.');
  });

  test('given "la definición de X se reduce a Y", when read, then it asks "¿A qué se reduce …?", a closing number included', () => {
    const [fact] = statedFacts('Quizás recuerdes que la definición de una derivada se reduce a calcular el límite de una fracción que se parece a 0 dividido por 0.', 'es');
    expect(factQuestion(fact!, 'es')).toBe('¿A qué se reduce la definición de una derivada?');
    expect(factAnswer(fact!, 'es')).toBe('La definición de una derivada se reduce a calcular el límite de una fracción que se parece a 0 dividido por 0.');
  });

  test('given "it comes down to …", when read, then nothing is asked (the subject points back)', () => {
    expect(statedFacts('Basically it comes down to finding the minimum of a certain function.', 'en')).toEqual([]);
  });
});

describe('role facts about a subject the source returns to', () => {
  function roleCards(text: string, language: string) {
    const doc = prepareDocument({ kind: 'text', segments: [{ text }], language }, language);
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    return factCards(doc, model, [], language, 10, new Set()).map((c) => [c.question, c.answer]);
  }

  test('a subject named earlier in the plural recurs: "barometers …" then "the barometer tells you …"', () => {
    const text = 'Core instruments of weather science, like barometers and hygrometers, are cheap to build. The barometer tells you how much the air pressure changes during a day.';
    expect(roleCards(text, 'en')).toContainEqual(['What does the barometer tell you?', 'The barometer tells you how much the air pressure changes during a day.']);
  });

  test('a subject said only once is no topic: no card', () => {
    const text = 'Weather science is cheap to practise at home. The barometer tells you how much the air pressure changes during a day.';
    expect(roleCards(text, 'en')).toEqual([]);
  });

  test('a relation the source keeps using ("coefficient", in three sentences), answered in a key term, is asked', () => {
    const text = 'Each coefficient controls one power. You choose a coefficient for every power of x. Then, for a polynomial, the coefficient of each power should be the derivative at zero, but divided by n factorial.';
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const asked = factCards(doc, model, ['derivative'], 'en', 10, new Set()).map((c) => c.question);
    expect(asked).toEqual(['What is the coefficient of each power?']);
    // Said once, or answered in no key term: no card.
    const once = prepareDocument({ kind: 'text', segments: [{ text: 'Powers matter. Then, for a polynomial, the coefficient of each power should be the derivative at zero.' }] }, 'en');
    expect(factCards(once, scoreSentences(once, { definitionSentences: new Set(), topicTerms: new Set() }), ['derivative'], 'en', 10, new Set())).toEqual([]);
    expect(factCards(doc, model, ['integral'], 'en', 10, new Set()).map((c) => c.question)).toEqual([]);
  });

  test('Spanish: a relation the source keeps using, answered in a key term, is asked; said once, no card', () => {
    const text = 'Cada coeficiente controla una potencia. Eliges un coeficiente para cada potencia. El coeficiente de cada potencia debe ser la derivada en cero, pero dividido por n factorial.';
    const doc = prepareDocument({ kind: 'text', segments: [{ text }], language: 'es' }, 'es');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    expect(factCards(doc, model, ['derivada'], 'es', 10, new Set()).map((c) => c.question)).toEqual(['¿Cuál es el coeficiente de cada potencia?']);
    const once = prepareDocument({ kind: 'text', segments: [{ text: 'Las potencias importan. El coeficiente de cada potencia debe ser la derivada en cero.' }], language: 'es' }, 'es');
    expect(factCards(once, scoreSentences(once, { definitionSentences: new Set(), topicTerms: new Set() }), ['derivada'], 'es', 10, new Set())).toEqual([]);
  });

  test('Spanish: a subject said twice recurs; said once, no card', () => {
    const twice = 'La brújula es barata y fácil de construir. La brújula indica la dirección del norte magnético terrestre.';
    expect(roleCards(twice, 'es')).toContainEqual(['¿Qué indica la brújula?', 'La brújula indica la dirección del norte magnético terrestre.']);
    const once = 'El mapa es barato y fácil de leer. La brújula indica la dirección del norte magnético terrestre.';
    expect(roleCards(once, 'es')).toEqual([]);
  });
});

describe('a method\'s rule: what a part "should be", qualified by "but <participle> …"', () => {
  test('English: "should be" states the rule, and ", but measured in …" stays with the object', () => {
    const [fact] = statedFacts('Then for the map, the weight of each edge should be the length of the road, but measured in miles.', 'en');
    expect(factQuestion(fact!, 'en')).toBe('What is the weight of each edge?');
    expect(factAnswer(fact!, 'en')).toBe('The weight of each edge is the length of the road, but measured in miles.');
  });

  test('English: any other "but" clause ends the object', () => {
    const [fact] = statedFacts('The weight of each edge should be the length of the road, but nobody checks that.', 'en');
    expect(factAnswer(fact!, 'en')).toBe('The weight of each edge is the length of the road.');
  });

  test('English: a worked example\'s "should be" a number is no rule', () => {
    expect(statedFacts('Then the first column of the matrix should be 1.', 'en')).toEqual([]);
  });

  test('Spanish: "debe ser" states the rule, and ", pero dividido por …" stays with the object', () => {
    const [fact] = statedFacts('Entonces, el coeficiente de cada término debe ser el valor de la derivada en cero, pero dividido por n factorial.', 'es');
    expect(factQuestion(fact!, 'es')).toBe('¿Cuál es el coeficiente de cada término?');
    expect(factAnswer(fact!, 'es')).toBe('El coeficiente de cada término es el valor de la derivada en cero, pero dividido por n factorial.');
  });

  test('Spanish: any other "pero" clause ends the object', () => {
    const [fact] = statedFacts('El coeficiente de cada término debe ser el valor de la derivada en cero, pero no sabemos cuál.', 'es');
    expect(factAnswer(fact!, 'es')).toBe('El coeficiente de cada término es el valor de la derivada en cero.');
  });
});

describe('what a quantity depends on or is proportional to', () => {
  test.each([
    ['The direction of scattering depends on the direction of polarization, and there is a good reason for it.', 'What does the direction of scattering depend on?', 'The direction of scattering depends on the direction of polarization.'],
    ['So the probability density depends only on the distance from the origin.', 'What does the probability density depend on?', 'The probability density depends only on the distance from the origin.'],
    ['The upshot is that the rate of change of the temperature is proportional to the second difference between neighbors.', 'What is the rate of change of the temperature proportional to?', 'The rate of change of the temperature is proportional to the second difference between neighbors.'],
    ['The forces are proportional to the charges of both particles.', 'What are the forces proportional to?', 'The forces are proportional to the charges of both particles.'],
  ])('given "%s", when read, then it asks "%s"', (sentence, question, answer) => {
    const [fact] = statedFacts(sentence, 'en');
    expect(factQuestion(fact!, 'en')).toBe(question);
    expect(factAnswer(fact!, 'en')).toBe(answer);
  });

  test('given a dependence whose object points back ("depends on how fast it moves"), when read, then nothing is asked', () => {
    expect(statedFacts('The rate of twisting depends on how fast it moves.', 'en')).toEqual([]);
  });

  test.each([
    ['La fuerza es proporcional a la carga de las dos partículas.', '¿A qué es proporcional la fuerza?', 'La fuerza es proporcional a la carga de las dos partículas.'],
    ['La dirección de la dispersión depende de la dirección de la polarización.', '¿De qué depende la dirección de la dispersión?', 'La dirección de la dispersión depende de la dirección de la polarización.'],
  ])('given the Spanish "%s", when read, then it asks "%s"', (sentence, question, answer) => {
    const [fact] = statedFacts(sentence, 'es');
    expect(factQuestion(fact!, 'es')).toBe(question);
    expect(factAnswer(fact!, 'es')).toBe(answer);
  });
});

describe('a role stated of a bare plural or a name', () => {
  test.each([
    ['Second derivatives give a measure of how a value compares to the average of its neighbors.', 'What do second derivatives give?'],
    ['In general, eigenvectors tell you which directions stay fixed.', 'What do eigenvectors tell you?'],
    ["Maxwell's equations describe how electric and magnetic fields change.", "What do Maxwell's equations describe?"],
  ])('given "%s", when read, then it asks "%s"', (sentence, question) => {
    const [fact] = statedFacts(sentence, 'en');
    expect(factQuestion(fact!, 'en')).toBe(question);
  });

  test.each([
    ['Most people tell you that math is hard.'], // a quantifier names no concept
    ['Things depend on the context.'], // "things" names nothing
    ['Atlas tells you where to go.'], // singular without an article: a name, not a class
    ['Students describe how the fields change.'], // people, not a concept
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedFacts(sentence, 'en')).toEqual([]);
  });
});

describe('what a tool is for', () => {
  test.each([
    ['The convolution theorem lets you compute the product of two large numbers very quickly.', 'What does the convolution theorem let you do?'],
    ['The gradient helps you find the direction of steepest ascent.', 'What does the gradient help you do?'],
    ['The internal memory is used to store programs and data.', 'What is the internal memory used to do?'],
    ['Hash functions are used for verifying that data was not changed.', 'What are hash functions used for?'],
    ['A phase diagram allows us to translate problems of dynamics into problems of geometry.', 'What does a phase diagram allow us to do?'],
  ])('given "%s", when read, then it asks "%s" and answers with the clause', (sentence, question) => {
    const [fact] = statedFacts(sentence, 'en');
    expect(factQuestion(fact!, 'en')).toBe(question);
    expect(factAnswer(fact!, 'en')).toBe(sentence);
  });

  test.each([
    ['This trick lets you skip the whole computation.'], // the subject points back
    ['The matrix lets you do this in one step.'], // the purpose points at the screen
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedFacts(sentence, 'en')).toEqual([]);
  });
});

describe('a demonstrative in a role\'s object', () => {
  test('given "that wave" with no wave in the subject, when read, then nothing is asked (it points at the screen)', () => {
    expect(statedFacts('The momentum of a moving particle is proportional to the spatial frequency of that wave.', 'en')).toEqual([]);
  });

  test('given "that point" pointing back at "a given point" in the subject, when read, then it is asked', () => {
    const [fact] = statedFacts('The divergence of an electric field at a given point is proportional to the charge density at that point.', 'en');
    expect(factQuestion(fact!, 'en')).toBe('What is the divergence of an electric field at a given point proportional to?');
  });
});

describe('facts read off a worked example or cut from their clause', () => {
  test.each([
    ['The sum of whose elements is divisible by 5.'], // the relative pronoun leaves the subject in the clause before
    ['The mean of the eigenvalues is the same as the mean of 8 and 6.'], // two values of one example
    ['The model gives for the next word on a given input.'], // the object was lost
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedFacts(sentence, 'en')).toEqual([]);
  });
});
