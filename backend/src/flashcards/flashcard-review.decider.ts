import type { FlashcardEvent, FlashcardRating, FlashcardScheduleData } from '@studyloop/events';
import { isCorrectRating } from '@studyloop/events';
import type { Snapshotting } from '../event-store/command-handler.js';
import { scheduleReview } from './fsrs-schedule.js';
import { Forbidden } from '../common/domain-errors.js';

/** State of one card's review stream `flashcard-<id>`. The card's content lives on `notes-<notesId>`. */
export interface FlashcardReviewState {
  reviews: number;
  /** Reviews graded Good or Easy. */
  correct: number;
  /** null until the first review (FSRS: a new card). */
  schedule: FlashcardScheduleData | null;
  /** Client review ids already recorded, so a retried request counts once. */
  reviewIds: ReadonlySet<string>;
}

export const initialState: FlashcardReviewState = { reviews: 0, correct: 0, schedule: null, reviewIds: new Set() };

export type FlashcardReviewCommand = {
  type: 'ReviewFlashcard';
  data: {
    flashcardId: string;
    notesId: string;
    /** Who grades. */
    userId: string;
    /** Who owns the card (from the read model). Only the owner may grade. */
    ownerId: string;
    rating: FlashcardRating;
    elapsedMs?: number;
    reviewId?: string;
    now: string;
  };
};

/** A retried request repeats a review moments later: the last ids are enough to recognise it. */
const REMEMBERED_REVIEW_IDS = 50;

export function evolve(state: FlashcardReviewState, event: FlashcardEvent): FlashcardReviewState {
  switch (event.type) {
    case 'FlashcardReviewed': {
      const reviewIds = event.data.reviewId ? new Set([...state.reviewIds, event.data.reviewId].slice(-REMEMBERED_REVIEW_IDS)) : state.reviewIds;
      return { reviews: state.reviews + 1, correct: state.correct + (event.data.correct ? 1 : 0), schedule: event.data.schedule, reviewIds };
    }
    default: { const unknown: never = event.type; return unknown; }
  }
}

interface FlashcardReviewSnapshot { reviews: number; correct: number; schedule: FlashcardScheduleData | null; reviewIds: string[] }

/** A card reviewed for years has hundreds of reviews: each grade starts from the latest snapshot. */
export const snapshot: Snapshotting<FlashcardReviewState> = {
  kind: 'flashcard-review-v1',
  every: 5,
  toJSON: (state): FlashcardReviewSnapshot => ({ ...state, reviewIds: [...state.reviewIds] }),
  fromJSON: (json) => {
    const saved = json as FlashcardReviewSnapshot;
    return { ...saved, reviewIds: new Set(saved.reviewIds) };
  },
};

export function decide(command: FlashcardReviewCommand, state: FlashcardReviewState): FlashcardEvent[] {
  switch (command.type) {
    case 'ReviewFlashcard': {
      const d = command.data;
      if (d.userId !== d.ownerId) throw new Forbidden('Only the owner can review this flashcard');
      if (d.reviewId && state.reviewIds.has(d.reviewId)) return [];
      // Reviews stay in order even if two servers' clocks disagree slightly.
      const lastReview = state.schedule ? Date.parse(state.schedule.lastReview) : 0;
      const reviewedAt = new Date(Math.max(Date.parse(d.now), lastReview));
      const schedule = scheduleReview(state.schedule, d.rating, reviewedAt);
      return [{
        type: 'FlashcardReviewed',
        data: {
          flashcardId: d.flashcardId, notesId: d.notesId, userId: d.userId, rating: d.rating, correct: isCorrectRating(d.rating),
          reviewedAt: reviewedAt.toISOString(),
          ...(d.elapsedMs !== undefined ? { elapsedMs: d.elapsedMs } : {}),
          ...(d.reviewId ? { reviewId: d.reviewId } : {}),
          schedule,
        },
      }];
    }
    default: { const unknown: never = command.type; return unknown; }
  }
}
