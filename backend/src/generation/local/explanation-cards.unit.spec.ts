import { statedExplanation } from './explanation-cards.js';

// What a concept amounts to, said in a set spoken form; sentences written for these tests.

describe('explanations stated in English', () => {
  test.each([
    [
      'What it means for a sequence to converge is that its terms get as close as you like to one number.',
      'What does it mean for a sequence to converge?',
      'What it means for a sequence to converge is that its terms get as close as you like to one number.',
    ],
    [
      'In short, the main idea behind dynamic programming is that you store the answers to subproblems so each one is solved once.',
      'What is the main idea behind dynamic programming?',
      'The main idea behind dynamic programming is that you store the answers to subproblems so each one is solved once.',
    ],
    [
      'The key property of an orthogonal matrix is that it preserves the lengths of all vectors.',
      'What is the key property of an orthogonal matrix?',
      'The key property of an orthogonal matrix is that it preserves the lengths of all vectors.',
    ],
  ])('given "%s", when read, then it asks "%s" and answers with the whole statement', (sentence, question, answer) => {
    const found = statedExplanation(sentence, 'en');
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ['What it means for this to work is that the grid lines stay parallel.'], // the frame points at the screen
    ['The key point here is that the ratio approaches twelve.'], // no concept named
    ['The main idea of this video is that vectors can be added.'], // points at the talk
    ['The key feature of a linear map is that these lines stay parallel and evenly spaced.'], // the statement points at the screen
    ['What it means for a function to be continuous is that.'], // nothing stated
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedExplanation(sentence, 'en')).toBeUndefined();
  });
});

describe('explanations stated in Spanish', () => {
  test('given "lo que significa que … es que …", when read, then it asks "¿Qué significa que …?" and answers "Significa que …"', () => {
    const found = statedExplanation('Lo que significa que una serie converja es que sus sumas parciales se acercan a un número fijo.', 'es');
    expect(found?.question).toBe('¿Qué significa que una serie converja?');
    expect(found?.answer).toBe('Significa que sus sumas parciales se acercan a un número fijo.');
  });

  test('given "la idea clave de … es que …", when read, then it asks "¿Cuál es la idea clave de …?"', () => {
    const found = statedExplanation('La idea clave de la programación dinámica es que cada subproblema se resuelve una sola vez.', 'es');
    expect(found?.question).toBe('¿Cuál es la idea clave de la programación dinámica?');
    expect(found?.answer).toBe('La idea clave de la programación dinámica es que cada subproblema se resuelve una sola vez.');
  });

  test('given a frame that points at the screen ("esto"), when read, then nothing is asked', () => {
    expect(statedExplanation('Lo que significa que esto funcione es que las líneas siguen paralelas y espaciadas.', 'es')).toBeUndefined();
  });
});

describe('"think of X as Y" renamings', () => {
  test.each([
    [
      'en',
      'In general, you should think of linear maps as keeping grid lines parallel and evenly spaced.',
      'How can you think of linear maps?',
      'Linear maps can be thought of as keeping grid lines parallel and evenly spaced.',
    ],
    [
      'en',
      'The values depend on the input, so it is fine, but it\'s more accurate to think of each layer as a function of the layer before it.',
      undefined,
      undefined,
    ],
    [
      'en',
      'The weights change with every step, so it\'s actually more accurate to think of each neuron as a function, one that takes in numbers and spits out one number.',
      'How can you think of each neuron?',
      'Each neuron can be thought of as a function, one that takes in numbers and spits out one number.',
    ],
    [
      'es',
      'Los valores dependen de la entrada, así que en realidad es más exacto pensar en cada neurona como una función de la capa anterior.',
      '¿Cómo se puede pensar en cada neurona?',
      'Se puede pensar en cada neurona como una función de la capa anterior.',
    ],
  ])('given the %s sentence "%s", when read, then it asks "%s"', (language, sentence, question, answer) => {
    const found = statedExplanation(sentence, language);
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ['en', 'You can think of these two vectors as the basis of the grid.'], // points at the screen
    ['en', 'You can think of breaking up this vector as adding two steps.'], // not a noun phrase
    ['es', 'Es conveniente pensar en todos ellos como puntos en el plano.'], // "ellos" points back
  ])('given the %s sentence "%s", when read, then nothing is asked', (language, sentence) => {
    expect(statedExplanation(sentence, language)).toBeUndefined();
  });
});

describe('"X, which can be thought of as Y" renamings', () => {
  test('given an English subject "which can be nicely thought of as", when read, then it asks how X can be thought of', () => {
    const found = statedExplanation('The ratio of the two nudges, which can be nicely thought of as the slope of the secant line, is almost the derivative.', 'en');
    expect(found?.question).toBe('How can the ratio of the two nudges be thought of?');
    expect(found?.answer).toBe('The ratio of the two nudges can be thought of as the slope of the secant line.');
  });

  test('given a Spanish subject "que puede considerarse como", when read, then it asks "¿Cómo puede considerarse …?"', () => {
    const found = statedExplanation('La relación entre los dos empujones, que puede considerarse como la pendiente de la recta secante, es casi la derivada.', 'es');
    expect(found?.question).toBe('¿Cómo puede considerarse la relación entre los dos empujones?');
    expect(found?.answer).toBe('La relación entre los dos empujones puede considerarse como la pendiente de la recta secante.');
  });

  test('given a renaming that points at the screen, when read, then nothing is asked', () => {
    expect(statedExplanation('The sum, which can be thought of as the area of these rectangles, approaches the integral.', 'en')).toBeUndefined();
  });
});

describe('languages without a form', () => {
  test('given a French sentence, when read, then nothing is asked (no English form runs on it)', () => {
    expect(statedExplanation("What it means for a sequence to converge is that its terms get close to one number.", 'fr')).toBeUndefined();
  });
});

describe('stated reasons ("the reason X is that Y")', () => {
  test.each([
    [
      'en',
      'The reason we use limits is that they let us talk about change without infinitely small numbers.',
      'Why do we use limits?',
      'The reason we use limits is that they let us talk about change without infinitely small numbers.',
    ],
    [
      'en',
      "And second, the reason we don't write the integral as a sum is that no single sum gives the exact area.",
      "Why don't we write the integral as a sum?",
      "The reason we don't write the integral as a sum is that no single sum gives the exact area.",
    ],
    [
      'en',
      'The main reason gradient descent converges slowly is that the cost surface has long narrow valleys.',
      'Why is it that gradient descent converges slowly?',
      'The main reason gradient descent converges slowly is that the cost surface has long narrow valleys.',
    ],
    [
      'en',
      'But one of the main reasons that calculus is required in every branch of physics is that it describes how quantities change.',
      'Why is calculus required in every branch of physics?',
      'One of the main reasons that calculus is required in every branch of physics is that it describes how quantities change.',
    ],
    [
      'es',
      'La razón por la que usamos límites es que evitan hablar de cambios infinitamente pequeños.',
      '¿Por qué usamos límites?',
      'La razón por la que usamos límites es que evitan hablar de cambios infinitamente pequeños.',
    ],
  ])('given the %s sentence "%s", when read, then it asks "%s" and answers with the whole statement', (language, sentence, question, answer) => {
    const found = statedExplanation(sentence, language);
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ['en', 'Again, the reason for doing that is we cannot handle anything but constant velocity.'], // "that" points back
    ['en', 'The reason we use this notation is that this expression is not any particular sum.'], // points at the screen
    ['es', 'Pero la razón por la que lo menciono aquí es que insinúa el hecho de que la suma importa.'], // the talk, not the subject
  ])('given the %s sentence "%s", when read, then nothing is asked', (language, sentence) => {
    expect(statedExplanation(sentence, language)).toBeUndefined();
  });
});

describe('equivalences ("X is the same as Y")', () => {
  test.each([
    [
      'en',
      "Those dx's cancel out, so the ratio of f and g near a is about the same as the ratio between their derivatives.",
      'What is the ratio of f and g near a about the same as?',
      'The ratio of f and g near a is about the same as the ratio between their derivatives.',
    ],
    [
      'en',
      'A linear transformation is just another way of saying a function that keeps grid lines parallel and evenly spaced.',
      'What is a linear transformation another way of saying?',
      'A linear transformation is another way of saying a function that keeps grid lines parallel and evenly spaced.',
    ],
    [
      'es',
      'La derivada de una suma es lo mismo que la suma de las derivadas.',
      '¿A qué equivale la derivada de una suma?',
      'La derivada de una suma es lo mismo que la suma de las derivadas.',
    ],
  ])('given the %s sentence "%s", when read, then it asks "%s" and answers with the equivalence', (language, sentence, question, answer) => {
    const found = statedExplanation(sentence, language);
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ['en', 'The overall effect is the same as if you just took seven steps to the right.'], // the other side is no thing
    ['en', 'Near that trouble point, the ratio between the outputs is about the same as the ratio of the derivatives.'], // true only at a point on the screen
    ['en', "It's the same as first taking the derivative of each one separately."], // the subject points back
    ['es', 'Esto es lo mismo que la suma de las derivadas.'], // the subject points back
  ])('given the %s sentence "%s", when read, then nothing is asked', (language, sentence) => {
    expect(statedExplanation(sentence, language)).toBeUndefined();
  });
});

describe('procedures ("to X, you Y", "whenever you …, …")', () => {
  test.each([
    ['en', 'To add two vectors, you just move the second so its tail sits at the tip of the first.', 'How do you add two vectors?', 'Move the second so its tail sits at the tip of the first.'],
    ['en', 'In order to invert a matrix, you can row reduce the matrix alongside the identity matrix.', 'How do you invert a matrix?', 'Row reduce the matrix alongside the identity matrix.'],
    ['en', 'The way to find an antiderivative is to ask which function has the integrand as its derivative.', 'How do you find an antiderivative?', 'Ask which function has the integrand as its derivative.'],
    ['en', 'The trick to differentiating a product is by adding each function times the derivative of the other.', 'What is the trick to differentiating a product?', 'By adding each function times the derivative of the other.'],
    ['en', 'Whenever you want the derivative of a composition, multiply the derivative of the outer function by the derivative of the inner one.', 'What do you do when you want the derivative of a composition?', 'Multiply the derivative of the outer function by the derivative of the inner one.'],
    ['es', 'Del mismo modo, para sumar dos vectores, mueve el segundo de modo que su cola quede en la punta del primero.', '¿Qué se hace para sumar dos vectores?', 'Mueve el segundo de modo que su cola quede en la punta del primero.'],
    ['es', 'La forma de calcular una integral es encontrar una antiderivada de la función.', '¿Cuál es la forma de calcular una integral?', 'Encontrar una antiderivada de la función.'],
    ['es', 'Siempre que quieras derivar una composición, multiplica la derivada exterior por la derivada interior.', '¿Qué se hace siempre que quieras derivar una composición?', 'Multiplica la derivada exterior por la derivada interior.'],
  ])('given the %s sentence "%s", when read, then it asks "%s" and answers with the step alone', (language, sentence, question, answer) => {
    const found = statedExplanation(sentence, language);
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ['en', 'To figure out what happens to any vector after a rotation, you could just multiply its coordinates by this matrix.'], // the step points at the screen
    ['en', 'And to solve your equation, you just have to multiply that reverse transformation matrix by the vector v.'], // "that" matrix is on the screen
    ['en', 'To find a function giving this area, you ask what function has v of t as a derivative.'], // the goal points at the screen
    ['en', "To start things off, we're just going to initialize all of those weights and biases totally randomly."], // the speaker's plan
    ['en', 'To invert a matrix, you can row reduce it alongside the identity matrix.'], // "it" leaves the answer pointing back
    ['en', 'Whenever you come across 0 divided by 0, just try plugging in that same trouble input.'], // "that same" points back
    ['en', 'To compute it, you take x squared plus 2 times x minus 3.'], // algebra read aloud, goal points back
    ['en', 'To be honest, I chose two layers because it fit on the screen.'], // no step: the speaker's aside
    ['es', 'Para ser sincero, elegí dos capas basándome en cómo quiero motivar la estructura.'], // the speaker's story
    ['es', 'Para distinguir vectores de puntos, la convención es escribir este par de números verticalmente.'], // points at the screen
  ])('given the %s sentence "%s", when read, then nothing is asked', (language, sentence) => {
    expect(statedExplanation(sentence, language)).toBeUndefined();
  });
});

describe('tricks ("the trick is to Y", its goal named just before)', () => {
  test.each([
    ['en', 'How do you differentiate a product of two functions?', 'The trick is to add each function times the derivative of the other.', 'How do you differentiate a product of two functions?', 'Add each function times the derivative of the other.'],
    ['en', 'Now we want to find the inverse of a matrix.', 'The key trick is to row reduce the matrix alongside the identity matrix.', 'How do you find the inverse of a matrix?', 'Row reduce the matrix alongside the identity matrix.'],
    ['en', '', 'To approximate a function near a point, the trick is to match its derivatives with a polynomial.', 'How do you approximate a function near a point?', 'Match its derivatives with a polynomial.'],
    ['es', '¿Cómo podemos derivar un producto de funciones?', 'El truco está en sumar cada función por la derivada de la otra.', '¿Cuál es el truco para derivar un producto de funciones?', 'Sumar cada función por la derivada de la otra.'],
  ])('given the %s sentences "%s" then "%s", when read, then it asks "%s" and answers "%s"', (language, previous, sentence, question, answer) => {
    const found = statedExplanation(sentence, language, previous);
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ['en', 'Vectors can be added.', 'The trick is to add each function times the derivative of the other.'], // no goal named
    ['en', 'How do you get that?', 'The trick is to add each function times the derivative of the other.'], // the goal points at the screen
    ['en', '', 'The trick is to add each function times the derivative of the other.'], // nothing before
    ['es', 'Los vectores se suman.', 'El truco está en sumar cada función por la derivada de la otra.'], // no goal named
  ])('given the %s sentences "%s" then "%s", when read, then nothing is asked', (language, previous, sentence) => {
    expect(statedExplanation(sentence, language, previous)).toBeUndefined();
  });
});

describe('corrections ("X don\'t V A, they V B")', () => {
  test.each([
    [
      "What you'll commonly hear is that integrals don't measure area per se, they measure the signed area between the graph and the axis.",
      'What do integrals measure?',
      "Integrals don't measure area per se, they measure the signed area between the graph and the axis.",
    ],
    [
      "A matrix doesn't store a picture, it stores where the basis vectors land.",
      'What does a matrix store?',
      "A matrix doesn't store a picture, it stores where the basis vectors land.",
    ],
  ])('given "%s", when read, then it asks "%s" and answers with the correction', (sentence, question, answer) => {
    const found = statedExplanation(sentence, 'en');
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ["These arrows don't measure area, they measure this length here."], // points at the screen
    ["Integrals don't measure area, they compute the signed area."], // a different verb: no correction of the same claim
    ["I don't measure area, I measure length."], // the speaker
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedExplanation(sentence, 'en')).toBeUndefined();
  });

  test('given "las integrales no miden el área, sino que miden …", when read, then it asks "¿Qué miden las integrales?"', () => {
    const found = statedExplanation('Las integrales no miden el área, sino que miden el área con signo entre la gráfica y el eje.', 'es');
    expect(found?.question).toBe('¿Qué miden las integrales?');
    expect(found?.answer).toBe('Las integrales no miden el área, sino que miden el área con signo entre la gráfica y el eje.');
  });

  test.each([
    ['Estas flechas no miden el área, miden esta longitud.'], // points at the screen
    ['Las integrales no miden el área, calculan otra cosa.'], // a different verb
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedExplanation(sentence, 'es')).toBeUndefined();
  });
});

describe('"…, that\'s what X means"', () => {
  test('given "On the one hand, A is velocity, that is what velocity means", when read, then it asks "What does velocity mean?" and answers with the statement', () => {
    const found = statedExplanation('On the one hand, a tiny change in distance over a tiny change in time is velocity, that is what velocity means.', 'en');
    expect(found?.question).toBe('What does velocity mean?');
    expect(found?.answer).toBe('A tiny change in distance over a tiny change in time is velocity.');
  });

  test.each([
    ['This little bump here is velocity, that is what velocity means.'], // the statement points at the screen
    ['The ratio gets smaller and smaller, that is what convergence means.'], // the statement does not name the term
    ['And that is what it means.'], // nothing stated
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedExplanation(sentence, 'en')).toBeUndefined();
  });

  test('given "…, eso es lo que significa la velocidad", when read, then it asks "¿Qué significa la velocidad?"', () => {
    const found = statedExplanation('Un cambio pequeño en la distancia sobre un cambio pequeño en el tiempo es la velocidad, eso es lo que significa la velocidad.', 'es');
    expect(found?.question).toBe('¿Qué significa la velocidad?');
    expect(found?.answer).toBe('Un cambio pequeño en la distancia sobre un cambio pequeño en el tiempo es la velocidad.');
  });

  test('given a Spanish statement pointing at the screen, when read, then nothing is asked', () => {
    expect(statedExplanation('Esta pequeña curva aquí es la velocidad, eso es lo que significa la velocidad.', 'es')).toBeUndefined();
  });
});

describe('named results ("the product rule says that …")', () => {
  test.each([
    [
      'Remember, the product rule says that the derivative of a product is the first function times the derivative of the second plus the second times the derivative of the first.',
      'What does the product rule say?',
      'The product rule says that the derivative of a product is the first function times the derivative of the second plus the second times the derivative of the first.',
    ],
    [
      'The fundamental theorem of calculus is that differentiation undoes the integral of a continuous function.',
      'What does the fundamental theorem of calculus state?',
      'The fundamental theorem of calculus is that differentiation undoes the integral of a continuous function.',
    ],
    ['The law of large numbers states that sample averages approach the expected value as samples grow.', 'What does the law of large numbers state?', 'The law of large numbers states that sample averages approach the expected value as samples grow.'],
  ])('given "%s", when read, then it asks "%s" and answers with the statement', (sentence, question, answer) => {
    const found = statedExplanation(sentence, 'en');
    expect(found?.question).toBe(question);
    expect(found?.answer).toBe(answer);
  });

  test.each([
    ['The fundamental theorem of calculus is that this graph itself represents the derivative of the area function.'], // points at the screen
    ['The rule is that every player takes one turn after another in a fixed order.'], // no named result
    ['The product rule says that.'], // nothing stated
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(statedExplanation(sentence, 'en')).toBeUndefined();
  });

  test('given "la regla de la cadena dice que …", when read, then it asks "¿Qué dice la regla de la cadena?"', () => {
    const found = statedExplanation('La regla de la cadena dice que la derivada de una composición es el producto de las derivadas.', 'es');
    expect(found?.question).toBe('¿Qué dice la regla de la cadena?');
    expect(found?.answer).toBe('La regla de la cadena dice que la derivada de una composición es el producto de las derivadas.');
  });

  test('given a Spanish rule pointing at the screen, when read, then nothing is asked', () => {
    expect(statedExplanation('La regla de la cadena dice que esta curva de aquí sube.', 'es')).toBeUndefined();
  });
});
