import { detectLanguage } from '../../generation/text/language.js';
import { questionLanguage, type NotesLanguage } from './intent.js';

/**
 * The assistant's own words in an answer (what it says around the material's sentences), one table per
 * language notes are written in. English is the product's wording: the frontend and e2e tests match it.
 */
export interface AnswerWording {
  /** Nothing relevant found: in the learner's library, in one note (its Q&A panel). */
  nothingFound: { library: string; notes: string };
  /** Asked with no topic words at all ("hello"): nothing found, and what the assistant can do. */
  noTopic: { library: string; notes: string };
  /** The word before the last item of a list ("A, B and C"). */
  and: string;
  /** A note's title as the answer names it ("“Price Controls”"). */
  quoted(title: string): string;
  /** After an "explain simply" answer: other terms of the same note, listed. */
  relatedTerms(listed: string): string;
  /** A comparison of which one side is not in the material. */
  nothingToCompare(side: string): string;
  /** Both sides are in the material, but nothing in it says how they differ. */
  differenceNotStated(a: string, b: string): string;
  /** "Quiz me on X" with no note about X. */
  nothingToQuizOn(topic: string): string;
  /** "Quiz me" before the learner has any notes. */
  noNotesToQuiz: string;
  /** "Quiz me" on notes without key ideas or definitions. */
  nothingToQuizIn: string;
  /** The quiz started in the chat, from `note` (quoted); `cited` is its citation marker (" [1]") or ''. */
  quizStarted(questions: number, topic: string | null, note: string, cited: string): string;
  /** "What should I study next?" before the learner has any notes. */
  noNotesToStudy: string;
  /** Due flashcards first: `listed` is "3 in “Title” [1], …". */
  dueCards(total: number, listed: string): string;
  /** How many due cards in which note ("3 in “Title” [1]"). */
  dueIn(cards: number, note: string): string;
  /** The weakest notes; `after` when a line came before it ("Then …"). */
  weakest(after: boolean, listed: string): string;
  lastQuiz(score: number): string;
  reviewsRight(percent: number): string;
  /** Notes not studied lately; `after` when a line came before it ("Also …"). */
  revisit(after: boolean, listed: string): string;
  daysAgo(days: number): string;
  neverStudied: string;
  /** Nothing due, nothing weak, nothing stale: a quiz on the newest note. */
  upToDate(note: string): string;
  /** Shown in the history for an answer whose notes the learner may no longer read. */
  notesGone: string;
}

const ENGLISH: AnswerWording = {
  nothingFound: {
    library: 'I couldn’t find anything about that in your study materials.',
    notes: 'I couldn’t find anything about that in these notes.',
  },
  noTopic: {
    library: 'I couldn’t find anything about that in your study materials. Ask me about a topic, term or idea from your notes and I’ll answer from them with citations.',
    notes: 'I couldn’t find anything about that in these notes. Ask about a topic, term or idea they cover, or ask me to summarize them.',
  },
  and: 'and',
  quoted: (title) => `“${title}”`,
  relatedTerms: (listed) => `Related terms: ${listed}.`,
  nothingToCompare: (side) => `I couldn’t find anything about ${side} in your study materials to compare it with.`,
  differenceNotStated: (a, b) => `Your notes describe ${a} and ${b} each on its own; they don’t say how the two differ.`,
  nothingToQuizOn: (topic) => `I couldn’t find anything about ${topic} in your study materials to quiz you on.`,
  noNotesToQuiz: 'You have no study notes to quiz you on yet. Process a lecture, a PDF or some text first.',
  nothingToQuizIn: 'These notes have no key ideas or definitions to quiz you on yet.',
  quizStarted: (n, topic, note, cited) => `Here ${n === 1 ? 'is 1 question' : `are ${n} questions`}${topic ? ` on ${topic}` : ''} from ${note}.${cited} Choose an answer for each, then check your answers.`,
  noNotesToStudy: 'You have no study notes yet. Process a lecture, a PDF or some text first, and I’ll suggest what to study.',
  dueCards: (total, listed) => `Start with your ${total} due flashcard${total === 1 ? '' : 's'}: ${listed}.`,
  dueIn: (cards, note) => `${cards} in ${note}`,
  weakest: (after, listed) => `${after ? 'Then work on' : 'Work on'} your weakest topics: ${listed}.`,
  lastQuiz: (score) => `last quiz ${score}%`,
  reviewsRight: (percent) => `${percent}% of reviews right`,
  revisit: (after, listed) => `${after ? 'Also revisit' : 'Revisit'} notes you haven’t studied lately: ${listed}.`,
  daysAgo: (days) => `${days} days ago`,
  neverStudied: 'never studied',
  upToDate: (note) => `You’re up to date: no cards are due and your recent results are strong. Take a quiz on ${note} to keep it fresh.`,
  notesGone: 'The notes this answer came from are no longer available to you.',
};

const SPANISH: AnswerWording = {
  nothingFound: {
    library: 'No encontré nada sobre eso en tus materiales de estudio.',
    notes: 'No encontré nada sobre eso en estos apuntes.',
  },
  noTopic: {
    library: 'No encontré nada sobre eso en tus materiales de estudio. Pregúntame por un tema, un término o una idea de tus apuntes y te responderé a partir de ellos, con citas.',
    notes: 'No encontré nada sobre eso en estos apuntes. Pregunta por un tema, un término o una idea que traten, o pídeme que los resuma.',
  },
  and: 'y',
  quoted: (title) => `«${title}»`,
  relatedTerms: (listed) => `Términos relacionados: ${listed}.`,
  nothingToCompare: (side) => `No encontré nada sobre ${side} en tus materiales de estudio con lo que compararlo.`,
  differenceNotStated: (a, b) => `Tus apuntes describen ${a} y ${b} por separado; no dicen en qué se diferencian.`,
  nothingToQuizOn: (topic) => `No encontré nada sobre ${topic} en tus materiales de estudio para hacerte un examen.`,
  noNotesToQuiz: 'Todavía no tienes apuntes con los que hacerte un examen. Procesa primero una clase, un PDF o un texto.',
  nothingToQuizIn: 'Estos apuntes todavía no tienen ideas clave ni definiciones con las que hacerte un examen.',
  quizStarted: (n, topic, note, cited) => `Aquí ${n === 1 ? 'tienes 1 pregunta' : `tienes ${n} preguntas`}${topic ? ` sobre ${topic}` : ''} de ${note}.${cited} Elige una respuesta para cada una y luego comprueba tus respuestas.`,
  noNotesToStudy: 'Todavía no tienes apuntes. Procesa primero una clase, un PDF o un texto y te sugeriré qué estudiar.',
  dueCards: (total, listed) => `Empieza por ${total === 1 ? 'tu tarjeta pendiente' : `tus ${total} tarjetas pendientes`}: ${listed}.`,
  dueIn: (cards, note) => `${cards} en ${note}`,
  weakest: (after, listed) => `${after ? 'Después, trabaja' : 'Trabaja'} tus temas más débiles: ${listed}.`,
  lastQuiz: (score) => `último examen: ${score} %`,
  reviewsRight: (percent) => `${percent} % de repasos acertados`,
  revisit: (after, listed) => `${after ? 'Repasa también' : 'Repasa'} los apuntes que no has estudiado últimamente: ${listed}.`,
  daysAgo: (days) => `hace ${days} días`,
  neverStudied: 'nunca estudiados',
  upToDate: (note) => `Vas al día: no tienes tarjetas pendientes y tus resultados recientes son buenos. Haz un examen sobre ${note} para tenerlo fresco.`,
  notesGone: 'Los apuntes de los que salió esta respuesta ya no están disponibles para ti.',
};

const FRENCH: AnswerWording = {
  nothingFound: {
    library: 'Je n’ai rien trouvé à ce sujet dans tes documents d’étude.',
    notes: 'Je n’ai rien trouvé à ce sujet dans ces notes.',
  },
  noTopic: {
    library: 'Je n’ai rien trouvé à ce sujet dans tes documents d’étude. Pose-moi une question sur un sujet, un terme ou une idée de tes notes et je te répondrai à partir d’elles, avec des citations.',
    notes: 'Je n’ai rien trouvé à ce sujet dans ces notes. Pose une question sur un sujet, un terme ou une idée qu’elles abordent, ou demande-moi de les résumer.',
  },
  and: 'et',
  quoted: (title) => `« ${title} »`,
  relatedTerms: (listed) => `Termes associés : ${listed}.`,
  nothingToCompare: (side) => `Je n’ai rien trouvé sur ${side} dans tes documents d’étude pour faire la comparaison.`,
  differenceNotStated: (a, b) => `Tes documents décrivent ${a} et ${b} chacun de son côté ; ils ne disent pas en quoi ils diffèrent.`,
  nothingToQuizOn: (topic) => `Je n’ai rien trouvé sur ${topic} dans tes documents d’étude pour t’interroger.`,
  noNotesToQuiz: 'Tu n’as pas encore de notes sur lesquelles t’interroger. Traite d’abord un cours, un PDF ou un texte.',
  nothingToQuizIn: 'Ces notes n’ont pas encore d’idées clés ni de définitions sur lesquelles t’interroger.',
  quizStarted: (n, topic, note, cited) => `Voici ${n === 1 ? '1 question' : `${n} questions`}${topic ? ` sur ${topic}` : ''} d’après ${note}.${cited} Choisis une réponse pour chacune, puis vérifie tes réponses.`,
  noNotesToStudy: 'Tu n’as pas encore de notes. Traite d’abord un cours, un PDF ou un texte, et je te suggérerai quoi étudier.',
  dueCards: (total, listed) => `Commence par ${total === 1 ? 'ta carte à réviser' : `tes ${total} cartes à réviser`} : ${listed}.`,
  dueIn: (cards, note) => `${cards} dans ${note}`,
  weakest: (after, listed) => `${after ? 'Ensuite, travaille' : 'Travaille'} tes points les plus faibles : ${listed}.`,
  lastQuiz: (score) => `dernier quiz : ${score} %`,
  reviewsRight: (percent) => `${percent} % de révisions réussies`,
  revisit: (after, listed) => `${after ? 'Reprends aussi' : 'Reprends'} les notes que tu n’as pas étudiées récemment : ${listed}.`,
  daysAgo: (days) => `il y a ${days} jours`,
  neverStudied: 'jamais étudiées',
  upToDate: (note) => `Tu es à jour : aucune carte à réviser et tes résultats récents sont bons. Fais un quiz sur ${note} pour t’en souvenir.`,
  notesGone: 'Les notes d’où venait cette réponse ne te sont plus accessibles.',
};

const GERMAN: AnswerWording = {
  nothingFound: {
    library: 'Ich habe dazu nichts in deinen Lernmaterialien gefunden.',
    notes: 'Ich habe dazu nichts in diesen Notizen gefunden.',
  },
  noTopic: {
    library: 'Ich habe dazu nichts in deinen Lernmaterialien gefunden. Frag mich nach einem Thema, einem Begriff oder einer Idee aus deinen Notizen, und ich antworte daraus mit Quellenangaben.',
    notes: 'Ich habe dazu nichts in diesen Notizen gefunden. Frag nach einem Thema, einem Begriff oder einer Idee daraus, oder bitte mich, sie zusammenzufassen.',
  },
  and: 'und',
  quoted: (title) => `„${title}“`,
  relatedTerms: (listed) => `Verwandte Begriffe: ${listed}.`,
  nothingToCompare: (side) => `Ich habe nichts über ${side} in deinen Lernmaterialien gefunden, um es damit zu vergleichen.`,
  differenceNotStated: (a, b) => `Deine Unterlagen beschreiben ${a} und ${b} jeweils für sich; sie sagen nicht, worin sie sich unterscheiden.`,
  nothingToQuizOn: (topic) => `Ich habe nichts über ${topic} in deinen Lernmaterialien gefunden, um dich dazu abzufragen.`,
  noNotesToQuiz: 'Du hast noch keine Notizen, zu denen ich dich abfragen kann. Verarbeite zuerst eine Vorlesung, ein PDF oder einen Text.',
  nothingToQuizIn: 'Diese Notizen haben noch keine Kernaussagen oder Definitionen, zu denen ich dich abfragen kann.',
  quizStarted: (n, topic, note, cited) => `Hier ${n === 1 ? 'ist 1 Frage' : `sind ${n} Fragen`}${topic ? ` zu ${topic}` : ''} aus ${note}.${cited} Wähle für jede eine Antwort und prüfe dann deine Antworten.`,
  noNotesToStudy: 'Du hast noch keine Notizen. Verarbeite zuerst eine Vorlesung, ein PDF oder einen Text, dann schlage ich dir vor, was du lernen kannst.',
  dueCards: (total, listed) => `Beginne mit ${total === 1 ? 'deiner fälligen Karteikarte' : `deinen ${total} fälligen Karteikarten`}: ${listed}.`,
  dueIn: (cards, note) => `${cards} in ${note}`,
  weakest: (after, listed) => `${after ? 'Arbeite dann an' : 'Arbeite an'} deinen schwächsten Themen: ${listed}.`,
  lastQuiz: (score) => `letztes Quiz: ${score} %`,
  reviewsRight: (percent) => `${percent} % der Wiederholungen richtig`,
  revisit: (after, listed) => `${after ? 'Wiederhole außerdem' : 'Wiederhole'} Notizen, die du länger nicht gelernt hast: ${listed}.`,
  daysAgo: (days) => `vor ${days} Tagen`,
  neverStudied: 'noch nie gelernt',
  upToDate: (note) => `Du bist auf dem neuesten Stand: Keine Karten sind fällig und deine letzten Ergebnisse sind gut. Mach ein Quiz zu ${note}, damit es frisch bleibt.`,
  notesGone: 'Die Notizen, aus denen diese Antwort stammt, sind für dich nicht mehr verfügbar.',
};

const WORDING: Record<NotesLanguage, AnswerWording> = { en: ENGLISH, es: SPANISH, fr: FRENCH, de: GERMAN };

/**
 * Below this many characters franc guesses (one English sentence reads as Portuguese or Romanian; from
 * three sentences on it is right): the question decides instead.
 */
const MIN_MATERIAL_CHARS = 250;
/** Enough of the material to tell its language; more only costs time. */
const MATERIAL_SAMPLE_CHARS = 1_500;

function isNotesLanguage(language: string): language is NotesLanguage {
  return Object.hasOwn(WORDING, language);
}

/**
 * The language an answer is written in: that of the material it answers from (told the way comparisons
 * tell it, by detectLanguage), so its own words read with the quoted sentences; without enough material,
 * or in a language with no table, that of the question (the intent wording that reads it).
 */
export function answerLanguage(question: string, material: readonly string[] = []): NotesLanguage {
  let sample = '';
  for (const text of material) {
    if (sample.length >= MATERIAL_SAMPLE_CHARS) break;
    sample = sample ? `${sample} ${text}` : text;
  }
  if (sample.length >= MIN_MATERIAL_CHARS) {
    const language = detectLanguage(sample.slice(0, MATERIAL_SAMPLE_CHARS));
    if (isNotesLanguage(language)) return language;
  }
  return questionLanguage(question);
}

export function answerWording(language: NotesLanguage): AnswerWording {
  return WORDING[language];
}

/** "A, B and C" in the wording's language. */
export function listed(items: readonly string[], wording: AnswerWording): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${wording.and} ${items.at(-1)}` : (items[0] ?? '');
}
