import { complementOfNamedSubject, describedDemonstrative, findCopulaDefinition, findSpokenTerms, firstClause, isStatedRule, oneAsNamedKind, withDescribedDemonstrative } from './spoken-definitions.js';
import { withoutSpokenOpener } from './sentence-quality.js';

// Spoken naming forms, on sentences written for these tests.

const terms = (sentence: string, language: string, previous?: string): string[] => findSpokenTerms(sentence, previous, language).map((t) => t.term);

describe('spoken naming forms in English', () => {
  test.each([
        // A term is the naming's noun phrase; its "of the …" context stays in the sentence.
    ["Vectors that only get scaled are what's called eigenvectors of the transformation.", 'eigenvectors'],
    ['We call this the span of the two vectors.', 'span'],
    ["It's called, reasonably enough, a diagonal matrix.", 'diagonal matrix'],
    ['This is known as the determinant.', 'determinant'],
    ['A matrix whose columns are orthonormal is called an orthogonal matrix.', 'orthogonal matrix'],
    ['Mathematicians refer to it as the null space, and we will too.', 'null space'],
  ])('given "%s", when read, then the named term is "%s"', (sentence, term) => {
    if (term === 'null space') {
      // "refer to it as" without "we": not a naming form we rely on; nothing is invented.
      expect(terms(sentence, 'en')).toEqual([]);
      return;
    }
    expect(terms(sentence, 'en')).toContain(term);
  });

  test.each([
    ['We call this grid an attention pattern.', 'attention pattern'],
    ['We call this process the chain rule.', 'chain rule'],
    ['We call this a tensor.', 'tensor'],
  ])('given "we call this <noun>" before the name ("%s"), when read, then the name, not the noun pointed at, is the term', (sentence, term) => {
    expect(terms(sentence, 'en')).toEqual([term]);
  });

  test('given adjectives joined by "or" before one head, when named, then the term is the last adjective with the head', () => {
    expect(terms('The four planets nearest the Sun are called the inner or terrestrial planets.', 'en')).toEqual(['terrestrial planets']);
  });

  test.each([
    ['The two ways of reasoning are called inductive or deductive.'], // no head to share
    ['The planets on either side of the belt are called the inner and outer planets.'], // two kinds, not two names
  ])('given "%s", when read, then the term is not the second adjective with a head', (sentence) => {
    expect(terms(sentence, 'en')).not.toContain('outer planets');
    expect(terms(sentence, 'en')).not.toContain('deductive');
  });

  test('given a number where the name would be, when read, then no term is found', () => {
    expect(terms('The longitude of the Prime Meridian is defined as 0°.', 'en')).toEqual([]);
  });

  test('given "Y is called X" with a real subject, when read, then Y is the meaning', () => {
    const [found] = findSpokenTerms('A matrix whose columns are orthonormal is called an orthogonal matrix.', undefined, 'en');
    expect(found).toMatchObject({ term: 'orthogonal matrix', article: 'an', meaning: 'A matrix whose columns are orthonormal' });
  });

  test('given "this is what\'s called X" after a complete sentence, when read, then that sentence is the meaning', () => {
    const previous = 'A vector that stays on its own line during a transformation keeps its direction.';
    const [found] = findSpokenTerms("This is what's called an eigenvector.", previous, 'en');
    expect(found).toMatchObject({ term: 'eigenvector', meaningFromPrevious: true });
    expect(found?.meaning).toBe('A vector that stays on its own line during a transformation keeps its direction');
  });

  test('given "what is called X" after an instruction to the listener, when read, then the instruction is not the meaning', () => {
    const previous = 'The next time you go to a restaurant, look at your waitstaff.';
    const [found] = findSpokenTerms('They could be making less than minimum wage, or what is called a subminimum wage.', previous, 'en');
    expect(found).toMatchObject({ term: 'subminimum wage', meaningFromPrevious: false });
    expect(found?.meaning).toBeUndefined();
  });

  test('given an opener that points back but a naming clause with its own subject, when read, then the sentence before is not the meaning', () => {
    const previous = 'Each node of the parse tree carries its final attribute values.';
    const [found] = findSpokenTerms('In this example, A is defined as a real.', previous, 'en');
    expect(found).toMatchObject({ term: 'real', meaningFromPrevious: false });
    expect(found?.meaning).toBeUndefined();
  });

  test('given an opener before a clause that itself points back, when read, then the sentence before is still the meaning', () => {
    const previous = 'A vector that stays on its own line during a transformation keeps its direction.';
    const [found] = findSpokenTerms("So, this is what's called an eigenvector.", previous, 'en');
    expect(found).toMatchObject({ term: 'eigenvector', meaningFromPrevious: true });
  });

  test('given "Those who … are often referred to as X", when read, then the people the relative describes are the meaning', () => {
    const previous = 'Some members of the club argue about the rules, while others do not.';
    const [found] = findSpokenTerms('Those who follow the rules they were taught as children are often referred to as conformists, a word with a long history.', previous, 'en');
    expect(found).toMatchObject({ term: 'conformists', meaning: 'people who follow the rules they were taught as children', meaningFromPrevious: false });
  });

  test('given a second naming after a comma and a quoted name, when read, then the first naming\'s subject is not its meaning', () => {
    const found = findSpokenTerms('People who stay up late are typically referred to as "owls," and people who wake early are typically referred to as "larks" by their friends.', undefined, 'en');
    expect(found.find((t) => t.term === 'owls')?.meaning).toBe('People who stay up late');
    expect(found.find((t) => t.term === 'larks')?.meaning).toBeUndefined();
  });

  test('given "we refer to these X as Y", when read, then Y is the term, not X', () => {
    expect(terms('This pattern is common enough that we refer to these goods as normal goods.', 'en')).toEqual(['normal goods']);
    expect(terms('We refer to these as cyclical changes.', 'en')).toEqual(['cyclical changes']);
  });

  test('given "Y is what economists call X" with a subject of its own, when read, then the sentence before is not the meaning', () => {
    const previous = 'Recall that total spending is the sum of what households, firms and the government buy.';
    const [found] = findSpokenTerms('Aggregate demand is actually what economists call total planned expenditure.', previous, 'en');
    expect(found).toMatchObject({ term: 'total planned expenditure', meaningFromPrevious: false });
    // "This is what we call X" still points back.
    expect(findSpokenTerms('This is what we call the span of two vectors.', 'All the vectors you can reach with a linear combination of the pair fill a region.', 'en')[0]).toMatchObject({ term: 'span', meaningFromPrevious: true });
  });

  test('given a sentence that names nothing, when read, then no term is found', () => {
    expect(terms('We will now add the two vectors tip to tail.', 'en')).toEqual([]);
  });
});

describe('spoken naming forms in Spanish, French and German', () => {
  test.each([
    ['es', 'El conjunto de todas las combinaciones se llama espacio generado.', 'espacio generado'],
    ['es', 'A esta matriz la llamamos matriz identidad, porque no cambia nada.', 'matriz identidad'],
    ['es', 'Este número se conoce como el determinante de la matriz.', 'el determinante'],
    ['fr', "On appelle base une famille libre et génératrice.", 'base'],
    ['fr', "Cet ensemble s'appelle le noyau de l'application.", "le noyau de l'application"],
    ['fr', 'L’ensemble de toutes les issues possibles est appelé l’univers de l’expérience.', 'l’univers de l’expérience'],
    ['de', 'Diese Zahl nennt man die Determinante.', 'Determinante'],
    ['de', 'Man nennt das den Kern der Abbildung.', 'Kern der Abbildung'],
  ])('given the %s sentence "%s", when read, then the named term is "%s"', (language, sentence, term) => {
    expect(terms(sentence, language)).toContain(term);
  });

  test('given a Spanish copula definition, when read, then term and meaning are found', () => {
    expect(findCopulaDefinition('Un vector es una flecha que tiene longitud y dirección.', 'es')).toEqual({
      term: 'un vector',
      meaning: 'una flecha que tiene longitud y dirección',
    });
  });

  test('given English-only patterns, when a Spanish sentence has English words, then they do not fire', () => {
    expect(terms('Los estudiantes dicen "what is called" en inglés.', 'es')).toEqual([]);
  });
});

describe('firstClause', () => {
  test.each([
    ['the third derivative, and this is not a joke', 'the third derivative'],
    ['la tercera derivada, y esto no es broma', 'la tercera derivada'],
  ])('given "%s", when cut, then "%s" remains', (meaning, cut) => {
    expect(firstClause(meaning)).toBe(cut);
  });

  test.each([
    ['en', 'the set of all points x, y that satisfy some property', 'the set of all points x, y that satisfy some property'],
    ['en', 'the third derivative, and this is not a joke', 'the third derivative'],
    ['es', 'la tercera derivada, y esto no es broma', 'la tercera derivada'],
  ])('given the %s meaning "%s", when cut in its language, then "%s" remains ("y" is a coordinate in English)', (language, meaning, cut) => {
    expect(firstClause(meaning, language)).toBe(cut);
  });

  test.each([
    ['a cosine with some frequency, amplitude, and phase shift'],
    ['a vector with a length, a direction, and a starting point'],
  ])('given the English meaning "%s" ending on a list of three, when cut, then the list stays whole', (meaning) => {
    expect(firstClause(meaning, 'en')).toBe(meaning);
  });

  test('given a "both" whose "and" comes after the comma, when cut, then the pair stays whole', () => {
    const meaning = 'a way to let the receiver find both when there is an error, and more impressively, how to fix it';
    expect(firstClause(meaning, 'en')).toBe(meaning);
  });

  test('given a list item followed by a whole clause, when cut, then the clause still goes', () => {
    expect(firstClause('a wave with some frequency, amplitude, and this is where things get interesting', 'en')).toBe('a wave with some frequency, amplitude');
  });

  test.each([
    ['the continuous stretch of real numbers strictly greater than some number a, but strictly less than some other number b'],
    ['facts that are provably true, but which nevertheless can feel false'],
    ['the functions that are continuous, but not differentiable'],
  ])('given the English meaning "%s", when cut, then the phrase going on after "but" stays', (meaning) => {
    expect(firstClause(meaning, 'en')).toBe(meaning);
  });

  test.each([
    ['a tool people use to extract the true features, even if they are very superimposed on all these neurons', 'a tool people use to extract the true features'],
    ['log base e of X. And just as a reminder, we talked about this all in the last lecture', 'log base e of X'],
    ['the set of inputs, but this is not a joke', 'the set of inputs'],
  ])('given the English meaning "%s", when cut, then the afterthought goes: "%s"', (meaning, cut) => {
    expect(firstClause(meaning, 'en')).toBe(cut);
  });

  test('given a Spanish meaning, when cut, then only its own conjunctions cut it', () => {
    expect(firstClause('los números mayores que a, pero menores que b', 'es')).toBe('los números mayores que a');
  });
});

describe('a gloss said right after the name', () => {
  test.each([
    ["This is what's called an implicit curve, it's just the set of all points x, y that satisfy some property of x and y.", 'implicit curve', 'the set of all points x, y that satisfy some property of x and y'],
    ["We call this a veridical paradox, which refers to a fact that is provably true but feels false.", 'veridical paradox', 'a fact that is provably true but feels false'],
    ["That's known as the basis, meaning the set of vectors every other vector is built from.", 'basis', 'the set of vectors every other vector is built from'],
    // A plain "which is" gloss; a generic "you" in its own relative and an example set aside between commas.
    ["What we've drawn is called a state diagram, which is an idea where you encode the state of some system, in this case the speeds of our two carts, as a single point.", 'state diagram', 'an idea where you encode the state of some system as a single point'],
    // The gloss in the next clause, after a short phrase that says what the name is for.
    ["That is called the flow field for our equation, and it's a way to see how every starting state evolves over time.", 'flow field', 'a way to see how every starting state evolves over time'],
    // What the named thing does, an "-ing" verb and its object, after a hedge and with no comma before "which".
    ['The grouping goes with what we call an aggregate function which is sort of taking a set of rows, squeezing it down to one row, but then counting them.', 'aggregate function', 'taking a set of rows, squeezing it down to one row'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    const [found] = findSpokenTerms(sentence, 'Some unrelated sentence about the weather comes first.', 'en');
    expect(found).toMatchObject({ term, meaning, meaningFromPrevious: false });
  });

  test.each([
    ["The key property of sucrose is that it's what's called a chiral molecule, meaning it's fundamentally different from its mirror image.", 'chiral molecule', 'a molecule that is fundamentally different from its mirror image'],
    ["This one is what's called a stiff equation, meaning it's notoriously hard to solve numerically.", 'stiff equation', 'an equation that is notoriously hard to solve numerically'],
  ])('given a property glossed after a named kind in "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    const [found] = findSpokenTerms(sentence, undefined, 'en');
    expect(found).toMatchObject({ term, meaning });
  });

  test.each([
    ["This is what's called entropy, meaning it's hard to predict."], // no kind word to restate
    ["That's called a stable point, meaning it's what we saw on the screen."], // a clause, not a property
  ])('given "%s", when read, then no property meaning is made', (sentence) => {
    const [found] = findSpokenTerms(sentence, undefined, 'en');
    expect(found?.meaning).toBeUndefined();
  });

  test('given a subject pointing at the screen and a gloss after the name, when read, then the gloss is the meaning', () => {
    const [found] = findSpokenTerms("The flow associated with this field is called the phase flow, and it's a way to see at a glance how states evolve.", undefined, 'en');
    expect(found).toMatchObject({ term: 'phase flow', meaning: "a way to see at a glance how states evolve" });
  });

  test('given a subject that reads on its own and a gloss after the name, when read, then the subject stays the meaning', () => {
    const [found] = findSpokenTerms("The flow of every state under the equation is called the phase flow, and it's a way to see how states evolve.", undefined, 'en');
    expect(found).toMatchObject({ term: 'phase flow', meaning: 'The flow of every state under the equation' });
  });

  test.each([
    // The listener addressed, not a generic "you" inside the description.
    ["This is called a margin, which is the part you should leave blank."],
    // "and it's …" with no noun phrase after it says how the thing is, not what.
    ["This is called the ratio test, and it's pretty easy to apply."],
  ])('given "%s", when read, then the words after the name are no meaning', (sentence) => {
    const [found] = findSpokenTerms(sentence, undefined, 'en');
    expect(found?.meaning).toBeUndefined();
  });

  test.each([
    // A clause about the term, not a noun phrase saying what it is.
    ["Each run uses what's called an SIR model, meaning the population is broken up into three categories."],
    // A property, not a meaning.
    ["The heat equation happens to be what's known in the business as a linear equation, meaning if you add two solutions you get a third."],
  ])('given "%s", when read, then the words after the name are no meaning', (sentence) => {
    const [found] = findSpokenTerms(sentence, undefined, 'en');
    expect(found?.meaning).toBeUndefined();
  });
});

describe('a pointing subject whose relative between commas says which one', () => {
  test.each([
    ['This point right here, where that logistic curve goes from curving upward to curving downward, is known as the inflection point.', 'en', 'inflection point', 'the point where the logistic curve goes from curving upward to curving downward'],
    ['Este punto de aquí, donde la curva pasa de subir a bajar cada vez más despacio, se conoce como el punto de inflexión.', 'es', 'el punto de inflexión', 'el punto donde la curva pasa de subir a bajar cada vez más despacio'],
  ])('given "%s" (%s), when read, then "%s" means "%s"', (sentence, language, term, meaning) => {
    const [found] = findSpokenTerms(sentence, 'Some unrelated sentence about the weather comes first.', language);
    expect(found).toMatchObject({ term, meaning, meaningFromPrevious: false });
  });

  test.each([
    ['This point right here, where it crosses the axis, is called the root.', 'en'],
    ['Este punto de aquí, donde eso cruza el eje de abajo, se llama la raíz.', 'es'],
  ])('given "%s" (%s) whose relative still points, when read, then the subject is no meaning', (sentence, language) => {
    const found = findSpokenTerms(sentence, undefined, language);
    expect(found[0]?.meaning).toBeUndefined();
  });
});

describe('"one that …" before a naming that says one what', () => {
  test.each([
    ['A common choice is one that takes every negative value to zero and leaves the positive values alone.', 'And by tradition, this very simple function ', 'en', 'a function that takes every negative value to zero and leaves the positive values alone.'],
    ['Una opción común es una que lleva cada valor negativo a cero y deja igual los positivos.', 'Y esta función tan simple ', 'es', 'una función que lleva cada valor negativo a cero y deja igual los positivos.'],
  ])('given "%s" then a naming whose subject is "%s" (%s), when read together, then the meaning is "%s"', (previous, naming, language, meaning) => {
    expect(oneAsNamedKind(previous, naming, language)).toBe(meaning);
  });

  test.each([
    // The sentence before names its own kind: it stays as it is.
    ['A rectifier is a function that takes every negative value to zero.', 'And this very simple function ', 'en'],
    // The naming says no kind ("this is called"): nothing to read "one" as.
    ['A common choice is one that takes every negative value to zero.', 'And this ', 'en'],
    ['Una opción común es una que lleva cada valor negativo a cero.', 'Y eso ', 'es'],
  ])('given "%s" then a naming whose subject is "%s" (%s), when read together, then the sentence before is unchanged', (previous, naming, language) => {
    expect(oneAsNamedKind(previous, naming, language)).toBe(previous);
  });
});

describe('the sentence before says what the named subject is', () => {
  test.each([
    ['This output is called the hash of the message.', 'And the output is a string of bits with some kind of fixed length.', 'en', 'hash', 'a string of bits with some kind of fixed length'],
    ['Esta salida se llama el hash del mensaje.', 'Y la salida es una cadena de bits de longitud fija.', 'es', 'el hash del mensaje', 'una cadena de bits de longitud fija'],
  ])('given "%s" after "%s" (%s), when read, then "%s" means "%s"', (sentence, previous, language, term, meaning) => {
    const [found] = findSpokenTerms(sentence, previous, language);
    expect(found).toMatchObject({ term, meaning, meaningFromPrevious: true });
  });

  test('given a sentence opening on a connective that says no complement of the named subject, when read, then it is no meaning', () => {
    const [found] = findSpokenTerms('This new wave is called a superposition of the first two.', 'So the sum of two solutions to the wave equation is also a solution to it.', 'en');
    expect(found).toMatchObject({ term: 'superposition', meaningFromPrevious: false });
    expect(found?.meaning).toBeUndefined();
  });

  test.each([
    // Another subject: the sentence before stays whole.
    ['The input is any message or file at all.', 'This output ', 'en'],
    ['La entrada es un mensaje o un archivo cualquiera.', 'Esta salida ', 'es'],
  ])('given "%s" before a naming whose subject is "%s" (%s), when read together, then the sentence is unchanged', (previous, naming, language) => {
    expect(complementOfNamedSubject(previous, naming, language)).toBe(previous);
  });
});

describe('what a naming does not take as its meaning', () => {
  test('given a relative naming after a clause ("… passes through an operation that\'s known as X"), when read, then neither the clause nor the sentence before is the meaning', () => {
    const previous = 'Words with similar meanings tend to land on vectors that are close to each other.';
    const [found] = findSpokenTerms("The sequence of vectors then passes through an operation that's known as an attention block.", previous, 'en');
    expect(found?.meaning).toBeUndefined();
  });

  test('given a subject with a relative clause left without its "that" ("The path the Sun appears to take … is called X"), when read, then it is the meaning', () => {
    const [found] = findSpokenTerms('The path the Sun appears to take around the celestial sphere each year is called the ecliptic.', undefined, 'en');
    expect(found).toMatchObject({ term: 'ecliptic', meaning: 'The path the Sun appears to take around the celestial sphere each year' });
  });

  test('given "Each simulation represents what\'s called X", when read, then the clause before is no meaning', () => {
    const [found] = findSpokenTerms("Each simulation represents what's called an SIR model.", undefined, 'en');
    expect(found).toMatchObject({ term: 'SIR model' });
    expect(found?.meaning).toBeUndefined();
  });

  test('given "X happens to be what\'s known in the business as Y", when read, then Y is named and the sentence before is not its meaning', () => {
    const previous = 'These waves simply get scaled down exponentially over time.';
    const [found] = findSpokenTerms("The heat equation happens to be what's known in the business as a linear equation.", previous, 'en');
    expect(found).toMatchObject({ term: 'linear equation', meaningFromPrevious: false });
  });

  test('given "This is called X" after a question, when read, then the question is not the meaning', () => {
    const [found] = findSpokenTerms('This is called simple harmonic motion.', "What if each time step wasn't in the direction of the velocity?", 'en');
    expect(found).toMatchObject({ term: 'simple harmonic motion', meaningFromPrevious: false });
    expect(found?.meaning).toBeUndefined();
  });

  test.each([
    ["This last key fact has a special name, it's called the convolution theorem."],
    ["The relevant property of sucrose here is that it's what's called a chiral molecule."],
    ["They're what's called the Pauli spin matrices."],
  ])('given "%s" (an "it" or "they" naming a thing), when read, then the sentence before is not the meaning', (sentence) => {
    const [found] = findSpokenTerms(sentence, 'The edges of the plateau move closer and closer to the center.', 'en');
    expect(found?.meaning).toBeUndefined();
    expect(found?.meaningFromPrevious).toBe(false);
  });

  test('given "So that\'s called X" after a complete sentence, when read, then the sentence before is still the meaning', () => {
    const previous = 'A vector that stays on its own line during a transformation keeps its direction.';
    const [found] = findSpokenTerms("So that's called an eigenvector.", previous, 'en');
    expect(found).toMatchObject({ term: 'eigenvector', meaningFromPrevious: true });
  });
});

describe('naming forms added for lectures', () => {
  test('given "Y is what we usually call X" with a real subject, when read, then X is named and Y is its meaning', () => {
    const [found] = findSpokenTerms('The set of all linear combinations of two vectors is what we usually call the span.', undefined, 'en');
    expect(found).toMatchObject({ term: 'span', meaning: 'The set of all linear combinations of two vectors' });
  });

  test('given "this pattern is what we call X", when read, then the sentence before is the meaning', () => {
    const previous = 'The derivative of a composition is the derivative of the outer function times the derivative of the inner one.';
    const [found] = findSpokenTerms('This pattern right here is what we usually call the chain rule.', previous, 'en');
    expect(found).toMatchObject({ term: 'chain rule', meaningFromPrevious: true });
  });

  test('given a quantified subject "Any way to … is called X", when read, then the subject is the meaning', () => {
    const [found] = findSpokenTerms('Any way to translate between vectors and sets of numbers is called a coordinate system.', undefined, 'en');
    expect(found).toMatchObject({ term: 'coordinate system', meaning: 'Any way to translate between vectors and sets of numbers' });
  });

  test('given a Spanish quantified subject "Cualquier forma de … se llama X", when read, then the subject is the meaning', () => {
    const [found] = findSpokenTerms('Cualquier forma de traducir entre vectores y listas de números se llama sistema de coordenadas.', undefined, 'es');
    expect(found).toMatchObject({ term: 'sistema de coordenadas', meaning: 'Cualquier forma de traducir entre vectores y listas de números' });
  });
});

describe('rules stated before they are named', () => {
  const rule = 'Whenever an expression equals 0 divided by 0 at some input, try taking the derivative of the top and bottom expressions and plugging in that input.';

  test('given a rule and then "This clever trick is called X", when read, then the rule is kept with its possessive name', () => {
    const [found] = findSpokenTerms("This clever trick is called L'Hopital's rule.", rule, 'en');
    expect(found).toMatchObject({ term: "L'Hopital's rule", rule });
  });

  test('given a rule written "as" and then "This right here is known as the X rule", when read, then the rule is kept without its framing', () => {
    const [found] = findSpokenTerms("This right here is what's known as the quotient rule.", "In general you'd write this as the derivative of f over g is g times f prime minus f times g prime, all over g squared.", 'en');
    expect(found).toMatchObject({ term: 'quotient rule', rule: 'The derivative of f over g is g times f prime minus f times g prime, all over g squared.' });
  });

  test('given a bare "This is called X" whose name is no rule, when read, then no rule is kept', () => {
    const [found] = findSpokenTerms('This is called the tangent plane.', 'The derivative of a function of two variables at a point is a linear map.', 'en');
    expect(found?.rule).toBeUndefined();
  });

  test.each([
    ["This is what's known as the chain rule.", 'chain rule', true],
    ["This is what's known as the scientific method.", 'scientific method', false],
    ["This technique is what's known as the scientific method.", 'scientific method', true],
  ])('given "%s" after a rule, when read, then "%s" is named and the rule kept only when the name or the subject says rule: %s', (naming, term, kept) => {
    const previous = 'Whenever you take the derivative of a composition, multiply the derivative of the outer function by the derivative of the inner one.';
    const [found] = findSpokenTerms(naming, previous, 'en');
    expect(found?.term).toBe(term);
    expect(found?.rule !== undefined).toBe(kept);
  });

  test('given a rule that leans on the screen, when read, then no rule is kept', () => {
    const [found] = findSpokenTerms('This pattern is called the chain rule.', 'If you look at these two lines, the second one moves faster.', 'en');
    expect(found?.rule).toBeUndefined();
  });

  test.each([
    ['Si tienes dos funciones cualesquiera, la derivada de su composición es la derivada de la de fuera por la derivada de la de dentro.', true],
    ['Si miras esta gráfica, se ve que sube.', false],
  ])('given the Spanish statement "%s", when checked as a rule, then it is one: %s', (statement, expected) => {
    expect(isStatedRule(statement, 'es')).toBe(expected);
  });

  test('given "Esta regla se llama X" after a rule, when read, then the rule is kept', () => {
    const previous = 'Si tienes dos funciones cualesquiera, la derivada de su composición es la derivada de la de fuera por la derivada de la de dentro.';
    const [found] = findSpokenTerms('Esta regla se llama regla de la cadena.', previous, 'es');
    expect(found).toMatchObject({ term: 'regla de la cadena', rule: previous });
  });
});

describe('"something called X"', () => {
  test.each([
    ['This perspective leads to something called the epsilon-delta definition of limits.', 'epsilon-delta definition of limits'],
    ['That builds intuition for a whole class of problems, things called integral problems in math and science.', 'integral problems'],
  ])('given "%s", when read, then "%s" is named', (sentence, term) => {
    expect(terms(sentence, 'en')).toContain(term);
  });
});

describe('a demonstrative with its own description names the meaning', () => {
  test('given "This process of … is called X", when read, then "the process of …" is the meaning', () => {
    const [found] = findSpokenTerms('This process of repeatedly halving the search interval is called binary search.', undefined, 'en');
    expect(found).toMatchObject({ term: 'binary search', meaning: 'the process of repeatedly halving the search interval' });
  });

  test.each([
    ['This set of vectors that land on the origin', 'en', 'the set of vectors that land on the origin'],
    ['These rows of the matrix that stay fixed', 'en', 'the rows of the matrix that stay fixed'],
    ['Este proceso de dividir el intervalo a la mitad', 'es', 'el proceso de dividir el intervalo a la mitad'],
    ['Estas filas de la matriz que quedan fijas', 'es', 'las filas de la matriz que quedan fijas'],
    ['This back and forth between integrals and derivatives', 'en', 'the back and forth between integrals and derivatives'], // a pair the model reads as adverbs
    ['This give and take between buyers and sellers', 'en', 'the give and take between buyers and sellers'], // a pair the model reads as verbs
    ['Este ir y venir entre integrales y derivadas', 'es', 'el ir y venir entre integrales y derivadas'],
  ])('given "%s" (%s), when read, then it reads as "%s"', (subject, language, meaning) => {
    expect(describedDemonstrative(subject, language)).toBe(meaning);
  });

  test.each([
    ['This ratio da divided by dx', 'en'], // no description: the ratio is on the screen
    ['This clever trick', 'en'],
    ['This set of all the places it lands', 'en'], // "it" inside still points back
    ['Este número adicional', 'es'],
    ['This slowly and carefully built list of numbers', 'en'], // manner adverbs, no noun
    ['This back and forth', 'en'], // the pair with no description: on the screen
    ['Este ir y venir', 'es'],
    ['Ce processus de division de l’intervalle', 'fr'], // no form for French: nothing rewritten
  ])('given "%s" (%s), when read, then it stays a pointing subject', (subject, language) => {
    expect(describedDemonstrative(subject, language)).toBeUndefined();
  });

  test.each([
    ['This back and forth between integrals and derivatives, where the derivative of the area function gives back the graph, is called the fundamental theorem of calculus.', 'en', 'the back and forth between integrals and derivatives, where the derivative of the area function gives back the graph'],
    ['Este ir y venir entre integrales y derivadas, donde la derivada de la función de área devuelve la gráfica, se llama teorema fundamental del cálculo.', 'es', 'el ir y venir entre integrales y derivadas, donde la derivada de la función de área devuelve la gráfica'],
  ])('given the naming "%s" (%s), when read, then its described subject is the meaning', (sentence, language, meaning) => {
    expect(findSpokenTerms(sentence, undefined, language)[0]?.meaning).toBe(meaning);
  });

  test('given "Este proceso de … se llama X", when read, then the Spanish meaning starts "el proceso de …"', () => {
    const [found] = findSpokenTerms('Este proceso de dividir el intervalo a la mitad se llama búsqueda binaria.', undefined, 'es');
    expect(found?.meaning).toBe('el proceso de dividir el intervalo a la mitad');
  });
});

describe('a naming sentence whose subject is a described "that"', () => {
  test.each([
    [
      'en',
      "And that maximum distance between the input you're approximating near and points where the outputs of these polynomials converge is called the radius of convergence.",
      "The maximum distance between the input you're approximating near and points where the outputs of these polynomials converge is called the radius of convergence.",
    ],
    [
      'es',
      'Y esa distancia máxima entre la entrada que aproximas y los puntos donde estos polinomios convergen se llama radio de convergencia.',
      'La distancia máxima entre la entrada que aproximas y los puntos donde estos polinomios convergen se llama radio de convergencia.',
    ],
  ])('given the %s sentence "%s", when read without its opener, then it reads on its own as "%s"', (language, sentence, expected) => {
    expect(withDescribedDemonstrative(withoutSpokenOpener(sentence, language), language)).toBe(expected);
  });

  test.each([
    ['en', 'That set of vectors where these arrows land leads to a contradiction.'],
    ['es', 'Esa idea de estos vectores lleva a una contradicción.'],
  ])('given the %s sentence "%s" that names nothing, when read, then a pointer inside keeps it pointing', (language, sentence) => {
    expect(withDescribedDemonstrative(sentence, language)).toBe(sentence);
  });

  test('given "So that …", when the opener is removed, then the purpose clause stays whole', () => {
    expect(withoutSpokenOpener('So that the sum converges, the terms must shrink.', 'en')).toBe('So that the sum converges, the terms must shrink.');
  });

  test.each([
    ['Keep in mind, by Newton\'s second law, f equals ma.', 'By Newton\'s second law, f equals ma.'],
    ['By the way, the determinant of a product is the product of the determinants.', 'The determinant of a product is the product of the determinants.'],
    ['All right, the tangent line touches the curve at one point.', 'The tangent line touches the curve at one point.'],
    ['To be clear, the mean product formula is not a new method.', 'The mean product formula is not a new method.'],
  ])('given the spoken aside opener in "%s", when removed, then "%s" remains', (sentence, expected) => {
    expect(withoutSpokenOpener(sentence, 'en')).toBe(expected);
  });
});

describe('a meaning taken from the sentence before a naming', () => {
  test.each([
    ['en', 'A vector whose direction a transformation keeps.', 'This is called an eigenvector.'],
    ['es', 'Un vector cuya dirección la transformación conserva.', 'Esto se llama un vector propio.'],
  ])('given %s speech naming what the sentence before describes, when terms are found, then the meaning comes from it', (language, previous, sentence) => {
    const [found] = findSpokenTerms(sentence, previous, language);
    expect(found?.meaningFromPrevious).toBe(true);
  });

  test.each([
    ['fr', 'La collection de toutes les trajectoires rappelle un fluide en mouvement.', "C'est ce qu'on appelle le flot de phase."],
    ['de', 'Die Sammlung aller möglichen Bahnen erinnert an eine Flüssigkeit.', 'Das nennt man den Phasenfluss.'],
  ])('given %s speech, when terms are found, then the sentence before is no meaning (a clause about something else)', (language, previous, sentence) => {
    const found = findSpokenTerms(sentence, previous, language);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((t) => !t.meaningFromPrevious && t.meaning === undefined)).toBe(true);
  });
});

describe('a naming with an aside, a connective or a pointer at the example (English)', () => {
  const meaningOf = (sentence: string, previous = 'The speaker talks about something else here.') => findSpokenTerms(sentence, previous, 'en')[0];

  test('given "is called, as you may have guessed, X", when read, then the aside is skipped and the subject is the meaning', () => {
    expect(meaningOf("This process of extending an analytic function in the only way possible that's still analytic is called, as you may have guessed, analytic continuation.")).toMatchObject({
      term: 'analytic continuation',
      meaning: "the process of extending an analytic function in the only way possible that's still analytic",
    });
  });

  test('given a subject opening on "And" and ending "like this", when read, then the noun phrase between is the meaning', () => {
    expect(meaningOf('And the specific ratio between the speed of light in a vacuum and the speed inside a medium like this is called the index of refraction.')).toMatchObject({
      term: 'index of refraction',
      meaning: 'the specific ratio between the speed of light in a vacuum and the speed inside a medium',
    });
  });

  test('given "a surface that looks like this is called X", when read, then X is named with no meaning (the picture shows it)', () => {
    const found = meaningOf('A surface that looks like this is called a torus.', 'Glue the two ends of a cylinder together.');
    expect(found?.term).toBe('torus');
    expect(found?.meaning).toBeUndefined();
  });

  test('given a Spanish naming, when read, then the English connective and "like this" rules leave it as it was', () => {
    expect(findSpokenTerms('Y la razón entre las dos velocidades se llama índice de refracción.', undefined, 'es').map((t) => t.term)).toEqual(['índice de refracción']);
  });
});

describe('a noun the tagger reads as a verb inside a named term (English)', () => {
  test.each([
    ["They're what's called the Pauli spin matrices.", 'Pauli spin matrices'],
    ['We call this the bond yield curve.', 'bond yield curve'],
  ])('given "%s", when read, then the whole compound is the term', (sentence, term) => {
    expect(terms(sentence, 'en')).toEqual([term]);
  });

  test('given a verb with its "-s" after the named noun, when read, then the verb stays out of the term', () => {
    expect(terms('This is known as the chain rule gives the derivative.', 'en')).toEqual(['chain rule']);
  });
});

describe('"…, what we call its X": a possessive before the name and the noun phrase beside it (English)', () => {
  test('given "a vector, what we call its embedding", when read, then "embedding" is named and the noun phrase before the comma is its meaning', () => {
    const [found] = findSpokenTerms('Each word is paired with a high-dimensional vector, what we call its embedding.', undefined, 'en');
    expect(found).toMatchObject({ term: 'embedding', meaning: 'a high-dimensional vector' });
  });

  test('given a possessive "their" before a named noun, when read, then the possessive is not part of the term', () => {
    expect(terms('Each firm sells at a single price, what economists call their markup rule.', 'en')).toEqual(['markup rule']);
  });

  test('given an "-ing" word right after a determiner, when read, then it is the named noun', () => {
    expect(terms('Grouping similar points together is what we call the clustering.', 'en')).toEqual(['clustering']);
  });

  test('given words before the comma that end in a verb, when read, then they are not taken as the noun phrase beside the name', () => {
    const [found] = findSpokenTerms('The model makes the guess refined, what we call its prediction.', undefined, 'en');
    expect(found?.term).toBe('prediction');
    expect(found?.meaning).not.toBe('the guess refined');
  });
});

describe('"…, what is known as the X" after a noun phrase (English)', () => {
  test('given a noun phrase after "on" and a name with an article, when read, then that noun phrase is not taken as the meaning', () => {
    const [found] = findSpokenTerms('Choose the numbers that sit evenly spaced on the unit circle, what are known as the roots of unity.', undefined, 'en');
    expect(found?.term).toBe('roots of unity');
    expect(found?.meaning).not.toBe('the unit circle');
  });
});
