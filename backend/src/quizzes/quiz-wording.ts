import { baseLanguage } from '../generation/text/language.js';

/**
 * How the local quiz builder words its questions, in the notes' language: a Spanish learner's quiz on Spanish notes
 * asks in Spanish. English is the spec's wording; other languages read the same questions as their speakers write them.
 */
export interface QuizWording {
  describes(term: string): string;
  describesAKeyIdea: string;
  completes(blanked: string): string;
  definitionOf(term: string): string;
  termMeaning(meaning: string): string;
  typeIt(meaning: string): string;
  trueOrFalse(statement: string): string;
  trueFalseOptions: [string, string];
  notesSay(text: string): string;
}

const ENGLISH: QuizWording = {
  describes: (term) => `Which statement best describes ${term}?`,
  describesAKeyIdea: 'Which statement best describes a key idea of these notes?',
  completes: (blanked) => `Which word or phrase completes this key idea? “${blanked}”`,
  definitionOf: (term) => `What is the definition of ${term}?`,
  termMeaning: (meaning) => `Which term means “${meaning}”?`,
  typeIt: (meaning) => `Which term means “${meaning}”? Type it.`,
  trueOrFalse: (statement) => `True or false? “${statement}”`,
  trueFalseOptions: ['True', 'False'],
  notesSay: (text) => `The notes say: "${text}"`,
};

const WORDINGS: Record<string, QuizWording> = {
  en: ENGLISH,
  es: {
    describes: (term) => `¿Qué afirmación describe mejor «${term}»?`,
    describesAKeyIdea: '¿Qué afirmación describe mejor una idea clave de estos apuntes?',
    completes: (blanked) => `¿Qué palabra o expresión completa esta idea clave? «${blanked}»`,
    definitionOf: (term) => `¿Cuál es la definición de «${term}»?`,
    termMeaning: (meaning) => `¿Qué término significa «${meaning}»?`,
    typeIt: (meaning) => `¿Qué término significa «${meaning}»? Escríbelo.`,
    trueOrFalse: (statement) => `¿Verdadero o falso? «${statement}»`,
    trueFalseOptions: ['Verdadero', 'Falso'],
    notesSay: (text) => `Los apuntes dicen: «${text}»`,
  },
  fr: {
    describes: (term) => `Quelle affirmation décrit le mieux « ${term} » ?`,
    describesAKeyIdea: 'Quelle affirmation décrit le mieux une idée clé de ces notes ?',
    completes: (blanked) => `Quel mot ou quelle expression complète cette idée clé ? « ${blanked} »`,
    definitionOf: (term) => `Quelle est la définition de « ${term} » ?`,
    termMeaning: (meaning) => `Quel terme signifie « ${meaning} » ?`,
    typeIt: (meaning) => `Quel terme signifie « ${meaning} » ? Écrivez-le.`,
    trueOrFalse: (statement) => `Vrai ou faux ? « ${statement} »`,
    trueFalseOptions: ['Vrai', 'Faux'],
    notesSay: (text) => `Les notes disent : « ${text} »`,
  },
  de: {
    describes: (term) => `Welche Aussage beschreibt „${term}“ am besten?`,
    describesAKeyIdea: 'Welche Aussage beschreibt am besten einen Kernpunkt dieser Notizen?',
    completes: (blanked) => `Welches Wort oder welcher Ausdruck ergänzt diesen Kernpunkt? „${blanked}“`,
    definitionOf: (term) => `Was ist die Definition von „${term}“?`,
    termMeaning: (meaning) => `Welcher Begriff bedeutet „${meaning}“?`,
    typeIt: (meaning) => `Welcher Begriff bedeutet „${meaning}“? Schreiben Sie ihn.`,
    trueOrFalse: (statement) => `Richtig oder falsch? „${statement}“`,
    trueFalseOptions: ['Richtig', 'Falsch'],
    notesSay: (text) => `Die Notizen sagen: „${text}“`,
  },
};

export function quizWording(language: string): QuizWording {
  return WORDINGS[baseLanguage(language) ?? 'en'] ?? ENGLISH;
}
