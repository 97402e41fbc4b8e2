import type { QuizQuestionData } from '@studyloop/events';
import {
  asMidSentence, BLANK, buildQuizQuestions, termAsNotesWriteIt, FIXED_DEFINITION_DISTRACTORS, FIXED_KEY_IDEA_DISTRACTORS, quizQuestionCount, type QuizSourceNotes,
} from './quiz-builder.js';
import { seededRandom as seeded } from '../generation/eval/seeded-random.js';
import { quizWording } from './quiz-wording.js';


const cite = (page: number) => ({ page, quote: 'q' });

const cells: QuizSourceNotes = {
  keyIdeas: [
    { text: 'Osmosis moves water across a membrane toward the side with more dissolved solute.', citation: cite(1) },
    { text: 'Active transport uses energy from ATP to move ions against their concentration gradient.', citation: cite(2) },
    { text: 'Diffusion spreads molecules from high to low concentration without any energy input.', citation: cite(3) },
    { text: 'The cell membrane is a phospholipid bilayer with embedded proteins.', citation: cite(4) },
    { text: 'Cells keep a steady internal state even when their surroundings change.', citation: cite(5) },
  ],
  definitions: [
    { term: 'osmosis', meaning: 'the diffusion of water across a selectively permeable membrane', citation: cite(1) },
    { term: 'active transport', meaning: 'movement of substances against a gradient that requires cellular energy', citation: cite(2) },
    { term: 'diffusion', meaning: 'the net movement of particles from an area of higher to lower concentration', citation: cite(3) },
    { term: 'cell membrane', meaning: 'the thin layer that separates the inside of a cell from its surroundings', citation: cite(4) },
  ],
};

const economics: QuizSourceNotes = {
  keyIdeas: [
    { text: 'Scarcity means human wants exceed the resources available to satisfy them.', citation: null },
    { text: 'Opportunity cost is the value of the next best alternative given up.', citation: null },
  ],
  definitions: [
    { term: 'scarcity', meaning: 'the condition where wants for goods and services exceed what is available', citation: null },
    { term: 'opportunity cost', meaning: 'the value of the best alternative given up when making a choice', citation: null },
    { term: 'market', meaning: 'an institution that brings together buyers and sellers of goods or services', citation: null },
  ],
};

function expectWellFormed(q: QuizQuestionData) {
  if (q.kind === 'true-false' || q.kind === 'typed') return;
  expect(q.options).toHaveLength(4);
  expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
  expect(q.correctIndex).toBeGreaterThanOrEqual(0);
  expect(q.correctIndex).toBeLessThan(4);
  expect(q.distractorSources).toHaveLength(3);
}

describe('quiz builder', () => {
  it('asks one question per key idea (medium) and per definition (easy), 4 shuffled options, answer kept', () => {
    const questions = buildQuizQuestions({ notes: cells, otherNotes: [], random: seeded(1) });
    expect(questions).toHaveLength(9);
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9']);
    const multipleChoice = questions.filter((q) => q.kind === 'key-idea' || q.kind === 'definition');
    multipleChoice.forEach(expectWellFormed);
    const keyIdeaQs = questions.filter((q) => q.kind === 'key-idea');
    const definitionQs = questions.filter((q) => q.kind === 'definition');
    // One key idea is asked as true or false, one definition as a typed term.
    expect(keyIdeaQs).toHaveLength(4);
    expect(questions.filter((q) => q.kind === 'true-false')).toHaveLength(1);
    // Four meanings give one set of three wrong ones: asked again, the same four options would repeat,
    // so the other definitions ask for the term (among the notes' key terms, or typed).
    expect(definitionQs.length + questions.filter((q) => q.kind === 'typed').length).toBe(4);
    expect(definitionQs.filter((q) => q.question.startsWith('What is the definition of'))).toHaveLength(1);
    expect(keyIdeaQs.every((q) => q.difficulty === 'medium' && /^(?:Which statement best describes|Which word or phrase completes this key idea\?)/.test(q.question))).toBe(true);
    expect(definitionQs.every((q) => q.difficulty === 'easy' && /^(?:What is the definition of|Which term means “.+”\?$)/.test(q.question))).toBe(true);
    expect(questions.flatMap((q) => q.distractorSources).every((s) => s === 'same-notes')).toBe(true);

    const osmosis = definitionQs.find((q) => q.question === 'What is the definition of osmosis?')!;
    expect(osmosis.options[osmosis.correctIndex]).toBe('the diffusion of water across a selectively permeable membrane');
    expect(osmosis.explanation).toBe('osmosis: the diffusion of water across a selectively permeable membrane');
    expect(osmosis.citation).toEqual(cite(1));
  });

  it('draws wrong definitions from the same notes first, never one that mentions the asked term; too few of them → the term is asked for', () => {
    const questions = buildQuizQuestions({ notes: cells, otherNotes: [economics], random: seeded(2) });
    // Given notes whose other meanings mention diffusion but two,
    // when diffusion is asked, then rather than borrow another document's meaning, the term is asked
    // for among the notes' own key terms (or typed, once per quiz).
    const diffusion = questions.find((x) => x.explanation.startsWith('diffusion:'))!;
    const meaning = 'the net movement of particles from an area of higher to lower concentration';
    if (diffusion.kind === 'typed') expect(diffusion).toMatchObject({ answerText: 'diffusion', options: [] });
    else {
      expect(diffusion).toMatchObject({ kind: 'definition', question: `Which term means “${meaning}”?`, distractorSources: ['same-notes', 'same-notes', 'same-notes'] });
      expect(diffusion.options[diffusion.correctIndex]).toBe('diffusion');
      const ownText = [...cells.keyIdeas.map((k) => k.text), ...cells.definitions.map((d) => `${d.term} ${d.meaning}`)].join(' ').toLowerCase();
      expect(diffusion.options.every((o) => ownText.includes(o.toLowerCase()))).toBe(true);
    }
    // A meaning that names its own term cannot be typed: the same notes' meanings first, then another note's.
    const named = { ...cells, definitions: cells.definitions.map((d) => (d.term === 'diffusion' ? { ...d, meaning: 'diffusion is the net movement of particles from higher to lower concentration' } : d)) };
    const q = buildQuizQuestions({ notes: named, otherNotes: [economics], random: seeded(2) }).find((x) => x.question === 'What is the definition of diffusion?')!;
    expectWellFormed(q);
    // 'the diffusion of water…' (osmosis) mentions the asked term, so it could be right: never a wrong answer.
    expect(q.options.some((o, i) => i !== q.correctIndex && /\bdiffusion\b/i.test(o))).toBe(false);
    expect(q.distractorSources).toEqual(['same-notes', 'same-notes', 'other-notes']);
    const wrong = q.options.filter((_, i) => i !== q.correctIndex);
    expect(wrong).toEqual(expect.arrayContaining([
      'movement of substances against a gradient that requires cellular energy',
      'the thin layer that separates the inside of a cell from its surroundings',
    ]));
    expect(economics.definitions.map((d) => d.meaning)).toContain(wrong.find((o) => !cells.definitions.some((d) => d.meaning === o)));
  });

  it('asks about the defined term a key idea mentions and blanks each statement’s topic', () => {
    const questions = buildQuizQuestions({ notes: cells, otherNotes: [], random: seeded(3) });
    const q = questions.find((x) => x.question === 'Which statement best describes active transport?')!;
    expect(q.options[q.correctIndex]).toBe(`${BLANK} uses energy from ATP to move ions against their concentration gradient.`);
    expect(q.explanation).toContain('Active transport uses energy from ATP');
    expect(q.options.every((o) => o.includes(BLANK))).toBe(true);
    expect(q.options.some((o) => /active transport/i.test(o))).toBe(false);
    expect(q.distractorSources).toEqual(['same-notes', 'same-notes', 'same-notes']);
  });

  it('asks a key idea without a defined term as a blank at its key phrase, wrong options the same notes’ key terms', () => {
    const notes = { ...cells, keyIdeas: [...cells.keyIdeas, { text: 'Living things respond quickly to chemical signals from their environment.', citation: cite(6) }] };
    const questions = buildQuizQuestions({ notes, otherNotes: [economics], random: seeded(4) });
    const q = questions.find((x) => x.question.startsWith('Which word or phrase completes this key idea?'))!;
    const idea = notes.keyIdeas.find((k) => k.text.includes(q.options[q.correctIndex]!))!;
    expect(q.question).toBe(`Which word or phrase completes this key idea? “${idea.text.replace(q.options[q.correctIndex]!, '_____')}”`);
    expect(q.distractorSources).toEqual(['same-notes', 'same-notes', 'same-notes']);
    const ownTerms = cells.definitions.map((d) => d.term);
    expect(q.options.filter((o, i) => i !== q.correctIndex).every((o) => ownTerms.includes(o) || notes.keyIdeas.some((k) => k.text.includes(o)))).toBe(true);
  });

  it('never gives the same option set twice, and picks wrong options close to the answer', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const questions = buildQuizQuestions({ notes: cells, otherNotes: [economics], random: seeded(seed) });
      const sets = questions.map((q) => [...q.options].sort().join('|'));
      expect(new Set(sets).size).toBe(sets.length);
      // Four definitions have only one set of three others: each of those questions borrows one wrong
      // option from other notes so no two questions show the same four options.
      const sameNote = questions.flatMap((q) => q.distractorSources).filter((s) => s === 'same-notes').length;
      expect(sameNote / questions.flatMap((q) => q.distractorSources).length).toBeGreaterThanOrEqual(0.8);
    }
    // Among many wrong meanings, the one closest to the answer in meaning is offered.
    const more: QuizSourceNotes = {
      keyIdeas: [],
      definitions: [
        ...cells.definitions,
        { term: 'aquaporin', meaning: 'a channel protein that lets water pass across a membrane', citation: null },
        { term: 'mitosis', meaning: 'division of one nucleus into two identical nuclei', citation: null },
        { term: 'enzyme', meaning: 'a protein that speeds up a chemical reaction', citation: null },
        { term: 'ribosome', meaning: 'the site where proteins are assembled', citation: null },
      ],
    };
    for (let seed = 1; seed <= 10; seed++) {
      const osmosis = buildQuizQuestions({ notes: more, otherNotes: [], random: seeded(seed) }).find((q) => q.question === 'What is the definition of osmosis?')!;
      expect(osmosis.options).toContain('a channel protein that lets water pass across a membrane');
    }
  });

  it('asks a true-or-false statement from the material and a typed term', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const questions = buildQuizQuestions({ notes: cells, otherNotes: [], random: seeded(seed) });
      const tf = questions.find((q) => q.kind === 'true-false')!;
      expect(tf.options).toEqual(['True', 'False']);
      const statement = /“(.+)”$/.exec(tf.question)![1]!;
      const asWritten = cells.keyIdeas.some((k) => k.text === statement);
      expect(tf.correctIndex).toBe(asWritten ? 0 : 1);
      const typed = questions.find((q) => q.kind === 'typed')!;
      expect(typed).toMatchObject({ options: [], correctIndex: -1, distractorSources: [] });
      expect(cells.definitions.map((d) => d.term)).toContain(typed.answerText);
      expect(typed.question).not.toContain(typed.answerText!);
    }
  });

  it('blanks key terms, never function words', () => {
    const notes: QuizSourceNotes = {
      keyIdeas: [{ text: 'Elasticity measures how a percentage change in one variable affects a percentage change in another variable.', citation: null }],
      definitions: [],
    };
    const [q] = buildQuizQuestions({ notes, otherNotes: [cells], random: seeded(3) });
    const blank = q!.options[q!.correctIndex]!;
    expect(blank.split(/\s+/).at(-1)).not.toMatch(/^(?:a|an|the|of|in|one|how|to)$/i);
  });

  it('given a defined term that is only part of a longer term, when the idea is asked, then that term is not its subject', () => {
    const notes: QuizSourceNotes = {
      keyIdeas: [
        { text: 'Price ceilings keep rents below the market level for tenants.', citation: null },
        { text: 'A price floor keeps the wage above equilibrium.', citation: null },
        { text: 'Rent control creates a shortage of apartments over time.', citation: null },
        { text: 'Minimum wage laws create a surplus of labor.', citation: null },
      ],
      definitions: [{ term: 'price', meaning: 'what a buyer pays for one unit of a good', citation: null }],
    };
    for (let seed = 1; seed <= 5; seed++) {
      const questions = buildQuizQuestions({ notes, otherNotes: [], random: seeded(seed) });
      expect(questions.some((q) => q.question === 'Which statement best describes price?')).toBe(false);
      expect(questions.flatMap((q) => q.options).some((o) => o.includes(`${BLANK} ceilings`) || o.includes(`${BLANK} floor`))).toBe(false);
    }
  });

  it('given a word that is also part of a longer term in the idea, when blanked, then the blank never splits the longer term', () => {
    const notes: QuizSourceNotes = {
      keyIdeas: [
        { text: 'The first characteristic, that a public good is nonexcludable, means that it is costly to exclude someone from using the good.', citation: null },
        { text: 'Storm sewers and police protection are funded by taxes.', citation: null },
        { text: 'Private companies find it difficult to produce public goods.', citation: null },
        { text: 'The free rider problem makes voluntary funding unreliable.', citation: null },
      ],
      definitions: [],
    };
    for (let seed = 1; seed <= 5; seed++) {
      for (const q of buildQuizQuestions({ notes, otherNotes: [], random: seeded(seed) })) {
        expect(q.question).not.toMatch(/public _____/);
        expect(q.options.join(' ')).not.toMatch(/public _____/);
      }
    }
  });

  it('with too few meanings for real wrong options, asks for the term typed; fixed dummies only as the last resort', () => {
    const tiny: QuizSourceNotes = { keyIdeas: [], definitions: [{ term: 'entropy', meaning: 'a measure of disorder in a system', citation: null }] };
    const [typed] = buildQuizQuestions({ notes: tiny, otherNotes: [], random: seeded(5) });
    expect(typed).toMatchObject({ kind: 'typed', answerText: 'entropy', question: 'Which term means “a measure of disorder in a system”? Type it.' });
    // A meaning that names its own term cannot be asked that way.
    const selfNamed: QuizSourceNotes = { keyIdeas: [], definitions: [{ term: 'entropy', meaning: 'entropy measures the disorder of a system', citation: null }] };
    const [alone] = buildQuizQuestions({ notes: selfNamed, otherNotes: [], random: seeded(5) });
    expect(alone.distractorSources).toEqual(['fixed', 'fixed', 'fixed']);
    expect(alone.options.filter((_, i) => i !== alone.correctIndex).sort()).toEqual([...FIXED_DEFINITION_DISTRACTORS].sort());

    const [withOthers] = buildQuizQuestions({ notes: selfNamed, otherNotes: [economics], random: seeded(5) });
    expect(withOthers.distractorSources).toEqual(['other-notes', 'other-notes', 'other-notes']);
    expect(withOthers.options.some((o) => FIXED_DEFINITION_DISTRACTORS.includes(o))).toBe(false);

    const lonelyIdea: QuizSourceNotes = { keyIdeas: [{ text: 'Water boils at a lower temperature at high altitude.', citation: null }], definitions: [] };
    const [idea] = buildQuizQuestions({ notes: lonelyIdea, otherNotes: [], random: seeded(6) });
    expect(idea.options.filter((_, i) => i !== idea.correctIndex).sort()).toEqual([...FIXED_KEY_IDEA_DISTRACTORS].sort());
  });

  it('keeps at most 10 questions and mixes both kinds when there is more material', () => {
    const many: QuizSourceNotes = {
      keyIdeas: Array.from({ length: 9 }, (_, i) => ({ text: `Fact number ${i} explains how topic${i} behaves under pressure.`, citation: null })),
      definitions: Array.from({ length: 9 }, (_, i) => ({ term: `term${i}`, meaning: `meaning ${i} about a specific idea`, citation: null })),
    };
    expect(quizQuestionCount(many)).toBe(10);
    const questions = buildQuizQuestions({ notes: many, otherNotes: [], random: seeded(7) });
    expect(questions).toHaveLength(10);
    expect(questions.filter((q) => q.kind === 'key-idea' || q.kind === 'true-false')).toHaveLength(5);
    expect(questions.filter((q) => q.kind === 'definition' || q.kind === 'typed')).toHaveLength(5);
    questions.forEach(expectWellFormed);
  });

  it('is reproducible for a given random source and varies across attempts', () => {
    const a = buildQuizQuestions({ notes: cells, otherNotes: [economics], random: seeded(42) });
    const b = buildQuizQuestions({ notes: cells, otherNotes: [economics], random: seeded(42) });
    const c = buildQuizQuestions({ notes: cells, otherNotes: [economics], random: seeded(43) });
    expect(a).toEqual(b);
    expect(c.map((q) => q.options)).not.toEqual(a.map((q) => q.options));
  });

  it('has nothing to ask from notes without key ideas or definitions', () => {
    expect(buildQuizQuestions({ notes: { keyIdeas: [], definitions: [] }, otherNotes: [economics] })).toEqual([]);
    expect(quizQuestionCount({ keyIdeas: [{ text: '  ', citation: null }], definitions: [] })).toBe(0);
  });
});

describe('asMidSentence', () => {
  it('lower-cases a capitalised common term but keeps acronyms and names', () => {
    expect(asMidSentence('Economics')).toBe('economics');
    expect(asMidSentence('Division of labor')).toBe('division of labor');
    expect(asMidSentence('GDP')).toBe('GDP');
    expect(asMidSentence('Adam Smith')).toBe('Adam Smith');
    expect(asMidSentence('opportunity cost')).toBe('opportunity cost');
  });
});

describe('a term as the notes write it in a question', () => {
  it('given English notes writing the term with "the" or "a", when it is asked about, then the question keeps that article', () => {
    const texts = ['The cell membrane has many proteins.', 'Despite their differences, all cells have a surrounding cell membrane; the cell membrane is thin.',
      'A receptor is a type of recognition protein.', 'Each receptor binds a ligand.', 'Diffusion moves particles down a gradient.'];
    expect(termAsNotesWriteIt('cell membrane', 'en', texts)).toBe('the cell membrane');
    expect(termAsNotesWriteIt('receptor', 'en', texts)).toBe('a receptor');
    expect(termAsNotesWriteIt('Diffusion', 'en', texts)).toBe('diffusion');
    expect(termAsNotesWriteIt('diffusion', 'en', ['The diffusion process is slow.'])).toBe('diffusion');
    expect(termAsNotesWriteIt('transition region', 'en', ['The transition region is thin.'])).toBe('the transition region');
    expect(termAsNotesWriteIt('Sun', 'en', ['The Sun is a star.', 'Light leaves the Sun in eight minutes.'])).toBe('the Sun');
    expect(termAsNotesWriteIt('Economics', 'en', ['Economics is the study of choices.', 'In economics, choices have costs.'])).toBe('economics');
    expect(termAsNotesWriteIt('membrana celular', 'es', ['La membrana celular es delgada.'])).toBe('membrana celular');
  });
});

describe('a quiz in the notes\' language', () => {
  const celulas: QuizSourceNotes = {
    language: 'es',
    keyIdeas: [
      { text: 'La ósmosis mueve el agua a través de la membrana hacia el lado con más soluto disuelto.', citation: cite(1) },
      { text: 'La difusión mueve las partículas de una zona de alta concentración a otra de baja concentración.', citation: cite(1) },
      { text: 'La bomba de sodio y potasio usa energía para mover los iones contra su gradiente.', citation: cite(2) },
      { text: 'El transporte activo necesita energía de la célula, a diferencia del transporte pasivo.', citation: cite(2) },
    ],
    definitions: [
      { term: 'ósmosis', meaning: 'la difusión del agua a través de una membrana selectivamente permeable', citation: cite(1) },
      { term: 'difusión', meaning: 'el movimiento de partículas hacia la zona de menor concentración', citation: cite(1) },
      { term: 'transporte activo', meaning: 'el movimiento de sustancias que necesita energía de la célula', citation: cite(2) },
      { term: 'gradiente', meaning: 'la diferencia de concentración entre dos zonas', citation: cite(2) },
    ],
  };

  it('given Spanish notes, when a quiz is built, then every question is asked in Spanish and true or false reads "Verdadero"/"Falso"', () => {
    const questions = buildQuizQuestions({ notes: celulas, otherNotes: [], random: seeded(3) });
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.every((q) => /^¿(?:Qué afirmación describe mejor|Qué palabra o expresión completa|Cuál es la definición de|Qué término significa|Verdadero o falso)/.test(q.question))).toBe(true);
    for (const q of questions.filter((q) => q.kind === 'true-false')) expect(q.options).toEqual(['Verdadero', 'Falso']);
    expect(questions.some((q) => /Which|What|True/.test(q.question))).toBe(false);
  });

  it('given English, French or German, when worded, then each language asks its own way', () => {
    expect(quizWording('en').definitionOf('osmosis')).toBe('What is the definition of osmosis?');
    expect(quizWording('fr-FR').trueOrFalse('La Terre tourne.')).toBe('Vrai ou faux ? « La Terre tourne. »');
    expect(quizWording('de').describes('Osmose')).toBe('Welche Aussage beschreibt „Osmose“ am besten?');
    expect(quizWording('xx')).toBe(quizWording('en'));
  });
});
