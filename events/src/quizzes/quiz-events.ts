import type { DomainEvent } from '../envelope.js';
import type { CitationData } from '../materials/material-events.js';

/**
 * Practice quizzes. Stream `quiz-<notesId>-<userId>`: one learner's quizzes on one set of notes:
 * QuizStarted (the server built the questions and keeps the answers) → QuizCompleted (the server graded
 * the submitted answers). Progress (XP, dashboard) relies on these fields; they only ever grow.
 */


/** Multiple choice on a key idea or a definition; true or false on a statement; a typed term. */
export type QuizQuestionKind = 'key-idea' | 'definition' | 'true-false' | 'typed';
export type QuizQuestionDifficulty = 'easy' | 'medium';

/** A question as generated and kept on the server (the correct index never leaves it before grading). */
export interface QuizQuestionData {
  id: string;
  kind: QuizQuestionKind;
  /** 'Which statement best describes...' (key idea, medium) or 'What is the definition of...' (definition, easy). */
  question: string;
  /** 4, shuffled (multiple choice); ['True', 'False']; none for a typed answer. */
  options: string[];
  /** -1 for a typed answer. */
  correctIndex: number;
  /** Typed answer: the expected term (graded leniently). */
  answerText?: string;
  difficulty: QuizQuestionDifficulty;
  explanation: string;
  /** Where the true answer comes from in the source (page or video time). */
  citation: CitationData | null;
  /**
   * Where each wrong option came from: the same notes, another of the learner's notes, the spec's fixed
   * dummies, or the language model (when one is configured: written from these notes, validated).
   */
  distractorSources: ('same-notes' | 'other-notes' | 'fixed' | 'model')[];
}

export type QuizStarted = DomainEvent<'QuizStarted', {
  quizId: string;
  notesId: string;
  userId: string;
  questions: QuizQuestionData[];
  /** Seconds allowed (600). */
  timeLimitSeconds: number;
  startedAt: string;
}>;

export interface QuizAnswerData {
  questionId: string;
  /** Chosen option index, or null when left blank ('No answer'). */
  selectedIndex: number | null;
  /** What was typed, for a typed-answer question. */
  typedAnswer?: string | null;
  correctIndex: number;
  correct: boolean;
}

export type QuizCompleted = DomainEvent<'QuizCompleted', {
  quizId: string;
  notesId: string;
  userId: string;
  /** Percent 0..100, rounded: round(correct / total * 100). */
  score: number;
  correct: number;
  total: number;
  /** From QuizStarted to submission, capped at the time limit. */
  durationSeconds: number;
  /** True when the countdown reached zero (the client finished it, or the server saw the limit pass). */
  timedOut: boolean;
  answers: QuizAnswerData[];
  completedAt: string;
}>;

export type QuizEvent = QuizStarted | QuizCompleted;

export const quizStream = (notesId: string, userId: string) => `quiz-${notesId}-${userId}`;

/** Spec section 9: at most 10 questions, 600 s, 4 options; badges at 80% and 60%. */
export const QUIZ_MAX_QUESTIONS = 10;
export const QUIZ_TIME_LIMIT_SECONDS = 600;
export const QUIZ_OPTION_COUNT = 4;
