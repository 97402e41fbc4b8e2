import { buildFlashcards, conditionCards, definitionCard, spanishCondition } from './flashcards.js';
import { lowercaseVocabulary } from './casing.js';
import { termClozeCards } from './key-terms.js';
import { rejectDefinition } from './card-gates.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';

// A short lecture-like text written for this test.
const TEXT = [
  'A lever is a rigid bar that turns around a fixed point called the fulcrum.',
  'The effort arm is the distance from the fulcrum to where you push.',
  'If the effort arm is longer than the load arm, the lever multiplies the force you apply.',
  'When the fulcrum sits exactly in the middle, the effort equals the load.',
  'If you think about it for a moment, I find this really satisfying.',
  'If we slide that over by a bit, the picture changes.',
  'If you have two levers, a and b, compare their arms first.',
  'Engineers choose the position of the fulcrum for every lever they design.',
  'The load arm is the distance from the fulcrum to the load.',
].join(' ');

function cards() {
  const doc = prepareDocument({ kind: 'text', segments: [{ text: TEXT }] }, 'en');
  const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
  return conditionCards(doc, model, ['fulcrum', 'effort arm', 'load arm', 'lever'], 10, new Set());
}

describe('concept cards from conditional explanations', () => {
  test('a salient "if/when …, …" sentence naming a key term asks what happens, answered by the consequence', () => {
    const asked = cards().map((c) => [c.question, c.answer]);
    expect(asked).toContainEqual(['What happens if the effort arm is longer than the load arm?', 'The lever multiplies the force you apply.']);
    expect(asked).toContainEqual(['What happens when the fulcrum sits exactly in the middle?', 'The effort equals the load.']);
    expect(cards().every((c) => c.kind === 'concept' && c.citation.quote.length > 0)).toBe(true);
  });

  test('no card from the speaker, a pointing "that", or a condition cut at an appositive', () => {
    const questions = cards().map((c) => c.question);
    expect(questions.some((q) => /think about it|slide that|two levers/.test(q))).toBe(false);
    expect(questions).toHaveLength(2);
  });
});

describe('conditions that are no rule to ask about', () => {
  test.each([
    ['When analyzed together, the effort arm and the load arm decide how much force the lever saves.'], // no subject of its own
    ['When the 1901 survey measured every lever in the city, the effort arm was usually the longer one.'], // a past event
    ["If you're curious, the effort arm of a lever is named after the effort you apply to it."], // the listener's state
    ["If you'll recall from the last video, the load arm of a lever ends where the load sits."], // the talk itself
    ['When you organize the lever and its fulcrum the right way, things start to get much simpler.'], // a vague consequence
  ])('given "%s", when cards are made, then no "What happens …?" is asked', (sentence) => {
    const text = ['A lever is a rigid bar that turns around a fixed point called the fulcrum.', sentence, 'The load arm is the distance from the fulcrum to the load.'].join(' ');
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    expect(conditionCards(doc, model, ['fulcrum', 'effort arm', 'load arm', 'lever'], 10, new Set())).toEqual([]);
  });

  test('given a passive present condition, when cards are made, then it is asked', () => {
    const text = ['A lever is a rigid bar that turns around a fixed point called the fulcrum.', 'When the fulcrum is placed near the load, the effort arm becomes much longer than the load arm.', 'The load arm is the distance from the fulcrum to the load.'].join(' ');
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    expect(conditionCards(doc, model, ['fulcrum', 'effort arm', 'load arm', 'lever'], 10, new Set()).map((c) => c.question)).toEqual(['What happens when the fulcrum is placed near the load?']);
  });
});

describe('Spanish conditional explanations', () => {
  const TEXT_ES = [
    'Una palanca es una barra rígida que gira alrededor de un punto fijo.',
    'Si el brazo de esfuerzo es más largo que el brazo de carga, la palanca multiplica la fuerza.',
    'Si lo empujas un poco, cambia todo.',
    'Cuando hago esto en la pizarra, el dibujo se ve mejor.',
  ].join(' ');

  test('given a lecture with a "si …, …" rule on a key term, when cards are made, then "¿Qué pasa si …?" is answered by the consequence and the leaning sentences ask nothing', () => {
    const doc = prepareDocument({ kind: 'text', segments: [{ text: TEXT_ES }] }, 'es');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const asked = conditionCards(doc, model, ['palanca', 'brazo de esfuerzo'], 10, new Set(), 'es').map((c) => [c.question, c.answer]);
    expect(asked).toEqual([['¿Qué pasa si el brazo de esfuerzo es más largo que el brazo de carga?', 'La palanca multiplica la fuerza.']]);
  });

  test.each([
    ['Si tu tercer vector se encuentra en el tramo de los dos primeros, entonces el tramo no cambia.', '¿Qué pasa si tu tercer vector se encuentra en el tramo de los dos primeros?', 'El tramo no cambia.'],
    ['Cuando dos vectores son perpendiculares, el producto escalar es cero.', '¿Qué pasa cuando dos vectores son perpendiculares?', 'El producto escalar es cero.'],
  ])('given "%s", when read, then it asks "%s"', (sentence, question, answer) => {
    expect(spanishCondition(sentence)).toEqual({ question, answer });
  });

  test.each([
    ['Pero si se alinean, su extensión es sólo una línea.'], // the condition leans on the sentence before
    ['Si multiplicas ese vector por un tercio, significa que lo aplastas.'], // points at the screen; no subject
    ['Cuando existe un límite, puede hacer que este rango de salida sea tan pequeño como desee.'], // no subject, points at the screen
    ['Cuando Facebook fue pública, las acciones subieron mucho.'], // one past event
    ['Cuando te acercas desde la derecha, la función se acerca al valor 2, pero cuando te acercas desde la izquierda, se acerca a 1.'], // two rules
  ])('given "%s", when read, then nothing is asked', (sentence) => {
    expect(spanishCondition(sentence)).toBeUndefined();
  });
});

describe('definition cards with a "when" meaning', () => {
  const base = { meaning: 'when the rate of inflation is negative', form: 'when-clause' as const, plural: false, confidence: 0.85, pattern: 'occurs-when', score: 1 };
  const sentence = prepareDocument({ kind: 'text', segments: [{ text: 'Deflation occurs when the rate of inflation is negative. Prices then fall across the whole economy.' }] }, 'en').sentences[0]!;

  test('read "X occurs when …", never "X is when …"', () => {
    const card = definitionCard({ ...base, term: 'deflation', sentence }, 'en');
    expect(card.answer).toBe('Deflation occurs when the rate of inflation is negative.');
  });

  test('a condition inside a condition is no definition', () => {
    expect(rejectDefinition('additivity', 'when if you add two inputs the outputs add', 'en')).toBe('non-definition');
  });
});

describe('definition cards for an abbreviation spelled out', () => {
  const sentence = prepareDocument({ kind: 'text', segments: [{ text: 'JSON stands for JavaScript Object Notation. Most web services answer in it.' }] }, 'en').sentences[0]!;

  test('given "X stands for Y", when carded, then the card asks what X stands for', () => {
    const card = definitionCard({ term: 'JSON', meaning: 'JavaScript Object Notation', form: 'noun-phrase', plural: false, confidence: 0.85, pattern: 'stands-for', score: 1, sentence }, 'en');
    expect([card.question, card.answer]).toEqual(['What does JSON stand for?', 'JavaScript Object Notation.']);
  });
});

describe('cloze blanks on key terms only', () => {
  const text = [
    'A lever is a rigid bar that turns around a fixed point called the fulcrum.',
    'Marta explains the fulcrum with a long wooden plank and a heavy stone.',
    'Marta would put the fulcrum close to the stone so that a small push lifts it.',
    'The lever-arm ratio decides how much the lever multiplies the force you apply.',
    'Push the plank to the right and the stone rises on the other side of the fulcrum.',
    'A longer effort arm means a smaller push lifts the same load with the lever.',
  ].join(' ');

  test('no blank on a name, inside a hyphenated compound, or on a direction word', () => {
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const cards = termClozeCards(doc, model, ['Marta', 'lever', 'right', 'fulcrum'], 'en', 10);
    const blanked = cards.map((c) => c.answer.toLowerCase());
    expect(blanked).toContain('fulcrum');
    expect(blanked).not.toContain('marta');
    expect(blanked).not.toContain('right');
    expect(cards.some((c) => c.question.includes('_____-arm'))).toBe(false);
  });
});

describe('cloze blanks that give nothing to recall', () => {
  const text = [
    'Libertarians claim that individual rights should never be violated by the state.',
    'Politicians who believe they have a better chance of success under permissive rules advocate for them.',
    'Libertarians claim that taxes are a form of theft imposed by the state.',
    'Politicians want a better chance at winning every single election they enter.',
  ].join(' ');

  test('given a subject and its verb before "that", or a judgement opening the phrase, when cards are made, then neither is blanked', () => {
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    expect(termClozeCards(doc, model, ['Libertarians claim', 'better chance'], 'en', 5)).toEqual([]);
  });
});

describe('cloze blanks on a slide deck', () => {
  const slides = (lines: readonly string[]) => prepareDocument({ kind: 'pdf', segments: [{ text: lines.join('\n'), page: 1 }] }, 'en');
  const blanks = (lines: readonly string[], terms: readonly string[]) => {
    const doc = slides(lines);
    return termClozeCards(doc, scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() }), terms, 'en', 5);
  };

  test('given a list of instructions, when cards are made, then the next instruction after "and" is no blank', () => {
    const lines = [
      'Randomized Algorithms',
      '',
      'Greedy ascent: start from some position, keep moving upwards, and report maximum value found.',
      '',
      'Pick values at random, and report maximum value found.',
    ];
    expect(blanks(lines, ['report maximum value'])).toEqual([]);
  });

  const comparison = 'Genetic algorithms are similar to stochastic beam search, but pairs of individuals are combined to create the offspring.';

  test.each([
    ['a slide titled by the longer term', ['Stochastic Beam Search (4.1.3)', '', comparison], 0],
    ['no title naming it', [comparison], 1],
  ])('given %s, when cards are made, then a shorter term inside it is blanked that many times', (_case, lines, count) => {
    expect(blanks(lines, ['beam search'])).toHaveLength(count);
  });

  test('given a bullet comparing the title with another thing, when cards are made, then it is no blank (its subject is the title)', () => {
    expect(blanks(['Genetic Algorithms (4.1.4)', '', 'Similar to stochastic beam search, but pairs of individuals are combined to create the offspring.', '', 'Stochastic beam search is fast.'], ['stochastic beam search'])).toEqual([]);
  });
});

describe('cloze blanks across a deck', () => {
  const english = [
    'A lever is a rigid bar that turns around a fixed point called the fulcrum.',
    'The fulcrum carries the whole load while the bar turns around it.',
    'The effort arm is the distance from the fulcrum to where you push.',
    'A longer effort arm lifts a heavy load with a smaller push.',
  ].join(' ');
  const spanish = [
    'Una palanca es una barra rígida que gira alrededor de un punto fijo llamado fulcro.',
    'El fulcro soporta toda la carga mientras la barra gira a su alrededor.',
    'El brazo de esfuerzo es la distancia desde el fulcro hasta donde se empuja.',
    'Un brazo de esfuerzo más largo levanta una carga pesada con un empuje menor.',
  ].join(' ');

  test.each([
    ['en', english, ['fulcrum', 'effort arm'], 'fulcrum'],
    ['es', spanish, ['fulcro', 'brazo de esfuerzo'], 'fulcro'],
  ])('given "%s" and a term an earlier section already blanked, when cards are made, then the next term gets the card', (language, text, terms, asked) => {
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, language);
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const blanked = new Set([asked]);
    const cards = termClozeCards(doc, model, terms, language, 1, new Set(), blanked);
    expect(cards.map((c) => c.answer.toLowerCase())).toEqual([terms[1]]);
    // The deck now knows both terms.
    expect(blanked.has(terms[1]!)).toBe(true);
  });

  test('given "input" blanked earlier, when "inputs" comes up, then it is the same term and is not asked again', () => {
    const text = 'A function maps every input to exactly one output. Different inputs may share the same output value in a function.';
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const blanked = new Set(['input']);
    expect(termClozeCards(doc, model, ['inputs'], 'en', 5, new Set(), blanked)).toEqual([]);
  });
});

describe('cloze blanks around articles and line labels', () => {
  const cloze = (text: string, terms: string[], language: string, kind: 'text' | 'video' = 'text') => {
    const doc = prepareDocument({ kind, segments: [{ text, start: 0, end: 60 }] }, language);
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    return termClozeCards(doc, model, terms, language, 5);
  };

  test('given a Spanish term with its article, when blanked, then the article stays in the sentence', () => {
    const text = 'La derivada real es cualquier cosa que se aproxime a esta razón cuando dx tiende a cero. Una recta tangente toca la curva en un punto.';
    const [card] = cloze(text, ['la derivada real'], 'es', 'video');
    expect(card).toMatchObject({ question: 'La _____ es cualquier cosa que se aproxime a esta razón cuando dx tiende a cero.', answer: 'derivada real' });
  });

  test('given a note line opening on its label, when blanked, then the card reads the sentence without the label', () => {
    const text = 'Lexical analyzer: The lexical analyzer gathers the characters of the source program into lexical units. A compiler reads the whole program first.';
    const [card] = cloze(text, ['source program'], 'en');
    expect(card?.question).toBe('The lexical analyzer gathers the characters of the _____ into lexical units.');
  });

  test('given a label that spells out an abbreviation, when blanked, then the label stays', () => {
    const text = 'Intermediate code generator (ICG): The ICG produces a program at an intermediate level between the source program and the machine code.';
    const [card] = cloze(text, ['source program'], 'en');
    expect(card?.question).toMatch(/^Intermediate code generator \(ICG\): The ICG produces/);
  });
});

describe('why-questions in speech', () => {
  test('given a spoken "Likewise, X, because Y", when cards are made, then "Explain why X." is asked and the sentence without its opener answers', () => {
    const text = [
      'Subtracting two functions adds nothing new to the rules of derivatives.',
      'Likewise, dividing two functions does not really add a new rule, because dividing is the same as multiplying by one over the function.',
      'The product rule and the chain rule cover every other combination of functions.',
    ].join(' ');
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 30 }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const cards = buildFlashcards({ doc, model, definitions: [], keyIdeas: [], keyphrases: [], vocabulary: lowercaseVocabulary(doc), topicWords: new Set() });
    const why = cards.find((c) => c.question.startsWith('Explain why'));
    expect(why?.question).toBe('Explain why dividing two functions does not really add a new rule.');
    expect(why?.answer).toMatch(/^Dividing two functions does not really add a new rule, because/);
  });

  const whyCards = (sentence: string) => {
    const text = ['Every function has many antiderivatives that differ by a constant.', sentence, 'The lower bound then fixes which antiderivative gives the integral.'].join(' ');
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 30 }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    return buildFlashcards({ doc, model, definitions: [], keyIdeas: [], keyphrases: [], vocabulary: lowercaseVocabulary(doc), topicWords: new Set() }).filter((c) => c.question.startsWith('Explain why'));
  };

  test('given "Notice X, since Y" with Y a clause, when cards are made, then "Explain why X." is asked without the opener', () => {
    const [why] = whyCards('Notice the zero vector is always in the column space, since linear transformations must keep the origin fixed.');
    expect(why?.question).toBe('Explain why the zero vector is always in the column space.');
    expect(why?.answer).toBe('The zero vector is always in the column space, since linear transformations must keep the origin fixed.');
  });

  test('given "And indeed, X, largely because Y", when cards are made, then "Explain why X." is asked without the opener and the reason keeps its adverb', () => {
    const [why] = whyCards('And indeed, partial differential equations tend to be harder than ordinary ones, largely because they model infinitely many values changing together.');
    expect(why?.question).toBe('Explain why partial differential equations tend to be harder than ordinary ones.');
    expect(why?.answer).toBe('Partial differential equations tend to be harder than ordinary ones, largely because they model infinitely many values changing together.');
  });

  test('given "X, just because Y" (a dismissal, not a reason), when cards are made, then no why-question is asked', () => {
    expect(whyCards('Each antiderivative gets its own name in the notes, just because the letters are easy to read aloud.')).toEqual([]);
  });

  test('given "There are infinitely many X, since Y", when cards are made, then "Explain why there are …" is asked', () => {
    const [why] = whyCards('There are actually infinitely many antiderivatives of a given function, since adding a constant does not change the derivative, so the lower bound picks one.');
    expect(why?.question).toBe('Explain why there are actually infinitely many antiderivatives of a given function.');
    // The reason ends at its first clause.
    expect(why?.answer).toBe('There are actually infinitely many antiderivatives of a given function, since adding a constant does not change the derivative.');
  });

  test.each([
    ['There is the origin of the plane, right in the middle of the grid, since the axes cross there.'], // "there" points at a place
    ['Her origin would actually line up with the standard origin, since everybody agrees on what zero means.'], // "her" leans on the sentence before
    ['The antiderivative has been the standard method for centuries, since the seventeenth century.'], // "since" tells when
    ['Let’s delve into the concept of the antiderivative a little deeper, because it is crucial to integrals.'], // the speaker's plan
    ['The figure offers a reminder that the antiderivative is a function, because it depends on the bound.'], // a page not on the card
    ['The lower bound can pin down the antiderivative extremely well—often because the constant cancels out.'], // cut mid-aside
    ['Encourage students to check the antiderivative rather than guess, because the constant is easy to lose.'], // advice
    ['An example of an antiderivative occurs when students integrate a constant, because every constant has one.'], // an instance
  ])('given "%s", when cards are made, then no why-question is asked', (sentence) => {
    expect(whyCards(sentence)).toEqual([]);
  });
});

describe('cloze blanks in spoken sentences', () => {
  const cards = (text: string, terms: string[], language = 'en') => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 60 }] }, language);
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    return termClozeCards(doc, model, terms, language, 5);
  };

  test('given a hyphenated term, when blanked, then the whole term is the blank', () => {
    const text = 'Shrinking the input range around the limiting point leads to something called the epsilon-delta definition of limits. The epsilon-delta definition of limits makes the idea of approaching a value precise.';
    expect(cards(text, ['epsilon-delta definition of limits']).map((c) => c.answer)).toContain('epsilon-delta definition of limits');
  });

  test('given a sentence that names a term, when another term is offered, then the sentence is not used for it', () => {
    const text = 'The set of vectors that land on the origin is called the null space of the matrix. Every matrix has a null space that contains the zero vector.';
    const blanks = cards(text, ['zero vector', 'origin']);
    expect(blanks.every((c) => !c.question.includes('is called the null space'))).toBe(true);
  });

  test('given "This process of … is called X", when blanked, then the sentence reads "The process of …" and X is the blank', () => {
    const text = 'This process of repeatedly nudging the input downhill is called gradient descent. Most networks learn their weights in this way.';
    const [card] = cards(text, ['gradient descent']);
    expect(card?.question).toBe('The process of repeatedly nudging the input downhill is called _____.');
  });

  test('given a Spanish "Este proceso de … se llama X", when blanked, then the sentence reads "El proceso de …"', () => {
    const text = 'Este proceso de empujar la entrada cuesta abajo una y otra vez se llama descenso de gradiente. Así aprenden sus pesos la mayoría de las redes.';
    const [card] = cards(text, ['descenso de gradiente'], 'es');
    expect(card?.question).toBe('El proceso de empujar la entrada cuesta abajo una y otra vez se llama _____.');
  });

  test.each([
    ['The approximation gets more accurate for smaller and smaller choices of the step size.', 'smaller choices'], // a comparative compares
    ['Projecting u-hat onto the x-axis just means taking the first coordinate of the vector.', 'Projecting u-hat'], // an opening -ing word is a verb
    ['Four numbers describe the map, the coordinates for where i-hat lands and for where j-hat lands.', 'j-hat lands'], // subject and verb after "where"
    ['A handful of numbers describe the map, the coordinates of where each basis vector lands.', 'basis vector lands'], // "where each …"
    ['J-hat lands on the coordinates negative one and zero after the rotation.', 'J-hat lands'], // an opening noun and its verb
    ['We look for a vector which, after the transformation, lands on the target vector.', 'lands'], // a verb with no determiner before it
  ])('given "%s", when "%s" is offered, then it is not blanked', (text, term) => {
    expect(cards(`${text} ${text.replace(/^\S+/, 'Again')}`, [term])).toEqual([]);
  });
});

describe('spoken openers before a cloze sentence', () => {
  test.each([
    ['en', 'For one thing, the formal definition of a derivative uses a limit of a ratio of nudges.', 'formal definition', 'The _____ of a derivative uses a limit of a ratio of nudges.'],
    ['es', 'En pocas palabras, la definición formal de la derivada usa un límite de cocientes.', 'definición formal', 'La _____ de la derivada usa un límite de cocientes.'],
  ])('given a %s sentence opening on a discourse marker, when blanked, then the card starts after it', (language, text, term, question) => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text: `${text} ${text}`, start: 0, end: 30 }] }, language);
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    expect(termClozeCards(doc, model, [term], language, 1)[0]?.question).toBe(question);
  });
});

describe('Spanish blanks between an article and a noun', () => {
  test('given "las _____ aristas", when "distintas" is offered, then the adjective is not blanked, but "aristas" may be', () => {
    const text = 'Primero reconocemos las distintas aristas que componen la figura. Las aristas forman bucles y líneas largas. Cada arista activa una neurona distinta.';
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 30 }] }, 'es');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    expect(termClozeCards(doc, model, ['distintas'], 'es', 3)).toEqual([]);
    expect(termClozeCards(doc, model, ['aristas'], 'es', 3).map((c) => c.answer.toLowerCase())).toContain('aristas');
  });
});
