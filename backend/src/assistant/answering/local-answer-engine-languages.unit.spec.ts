import { LocalAnswerEngine } from './local-answer-engine.js';
import { toQueryTerm } from './question-terms.js';
import type { RetrievedPassage } from './retrieved-passage.js';

const CORPUS = 1000;
const terms = (...words: [string, number][]) => words.map(([w, df]) => toQueryTerm(w, w, df, CORPUS));

function passage(overrides: Partial<RetrievedPassage> & Pick<RetrievedPassage, 'notesId' | 'text'>): RetrievedPassage {
  return {
    title: `Notes ${overrides.notesId}`, videoUrl: null, position: 10, section: 'source', anchor: null, heading: null, page: null, time: null,
    coverage: 1, matchedTerms: 2, density: 0.5, ...overrides,
  };
}

/** What the assistant says in English around the material: none of it belongs in another language's answer. */
const ENGLISH_TEMPLATE = /Related terms|couldn’t find|study materials|these notes|to compare it with|\bis\b|\band\b/;

/** One note per language: a source paragraph about vectors and its definitions list. */
const NOTES = {
  es: {
    question: 'Explícame el vector de forma sencilla',
    source: 'Un vector es una flecha que tiene una longitud y una dirección. En el plano, cada vector se describe con dos números, sus coordenadas, que indican cuánto se mueve la flecha en horizontal y cuánto en vertical. Los vectores se pueden sumar colocando uno a continuación del otro.',
    vector: 'vector', entries: [['escalar', 'escalar: un número que estira o encoge un vector'], ['matriz', 'matriz: una tabla de números que describe una transformación lineal']],
    related: 'Términos relacionados: escalar [2] y matriz [3].',
  },
  fr: {
    question: 'Explique-moi le vecteur simplement',
    source: 'Un vecteur est une flèche qui a une longueur et une direction. Dans le plan, chaque vecteur est décrit par deux nombres, ses coordonnées, qui indiquent de combien la flèche se déplace à l’horizontale et à la verticale. On peut additionner les vecteurs en les plaçant bout à bout.',
    vector: 'vecteur', entries: [['scalaire', 'scalaire : un nombre qui étire ou rétrécit un vecteur'], ['matrice', 'matrice : un tableau de nombres qui décrit une transformation linéaire']],
    related: 'Termes associés : scalaire [2] et matrice [3].',
  },
  de: {
    question: 'Erkläre mir den Vektor einfach',
    source: 'Ein Vektor ist ein Pfeil, der eine Länge und eine Richtung hat. In der Ebene wird jeder Vektor durch zwei Zahlen beschrieben, seine Koordinaten, die angeben, wie weit sich der Pfeil waagerecht und senkrecht bewegt. Vektoren kann man addieren, indem man sie aneinanderlegt.',
    vector: 'Vektor', entries: [['Skalar', 'Skalar: eine Zahl, die einen Vektor streckt oder staucht'], ['Matrix', 'Matrix: eine Tabelle von Zahlen, die eine lineare Abbildung beschreibt']],
    related: 'Verwandte Begriffe: Skalar [2] und Matrix [3].',
  },
} as const;

function noteOf(language: keyof typeof NOTES) {
  const n = NOTES[language];
  const source = passage({ notesId: language, text: n.source });
  const entries = n.entries.map(([heading, text], i) => passage({ notesId: language, section: 'definition', heading, anchor: `definition-${i}`, text, position: 3 + i, coverage: 0 }));
  return { ...n, source, entries };
}

describe('local answer engine: its own words in the notes’ language', () => {
  const engine = new LocalAnswerEngine();

  it.each(['es', 'fr', 'de'] as const)('given %s notes, when a term is explained simply, then the related terms are named in that language', async (language) => {
    const note = noteOf(language);
    const a = await engine.answer({
      question: note.question, terms: terms([note.vector.toLowerCase(), 5]), scope: 'library', passages: [note.source], notesParts: note.entries,
    });
    expect(a.found).toBe(true);
    expect(a.answer.endsWith(` ${note.related}`)).toBe(true);
    expect(a.answer).not.toMatch(ENGLISH_TEMPLATE);
  });

  it('given Spanish notes, when the question is English, then the answer’s own words follow the notes', async () => {
    const note = noteOf('es');
    const a = await engine.answer({ question: 'Explain vector simply', terms: terms(['vector', 5]), scope: 'library', passages: [note.source], notesParts: note.entries });
    expect(a.answer.endsWith(' Términos relacionados: escalar [2] y matriz [3].')).toBe(true);
  });

  it('given a Spanish note whose definition is written "term: meaning", when the term is asked for, then it reads "Matriz: …", without an English "is"', async () => {
    const entry = passage({ notesId: 'es', section: 'definition', heading: 'matriz', text: 'matriz: una tabla de números que describe una transformación lineal', position: 3 });
    const source = passage({ notesId: 'es', position: 12, text: `${NOTES.es.source} Cada columna de la matriz indica a dónde va a parar uno de los vectores de la base.` });
    const a = await engine.answer({ question: '¿Qué es una matriz?', terms: terms(['matriz', 5]), scope: 'library', passages: [entry, source] });
    expect(a.answer.startsWith('Matriz: una tabla de números que describe una transformación lineal. [1]')).toBe(true);
    expect(a.answer).not.toMatch(ENGLISH_TEMPLATE);
  });

  it.each([
    ['¿Quién escribió Don Quijote?', 'library', 'No encontré nada sobre eso en tus materiales de estudio.'],
    ['¿Qué es la fotosíntesis?', 'notes', 'No encontré nada sobre eso en estos apuntes.'],
    ['Qui a écrit Les Misérables ?', 'library', 'Je n’ai rien trouvé à ce sujet dans tes documents d’étude.'],
    ['Qu’est-ce que la photosynthèse ?', 'notes', 'Je n’ai rien trouvé à ce sujet dans ces notes.'],
    ['Wer hat den Faust geschrieben?', 'library', 'Ich habe dazu nichts in deinen Lernmaterialien gefunden.'],
    ['Was ist Photosynthese?', 'notes', 'Ich habe dazu nichts in diesen Notizen gefunden.'],
  ] as const)('given "%s" and nothing about it in the %s, when answered, then it says so in the question’s language', async (question, scope, said) => {
    const a = await engine.answer({ question, terms: terms(['photosynthese', 0], ['faust', 0]), scope, passages: [] });
    expect(a).toEqual({ found: false, citations: [], answer: said });
  });

  it('given a Spanish question with no topic words, when answered, then it says in Spanish what it can do', async () => {
    const a = await engine.answer({ question: '¿Me ayudas?', terms: [], scope: 'library', passages: [] });
    expect(a.answer).toBe('No encontré nada sobre eso en tus materiales de estudio. Pregúntame por un tema, un término o una idea de tus apuntes y te responderé a partir de ellos, con citas.');
  });

  it('given German notes, when one side of a comparison is not in them, then the answer says so in German', async () => {
    const note = noteOf('de');
    const a = await engine.answer({
      question: 'Vergleiche Vektor und Zebra', intent: { kind: 'compare', topic: 'Vektor und Zebra', sides: ['Vektor', 'Zebra'] }, terms: [], scope: 'library', passages: [],
      sides: [{ topic: 'Vektor', terms: terms(['vektor', 5]), passages: [note.source] }, { topic: 'Zebra', terms: terms(['zebra', 0]), passages: [] }],
    });
    expect(a.found).toBe(true);
    expect(a.answer).toMatch(/^Ein Vektor ist ein Pfeil.* \[1\] Ich habe nichts über Zebra in deinen Lernmaterialien gefunden, um es damit zu vergleichen\.$/);
  });

  it('given Spanish notes, when a term is defined, then a sentence with the pronoun "me" still says something of it (the first-person check is English)', async () => {
    const source = passage({ notesId: 'bienes', position: 20,
      text: 'El polizón es quien usa un bien público sin pagar por él. Si muchas personas actúan como polizones, el bien público nunca se produce. '
        + 'Los mercados producen pocos bienes públicos. Cuando me beneficio de la defensa nacional sin pagarla, actúo como un polizón.' });
    const a = await engine.answer({ question: '¿Qué es un polizón?', terms: terms(['polizón', 2]), scope: 'library', passages: [source] });
    expect(a.answer).toMatch(/^El polizón es quien usa un bien público sin pagar por él\. \[1\]/);
    expect(a.answer).toContain('Cuando me beneficio de la defensa nacional sin pagarla, actúo como un polizón.');
  });

  it('given English notes and an English question, when a term is explained simply, then the wording is the English one, unchanged', async () => {
    const source = passage({ notesId: 'goods', text: 'A free rider is someone who uses a public good without paying for it. Free riders hope that others will pay. Many people act as free riders when a good is shared, and the good is then provided too rarely by markets.' });
    const related = passage({ notesId: 'goods', section: 'definition', heading: 'public good', position: 3, coverage: 0, text: 'public good: a good that is nonexcludable and nonrival' });
    const a = await engine.answer({ question: 'Explain free riders simply', terms: terms(['free', 50], ['riders', 3]), scope: 'library', passages: [source], notesParts: [related] });
    expect(a.answer).toMatch(/ Related terms: public good \[2\]\.$/);
  });
});
