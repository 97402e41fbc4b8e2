import { z } from 'zod';
import { storableString } from './text.js';
import type { FlashcardDifficulty, FlashcardKind, FlashcardMemoryState, FlashcardRating } from '../flashcards/flashcard-events.js';
import type { QuizQuestionDifficulty, QuizQuestionKind } from '../quizzes/quiz-events.js';
import type { Citation } from './notes.js';

// ---------------------------------------------------------------- flashcard review

/** `POST /api/flashcards/{id}/review` (owner only). */
export const reviewFlashcardPayload = z.object({
  rating: z.enum(['again', 'hard', 'good', 'easy'], { error: "rating must be one of 'again', 'hard', 'good', 'easy'" }),
  /** Time from showing the question to grading, as measured by the client. */
  elapsedMs: z.number({ error: 'elapsedMs must be a number' }).int('elapsedMs must be a whole number').min(0, 'elapsedMs cannot be negative')
    .max(24 * 60 * 60 * 1000, 'elapsedMs is too large').optional(),
  /** A client-made id that makes a retried request count once. */
  reviewId: z.uuid({ error: 'reviewId must be a uuid' }).optional(),
});
export type ReviewFlashcardPayload = z.infer<typeof reviewFlashcardPayload>;

/** When each grade would bring the card back, from now (ms). */
export type RatingIntervals = Record<FlashcardRating, number>;

/** A card as the study views need it: the spec's Flashcard plus its FSRS state. */
export interface StudyFlashcardView {
  id: string;
  notesId: string;
  notesTitle: string;
  question: string;
  answer: string;
  difficulty: FlashcardDifficulty;
  kind: FlashcardKind;
  citation: Citation;
  nextReviewAt: string;
  timesReviewed: number;
  correctAnswers: number;
  /** nextReviewAt ≤ now (spec section 9). */
  isDue: boolean;
  state: FlashcardMemoryState;
  /** Days; 0 for a new card. */
  stability: number;
  reps: number;
  lapses: number;
  lastReviewedAt: string | null;
  /** FSRS state Review with stability ≥ 21 days. */
  mastered: boolean;
  /** What each grade would schedule if graded now. */
  intervals: RatingIntervals;
  createdAt: string;
}

/** Figures over a set of cards (one deck, or all of a learner's cards). */
export interface FlashcardStatsView {
  totalCards: number;
  /** Cards due now (nextReviewAt ≤ now). */
  dueToday: number;
  /** FSRS state Review with stability ≥ 21 days. */
  mastered: number;
  /** Cards reviewed at least once. */
  reviewedCards: number;
  /** Spec Stats: every review counted. */
  totalFlashcardsReviewed: number;
  /** Spec Stats: correct / reviews, 0..1 (0 when nothing was reviewed). */
  averageAccuracy: number;
  /** Rounded percent, or null when nothing was reviewed yet. */
  accuracy: number | null;
  /** Consecutive calendar days (in `timeZone`) on which the learner reviewed any card, ending today or yesterday. */
  streakDays: number;
  timeZone: string;
}

/** `GET /api/notes/{id}/flashcards/study` */
export interface FlashcardDeckView {
  notesId: string;
  notesTitle: string;
  /** True for the owner: only they grade cards and have statistics. */
  canReview: boolean;
  cards: StudyFlashcardView[];
  stats: FlashcardStatsView | null;
}

/** `GET /api/flashcards/study` — everything /flashcards shows. */
export interface FlashcardOverviewView {
  cards: StudyFlashcardView[];
  stats: FlashcardStatsView;
}

/** `POST /api/flashcards/{id}/review` reply. */
export interface FlashcardReviewResultView {
  card: StudyFlashcardView;
  rating: FlashcardRating;
  correct: boolean;
}

export const FLASHCARD_EXPORT_FORMATS = ['csv', 'tsv'] as const;
export type FlashcardExportFormat = (typeof FLASHCARD_EXPORT_FORMATS)[number];

// ---------------------------------------------------------------- quiz

/** A question as shown while the quiz runs: no answer, no explanation. */
export interface QuizQuestionView {
  id: string;
  kind: QuizQuestionKind;
  question: string;
  options: string[];
  difficulty: QuizQuestionDifficulty;
}

/** `GET /api/notes/{id}/quiz` — the intro. */
export interface QuizIntroView {
  notesId: string;
  notesTitle: string;
  /** How many questions a quiz on these notes has (at most 10). */
  questionCount: number;
  timeLimitSeconds: number;
  attempts: number;
  bestScore: number | null;
}

/** `POST /api/notes/{id}/quiz` — starts a quiz; the server keeps the answers. */
export interface StartedQuizView {
  quizId: string;
  notesId: string;
  timeLimitSeconds: number;
  startedAt: string;
  questions: QuizQuestionView[];
}

/** `POST /api/notes/{id}/quiz/submit` */
export const submitQuizPayload = z.object({
  quizId: z.uuid({ error: 'quizId must be a uuid' }),
  answers: z.array(z.object({
    questionId: storableString({ error: 'questionId is required' }).min(1, 'questionId is required').max(100, 'questionId is too long'),
    selectedIndex: z.number({ error: 'selectedIndex must be a number or null' }).int('selectedIndex must be a whole number').min(0, 'selectedIndex must be 0 to 3').max(3, 'selectedIndex must be 0 to 3').nullable(),
    /** For a typed-answer question. */
    typedAnswer: storableString({ error: 'typedAnswer must be text' }).max(200, 'Answers can be at most 200 characters long').nullable().optional(),
  }), { error: 'answers must be a list' }).max(50, 'Too many answers'),
  /** The countdown reached zero. */
  timedOut: z.boolean({ error: 'timedOut must be true or false' }).optional(),
});
export type SubmitQuizPayload = z.infer<typeof submitQuizPayload>;

export type QuizBadge = 'Excellent!' | 'Good Job!' | 'Needs Review';

export interface QuizReviewItemView extends QuizQuestionView {
  correctIndex: number;
  /** null = 'No answer'. */
  selectedIndex: number | null;
  /** Typed-answer question: what was typed and the expected term. */
  typedAnswer?: string | null;
  answerText?: string;
  correct: boolean;
  explanation: string;
  citation: Citation | null;
}

export interface QuizResultSummaryView {
  quizId: string;
  notesId: string;
  score: number;
  correct: number;
  total: number;
  badge: QuizBadge;
  durationSeconds: number;
  timedOut: boolean;
  completedAt: string;
}

/** Submit reply and `GET /api/notes/{id}/quiz/results/{quizId}`. */
export interface QuizResultView extends QuizResultSummaryView {
  questions: QuizReviewItemView[];
}

/** Spec section 4: 'Excellent!' at 80% or more, 'Good Job!' at 60% or more, else 'Needs Review'. */
export function quizBadge(score: number): QuizBadge {
  if (score >= 80) return 'Excellent!';
  if (score >= 60) return 'Good Job!';
  return 'Needs Review';
}
