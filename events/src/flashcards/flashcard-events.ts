import type { DomainEvent } from '../envelope.js';
import type { CitationData } from '../materials/material-events.js';

/**
 * Flashcards: created by FlashcardsGenerated on `notes-<notesId>` with their notes; each card's review
 * history (spaced repetition with FSRS) on `flashcard-<flashcardId>`. Progress (XP, dashboard, streaks)
 * relies on these fields; they only ever grow.
 */

export type FlashcardKind = 'definition' | 'concept' | 'cloze';
export type FlashcardDifficulty = 'easy' | 'medium' | 'hard';

export interface GeneratedFlashcardData {
  /** Stream id of the card's own history (reviews): `flashcard-<flashcardId>`. */
  flashcardId: string;
  question: string;
  answer: string;
  kind: FlashcardKind;
  difficulty: FlashcardDifficulty;
  citation: CitationData;
  /** Index into the notes' sections of the section the card comes from. */
  section?: number;
}

export type FlashcardsGenerated = DomainEvent<'FlashcardsGenerated', {
  notesId: string;
  userId: string;
  cards: GeneratedFlashcardData[];
  generatedAt: string;
}>;

/** The four FSRS grades. Good and Easy count as correct answers; Again and Hard do not. */
export type FlashcardRating = 'again' | 'hard' | 'good' | 'easy';
export const FLASHCARD_RATINGS: readonly FlashcardRating[] = ['again', 'hard', 'good', 'easy'];
/** Good/Easy = recalled; Again/Hard = not (a hard recall still counts against accuracy). */
export const isCorrectRating = (rating: FlashcardRating): boolean => rating === 'good' || rating === 'easy';

/** FSRS memory state of a card (ts-fsrs `State`, lower-cased). */
export type FlashcardMemoryState = 'new' | 'learning' | 'review' | 'relearning';

/** A card's FSRS schedule after a review (ts-fsrs `Card`, camelCased, dates as ISO strings). */
export interface FlashcardScheduleData {
  /** Next review time (ISO). The card is due when this is at or before now. */
  due: string;
  /** Days until retrievability falls to 90%. */
  stability: number;
  /** 1..10. */
  difficulty: number;
  state: FlashcardMemoryState;
  reps: number;
  lapses: number;
  /** Whole days from this review to `due` (0 while in (re)learning steps). */
  scheduledDays: number;
  /** Current (re)learning step index. */
  learningSteps: number;
  /** This review's time (ISO). */
  lastReview: string;
}

export type FlashcardReviewed = DomainEvent<'FlashcardReviewed', {
  flashcardId: string;
  notesId: string;
  userId: string;
  rating: FlashcardRating;
  /** isCorrectRating(rating). */
  correct: boolean;
  reviewedAt: string;
  /** Time from showing the question to grading, when the client measured it. */
  elapsedMs?: number;
  /** Client-made id of this review; a retried request with the same id records nothing new. */
  reviewId?: string;
  schedule: FlashcardScheduleData;
}>;

export type FlashcardEvent = FlashcardReviewed;

export const flashcardStream = (flashcardId: string) => `flashcard-${flashcardId}`;
