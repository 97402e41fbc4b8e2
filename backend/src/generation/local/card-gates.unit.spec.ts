import {
  definitionQuestion,
  isDefiniteProperName,
  gateCards,
  gateDefinitions,
  isDefiningMeaning,
  isFragment,
  isHedgedTalk,
  isIncidentalBlank,
  isNounPhraseTerm,
  isSpokenAlgebra,
  isOtherName,
  isSpeakerAnecdote,
  isVagueGenus,
  isWorkedExample,
  rejectCard,
  rejectDefinition,
  startsWithDeictic,
  widenHalfTerm,
} from './card-gates.js';
import { card } from '../../test-support/flashcard.js';

// Short texts written for these tests; each gate is checked in English and Spanish.

describe('gate: no answer opening with a pronoun or deictic word', () => {
  test.each([
    ['en', 'These special vectors.'],
    ['en', 'As you might have guessed by now, the vectors stay on their line.'],
    ['en', 'It keeps its direction during the transformation.'],
    ['en', 'This is the place where the axes meet.'],
    ['en', 'There is the origin, where the axes meet.'], // "there" as a place
    ['en', 'There is no limiting output within epsilon of the value.'], // "no" continues the case just described
    ['es', 'Esto es lo que pasa con los vectores.'],
    ['es', 'Estos vectores especiales.'],
    ['es', 'Así que el vector se estira.'],
    ['en', 'The following parse tree shows the final attribute values on the nodes.'], // points at what is not on the card
    ['en', 'Doing so, FDR argued, would ensure the durability of individual rights.'], // does what? the sentence before says
    ['en', 'All of this work is intrinsically tied to the list of transactions.'], // a part of what was just said
    ['en', 'Each of these rectangles only approximates the area of the ring.'],
    ['en', 'One of them is looking at the graph for a loose feel of its shape.'],
    ['en', 'Almost all of it comes from the three square faces.'],
    ['en', 'The other is a more precise line of reasoning about the unit circle.'],
    ['en', 'Specifically this little angle right here is equal to theta radians.'],
  ])('given the %s answer "%s", when it is judged, then it is rejected', (language, answer) => {
    expect(startsWithDeictic(answer, language)).toBe(true);
    expect(rejectCard(card('concept', 'What happens to the vector?', answer), language)).toBe('pronoun-start');
  });

  test.each([
    ['en', 'An eigenvector keeps its direction when a matrix is applied to it.'],
    ['en', 'There are infinitely many antiderivatives of a given function.'], // a counted "there are" points nowhere
    ['en', 'Each of the three vectors has its own length.'], // the quantity names its own things
    ['es', 'Un vector propio conserva su dirección cuando se le aplica la matriz.'],
  ])('given the %s answer "%s" that names its subject, when it is judged, then it passes', (language, answer) => {
    expect(startsWithDeictic(answer, language)).toBe(false);
    expect(rejectCard(card('concept', 'What is special about it?', answer), language)).toBeNull();
  });
});

describe('gate: no fragment', () => {
  test.each([
    ['en', 'of the vectors outside their span and then.', 'starts with a preposition'],
    ['en', 'The determinant of the matrix', 'no closing punctuation'],
    ['en', 'The area of the square that the vectors.', 'ends on a function word'],
    ['en', 'The big picture of linear algebra and its many uses.', 'has no verb'],
    ['en', 'The span is the set of all vectors that you…', 'is cut off'],
    ['es', 'De los vectores fuera de su espacio Si intentaras sumarlos.', 'starts with a preposition and runs on'],
    ['es', 'El espacio generado por los dos vectores es el plano Pero si.', 'runs two caption lines together'],
    ['es', 'La suma de los vectores es igual a la', 'is cut off'],
    ['en', 'Semantic rule: <var>.actual_type <- lookup(<var>.string) The look-up function returns the type.', 'runs program text into prose'],
    ['en', 'In the case of a variable, the actual type is intrinsic ().', 'holds brackets emptied by extraction'],
  ])('given the %s text "%s" (it %s), when checked, then it is a fragment', (language, text) => {
    expect(isFragment(text, language)).toBe(true);
  });

  test.each([
    ['en', 'The determinant measures how much a transformation stretches areas.'],
    ['es', 'El determinante mide cuánto estira las áreas una transformación.'],
    ['en', 'The function f(x) = x squared has the derivative 2x at every point x.'], // a formula with arguments is no program text
    ['en', 'A token is a category of lexemes, such as identifiers, keywords and operators.'],
  ])('given the complete %s sentence "%s", when checked, then it is not a fragment', (language, text) => {
    expect(isFragment(text, language)).toBe(false);
  });
});

describe('gate: an opening clause that lost its subject', () => {
  test.each([
    ['a subordinator straight before its verb', 'If is consistent, then A* graph search will always find the shortest path to a goal.', true],
    ['a subordinator, its subject and its verb', 'If the heuristic is consistent, then A* graph search will always find the shortest path to a goal.', false],
  ])('given %s, when checked with its opening clause allowed, then it is a fragment: %s', (_case, text, fragment) => {
    expect(isFragment(text, 'en', { openingClause: true })).toBe(fragment);
  });
});

describe('gate: no generic term with a non-definition', () => {
  test.each([
    ['proof', 'left as an exercise'],
    ['algorithm', 'optimal if it is guaranteed to find the best answer'],
    ['local search', 'the algorithms we will study'],
    ['video', 'a walk through the main ideas of vectors'],
    ['a classic example of negative consumer reaction', 'the response that met the introduction of the Edsel'], // an instance, not a term
    ['classic example', 'doctors of old'], // an instance, not a term
    ['set X', 'a subset of some minimum spanning tree'], // the worked example's own object
    ['number x', 'the generator of the polynomial hash function'],
  ])('given "%s — %s", when the definition is judged, then it is rejected', (term, meaning) => {
    expect(rejectDefinition(term, meaning, 'en')).not.toBeNull();
  });

  test.each([
    ['es', 'prueba', 'lo que dejamos como ejercicio'],
    ['es', 'algoritmo', 'cuando lo vemos en la siguiente clase'],
  ])('given the %s definition "%s — %s", when judged, then it is rejected', (language, term, meaning) => {
    expect(rejectDefinition(term, meaning, language)).not.toBeNull();
  });

  test.each([
    ['en', 'algorithm', 'a finite sequence of steps that solves a class of problems'],
    ['en', 'price controls', 'laws that governments pass to regulate prices'],
    ['es', 'espacio generado', 'el conjunto de todas las combinaciones lineales de los vectores'],
  ])('given the %s definition "%s — %s", when judged, then it passes', (language, term, meaning) => {
    expect(rejectDefinition(term, meaning, language)).toBeNull();
  });

  test.each([
    ['backpropagation', 'the same training algorithm'], // the same as which?
    ['convolution', 'the next video'],
    ['operators', 'kind of like the mature older brother of matrices'],
    ['J function', 'a whole intricate story in its own right'],
  ])('given the spoken meaning "%s — %s" that points at the talk, when judged as speech, then it is rejected', (term, meaning) => {
    expect(rejectDefinition(term, meaning, 'en', { spoken: true })).toBe('non-definition');
  });

  test.each([
    ['slope', 'v divided by u'],
    ['vertical component', 'theta double dot'],
    ['total kinetic energy', '½ m1 v1² plus ½ m2 v2²'],
    ['unit circle', 'when you would look at your unit circle and say, oh, pi'],
    ['generating function', 'when the idea is if you have some question with an answer for each integer'],
    ['SIR model', 'the population is broken up into three categories'],
    ['equation', 'e to the y times dy, must equal the change to the right side'],
  ])('given the spoken meaning "%s — %s" (a formula read out, a thought, a clause), when judged as speech, then it is rejected', (term, meaning) => {
    expect(rejectDefinition(term, meaning, 'en', { spoken: true })).toBe('non-definition');
  });

  test.each([
    ['softmax', 'the standard way to turn an arbitrary list of numbers into a valid distribution'],
    ['growth factor', 'the ratio between the number of new cases one day and the number the day before'],
    ['pendulum state', 'a vector whose two coordinates are theta and theta dot'],
  ])('given the spoken meaning "%s — %s" in words, when judged as speech, then it passes', (term, meaning) => {
    expect(rejectDefinition(term, meaning, 'en', { spoken: true })).toBeNull();
  });

  test('given a written meaning "the same … as …" or "the same-sex …", when judged as a book\'s, then it passes', () => {
    expect(rejectDefinition('congruent triangle', 'the same shape and size as another triangle', 'en', { spoken: true })).toBeNull();
    expect(rejectDefinition('social norm', 'the same unwritten rule of behavior shared by members of a group', 'en')).toBeNull();
  });

  test.each([
    ['times dx', 'the area of the face times that little thickness dx'],
    ['bunch of tokens', 'little chunks that are typically words or little pieces of words'],
    ['C', 'the one that looks like a sinusoidal wave'],
    ['cosine of pi', 'when you would look at your unit circle and say, oh, pi'],
  ])('given "%s — %s" (a piece of a formula or a count, not a name), when judged, then it is no term', (term, meaning) => {
    expect(rejectDefinition(term, meaning, 'en', { spoken: true })).toBe('not-a-term');
  });

  test('given a spoken meaning that leans on the screen, when judged as speech, then it is rejected', () => {
    expect(rejectDefinition('origin', 'the place where they intersect', 'en', { spoken: true })).toBe('non-definition');
    expect(rejectDefinition('handwritten digits', 'a pretty cool thing for a computer to be able to do', 'en', { spoken: true })).toBe('non-definition');
  });

  test('given a meaning that is a whole clause about the term, when judged, then it is rejected', () => {
    expect(rejectDefinition('source program', 'the compilation process starts with the source program', 'en')).toBe('non-definition');
    expect(rejectDefinition('code generator', 'the code generator translates the intermediate code', 'en')).toBe('non-definition');
  });
});

describe('gate: a definite proper name is described, not defined', () => {
  test.each([
    ['United States', 'The United States is a constitution-based federal republic in which citizens elect representatives.', true],
    ['European Union', 'Today the European Union is a full economic union of many nations.', true],
    ['General Agreement on Tariffs and Trade', 'The General Agreement on Tariffs and Trade (GATT) was signed in 1947.', false], // with its abbreviation
    ['Hawthorne effect', 'The Hawthorne effect is the change in behavior of people who know they are watched.', false], // a concept named after a place
    ['Medicaid', 'Medicaid is a joint federal–state program of health insurance.', false], // one word, no "the"
    ['Corn Laws', 'Parliament repealed the Corn Laws, a set of tariffs on imported grain, in 1846.', false], // glossed where it is named
    ['Corn Laws', 'The Corn Laws were repealed in 1846, after a long campaign.', true], // only mentioned
  ])('given "%s" in "%s", when gated, then it is a definite proper name: %s', (term, quote, expected) => {
    expect(isDefiniteProperName(term, quote)).toBe(expected);
  });

  test('given a definition card on a definite proper name, when judged, then it is rejected', () => {
    const quote = 'The United States is home to about 45 million foreign-born people.';
    expect(rejectCard({ ...card('definition', 'What are United States?', 'Home to about 45 million foreign-born people.'), citation: { quote } }, 'en')).toBe('non-definition');
  });
});

describe('gate: grammatical questions', () => {
  test.each([
    ['price controls', {}, 'What are price controls?'],
    ['normal good', { countNoun: true }, 'What is a normal good?'],
    ['insurance', { countNoun: true }, 'What is insurance?'],
    ['elasticity of savings', {}, 'What is elasticity of savings?'],
    ['eigenvector', { countNoun: true }, 'What is an eigenvector?'],
    ['eukaryote', { countNoun: true }, 'What is a eukaryote?'],
    ['one-way function', { countNoun: true }, 'What is a one-way function?'],
    ['span', { definite: true }, 'What is the span?'],
    ['economics', { countNoun: true }, 'What is economics?'],
  ])('given the English term "%s" (%j), when asked about, then the question is "%s"', (term, options, question) => {
    expect(definitionQuestion(term, 'en', options)).toBe(question);
  });

  test.each([
    ['sentence', { countNoun: true }, 'What is a sentence?'], // "A sentence is a string of characters …"
    ['derivation', { countNoun: true }, 'What is a derivation?'],
    ['source language', { definite: true }, 'What is the source language?'], // "… is called the source language"
    ['insurance', { countNoun: true }, 'What is insurance?'], // known to be uncountable whatever the source says
  ])('given the English term "%s" with the source\'s own article (%j), when asked about, then the question is "%s"', (term, options, question) => {
    expect(definitionQuestion(term, 'en', { ...options, stated: true })).toBe(question);
  });

  test('given a term whose suffix suggests a mass noun and no article in the source, when asked about, then it goes without one', () => {
    expect(definitionQuestion('sentence', 'en', { countNoun: true })).toBe('What is sentence?');
  });

  test.each([
    ['espacio generado', '¿Qué es espacio generado?'],
    ['los vectores propios', '¿Qué son los vectores propios?'],
    ['matrices inversas', '¿Qué son matrices inversas?'],
  ])('given the Spanish term "%s", when asked about, then the question is "%s"', (term, question) => {
    expect(definitionQuestion(term, 'es')).toBe(question);
  });
});

describe('gate: blanks are key terms, not function words', () => {
  test.each([
    ['en', 'The _____ of two vectors is the set of their linear combinations.', 'the'],
    ['en', 'The span _____ two vectors is the set of their linear combinations.', 'of'],
    ['es', 'El espacio generado _____ vectores es el conjunto de sus combinaciones.', 'de los'],
    // A blank glued to a word takes part of a token ("TCP/IP", "kernel_stack_frame").
    ['en', 'See the [_____/IP tutorial] for an analogy with translators and secretaries.', 'TCP'],
    ['en', 'A kernel_stack______ is associated with each newly created process in the kernel.', 'frame'],
    ['es', 'Consulta el tutorial de _____/IP para ver una analogía con traductores.', 'TCP'],
  ])('given the %s cloze "%s" blanking "%s", when judged, then it is rejected', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('function-word-blank');
  });

  test('given a cloze whose blank is a sentence of its own, when judged, then it is a fragment', () => {
    expect(rejectCard(card('cloze', 'A helper routine moves the kernel to 0x100000 (1Mb) before it starts. _____.', 'setup'), 'en')).toBe('fragment');
  });

  test.each([
    ['en', 'The _____ of two vectors is the set of all their linear combinations.', 'span'],
    ['es', 'El _____ de dos vectores es el conjunto de todas sus combinaciones lineales.', 'espacio generado'],
    ['en', 'In U.S. society, peer groups are common _____.', 'reference groups'], // the clause has its verb
    ['en', '_____ also look for answers to the correlation of gender and race with wealth and crime.', 'Conflict theorists'],
    ['en', 'Devices that generate the sentences of a language are known as _____.', 'generation devices'], // "as" opens no clause
  ])('given the %s cloze "%s" blanking "%s", when judged, then it passes', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBeNull();
  });
});

describe('gate: no duplicates', () => {
  test('given two cards with the same question, when gated, then one is kept', () => {
    const a = card('definition', 'What is the span?', 'The set of all linear combinations of the vectors.');
    const b = card('definition', 'What is the span?', 'All the vectors you can reach with two arrows.');
    expect(gateCards([a, b], 'en')).toEqual([a]);
  });

  test('given two Spanish cloze cards blanking the same term, when gated, then one is kept', () => {
    const a = card('cloze', 'El _____ de dos vectores es el conjunto de todas sus combinaciones lineales.', 'espacio generado');
    const b = card('cloze', 'Si los vectores están alineados, el _____ es una recta que pasa por el origen.', 'espacio generado');
    expect(gateCards([a, b], 'es')).toHaveLength(1);
  });

  test('given the same term defined twice, when gated, then one definition is kept', () => {
    const d = { term: 'determinant', meaning: 'the factor by which a transformation scales areas', citation: { quote: 'q' } };
    expect(gateDefinitions([d, { ...d, meaning: 'a number computed from a square matrix' }], 'en')).toEqual([d]);
  });
});

describe('gate: a written "our" is everyone\'s', () => {
  const meaning = 'a testable prediction about how the world will behave if our idea is correct';

  test('given a book\'s meaning with "our", when gated, then it is a definition and its card stays', () => {
    expect(rejectDefinition('hypothesis', meaning, 'en')).toBeNull();
    expect(rejectCard(card('definition', 'What is a hypothesis?', `${meaning.charAt(0).toUpperCase()}${meaning.slice(1)}.`), 'en')).toBeNull();
  });

  test('given a speaker\'s "our network" or a book\'s "we", when gated, then it is the speaker\'s or the writer\'s own', () => {
    expect(rejectDefinition('hypothesis', meaning, 'en', { spoken: true })).not.toBeNull();
    expect(rejectCard({ ...card('definition', 'What is a layer?', 'The part of our network that turns pixels into edges.'), citation: { quote: 'q', time: 30 } }, 'en')).toBe('non-definition');
    expect(rejectDefinition('hypothesis', 'a prediction we test in the next chapter', 'en')).not.toBeNull();
  });
});

describe('gate: written definitions', () => {
  test('attributive participles and phrasal terms are terms', () => {
    expect(rejectDefinition('discouraged workers', 'people who have stopped looking for a job', 'en')).toBeNull();
    expect(rejectDefinition('crowding out', 'when public borrowing raises interest rates and lowers private investment', 'en')).toBeNull();
  });

  test('a capitalised statement is a meaning in written text, not one opening on a connective', () => {
    const statement = 'The regulator lets a utility charge its costs plus a fixed margin of profit';
    expect(rejectDefinition('margin regulation', statement, 'en')).toBeNull();
    expect(rejectDefinition('margin call', 'Meanwhile, the broker asks the client for more cash', 'en')).not.toBeNull();
    expect(rejectDefinition('margin call', 'Even if prices recover, the broker asks for more cash', 'en')).not.toBeNull();
  });

  test('given a participle before its noun, when a written meaning is gated, then it is a noun phrase, not a cut-off predicate', () => {
    expect(rejectDefinition('tenure', 'guaranteed employment after a probation period', 'en')).toBeNull();
    expect(rejectDefinition('tenure', 'granted after a probation period', 'en')).not.toBeNull();
    expect(rejectDefinition('guild rules', 'established, written codes kept by every member', 'en')).toBeNull();
    expect(rejectDefinition('tenure', 'guaranteed employment after a probation period', 'en', { spoken: true })).not.toBeNull();
  });

  test('given a gerund meaning, when gated, then "being …" is a definition but a finite "is …" clause is not', () => {
    expect(rejectDefinition('truancy', 'being absent from school without a good reason', 'en')).toBeNull();
    expect(rejectDefinition('truancy', 'the pupils are absent from school', 'en')).not.toBeNull();
  });

  test('given "we" of everyone inside a written clause, when gated, then it defines; a speaker\'s "we" or "I" does not', () => {
    expect(rejectDefinition('civic faith', 'the belief that we share a common fate as citizens', 'en')).toBeNull();
    expect(rejectDefinition('civic faith', 'the belief that we share a common fate as citizens', 'en', { spoken: true })).not.toBeNull();
    expect(rejectDefinition('civic faith', 'the belief that I think we share', 'en')).not.toBeNull();
    expect(rejectDefinition('civic faith', 'what we will look at next week', 'en')).not.toBeNull();
  });

  test('given a quotation inside a written meaning, when gated, then its pronouns are the quoted speaker\'s', () => {
    expect(rejectDefinition('bond', 'an “I owe you” note that an investor receives in exchange for money', 'en')).toBeNull();
    expect(rejectDefinition('bond', 'a note that I give you in exchange for money', 'en')).not.toBeNull();
  });

  test('given a meaning ending on a reciprocal pronoun, when a written meaning is gated, then it is whole', () => {
    expect(rejectDefinition('social psychology', 'examines how people affect one another', 'en')).toBeNull();
    expect(rejectDefinition('social psychology', 'examines how people affect the', 'en')).not.toBeNull();
  });

  test('given a relative clause without its relative word, when gated, then the noun phrase is a meaning', () => {
    expect(rejectDefinition('reserve price', 'the price sellers are willing to accept', 'en')).toBeNull();
    expect(rejectDefinition('reserve price', 'the sellers are willing to accept it', 'en')).not.toBeNull();
  });

  test('given a relative clause without its relative word whose "have" lacks its object, when gated, then the noun phrase is a meaning', () => {
    expect(rejectDefinition('goodwill', 'the positive feeling customers have for a particular firm', 'en')).toBeNull();
    expect(rejectDefinition('goodwill', 'the company shares have for years risen', 'en')).not.toBeNull();
  });

  test('given "the way" and its clause, when gated, then the noun phrase is a meaning; a short "the way it is" is not', () => {
    expect(rejectDefinition('grammar', 'the way words are combined into phrases and sentences', 'en')).toBeNull();
    expect(rejectDefinition('grammar', 'the way it is', 'en')).not.toBeNull();
    expect(rejectDefinition('grammar', 'the words are combined into phrases and sentences', 'en')).not.toBeNull();
  });

  test('given a relative clause ending on its preposition, when a written meaning is gated, then the meaning is whole', () => {
    expect(rejectDefinition('home team', 'a club its members donate to', 'en')).toBeNull();
    expect(rejectDefinition('home team', 'a club that supporters devote themselves to', 'en')).toBeNull();
    expect(rejectDefinition('home team', 'a club of the', 'en')).not.toBeNull();
  });
});

describe('gate: lecture terms and blanks', () => {
  test('given "coordinate system" (a verb-looking first word the lexicon also reads as an adjective), when judged as a term, then it is one', () => {
    expect(rejectDefinition('coordinate system', 'any way to translate between vectors and sets of numbers', 'en', { spoken: true })).toBeNull();
  });

  test('given a verb phrase that only looks nominal after "the" ("take derivatives"), when judged as a term, then it is not one', () => {
    expect(rejectDefinition('take derivatives', 'what you do to a function to find its slope at each point', 'en')).toBe('not-a-term');
  });

  test('given a blank that swallows the verb ("is _____" → "called jerk"), when judged, then it is rejected', () => {
    expect(rejectCard(card('cloze', 'The third derivative of position with respect to time is _____.', 'called jerk'), 'en')).toBe('function-word-blank');
  });

  test('given a spoken meaning pointing at the screen ("those two places"), when judged, then it is no definition', () => {
    expect(rejectDefinition('df', 'the difference in the value of f between those two places', 'en', { spoken: true })).toBe('non-definition');
    expect(rejectDefinition('sistema de coordenadas', 'cualquier forma de traducir entre vectores y listas de números', 'es', { spoken: true })).toBeNull();
  });
});

describe('gate: blanks a learner can actually recall', () => {
  test.each([
    ['en', 'The cross product of v and w is the area of this _____.', 'parallelogram'], // the screen names it
    ['en', 'Think of the dot product between this new _____, 2 times v, and w.', 'vector'], // the screen names it
    ['en', 'A function giving the area under the parabola is called an _____.', 'integral of x2'], // a formula
    ['en', 'All _____ must remain lines without getting curved.', 'lines'], // the sentence gives it away
    ['en', 'The vector lands on x times where i-hat goes plus y times where _____ goes.', 'j-hat'], // its lettered sibling gives it away
    ['en', 'Ultimately, the _____ and economic system of feudalism failed and was replaced by capitalism.', 'social'], // one of two shared modifiers
    ['en', 'There are many causes of the _____.', 'Lehman Brothers failure'], // that it has causes is nothing to recall
    ['en', 'The _____ of the cost function is one more layer of complexity still.', 'gradient'], // the speaker's framing
    ['en', 'Low-income economies are found in Asia and Africa, where most of the world’s _____.', 'population lives'], // the clause's verb in the blank
    ['en', 'Jennifer would describe this vector with the coordinates 5 _____ and 1 third.', 'thirds'], // a count's unit
    ['en', 'The nudge caused that width to change by some small _____, and the height changed too.', 'd sine of x'], // a spoken formula
    ['en', 'A couple of, you know, papers showed that these _____ are doing something smarter.', 'networks'], // filler speech
    ['es', 'Ser capaz de detectar bordes sería _____ útil para reconocer imágenes.', 'realmente'], // an adverb
    ['es', 'Puedes interpretar dx como un empujón concreto y finitamente _____ en cada paso.', 'pequeño'], // an adjective after an adverb
    ['es', 'El área de esta _____ es la mitad de la base por la altura.', 'figura'], // the screen names it
  ])('given the %s cloze "%s" blanking "%s", when judged, then it is rejected', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).not.toBeNull();
  });

  test.each([
    ['en', 'The _____ of a function gives the direction of steepest ascent.', 'gradient'],
    ['es', 'El _____ de un vector es la longitud de la flecha que lo representa.', 'módulo'],
  ])('given the %s cloze "%s" blanking "%s", when judged, then it passes', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBeNull();
  });
});

describe('gate: spoken meanings and questions', () => {
  test('given a spoken meaning pointing with "that" ("the area of that little rectangle"), when judged, then it is no definition', () => {
    expect(rejectDefinition('left d right', 'the area of that little bottom rectangle', 'en', { spoken: true })).toBe('non-definition');
    expect(rejectDefinition('column space', 'the set of vectors that the matrix can produce', 'en', { spoken: true })).toBeNull();
  });

  test('given "series", when asked about, then the question is singular', () => {
    expect(definitionQuestion('series', 'en', { countNoun: true })).toBe('What is a series?');
  });
});

describe('gate: spoken openings that lean on the sentence before', () => {
  test.each([
    ['In it, i-hat remains fixed, so the first column of the matrix is 1, 0.'],
    ['After all, every topic in linear algebra centers around vector addition.'],
  ])('given "%s", when checked, then it leans on what came before', (text) => {
    expect(startsWithDeictic(text, 'en')).toBe(true);
  });

  test('given a sentence opening on its subject, when checked, then it stands alone', () => {
    expect(startsWithDeictic('In linear algebra, every vector starts at the origin.', 'en')).toBe(false);
  });
});

describe('gate: no cloze on the talk\'s agenda', () => {
  test.each([
    ['en', "Let's take a look at the _____ of the derivative.", 'formal definition'],
    ['en', 'First things first, let me show you the _____ of a matrix.', 'determinant'],
    ['en', 'Next video, by popular request, will be a brief footnote about non-square _____.', 'matrices'],
    ['es', 'En el próximo video hablaremos de la _____ de matrices.', 'multiplicación'],
    ['es', 'Veamos cómo funciona la _____ de una matriz.', 'inversa'],
    ['es', 'Primero lo primero, echemos un vistazo a la _____ de la matriz.', 'definición formal'], // "let's take a look at"
    ['en', "Speaking of powerful tools, up next I'm going to talk about the _____ of calculus.", 'fundamental theorem'],
    ['es', 'Hablando de herramientas poderosas, a continuación voy a hablar del teorema fundamental del _____.', 'cálculo'],
    ['en', 'Today we are going to be talking about _____.', "Euler's formula"],
    ['en', 'A common one, and the main topic for you and me today, is _____.', "Newton's method"],
    ['en', "The tactic that I'm going to talk through is not the usual completing the square from _____.", 'high school'],
  ])('given the %s cloze "%s", when it is judged, then it is speaker talk', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('speaker-talk');
  });

  test.each([
    ['en', 'The _____ of a matrix tells you how much it scales areas.', 'determinant'],
    ['es', 'La _____ de una matriz deshace su transformación.', 'inversa'],
  ])('given the %s cloze "%s" stating a fact, when it is judged, then it passes this gate', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).not.toBe('speaker-talk');
  });
});

describe('gate: no cloze on which answer of a live quiz was right', () => {
  test.each([
    ['en', 'The _____ would be only 1 and 2.', 'correct answer'],
    ['en', 'When we did this earlier with a _____, for sure the most common answer was zero.', 'couple people'],
    ['es', 'La _____ correcta era la opción B.', 'respuesta'],
    ['es', 'La respuesta más común fue el _____ de la función.', 'valor máximo'],
  ])('given the %s cloze "%s", when it is judged, then it is speaker talk', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('speaker-talk');
  });

  test.each([
    ['en', 'A common choice is one that maps all of the _____ to zero and leaves the positive values unchanged.', 'negative values'],
    ['en', 'Newton\'s method converges to the right root when the _____ starts close enough.', 'initial guess'],
    ['es', 'La _____ de una matriz deshace su transformación.', 'inversa'],
  ])('given the %s cloze "%s" about the topic, when it is judged, then it passes this gate', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).not.toBe('speaker-talk');
  });
});

describe('gate: answers that lean on what was said before', () => {
  test.each([
    ['en', 'Same goes with vectors, which have many embodiments.'],
    ['en', 'The same is true for every linear transformation.'],
    ['en', 'What that means is that the limiting height on the graph is negative pi over 2.'],
    ['es', 'Lo que eso significa es que la altura límite en el gráfico es pi negativo sobre 2.'],
    ['en', 'The first one gives the coefficients a nice meaning.'],
    ['en', 'The latter grows faster than any polynomial.'],
  ])('given the %s answer "%s", when it is judged, then it opens by pointing back', (language, answer) => {
    expect(startsWithDeictic(answer, language)).toBe(true);
  });

  test.each([
    ['en', 'The one important thing about brightness is that it fades near the origin.'],
    ['en', 'The one-dimensional case is a line.'],
    // A definition's genus may be "the ones that …": "contested illnesses, the ones that are questioned by some doctors".
    ['en', 'The ones that are questioned by some medical professionals.'],
  ])('given the %s answer "%s" where "one" counts, when it is judged, then it does not point back', (language, answer) => {
    expect(startsWithDeictic(answer, language)).toBe(false);
  });

  test.each([
    ['en', 'The process works in reverse.'],
    ['en', 'The opposite happens to interest rates.'],
    ['es', 'El proceso funciona a la inversa.'],
  ])('given the short %s answer "%s" that only relates to the case before, when judged, then it is rejected', (language, answer) => {
    expect(rejectCard(card('concept', 'What happens if the central bank lowers the discount rate?', answer), language)).toBe('pronoun-start');
  });

  test('given a long answer that says what happens and then compares, when judged, then it passes', () => {
    const answer = 'Banks borrow more reserves, lend more to firms, and interest rates fall, which is the opposite of a rate rise.';
    expect(rejectCard(card('concept', 'What happens if the central bank lowers the discount rate?', answer), 'en')).toBeNull();
  });

  test.each([
    ['en', 'Assume that Happy Bank starts with $460 million in assets, divided among reserves, bonds and loans.'],
    ['en', 'Suppose a firm sells bonds worth one million dollars to its investors.'],
    ['es', 'Supongamos que un banco empieza con 460 millones en activos.'],
  ])('given the %s answer "%s" that sets up a worked example, when judged, then it is rejected', (language, answer) => {
    expect(rejectCard(card('concept', 'How do open market operations affect the money supply?', answer), language)).toBe('speaker-talk');
  });

  test('given a Spanish blank after "esa misma", when it is judged, then what it names is on the screen', () => {
    expect(rejectCard(card('cloze', 'Estás como atrapado en esa misma _____ del espacio generado.', 'hoja plana'), 'es')).toBe('function-word-blank');
  });
});

describe('gate: a spoken meaning whose verb has its subject outside it', () => {
  test.each([
    ['es', 'origen', 'El lugar donde se cruzan'],
    ['en', 'origin', 'The place where they cross'],
  ])('given the %s spoken definition "%s — %s", when judged, then it is no definition', (language, term, meaning) => {
    expect(rejectDefinition(term, meaning, language, { spoken: true })).toBe('non-definition');
  });

  test.each([
    ['es', 'origen', 'El lugar donde se cruzan los dos ejes'],
    ['en', 'origin', 'The place where the two axes cross'],
  ])('given the %s spoken definition "%s — %s" that names its subject, when judged, then it passes', (language, term, meaning) => {
    expect(rejectDefinition(term, meaning, language, { spoken: true })).toBeNull();
  });
});

describe('gate: "a special type of X" with no distinguishing property is no definition', () => {
  test.each([
    ['en', 'linear transformations', 'A special type of transformation, ones that are easier to understand'],
    ['es', 'transformaciones lineales', 'Un tipo especial de transformación, que son más fáciles de entender'],
  ])('given the %s meaning "%s — %s", when judged, then it is rejected', (language, term, meaning) => {
    expect(isVagueGenus(meaning, language)).toBe(true);
    expect(rejectDefinition(term, meaning, language)).toBe('non-definition');
  });

  test.each([
    ['en', 'A type of transformation that keeps grid lines parallel and evenly spaced'],
    ['es', 'Un tipo de transformación que mantiene las líneas de la cuadrícula paralelas'],
  ])('given the %s meaning "%s" that says what sets it apart, when judged, then it is no vague genus', (language, meaning) => {
    expect(isVagueGenus(meaning, language)).toBe(false);
  });
});

describe('definition question in Spanish: a bare term takes the article the source uses', () => {
  test('given the bare term "origen" and the article "el", when asked, then the question reads "¿Qué es el origen?"', () => {
    expect(definitionQuestion('origen', 'es', { article: 'el' })).toBe('¿Qué es el origen?');
    expect(definitionQuestion('la base', 'es', { article: 'el' })).toBe('¿Qué es la base?');
  });

  test('given an English term with an article hint, when asked, then English ignores the Spanish article', () => {
    expect(definitionQuestion('origin', 'en', { definite: true, article: 'el' })).toBe('What is the origin?');
  });
});

describe('gate: cloze blanks that are not terms of the lecture', () => {
  test.each([
    ['en', 'The parallelogram is a square, since they are _____ and have the same length.', 'perpendicular'],
    ['en', 'In reality, the curve is a distance vs. _____, called s of t.', 'time function'],
    ['en', 'In the same way, there is also a _____ for adding two functions.', 'sensible notion'],
    ['es', 'Tal vez nuestra _____ sea que cada neurona de la segunda capa detecte un borde.', 'esperanza'],
    ['es', 'Antes de ver cómo una _____ en la siguiente, hablemos de la estructura.', 'capa influye'],
    ['es', 'La curva es una distancia frente a _____ que crece con los segundos.', 'tiempo'],
    ['es', 'También hay una _____ para sumar dos funciones.', 'noción sensata'],
    ['es', 'Una forma de hacerlo sería reconocer primero las _____ pequeñas aristas.', 'distintas'],
    ['en', 'Adding on new terms, like this new term times x to the _____, does not change the old terms.', 'fourth'],
    ['es', 'Añadir términos nuevos, como este término por x a la _____, no cambia los términos anteriores.', 'cuarta'],
  ])('given the %s cloze "%s" → "%s", when judged, then it is rejected', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('function-word-blank');
  });

  test.each([
    ['en', 'When two vectors are perpendicular, the _____ of one onto the other is the zero vector.', 'projection'],
    ['es', 'Entre dos vectores perpendiculares, la _____ de uno sobre el otro es el vector cero.', 'proyección'],
  ])('given the %s cloze "%s" → "%s" blanking a term, when judged, then it passes', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBeNull();
  });
});

describe('gate: clozes that are a worked example or hedged talk', () => {
  test.each([
    ['en', 'Evidently, the area of the _____ they define is 5, and since v is on the left of w, it should make sense that this value is negative.', 'parallelogram'],
    ['en', 'The third coordinate in the _____ comes down to taking 3 times 1.', 'matrix vector product'],
    ['es', 'Evidentemente, el área del _____ que definen es 5, y como v está a la izquierda de w, tiene sentido que este valor sea negativo.', 'paralelogramo'],
    ['es', 'La tercera coordenada del _____ se reduce a calcular 3 por 1.', 'producto matriz vector'],
    ['en', 'When you work out the _____ of our quadratic, you get c1 plus 2 times c2 times x.', 'derivative'],
    ['es', 'Calculando la _____ de nuestra cuadrática, obtienes c1 más 2 veces c2 veces x.', 'pendiente'],
  ])('given the %s cloze "%s", when judged, then it is rejected', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).not.toBeNull();
  });

  test.each([
    ['en', 'A vector with coordinates x, y is x times i-hat plus y times j-hat.'],
    ['en', 'Any time you scale two vectors and add them, it is called a linear combination of those two vectors.'],
    ['es', 'Cada vez que escalas dos vectores y los sumas, se llama combinación lineal de esos dos vectores.'],
  ])('given the %s general statement "%s", when judged, then it is no worked example', (language, sentence) => {
    expect(isWorkedExample(sentence, language)).toBe(false);
  });

  test.each([
    ['en', 'Evidently the area is positive, and it should make sense that the value grows.'],
    ['es', 'Evidentemente el área es positiva, y tiene sentido que el valor crezca.'],
  ])('given the %s sentence "%s" with two hedges, when judged, then it is hedged talk', (language, sentence) => {
    expect(isHedgedTalk(sentence, language)).toBe(true);
  });
});

describe('gate: another name of a term is no meaning', () => {
  test.each([
    ['en', 'logistic curve', 'the sigmoid function', ['sigmoid function', 'logistic curve']],
    ['es', 'curva logística', 'la función sigmoidea', ['función sigmoidea', 'curva logística']],
  ])('given the %s definition "%s — %s" where the meaning is itself a named term, when judged, then it is an alias', (_language, term, meaning, named) => {
    expect(isOtherName(term, meaning, named)).toBe(true);
  });

  test.each([
    ['en', 'jerk', 'the third derivative', ['jerk', 'derivative']],
    ['es', 'tirón', 'la tercera derivada', ['tirón', 'derivada']],
  ])('given the %s definition "%s — %s" that describes the term, when judged, then it is no alias', (_language, term, meaning, named) => {
    expect(isOtherName(term, meaning, named)).toBe(false);
  });
});

describe('gate: the speaker talking about themself', () => {
  test.each([
    ['en', 'My hope is that you come away feeling that the _____ itself is motivated.', 'structure'],
    ['en', 'When I do animations, I start by thinking about space, and then get the _____ to represent things.', 'computer'],
    ['es', 'Mi esperanza es que salgas sintiendo que la _____ está motivada.', 'estructura'],
    ['en', 'My goal is for you to come away feeling like you could have invented _____ yourself.', 'calculus'],
    ['es', 'Mi objetivo es que salgas sintiendo que podrías haber inventado el _____ tú mismo.', 'cálculo'],
    ['en', 'What I\'m going to do here is take a copy of the _____ and place it diagonally in space.', 'number line'],
    ['es', 'Lo que voy a hacer aquí es tomar una copia de la _____ y colocarla en diagonal.', 'recta numérica'],
    ['es', 'Según tengo entendido, las _____ primitivas usan esto, ya sabes, por una analogía biológica.', 'redes'],
  ])('given the %s cloze "%s", when judged, then it is rejected as talk', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).not.toBeNull();
  });

  test.each([
    ['en', 'The way I like to think about it is that each vector represents a certain movement.'],
    ['es', 'La forma en que me gusta pensarlo es que cada vector representa un movimiento.'],
  ])('given the %s sentence "%s" with one first-person word, when judged, then it is no anecdote', (language, sentence) => {
    expect(isSpeakerAnecdote(sentence, language)).toBe(false);
  });
});

describe('gate: a blank opening on a "which one" adjective', () => {
  test.each([
    ['The _____ is the same as if you just took seven steps to the right.', 'overall effect'],
    ['Figuring out how a shear transforms a _____ comes down to multiplying the matrix by the vector.', 'given vector'],
  ])('given the English cloze "%s" → "%s", when judged, then it is rejected', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'en')).toBe('function-word-blank');
  });

  test('given a Spanish blank opening on a counting adjective, when judged, then it is rejected the same way', () => {
    expect(rejectCard(card('cloze', 'Una forma de hacerlo sería reconocer las _____ que lo componen.', 'distintas aristas'), 'es')).toBe('function-word-blank');
  });
});

describe('gate: half a recurring term blanked is widened to the whole term or dropped', () => {
  // A source that keeps naming its term: "dot product" in English, "producto escalar" in Spanish.
  const english = [
    'The dot product of two vectors is a number.',
    'Dot products are useful for projections.',
    'The dot product is symmetric.',
    'The order of the product does not matter.',
  ].join('\n').toLowerCase();
  const spanish = [
    'El producto escalar de dos vectores es un número.',
    'Los productos escalares sirven para proyectar.',
    'El producto escalar es simétrico.',
  ].join('\n').toLowerCase();

  test('given an English cloze blanking "product" after "dot", when the source keeps saying "dot product", then half the term is never asked', () => {
    const given = card('cloze', 'Taking their dot _____ means pairing up all of the coordinates and adding the result.', 'product');
    // Widened, "dot product" is read by the tagger as a verb and its object out of context: dropped rather than shown half.
    expect(widenHalfTerm(given, 'en', english)).not.toEqual(given);
  });

  test('given an English cloze blanking "chain" before "rule", when the source keeps saying "chain rule", then the blank covers the whole term', () => {
    const source = 'The chain rule handles compositions.\nUse the chain rule here.\nThe chain rule again.'.toLowerCase();
    const given = card('cloze', 'Given a composition of functions, the _____ rule multiplies the derivatives of the layers.', 'chain');
    expect(widenHalfTerm(given, 'en', source)).toMatchObject({ question: 'Given a composition of functions, the _____ multiplies the derivatives of the layers.', answer: 'chain rule' });
  });

  test('given a Spanish cloze blanking "producto" before "escalar", when the source keeps saying "producto escalar", then the blank covers the whole term', () => {
    const given = card('cloze', 'Calcular el _____ escalar significa emparejar todas las coordenadas y sumar el resultado.', 'producto');
    expect(widenHalfTerm(given, 'es', spanish)).toMatchObject({ question: 'Calcular el _____ significa emparejar todas las coordenadas y sumar el resultado.', answer: 'producto escalar' });
  });

  test('given a cloze whose widened card fails the gates, when judged, then it is dropped', () => {
    // Widened, the sentence still says "dot product": the blank would give itself away.
    const given = card('cloze', 'The dot _____ of two vectors is the same number as their dot product in the other order.', 'product');
    expect(widenHalfTerm(given, 'en', english)).toBeNull();
  });

  test.each([
    ['en', 'radius of convergence', 'Past a certain distance from the center, the _____ of convergence tells you the series diverges.', 'radius', 'Past a certain distance from the center, the _____ tells you the series diverges.'],
    ['es', "regla de L'Hopital", "Terminaremos con un truco para calcular límites llamado _____ de L'Hopital.", 'regla', 'Terminaremos con un truco para calcular límites llamado _____.'],
  ])('given a %s blank followed by the rest of "%s" through "of/de", when the source keeps saying it, then the blank covers it', (language, whole, question, answer, widened) => {
    const source = [`The ${whole} matters.`, `Use the ${whole} again.`, `La ${whole} otra vez.`].join('\n').toLowerCase();
    expect(widenHalfTerm(card('cloze', question, answer), language, source)).toMatchObject({ question: widened, answer: whole });
  });

  test.each([
    ['en', 'The order of the _____ does not matter when the vectors are swapped.', 'product', english],
    ['es', 'El orden del _____ no importa cuando se intercambian los vectores.', 'producto', spanish],
  ])('given the %s cloze "%s" with no recurring neighbour, when judged, then it is kept as it is', (language, question, answer, source) => {
    const given = card('cloze', question, answer);
    expect(widenHalfTerm(given, language, source)).toBe(given);
  });

  test('given a neighbour that is a verb, when the pair recurs, then the blank is not widened to it', () => {
    const source = 'It squishes space onto a line.\nIt squishes space onto a plane.\nThe matrix squishes space flat.\nSpace is big.'.toLowerCase();
    const given = card('cloze', 'A solution is harder to find when the matrix squishes _____ onto a line.', 'space');
    expect(widenHalfTerm(given, 'en', source)).toBe(given);
  });

  test.each([
    ['en', ['The chain rule handles compositions.', 'Use the chain rule here.', 'The chain rule again.'], 'Given a composition of functions, the _____ rule multiplies the derivatives.', 'chain', 'chain rule'],
    ['es', ['La regla de la cadena es útil.', 'El producto escalar es un número.', 'El producto escalar es simétrico.', 'Los productos escalares proyectan.'], 'Calcular el _____ escalar significa emparejar las coordenadas y sumarlas.', 'producto', 'producto escalar'],
  ])('given a %s deck and its source sentences, when gated, then the half term comes out whole', (language, sentences, question, answer, whole) => {
    const [only] = gateCards([card('cloze', question, answer)], language, sentences);
    expect(only?.answer).toBe(whole);
  });
});

describe('gate: a blank that is incidental to its sentence is no cloze', () => {
  test.each([
    // A function applied to a variable, or a word inside a formula read aloud.
    ['en', 'The ratio of the tiny changes is indeed _____ of x plus 2x, the sum of the derivatives of its parts.', 'cosine'],
    ['en', 'Focus on that top side, which changes as the _____ of x.', 'function sine'],
    ['en', 'The height of the graph is 3 times _____ at every point.', 'velocity'],
    ['es', 'La razón de los cambios es en efecto el _____ de x más 2x, la suma de las derivadas.', 'coseno'],
    ['es', 'La altura del lado superior cambia como el _____ de t en cada instante.', 'seno'],
    // The sentence is about anything but the blank.
    ['en', 'If we were dealing with some function other than _____, you would compute its derivative at zero.', 'cosine'],
    ['es', 'Si trabajáramos con alguna función distinta del _____, calcularías su derivada en cero.', 'coseno'],
    ['es', 'Si usáramos otra función en lugar del _____, calcularías su derivada en cero.', 'coseno'],
    // A word counting or gathering other things.
    ['en', 'Too often we dive into showing that a fact is true with a long _____ of formulas before stepping back.', 'series'],
    ['es', 'Demasiadas veces probamos que algo es cierto con una larga _____ de fórmulas antes de pensar.', 'serie'],
    // The object a speaker picks for an example.
    ['en', 'The story starts more simply, just you and a _____, let\'s say with radius 3.', 'circle'],
    ['es', 'La historia empieza de forma sencilla, solo tú y un _____, pongamos con radio 3.', 'círculo'],
    // An argument letter followed by more algebra.
    ['en', 'The change in the height is going to be about _____ of h times dh.', 'cosine'],
    ['es', 'El cambio en la altura será más o menos el _____ de h por dh.', 'coseno'],
  ])('given the %s cloze "%s" → "%s", when judged, then it is rejected', (language, question, answer) => {
    expect(isIncidentalBlank(question, language)).toBe(true);
    expect(rejectCard(card('cloze', question, answer), language)).not.toBeNull();
  });

  test.each([
    ['en', 'The _____ of v and w, written with an x-shaped symbol, is the area of the parallelogram they span.', 'cross product'],
    ['en', 'The _____ of a function at a point is the slope of its tangent line.', 'derivative'],
    ['en', 'A _____ of vectors is the set of all their linear combinations.', 'span'],
    ['es', 'El _____ de v y w es el área del paralelogramo que forman.', 'producto vectorial'],
    ['es', 'La _____ de una función en un punto es la pendiente de su recta tangente.', 'derivada'],
  ])('given the %s cloze "%s" → "%s" naming the term the sentence is about, when judged, then it is not incidental', (language, question) => {
    expect(isIncidentalBlank(question, language)).toBe(false);
  });
});

describe('gate: a sentence of algebra read aloud is no cloze', () => {
  test.each([
    ['en', 'Rearranging df divided by dx, the _____ of the tiny changes is indeed cosine of x plus 2x.', 'ratio'],
    ['es', 'Reordenando df dividido entre dx, la _____ de los cambios es de hecho el coseno de x más 2x.', 'razón'],
  ])('given the %s cloze "%s", when judged, then it is rejected as spoken algebra', (language, question, answer) => {
    expect(isSpokenAlgebra(question, language)).toBe(true);
    expect(rejectCard(card('cloze', question, answer), language)).toBe('speaker-talk');
  });

  test.each([
    ['en', 'The _____ dx stands for a tiny change in the input.', 'nudge'],
    ['es', 'La _____ dx representa un pequeño cambio en la entrada.', 'diferencial'],
  ])('given the %s cloze "%s" with one symbol only, when judged, then it is no spoken algebra', (language, question) => {
    expect(isSpokenAlgebra(question, language)).toBe(false);
  });
});

describe('gate: a phrase holding the speaker or the listener names nothing', () => {
  test.each([["I'm going"], ["reason I'm"], ['model I’m'], ['you guys'], ['our friend']])('given the English phrase "%s", when judged as a term, then it is none', (term) => {
    expect(isNounPhraseTerm(term, 'en')).toBe(false);
  });

  test.each([['natural log'], ['unit circle'], ['attention mechanism']])('given the English noun phrase "%s", when judged as a term, then it is one', (term) => {
    expect(isNounPhraseTerm(term, 'en')).toBe(true);
  });
});

describe('gate: a noun compound whose first noun reads as a verb out of context is a term', () => {
  test.each([
    ['en', 'dot product'],
    ['en', 'chain rule'],
    ['es', 'producto escalar'],
    ['es', 'regla de la cadena'],
  ])('given the %s compound "%s", when judged as a term, then it is one', (language, term) => {
    expect(isNounPhraseTerm(term, language)).toBe(true);
  });

  test.each([['make sense'], ['take derivatives']])('given the English verb and object "%s", when judged as a term, then it is none', (term) => {
    expect(isNounPhraseTerm(term, 'en')).toBe(false);
  });

  test('given the Spanish verb and object "tomar derivadas" as a blank, when judged, then it is refused', () => {
    expect(rejectCard(card('cloze', 'Para esto hay que _____ dos veces seguidas en cada punto.', 'tomar derivadas'), 'es')).not.toBeNull();
  });
});

describe('gate: generic nouns, sequence openings and read-out products are no clozes', () => {
  test.each([
    ['en', 'Inventing math is no joke, and there is a _____ between being told why something is true and generating it.', 'difference'],
    ['es', 'Inventar matemáticas no es broma, y hay una _____ entre que te digan por qué algo es cierto y generarlo.', 'diferencia'],
    ['en', 'The spacing of the grid lines will be different, depending on the _____ of basis vectors.', 'choice'],
    ['es', 'La _____ de la informática es que los vectores son listas ordenadas de números.', 'perspectiva'],
  ])('given the %s cloze "%s" blanking the generic "%s", when judged, then it is rejected', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('function-word-blank');
  });

  test.each([
    ['en', 'After that, the matrix will be nothing but _____.', 'zeros'],
    ['es', 'Después de eso, la matriz no tendrá más que _____.', 'ceros'],
  ])('given the %s cloze "%s" opening on what came before, when judged, then it leans on context', (language, question) => {
    expect(startsWithDeictic(question, language)).toBe(true);
  });

  test.each([
    ['en', 'Near that trouble point, the _____ of the outputs is about the derivative of f at a times dx, divided by the derivative of g times dx.', 'ratio'],
    ['es', 'Cerca del punto problemático, la _____ de las salidas es la derivada de f multiplicada por dx, dividida por la derivada de g multiplicada por dx.', 'relación'],
  ])('given the %s cloze "%s" reading products aloud, when judged, then it is spoken algebra', (language, question) => {
    expect(isSpokenAlgebra(question, language)).toBe(true);
  });
});

describe('gate: caption lines run together at a capitalised discourse word', () => {
  test.each([
    ['en', 'The second derivative tells you the rate of Maybe the most visceral understanding is that it represents acceleration.'],
    ['es', 'La segunda derivada te dice la razón de Quizás la comprensión más visceral es que representa la aceleración.'],
  ])('given the %s sentence "%s", when judged, then it is a fragment', (language, sentence) => {
    expect(isFragment(sentence, language)).toBe(true);
  });

  test.each([
    ['es', 'Se trata de una _____ de requisito previo necesario para comprender las variantes modernas.', 'especie'],
    ['es', 'En realidad, toda la red no es más que una _____ que toma 784 números como entrada.', 'función'],
  ])('given the %s cloze "%s" blanking the generic "%s", when judged, then it is rejected', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('function-word-blank');
  });
});

describe('gate: a sentence cut short, told by its last word\'s part of speech', () => {
  test.each([
    ['en', 'The span of two vectors is the set of all the.', 'an article'],
    ['en', 'Ask a child which number is halfway and tell us online what the.', 'an article after a pronoun'],
    ['en', 'The determinant measures how areas stretch and.', 'a conjunction'],
    ['en', 'The derivative tells you how fast the function is.', 'an auxiliary'],
    ['en', 'After the transformation the square stays in place there.', 'a place word pointing at the screen'],
    ['en', 'A patent gives the inventor the exclusive legal right to make.', '"to" and a light verb without its object'],
    ['es', 'El espacio generado por los vectores es el plano de la.', 'an article'],
    ['es', 'La derivada mide cuánto cambia la función y.', 'a conjunction'],
  ])('given the %s sentence "%s" (ending on %s), when checked, then it is a fragment', (language, text) => {
    expect(isFragment(text, language)).toBe(true);
  });

  test.each([
    ['en', 'After the transformation, the square becomes the shape we care about.'],
    ['en', 'Each basis vector gets scaled, and we add them all.'],
    ['en', 'When we stretch the plane, the grid lines we drew get spread out.'],
    ['es', 'El determinante mide el área y eso es todo lo que significa eso.'],
  ])('given the whole %s sentence "%s", when checked, then it is not a fragment', (language, text) => {
    expect(isFragment(text, language)).toBe(false);
  });
});

describe('gate: German "uns" in a meaning', () => {
  test.each([
    ['eine Maßzahl, die uns angibt, in welche Richtung eine Häufigkeitsverteilung schief ist', true],
    ['eine Maßzahl, die wir in der nächsten Sitzung berechnen', false],
    ['eine Maßzahl, die uns ich morgen zeige', false],
  ])('given the meaning "%s", when gated, then it defines: %s', (meaning, expected) => {
    expect(isDefiningMeaning(meaning, 'de', { spoken: true })).toBe(expected);
  });
});

describe('gate: a meaning opening on a participle is no definition', () => {
  test('English: a participle is found by its lemma ("left" → "leave"); naming verbs open a meaning', () => {
    expect(isDefiningMeaning('left as an exercise for the reader', 'en')).toBe(false);
    expect(isDefiningMeaning('chosen by the speaker at random', 'en')).toBe(false);
    expect(isDefiningMeaning('used to store a value in memory', 'en')).toBe(true);
    expect(isDefiningMeaning('a vector whose length is one', 'en')).toBe(true);
  });

  test('Spanish: judged by its own stop words and openings, never by the English tagger', () => {
    expect(isDefiningMeaning('un conjunto de vectores que se pueden sumar y escalar', 'es')).toBe(true);
    expect(isDefiningMeaning('el conjunto de todas las combinaciones lineales', 'es')).toBe(true);
    expect(isDefiningMeaning('y el conjunto de todas las combinaciones lineales', 'es')).toBe(false);
  });
});

describe('gate: the talk looking back over several videos is agenda too', () => {
  test.each([
    ['en', 'In the last videos I talked about the _____ of simple functions.', 'derivatives'],
    ['es', 'En los últimos vídeos hablé de las _____ de funciones simples.', 'derivadas'],
  ])('given the %s cloze "%s", when gated, then it is speaker talk', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('speaker-talk');
  });
});

describe('gate: a definition card needs more than a label', () => {
  test.each([
    ['What are dendrites?', 'Branching extensions.'],
    ['What are pointers?', 'Memory, arrays.'],
    ['What is cp?', 'Copy files.'],
  ])('given the card "%s → %s", when judged, then it is too thin to study', (question, answer) => {
    expect(rejectCard(card('definition', question, answer), 'en')).toBe('fragment');
  });

  test('given a three-word meaning, when judged, then the card stays', () => {
    expect(rejectCard(card('definition', 'What are dendrites?', 'Branching extensions of neurons.'), 'en')).toBeNull();
  });
});

describe('gate: a cloze must say enough to pin its blank down', () => {
  test.each([
    ['The third argument is the _____.', 'initial condition'],
    ['Presidents have both formal and _____.', 'informal powers'],
    ['Eine _____ kann mehrere Erzeuger besitzen.', 'zyklische Gruppe'],
  ])('given the short cloze "%s", when judged, then it is a fragment', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), question.startsWith('Eine') ? 'de' : 'en')).toBe('fragment');
  });

  test('given a blank that is a bracketed label ("Definition 4.4 (_____)"), when judged, then it is rejected', () => {
    expect(rejectCard(card('cloze', 'Formally, this gives us Definition 4.4 (_____).', 'Target Collision Resistance'), 'en')).toBe('function-word-blank');
  });
});

describe('gate: a book glossary entry is not a cloze sentence', () => {
  test('given a cloze on "Trajectory A path in a phase plot …", when judged, then it is a fragment', () => {
    expect(rejectCard(card('cloze', 'Trajectory A path in a phase plot that shows how the _____ of a system changes over time.', 'state'), 'en')).toBe('fragment');
    expect(rejectCard(card('cloze', 'Function A named _____; for example, log10 is the name of a function that computes logarithms.', 'computation'), 'en')).toBe('fragment');
  });

  test('given "Matrix A corresponds with …" (a letter naming a matrix), when judged, then it is no glossary entry', () => {
    expect(rejectCard(card('cloze', 'Matrix A corresponds with some linear _____ of the plane onto itself.', 'transformation'), 'en')).not.toBe('fragment');
  });
});

describe('gate: German and French blanks read by their own grammar', () => {
  test.each([
    ['Die Größe der _____ reflektiert das viel lockerere Verständnis von Struktur.', 'Gruppe'],
    ['Alle möglichen Arten, zwei Elemente einer solchen _____ zu kombinieren, definieren eine Art Multiplikation.', 'Gruppe'],
    ['Ein _____ größer als 1 bedeutet, dass man sich noch in der exponentiellen Phase befindet.', 'Wachstumsfaktor'],
  ])('given the German cloze "%s" blanking the noun "%s", when gated, then it is kept', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'de')).toBeNull();
  });

  test.each([
    ['Es gibt eine _____ Methode, wie endliche Gruppen zerlegt werden können.', 'bestimmte', 'an adjective (lower case)'],
    ['Man könnte sich fragen, worauf das _____.', 'Monster einwirkt', 'a verb at the end'],
    ['In _____ ist die Zahl der infizierten Personen täglich höher als am Vortag.', 'unseren Daten', 'a possessive'],
  ])('given the German cloze "%s" blanking "%s" (%s), when gated, then it is rejected', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'de')).toBe('function-word-blank');
  });

  test.each([
    ['La différence est que la colonne vertébrale sous-jacente _____ pas une banque.', "n'est"],
    ['_____ sera capable de faire une transaction avec ces mêmes dollars plus tard.', "Qu'il"],
    ['Nous allons le faire de sorte _____ contienne le hash du bloc précédent.', "qu'un bloc"],
    ['Tout le _____ peut ajouter des lignes au livre de compte.', 'monde'],
  ])('given the French cloze "%s" blanking "%s", when gated, then it is rejected', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'fr')).toBe('function-word-blank');
  });

  test.each([
    ['All dies bedeutet, dass Gruppen wirklich grundlegend sind, und eins der natürlichsten Dinge, die man studieren kann.', 'ends on its verb'],
    ['Im Allgemeinen gibt es einen ganzen Zoo von Gruppen, ohne dass es dabei an Namen mangelt.', 'has a capitalised noun after "im"'],
  ])('given the German sentence "%s" (it %s), when checked, then it is not a fragment', (text) => {
    expect(isFragment(text, 'de')).toBe(false);
  });

  test('given a German sentence cut after an article, when checked, then it is a fragment', () => {
    expect(isFragment('Die Gruppe der Symmetrien eines Würfels bildet eine.', 'de')).toBe(true);
  });
});

describe('gate: speech that reacts, muses or describes is no card', () => {
  test.each([
    ['en', 'Ah, the duck rabbit is terrific.'],
    ['en', 'Oh, well, the second story is often more interesting.'],
    ['fr', 'Bon, la dérivée mesure le changement.'],
  ])('given the %s answer "%s" opening on an interjection, when gated, then it is speaker talk', (language, answer) => {
    expect(rejectCard(card('concept', 'What is the key point about the topic?', answer), language)).toBe('speaker-talk');
  });

  test('given an answer "No. …" to a yes-no question, when gated, then it is kept', () => {
    expect(rejectCard(card('concept', 'Is the cancellation of dh just a notational trick?', 'No. The cancellation of dh is a genuine reflection of the tiny nudges.'), 'en')).toBeNull();
  });

  test.each([
    ['The degree of _____ is something that I have sort of calculated for each group.', 'difficulty'],
    ['The licensed use of our _____ was linked before this, and I\'m actually linking to the same one.', 'software'],
  ])('given the cloze "%s" where the speaker muses about their own talk, when gated, then it is speaker talk', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'en')).toBe('speaker-talk');
  });

  test.each([
    ['world', 'propositional and conceptual'],
    ['negative coefficient', 'when higher the probability'],
  ])('given the spoken meaning of "%s" as "%s", when gated, then it is no definition', (term, meaning) => {
    expect(rejectDefinition(term, meaning, 'en', { spoken: true })).toBe('non-definition');
  });

  test('given the spoken meaning "the third derivative", when gated, then it is kept', () => {
    expect(rejectDefinition('jerk', 'the third derivative', 'en', { spoken: true })).toBeNull();
  });
});

describe('a cloze that is the speaker talking about the talk', () => {
  const cloze = (question: string, answer: string) => ({ question, answer, kind: 'cloze' as const, difficulty: 'medium' as const, citation: { quote: question } });
  it.each([
    ["In another video, I'll explain why this is true, but here we use it to solve the _____.", 'circle problem'],
    ['The core idea here has to do with frequency and duration, and I bet you already have an intuition for the _____.', 'uncertainty principle'],
    ['Look, we are gonna draw the _____ right here.', 'tangent line'],
  ])('given "%s", when it is gated, then it is speaker talk', (question, answer) => {
    expect(rejectCard(cloze(question, answer), 'en')).toBe('speaker-talk');
  });

  it('given a lambda I in a formula said aloud, when it is gated, then the letter is no speaker', () => {
    expect(rejectCard(cloze('The matrix A minus lambda I squishes all of space onto a lower-dimensional _____ when its determinant is zero.', 'subspace'), 'en')).not.toBe('speaker-talk');
  });
});

describe('gate: a definition that points elsewhere in the text', () => {
  test.each([
    ['en', 'What is subnetting?', 'An intranet technology addressing all the issues listed above.'],
    ['es', '¿Qué es la subred?', 'Una técnica que resuelve los problemas mencionados anteriormente.'],
  ])('given the %s answer "%s", when judged, then it is no definition', (language, question, answer) => {
    expect(rejectCard(card('definition', question, answer), language)).toBe('non-definition');
  });

  test('given a definition that says itself, when judged, then it stays', () => {
    expect(rejectCard(card('definition', 'What is subnetting?', 'Dividing one network into smaller networks that share its address prefix.'), 'en')).toBeNull();
  });
});

describe('gate: an "Explain why" claim cut off mid-clause', () => {
  test.each([
    ['Explain why zeta cubed moves to zeta to the sixth which.', 'Zeta cubed moves to zeta to the sixth which because we loop around every five times is the same thing as zeta to the one.'],
    ['Explain why trigonometry could have existed without the cosecant ever being named but.', 'Trigonometry could have existed without the cosecant ever being named but because it was it has a strange history.'],
    ['Explain why in deep learning these parameters are called weights and this is.', 'In deep learning these parameters are called weights and this is because they weigh the inputs.'],
  ])('given the question "%s", when it is judged, then it is rejected', (question, answer) => {
    expect(rejectCard(card('concept', question, answer), 'en')).toBe('bad-question');
  });

  test.each([
    ['Explain why each term raises x to some power and the program knows what x is.', 'Each term raises x to some power and the program knows what x is because x was handed to it.'],
    ['Explain why prices rise when demand grows.', 'Prices rise when demand grows because buyers compete for the same goods.'],
  ])('given the whole claim "%s", when it is judged, then it passes', (question, answer) => {
    expect(rejectCard(card('concept', question, answer), 'en')).toBeNull();
  });
});

describe('gate: a spoken question about the talk\'s own story or the value on screen', () => {
  const spoken = (question: string, answer: string) => ({ ...card('concept', question, answer), citation: { quote: answer, time: 42 } });

  test.each([
    ['Explain why the letters she kept sending never arrived.', 'The letters she kept sending never arrived, because the post office had closed.'], // a story's person
    ['What happens if we only counted what that 3 wanted?', 'The classifier would end up labelling every picture as a 3.'], // the talk's "we" and a value on screen
    ['What happens when you set that equal to the potential energy?', 'The height drops out and the speed depends only on the square root of the drop.'], // "that" on screen
  ])('given the spoken question "%s", when it is judged, then it is rejected', (question, answer) => {
    expect(rejectCard(spoken(question, answer), 'en')).toBe('bad-question');
  });

  test.each([
    ['When do we say that a matrix has full rank?', 'A matrix has full rank when its columns span the whole output space.'], // a convention "we"
    ['Why do we write e for this constant?', 'The constant is named e after Euler, who used the letter first.'],
  ])('given the question "%s", when it is judged, then it passes', (question, answer) => {
    expect(rejectCard(spoken(question, answer), 'en')).toBeNull();
  });

  test('given a written question with "he", when it is judged, then this spoken gate leaves it to the others', () => {
    expect(rejectCard(card('concept', 'Explain why the letters she kept sending never arrived.', 'The letters she kept sending never arrived, because the post office had closed.'), 'en')).toBeNull();
  });
});

describe('gate: French and German clozes are claims about the subject, not the talk', () => {
  test.each([
    ['fr', "Dans la dernière vidéo, j'ai parlé du _____ scalaire.", 'produit'],
    ['fr', 'Le réseau que je vous montre ici reconnaît des _____.', 'chiffres'],
    ['fr', 'Voyons un exemple de ce que cela signifie pour un _____.', 'vecteur'],
    ['fr', 'Mon plus grand espoir est que les _____ apprennent par le raisonnement.', 'élèves'],
    ['fr', 'Croyez-moi, cela rend les propriétés de la _____ plus faciles à comprendre.', 'multiplication matricielle'],
    ['de', 'Was ich hier tun werde, ist eine Kopie der _____ zu nehmen.', 'Zahlengerade'],
    ['de', 'Ganz ehrlich, die Berechnungen sind nicht Teil der Essenz der _____.', 'linearen Algebra'],
    ['de', 'Abschließend möchte ich zeigen, wie man e^x als Transformation der _____ sieht.', 'komplexen Ebene'],
    ['de', 'In diesem Video zeige ich, wie man über solche _____ nachdenkt.', 'Funktionen'],
  ])('given the %s cloze "%s", when it is judged, then it is speaker talk', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('speaker-talk');
  });

  test.each([
    ['fr', 'Prenez le temps d’imaginer tous les _____ que deux scalaires donnent.', 'vecteurs'],
    ['fr', 'A présent imaginez faire varier λ, et le _____ de la matrice change.', 'déterminant'],
    ['fr', 'Désapprenez ce que vous savez et imaginez que le produit scalaire concerne la _____.', 'projection'],
    ['de', 'Vergleichen Sie dies mit der Steigung der Tangente an den _____.', 'Kreis'],
    ['de', 'Stellt euch Addierer als Verschieben der _____ vor.', 'Zahlengerade'],
    ['de', 'Denk immer daran, dass die _____ zweier Matrizen eine Verkettung ist.', 'Multiplikation'],
  ])('given the %s instruction "%s", when it is judged, then it is speaker talk', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('speaker-talk');
  });

  test.each([
    ['fr', "C'est la définition même de la vitesse, la _____ par unité de temps.", 'distance parcourue'],
    ['de', 'Das ist wirklich die wichtigste _____ von Exponenten.', 'Eigenschaft'],
  ])('given the %s cloze "%s" pointing back, when it is judged, then it opens on a deictic', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('pronoun-start');
  });

  test.each([
    ['fr', 'Puisque v est à gauche de w, cette valeur est _____.', 'négatif'],
    ['fr', 'Écrivez leurs coordonnées comme les _____ matrice.', "colonnes d'une"],
    ['fr', 'Le graphe de la fonction se _____ vers le haut.', 'courbe'],
  ])('given the %s cloze "%s" whose blank is no noun phrase, when it is judged, then it is rejected', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBe('function-word-blank');
  });

  test.each([
    ['fr', 'Les fonctions ne peuvent transformer une unique entrée qu’en une unique _____.', 'sortie'],
    ['fr', 'Le déterminant mesure comment les aires changent sous une _____ linéaire.', 'transformation'],
    ['fr', 'Chaque fois que pi apparaît en _____, un cercle se cache quelque part.', 'mathématiques'],
    ['de', 'Die Determinante misst stets, wie sich Flächen durch eine _____ ändern.', 'Abbildung'],
    ['de', 'Das Kreuzprodukt von v und w ist die Fläche des _____.', 'Parallelogramms'],
  ])('given the %s cloze "%s" stating a fact, when it is judged, then it is kept', (language, question, answer) => {
    expect(rejectCard(card('cloze', question, answer), language)).toBeNull();
  });
});

describe('gate: Spanish clozes in the speaker\'s own voice', () => {
  test.each([
    ['Permítanme compartir con ustedes algo raro sobre el _____.', 'cálculo'],
    ['Vimos el capítulo 7, donde introduje la idea de _____.', 'dualidad'],
    ['Hay una solución que puede que sea mi pieza favorita de las _____.', 'matemáticas'],
  ])('given the Spanish cloze "%s", when it is judged, then it is speaker talk', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'es')).toBe('speaker-talk');
  });

  test('given a Spanish cloze stating a fact in the first person plural, when it is judged, then it is not speaker talk', () => {
    expect(rejectCard(card('cloze', 'En los puntos donde la curva se dobla hacia abajo, la _____ disminuye.', 'pendiente'), 'es')).not.toBe('speaker-talk');
  });
});

describe('gate: German clozes that are a lone subordinate clause or address the audience', () => {
  test.each([
    ['Das heißt, wenn es keine _____ hat.', 'Determinante', 'fragment'],
    ['Weil die _____ linear abhängig sind.', 'Spalten', 'fragment'],
    ['Diejenigen von euch, die Kapitel 2 gesehen haben, wissen, dass die Spalten der _____ abhängig sind.', 'Matrix', 'speaker-talk'],
    ['Nennen wir die _____ a und die Eingabe darüber x.', 'Starteingabe', 'speaker-talk'],
  ])('given the German cloze "%s", when it is judged, then it is %s', (question, answer, verdict) => {
    expect(rejectCard(card('cloze', question, answer), 'de')).toBe(verdict);
  });

  test('given a German sentence whose subordinate clause has its main clause, when it is judged, then it is kept', () => {
    expect(rejectCard(card('cloze', 'Die _____ der Matrix sind linear abhängig, wenn die Determinante null ist.', 'Spalten'), 'de')).toBeNull();
  });
});

describe('gate: English clozes that show the screen or the speaker at work', () => {
  test.each([
    ['In fact let me rescale the y direction to give us room to run a larger number of _____.', 'samples'],
    ['What you\'re looking at right now is known in the business as a _____.', 'binomial distribution'],
    ['What happens as we tweak the value of r that determines the _____.', 'exponential function'],
  ])('given the cloze "%s", when it is judged, then it is speaker talk', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'en')).toBe('speaker-talk');
  });

  test('given a cloze that says what happens without asking, when it is judged, then it is not speaker talk', () => {
    expect(rejectCard(card('cloze', 'Whatever happens to the input, the _____ of a linear map stays a line.', 'image'), 'en')).not.toBe('speaker-talk');
  });
});

describe('gate: a German opening clause before its main clause', () => {
  test.each([
    ['Wenn die Determinante null ist, sind die _____ der Matrix linear abhängig.', 'Spalten'],
    ['Wenn der Jerk nicht null ist, heißt das, dass sich die _____ ändert.', 'Beschleunigung'],
  ])('given "%s" (the verb right after the comma), when it is judged, then it is a whole sentence', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'de')).toBeNull();
  });

  test.each([
    ['Wenn die Determinante null ist, die _____ der Matrix sind abhängig.', 'Spalten', 'fragment'],
    ['Wenn Sie die Länge mit v multiplizieren, erhalten Sie das _____ von v und w.', 'Skalarprodukt', 'fragment'],
    ['Wenn das merkwürdig klingt, bedenke, dass die Sinusfunktion hier _____ als Eingabe nimmt.', 'Theta', 'speaker-talk'],
  ])('given "%s", when it is judged, then it is %s', (question, answer, verdict) => {
    expect(rejectCard(card('cloze', question, answer), 'de')).toBe(verdict);
  });
});

describe('gate: German caption lines run together on a capitalised article', () => {
  test.each([
    'In diesem Fall hat der Vektor die Koordinaten Das bedeutet von seinem Ende zur Spitze drei Einheiten nach rechts.',
    'Perfekt ist eine komplexe Funktion so lange wie Der reale Teil der Eingabe größer als eins ist.',
    'Auch aus rein künstlerischer Sicht ist die Das Endergebnis einfach sehr schön.',
  ])('given "%s", when it is judged, then it is a fragment', (text) => {
    expect(isFragment(text, 'de')).toBe(true);
  });

  test.each([
    'Die komplexe Funktion bildet die rechte Halbebene auf eine Kurve ab.',
    'Die Antwort heißt "Der Satz des Pythagoras" in jedem Lehrbuch.',
    'Im Allgemeinen dreht die Matrix den Raum um neunzig Grad.',
  ])('given "%s", when it is judged, then it is whole', (text) => {
    expect(isFragment(text, 'de')).toBe(false);
  });
});

describe('gate: a blank that is the tail of a compound opened by a bare verb form', () => {
  test('given "The pseudocode of the merge _____ …" → "sort algorithm", when judged, then it is rejected', () => {
    expect(rejectCard(card('cloze', 'The pseudocode of the merge _____ directly implements this idea.', 'sort algorithm'), 'en')).toBe('function-word-blank');
  });
});

describe('gate: a spoken card stating a value of the worked example', () => {
  const spoken = (kind: 'cloze' | 'concept', question: string, answer: string) => ({ ...card(kind, question, answer), citation: { ...card(kind, question, answer).citation, time: 120 } });

  test.each([
    ['cloze', 'All the elements in the _____ are smaller than 6.', 'red region'],
    ['concept', 'What is the mean of the eigenvalues the same as?', 'The mean of the eigenvalues is the same as the mean of 2 and 8, which is 5.'],
  ] as const)('given a spoken %s card "%s" → "%s", when judged, then it is rejected', (kind, question, answer) => {
    expect(rejectCard(spoken(kind, question, answer), 'en')).toBe('example-at-hand');
  });

  test('given the same cloze from a written document, when judged, then the value is the text\'s own', () => {
    expect(rejectCard(card('cloze', 'All the elements in the _____ are smaller than 6.', 'red region'), 'en')).not.toBe('example-at-hand');
  });

  test('given a spoken rule ending on zero, when judged, then it stays', () => {
    expect(rejectCard(spoken('cloze', 'When the _____ is zero, the transformation squishes space and there is no inverse.', 'determinant'), 'en')).toBeNull();
  });
});

describe('gate: a concept answer that adds only notation to its question', () => {
  test.each([
    ['What is the radius of the circle?', 'The radius of the circle is r.'],
    ['What are the two column vectors?', 'The two column vectors are A1b2 and c1d2.'],
    ['What is the output of the last layer?', 'The output of the last layer is AL-1.'],
  ])('given "%s" answered "%s", when gated, then it is no key point', (question, answer) => {
    expect(rejectCard(card('concept', question, answer), 'en')).toBe('not-a-key-point');
  });

  test.each([
    ['What is the derivative of x?', 'The derivative of x is 1.'],
    ['What is the derivative of x squared?', 'The derivative of x squared is 2x.'],
    ['What is the area of a circle?', 'The area of a circle is pi r squared.'],
  ])('given "%s" answered "%s" (a value or words), when gated, then it is kept', (question, answer) => {
    expect(rejectCard(card('concept', question, answer), 'en')).toBeNull();
  });
});

describe('gate: a law stated for every case', () => {
  test('given a statement opening on "for every" with a verb of its own, when judged as a meaning, then it defines', () => {
    expect(isDefiningMeaning('For every closed system the total energy stays the same over time', 'en')).toBe(true);
  });

  test.each([
    ['a phrase opening on "for" without a verb', 'For every student in the class'],
    ['a purpose opening on "for"', 'for measuring the speed of a moving car'],
  ])('given %s, when judged as a meaning, then it does not define', (_, meaning) => {
    expect(isDefiningMeaning(meaning, 'en')).toBe(false);
  });
});

describe('gate: a direction before its noun', () => {
  test.each([['forward branching factor'], ['upward mobility'], ['backward induction']])('given "%s", when judged as a term, then it is a noun phrase', (term) => {
    expect(isNounPhraseTerm(term, 'en')).toBe(true);
  });

  test('given a direction alone, when judged as a term, then it is no noun phrase', () => {
    expect(isNounPhraseTerm('forward', 'en')).toBe(false);
  });
});

describe('German slides: the course talking to its students', () => {
  test('given a cloze where the course ("wir") asks its students ("Ihre"), when gated, then it is course talk', () => {
    const question = 'In den Übungen dieser Woche bitten wir um Ihre Hilfe: Wir möchten anonyme Daten über den _____ mit der IDE sammeln.';
    expect(rejectCard(card('cloze', question, 'Umgang'), 'de')).toBe('speaker-talk');
  });

  test.each([
    ['Bei ordinal skalierten Daten berechnen wir den _____.', 'Quartilabstand'], // "wir" of the method, no address
    ['Die Methode get gibt Ihnen den Wert zum übergebenen _____ zurück.', 'Schlüssel'], // an address alone, no course talk
  ])('given "%s", when gated, then it stays', (question, answer) => {
    expect(rejectCard(card('cloze', question, answer), 'de')).toBeNull();
  });
});

describe('a card answered in English on a German deck', () => {
  test('given a German key-point question answered by English documentation, when gated, then it is refused', () => {
    const answer = 'Returns true if this collection changed as a result of the call.';
    expect(rejectCard(card('concept', 'Was ist der Kernpunkt zu „Collections“?', answer), 'de')).toBe('other-language');
  });
});
