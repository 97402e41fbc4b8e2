import { isInstanceAfterKind, isQuantifiedTerm, isSituationConjunct, rejectCaptionDefinition } from './caption-definition-gates.js';

describe('rejectCaptionDefinition', () => {
  describe('given a meaning that names the genus alone', () => {
    it.each([
      ['magnetic field', 'a vector field', 'en'],
      ['Bezier curves', 'a bunch of polynomial curves', 'en'],
      ['transformer', 'a specific kind of neural network, a machine learning model', 'en'],
      ['campo magnético', 'un campo vectorial', 'es'],
      ['transformador', 'un tipo de red neuronal', 'es'],
    ])('when %s is said to be "%s", then it is refused as genus-only', (term, meaning, language) => {
      expect(rejectCaptionDefinition(term, meaning, language)).toBe('genus-only');
    });
  });

  describe('given a meaning that judges a bare abstraction', () => {
    it.each([
      ['scope', 'a very important concept in Python'],
      ['regular expressions', 'a powerful part of data analysis'],
      ['recursion', 'a really useful tool'],
    ])('when %s is said to be "%s", then it is refused as a judged genus', (term, meaning) => {
      expect(rejectCaptionDefinition(term, meaning, 'en')).toBe('judged-genus');
    });

    it.each([
      ['primary key', 'an important part of a table that identifies each row'],
      ['kernel', 'the core part of an operating system that manages memory'],
      ['derivative', 'a key concept in calculus that measures the rate of change'],
      ['derivative', 'a key concept in calculus that measures change'],
    ])('when the abstraction is told apart by a clause ("%s": "%s"), then it passes', (term, meaning) => {
      expect(rejectCaptionDefinition(term, meaning, 'en')).toBeNull();
    });
  });

  describe('given a meaning whose adjective or tail says which one', () => {
    it.each([
      ['jerk', 'the third derivative', 'en'],
      ['series', 'an infinite sum', 'en'],
      ['Gaussian distribution', 'a bell curve', 'en'],
      ['chiral molecule', 'a molecule that is fundamentally different from its mirror image', 'en'],
      ['probability density', 'a kind of probability per unit in the x-direction', 'en'],
      ['column space', 'the span of the columns of your matrix', 'en'],
      ['espacio generado', 'el conjunto de todos los vectores posibles', 'es'],
      ['campo vectorial', 'una función que asigna un vector a cada punto', 'es'],
    ])('when %s is said to be "%s", then it passes', (term, meaning, language) => {
      expect(rejectCaptionDefinition(term, meaning, language)).toBeNull();
    });
  });

  describe('given a meaning that is a place on the screen', () => {
    it.each([
      ['iteration in general', 'the top to the bottom part', 'en'],
      ['lower branch', 'the left side', 'en'],
      ['rama inferior', 'la parte de abajo a la izquierda', 'es'],
    ])('when %s is said to be "%s", then it is refused as a screen place', (term, meaning, language) => {
      expect(rejectCaptionDefinition(term, meaning, language)).toBe('screen-place');
    });

    it('when a place word is part of a real noun phrase ("the upper half plane"), then it passes', () => {
      expect(rejectCaptionDefinition('Poincaré model', 'the upper half plane', 'en')).toBeNull();
    });
  });

  describe('given a meaning cut before its clause ends', () => {
    it.each([
      ['law of large numbers', 'describes how as you take more and more samples', 'en'],
      ['checksum', 'a way to let the receiver see both when there is an error', 'en'],
      ['eigenvector', 'a vector that stays on its own span under the', 'en'],
      ['determinant', 'the factor by which areas are scaled, written as the', 'en'],
      ['eigenvalue', 'the size of', 'en'],
      ['phase diagram', 'an idea where you encode the state of some', 'en'],
      ['ley de los grandes números', 'describe cómo a medida que tomas más muestras', 'es'],
      ['suma de verificación', 'una forma de detectar tanto si hay un error', 'es'],
      ['autovector', 'un vector que se queda en su propio espacio generado por la', 'es'],
    ])('when %s is said to be "%s", then it is refused as a cut clause', (term, meaning, language) => {
      expect(rejectCaptionDefinition(term, meaning, language)).toBe('cut-clause');
    });

    it.each([
      ['checksum', 'a way to let the receiver see both when there is an error and where it is', 'en'],
      ['closed interval', 'the numbers at least a and at most b, where b is greater than a', 'en'],
      ['basis', 'the choice of which directions you write things in terms of', 'en'],
      ['eigenvalue', 'the factor a vector is stretched by', 'en'],
      ['intervalo cerrado', 'los números entre a y b', 'es'],
      ['law of large numbers', 'describes how as you take more samples, the average settles down', 'en'],
      ['suma de verificación', 'una forma de detectar tanto si hay un error como dónde está', 'es'],
    ])('when the clause of %s is finished ("%s"), then it passes', (term, meaning, language) => {
      expect(rejectCaptionDefinition(term, meaning, language)).toBeNull();
    });
  });

  describe('given a Spanish meaning that is a clause about the term', () => {
    it.each([
      ['producto de Wallis', 'se debe aproximar a π/2'],
      ['grupo diédrico', 'el grupo de simetrías de un polígono tiene un nombre especial'],
    ])('when %s is said to be "%s", then it is refused as a clause', (term, meaning) => {
      expect(rejectCaptionDefinition(term, meaning, 'es')).toBe('clause');
    });

    it('when the noun phrase only contains a verb inside its relative ("un número que se multiplica"), then it passes', () => {
      expect(rejectCaptionDefinition('escalar', 'un número que se multiplica por cada vector', 'es')).toBeNull();
    });
  });

  it('given a language with no caption words, when any meaning is judged, then nothing is refused', () => {
    expect(rejectCaptionDefinition('champ magnétique', 'un champ vectoriel', 'fr')).toBeNull();
  });

  describe('given a sentence setting up the example at hand', () => {
    it.each([
      ['vertical component', 'Its formula looks like this, where the horizontal part is now 0, and the vertical component is a sine with some phase.', 'en'],
      ['componente vertical', 'La fórmula queda así, donde la parte horizontal es 0, y la componente vertical es un seno con cierta fase.', 'es'],
    ])('when %s is the second state of a "where …, and …" clause, then it is the example, not a definition', (term, quote, language) => {
      expect(isSituationConjunct(term, quote, language)).toBe(true);
    });

    it.each([
      ['vertical component', 'The vertical component is the part of the vector that points straight up.', 'en'],
      ['tree', 'If you remember one thing, a tree is a connected graph with no cycles.', 'en'],
      ['árbol', 'Un árbol es un grafo conexo sin ciclos.', 'es'],
    ])('when %s is the subject of its own main clause, then it may be a definition', (term, quote, language) => {
      expect(isSituationConjunct(term, quote, language)).toBe(false);
    });
  });

  describe('given a kind named after a copula and a comma', () => {
    it.each([
      ['weighted graphs', 'the road map of your city with its travel times', 'Many everyday networks are weighted graphs, the road map of your city with its travel times, the flights between airports.', 'en'],
      ['grafos ponderados', 'el mapa de carreteras de tu ciudad', 'Muchas redes cotidianas son grafos ponderados, el mapa de carreteras de tu ciudad, los vuelos entre aeropuertos.', 'es'],
    ])('when %s is followed by "%s", then the meaning is an instance of the kind', (term, meaning, quote, language) => {
      expect(isInstanceAfterKind(term, meaning, quote, language)).toBe(true);
    });

    it.each([
      ['tree', 'a connected graph without any cycles', 'The simplest example is a tree, a connected graph without any cycles.', 'en'],
      ['gradient', 'the vector of all partial derivatives', 'So, you start by computing the gradient, the vector of all partial derivatives.', 'en'],
    ])('when %s is renamed by "%s" (indefinite, or not after a copula), then it may be a definition', (term, meaning, quote, language) => {
      expect(isInstanceAfterKind(term, meaning, quote, language)).toBe(false);
    });
  });
  describe('given a meaning that says one value or mark of the term rather than what it is', () => {
    it.each([
      ['Sierpinski carpet', 'a 1.893 dimensional set', 'en', 'measure'],
      ['e', 'twice the area under the curve', 'en', 'relative-size'],
      ['radius', 'half the diameter of the circle', 'en', 'relative-size'],
      ['laminar flow', 'characterized by smooth layers of fluid', 'en', 'participle'],
      ['gradient operator', 'used to find the steepest direction', 'en', 'participle'],
      ['flujo laminar', 'caracterizado por capas suaves de fluido', 'es', 'participle'],
      ['el radio', 'la mitad del diámetro del círculo', 'es', 'relative-size'],
    ])('when %s is glossed "%s", then it is refused', (term, meaning, language, kind) => {
      expect(rejectCaptionDefinition(term, meaning, language)).toBe(kind);
    });

    it.each([
      ['matrix', 'a two-dimensional array of numbers'],
      ['rotation matrix', 'a 3 by 3 matrix that preserves lengths'],
      ['embedding', 'a high-dimensional vector'],
      ['tokens', 'little chunks that are typically words'],
      ['R-naught', 'the value of R in a fully susceptible population'],
    ])('when %s is glossed "%s" (a noun phrase with its difference), then it may be a definition', (term, meaning) => {
      expect(rejectCaptionDefinition(term, meaning, 'en')).toBeNull();
    });
  });
});

describe('isQuantifiedTerm', () => {
  test.each([
    ['en', 'item', "We'll start with initializing the array of amounts we are going to take for each item, which is an array of n zeros."],
    ['es', 'elemento', 'Guardamos un contador para cada elemento, que es un número entero.'],
  ])('given the %s term "%s" said only after a quantifier, when judged, then its gloss is not its own', (language, term, quote) => {
    expect(isQuantifiedTerm(term, quote, language)).toBe(true);
  });

  test.each([
    ['en', 'load factor', 'The rehash operation first computes the current load factor, which is the ratio of the number of keys stored to the size of the table.'],
    ['en', 'leaf', 'A leaf, which is a node with no children, ends each path; every leaf is labelled.'],
  ])('given the %s term "%s" named on its own, when judged, then it is not quantified', (language, term, quote) => {
    expect(isQuantifiedTerm(term, quote, language)).toBe(false);
  });
});

describe('given a meaning that is an order of growth', () => {
  test.each([
    ['en', 'knapsack after sorting', 'O of n'],
    ['en', 'merge sort', 'big theta of n log n'],
    ['es', 'la búsqueda binaria', 'O de log n'],
  ])('given the %s definition "%s — %s", when judged, then it is a measure', (language, term, meaning) => {
    expect(rejectCaptionDefinition(term, meaning, language)).toBe('measure');
  });

  test('given "an order of growth — a way to compare how fast costs grow", when judged, then it stays', () => {
    expect(rejectCaptionDefinition('order of growth', 'a way to compare how fast the costs of two algorithms grow', 'en')).toBeNull();
  });
});
