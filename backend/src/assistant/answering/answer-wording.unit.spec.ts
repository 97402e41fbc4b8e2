import { answerLanguage, answerWording, listed, type AnswerWording } from './answer-wording.js';
import { questionLanguage } from './intent.js';

const SPANISH_NOTES = [
  'Un vector es una flecha que tiene una longitud y una dirección. En el plano, cada vector se describe con dos números, sus coordenadas.',
  'Una matriz es una tabla de números que describe una transformación lineal. Cada columna de la matriz indica a dónde va a parar uno de los vectores de la base.',
];
const ITALIAN_NOTES = ['Un vettore è una freccia che ha una lunghezza e una direzione. Nel piano, ogni vettore è descritto da due numeri, le sue coordinate, che indicano di quanto si sposta la freccia in orizzontale e in verticale. I vettori si possono sommare mettendoli uno dopo l’altro.'];

describe('the language of the learner’s question', () => {
  it.each([
    ['Who wrote Romeo and Juliet?', 'en'],
    ['Was the treaty of Versailles fair?', 'en'],
    ['Define moral hazard', 'en'],
    ['Define division of labor', 'en'],
    ['Describe the market', 'en'],
    ['hello', 'en'],
    ['Resume mis apuntes', 'es'],
    ['¿Quién escribió Don Quijote?', 'es'],
    ['¿Me ayudas?', 'es'],
    ['Qu’est-ce qu’une matrice ?', 'fr'],
    ['Qui a écrit Les Misérables ?', 'fr'],
    ['Was ist eine Matrix?', 'de'],
    ['Wer hat den Faust geschrieben?', 'de'],
  ] as const)('given "%s", when its language is read, then it is %s', (question, language) => {
    expect(questionLanguage(question)).toBe(language);
  });
});

describe('the language of an answer', () => {
  it('given Spanish material and an English question, when the answer’s language is chosen, then it is the material’s', () => {
    expect(answerLanguage('Explain vectors simply', SPANISH_NOTES)).toBe('es');
  });

  it('given too little material to tell, when the answer’s language is chosen, then it is the question’s', () => {
    expect(answerLanguage('¿Qué es un vector?', ['A vector is an arrow.'])).toBe('es');
    expect(answerLanguage('What is a vector?', ['Un vector es una flecha.'])).toBe('en');
  });

  it('given material in a language without a wording table, when the answer’s language is chosen, then it is the question’s', () => {
    expect(answerLanguage('¿Qué es un vector?', ITALIAN_NOTES)).toBe('es');
    expect(answerLanguage('What is a vector?', ITALIAN_NOTES)).toBe('en');
  });
});

/** Every text of a table, written out with sample values. */
function allTexts(w: AnswerWording): string[] {
  return [
    w.nothingFound.library, w.nothingFound.notes, w.noTopic.library, w.noTopic.notes, w.quoted('Vectores'), w.relatedTerms('A, B'),
    w.nothingToCompare('X'), w.nothingToQuizOn('X'), w.noNotesToQuiz, w.nothingToQuizIn, w.quizStarted(1, null, '«V»', ''), w.quizStarted(5, 'X', '«V»', ' [1]'),
    w.noNotesToStudy, w.dueCards(1, 'A'), w.dueCards(3, 'A'), w.dueIn(2, 'A'), w.weakest(false, 'A'), w.weakest(true, 'A'), w.lastQuiz(40), w.reviewsRight(60),
    w.revisit(false, 'A'), w.revisit(true, 'A'), w.daysAgo(9), w.neverStudied, w.upToDate('A'), w.notesGone,
  ];
}

describe('the assistant’s own words', () => {
  it.each(['es', 'fr', 'de'] as const)('given the %s table, when every text is written, then no English wording is left in it', (language) => {
    // Words of the English table only (German shares "in", French "notes" and "questions").
    const english = /\b(?:the|and|your|couldn’t|anything|Related terms|study materials|quiz you|Here (?:is|are)|Choose|flashcards?|weakest|revisit|never|days ago|up to date|no longer)\b/i;
    for (const text of allTexts(answerWording(language))) expect(text).not.toMatch(english);
  });

  it('given the English table, when the product’s fixed texts are written, then they are the spec’s, to the byte', () => {
    const en = answerWording('en');
    expect(en.nothingFound.library).toBe('I couldn’t find anything about that in your study materials.');
    expect(en.quizStarted(1, null, en.quoted('Money'), '')).toBe('Here is 1 question from “Money”. Choose an answer for each, then check your answers.');
    expect(en.quizStarted(4, 'banks', en.quoted('Money'), ' [1]')).toBe('Here are 4 questions on banks from “Money”. [1] Choose an answer for each, then check your answers.');
  });

  it.each([
    ['en', 'A, B and C'],
    ['es', 'A, B y C'],
    ['fr', 'A, B et C'],
    ['de', 'A, B und C'],
  ] as const)('given three items in %s, when listed, then the last is joined by the language’s "and"', (language, said) => {
    expect(listed(['A', 'B', 'C'], answerWording(language))).toBe(said);
    expect(listed(['A'], answerWording(language))).toBe('A');
  });

  it.each([
    ['es', 'Aquí tienes 5 preguntas sobre vectores de «Álgebra». [1] Elige una respuesta para cada una y luego comprueba tus respuestas.'],
    ['fr', 'Voici 5 questions sur vecteurs d’après « Algèbre ». [1] Choisis une réponse pour chacune, puis vérifie tes réponses.'],
    ['de', 'Hier sind 5 Fragen zu Vektoren aus „Algebra“. [1] Wähle für jede eine Antwort und prüfe dann deine Antworten.'],
  ] as const)('given a quiz started from %s notes, when announced, then the lead-in is in that language', (language, said) => {
    const w = answerWording(language);
    const [topic, title] = { es: ['vectores', 'Álgebra'], fr: ['vecteurs', 'Algèbre'], de: ['Vektoren', 'Algebra'] }[language];
    expect(w.quizStarted(5, topic, w.quoted(title), ' [1]')).toBe(said);
  });
});
