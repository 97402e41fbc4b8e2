import { z } from 'zod';
import { storableString, tokenString } from './text.js';
import type { AssistantCitationData } from '../assistant/assistant-events.js';
import type { QuizResultView, StartedQuizView } from './study-cards.js';

/** Longest question the assistant accepts (characters, after trimming). */
export const MAX_QUESTION_CHARS = 2000;

/**
 * `POST /api/chat/ask`. `notesId` scopes the answer to one note (the notes page's Q&A panel).
 * `requestId` (optional, client-chosen) tags the `assistant:delta` socket events of a streamed answer.
 */
export const askPayload = z.object({
  question: storableString({ error: 'Please enter a question' })
    .trim()
    .min(1, 'Please enter a question')
    .max(MAX_QUESTION_CHARS, `Questions can be at most ${MAX_QUESTION_CHARS.toLocaleString('en-US')} characters long`),
  notesId: tokenString('notesId').optional(),
  requestId: tokenString('requestId').optional(),
});
export type AskPayload = z.infer<typeof askPayload>;

/** A cited place: notes, page (PDF) or time in seconds (video). `videoUrl` opens the source video. */
export interface ChatCitation extends AssistantCitationData {
  /** The source video's URL when the notes come from a video (open it at `time`). */
  videoUrl?: string;
}

/**
 * Reply of `POST /api/chat/ask` (the spec's `answer` plus citations), and one entry of the history.
 * `answer` holds markers "[n]" that refer to `citations[n - 1]`.
 */
export interface ChatAnswer {
  id: string;
  question: string;
  answer: string;
  citations: ChatCitation[];
  /** False when nothing relevant was found in the material searched. */
  found: boolean;
  notesId: string | null;
  askedAt: string;
  answeredAt: string;
  /**
   * "Quiz me on …": the quiz started from the learner's own notes, answered in the chat and checked
   * with `POST /api/notes/{quiz.notesId}/quiz/submit`. In the history, `quizResult` once submitted.
   */
  quiz?: ChatQuiz;
  quizResult?: QuizResultView;
}

export interface ChatQuiz extends StartedQuizView {
  notesTitle: string;
  /** The topic asked for, or null ("Quiz me"). */
  topic: string | null;
}

/** `GET /api/chat/history` (/chat) or `GET /api/chat/history?notesId=` (a note's Q&A panel): oldest first. */
export interface ChatHistory {
  exchanges: ChatAnswer[];
}

/** Socket event `assistant:delta`: a piece of an answer while a language model writes it. */
export interface AssistantDelta {
  requestId: string;
  delta: string;
}

/** `GET /api/assistant/capabilities`. */
export interface AssistantCapabilities {
  /** A language model is configured (OPENAI_API_KEY): translation works and answers are written by it. */
  languageModel: boolean;
}

export const TRANSLATION_LANGUAGES = [
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pl', name: 'Polish' },
  { code: 'tr', name: 'Turkish' },
  { code: 'ru', name: 'Russian' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ar', name: 'Arabic' },
  { code: 'hi', name: 'Hindi' },
  { code: 'zh', name: 'Chinese (Simplified)' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'id', name: 'Indonesian' },
  { code: 'sw', name: 'Swahili' },
] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number]['code'];

export function translationLanguageName(code: string): string | undefined {
  return TRANSLATION_LANGUAGES.find((l) => l.code === code)?.name;
}

/** The message shown when no language model is configured (translation cannot work). */
export const TRANSLATION_UNAVAILABLE_MESSAGE = 'Translation is not available: no language model is configured on this server.';

/** `POST /api/assistant/translate` → NotesTranslationView (an existing translation is returned as is). */
export const translatePayload = z.object({
  notesId: storableString({ error: 'notesId is required' }).trim().min(1, 'notesId is required').max(100, 'notesId is too long'),
  language: z.enum(TRANSLATION_LANGUAGES.map((l) => l.code) as [TranslationLanguage, ...TranslationLanguage[]], {
    error: 'Please choose a language from the list',
  }),
});
export type TranslatePayload = z.infer<typeof translatePayload>;

/** A translated note (`GET /api/assistant/translations/{notesId}` lists them), shaped like the notes. */
export interface NotesTranslationView {
  notesId: string;
  language: string;
  languageName: string;
  title: string;
  summary: string;
  /** Same order as the notes' keyIdeas. */
  keyIdeas: string[];
  /** Translated term → translated meaning, in the notes' order. */
  definitions: { term: string; meaning: string; originalTerm: string }[];
  model: string;
  translatedAt: string;
}
