import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardReviewed, FlashcardScheduleData } from '@studyloop/events';
import { FlashcardEntity } from './flashcard.entity.js';
import type { BatchWrite } from '../projections/projection.js';

/** A FlashcardReviewed as the log keeps it: one row per event. */
export interface RecordedReview { eventId: string; event: FlashcardReviewed }

/**
 * How reviews change the flashcards read models: each card's row and the review log (review days for
 * streaks, accuracy over time). Called by the 'flashcards' projection, which creates the card rows, so
 * creation and reviews replay in order in one projection. Good/Easy add to correctAnswers; Again/Hard
 * do not (see isCorrectRating). A run of reviews is one statement, no read: each card takes its last
 * review's schedule and counts all of them.
 */
export async function applyFlashcardReviews(reviews: RecordedReview[], em: EntityManager): Promise<void> {
  const { parts, params } = flashcardReviewWrites(reviews);
  if (!parts.length) return;
  await em.getConnection().execute(`WITH ${parts.join(',\n')} SELECT 1`, params, 'run', em.getTransactionContext());
}

/** The statement of applyFlashcardReviews as CTEs (the log rows, then the cards), for a batch written as one statement. */
export function flashcardReviewWrites(reviews: RecordedReview[]): BatchWrite {
  if (!reviews.length) return { parts: [], params: [] };
  const cards = new Map<string, { id: string; reviews: number; correct: number; last: FlashcardReviewed['data'] }>();
  for (const { event: { data } } of reviews) {
    const card = cards.get(data.flashcardId) ?? { id: data.flashcardId, reviews: 0, correct: 0, last: data };
    Object.assign(card, { reviews: card.reviews + 1, correct: card.correct + (data.correct ? 1 : 0), last: data });
    cards.set(data.flashcardId, card);
  }
  const cardRows = [...cards.values()].map(({ id, reviews: count, correct, last: { schedule: s, reviewedAt } }) => ({
    id, reviews: count, correct, next_review_at: s.due, fsrs_state: s.state, stability: s.stability, fsrs_difficulty: s.difficulty,
    reps: s.reps, lapses: s.lapses, scheduled_days: s.scheduledDays, learning_steps: s.learningSteps, last_reviewed_at: reviewedAt,
  }));
  const logRows = reviews.map(({ eventId, event: { data: d } }) => ({
    event_id: eventId, flashcard_id: d.flashcardId, notes_id: d.notesId, user_id: d.userId, rating: d.rating, correct: d.correct,
    elapsed_ms: d.elapsedMs ?? null, reviewed_at: d.reviewedAt,
  }));
  // A log row already there was copied in by migration 0201 ahead of this projection; its card still needs the review.
  return {
    parts: [
      `review_log AS (
       INSERT INTO flashcard_reviews (event_id, flashcard_id, notes_id, user_id, rating, correct, elapsed_ms, reviewed_at)
       SELECT event_id, flashcard_id, notes_id, user_id, rating, correct, elapsed_ms, reviewed_at
         FROM json_populate_recordset(NULL::flashcard_reviews, ?::json)
       ON CONFLICT (event_id) DO NOTHING)`,
      `reviewed_cards AS (
     UPDATE flashcards f SET next_review_at = r.next_review_at, fsrs_state = r.fsrs_state, stability = r.stability,
            fsrs_difficulty = r.fsrs_difficulty, reps = r.reps, lapses = r.lapses, scheduled_days = r.scheduled_days,
            learning_steps = r.learning_steps, last_reviewed_at = r.last_reviewed_at,
            times_reviewed = f.times_reviewed + r.reviews, correct_answers = f.correct_answers + r.correct
       FROM json_to_recordset(?::json) AS r(id uuid, reviews int, correct int, next_review_at timestamptz, fsrs_state text,
            stability double precision, fsrs_difficulty double precision, reps int, lapses int, scheduled_days int,
            learning_steps int, last_reviewed_at timestamptz)
      WHERE f.id = r.id)`,
    ],
    params: [JSON.stringify(logRows), JSON.stringify(cardRows)],
  };
}

/** The card's columns a review's FSRS schedule sets (the review time is the schedule's lastReview). */
export function scheduleFields(s: FlashcardScheduleData): Pick<FlashcardEntity,
  'nextReviewAt' | 'fsrsState' | 'stability' | 'fsrsDifficulty' | 'reps' | 'lapses' | 'scheduledDays' | 'learningSteps' | 'lastReviewedAt'> {
  return {
    nextReviewAt: new Date(s.due),
    fsrsState: s.state,
    stability: s.stability,
    fsrsDifficulty: s.difficulty,
    reps: s.reps,
    lapses: s.lapses,
    scheduledDays: s.scheduledDays,
    learningSteps: s.learningSteps,
    lastReviewedAt: new Date(s.lastReview),
  };
}
