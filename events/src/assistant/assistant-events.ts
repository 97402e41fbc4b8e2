import type { DomainEvent } from '../envelope.js';

/**
 * The study assistant: questions answered from the learner's own and public notes, and translations
 * of notes.
 *
 * Streams:
 * - `assistant-<userId>`: every question the user asked and its answer, from /chat (notesId null)
 *   and from a note's Q&A panel (notesId set). AssistantQuestionAsked and AssistantAnswered are
 *   appended together once the answer is ready, so the conversation never holds a question without
 *   its answer (a failed answer records nothing and the learner is told).
 * - `notes-translations-<notesId>`: NotesTranslated, at most once per language (the first
 *   translation is kept and shown to every reader of the notes).
 */

/** Where an answer sentence comes from: the notes, and the page (PDF) or time in seconds (video). */
export interface AssistantCitationData {
  notesId: string;
  /** Title of the notes at answer time. */
  title: string;
  /** The cited sentence (or the start of the cited passage). */
  snippet: string;
  page?: number;
  time?: number;
  /** Which part of the notes: the summary, a key idea, a definition or the original source text. */
  section: 'summary' | 'key-idea' | 'definition' | 'source';
  /** Place on the notes page, e.g. 'key-idea-2' (1-based) or 'definition-opportunity-cost'. */
  anchor?: string;
}

export type AssistantQuestionAsked = DomainEvent<'AssistantQuestionAsked', {
  questionId: string;
  userId: string;
  /** Trimmed question text. */
  question: string;
  /** Asked in a note's Q&A panel (answers only from that note), or null for /chat. */
  notesId: string | null;
  askedAt: string;
}>;

export type AssistantAnswered = DomainEvent<'AssistantAnswered', {
  questionId: string;
  userId: string;
  notesId: string | null;
  /** Sentences each followed by a citation marker like "[1]" (1-based index into citations). */
  answer: string;
  citations: AssistantCitationData[];
  /** False when nothing relevant was found: the answer then says so and cites nothing. */
  found: boolean;
  /** 'local' or 'openai:<model>'. */
  engine: string;
  answeredAt: string;
  /** A "quiz me" question: the quiz it started (QuizStarted on quiz-<notesId>-<userId>). */
  quiz?: { quizId: string; notesId: string; topic: string | null };
}>;

export type AssistantEvent = AssistantQuestionAsked | AssistantAnswered;

export interface TranslatedDefinitionData { term: string; meaning: string }

export type NotesTranslated = DomainEvent<'NotesTranslated', {
  notesId: string;
  /** Language code from TRANSLATION_LANGUAGES, e.g. 'es'. */
  language: string;
  title: string;
  summary: string;
  /** Same order and length as the notes' key ideas. */
  keyIdeas: string[];
  /** Same order and length as the notes' definitions. */
  definitions: TranslatedDefinitionData[];
  /** 'openai:<model>'. */
  model: string;
  requestedBy: string;
  translatedAt: string;
}>;

export type TranslationEvent = NotesTranslated;

export const assistantStream = (userId: string) => `assistant-${userId}`;
export const notesTranslationsStream = (notesId: string) => `notes-translations-${notesId}`;
