import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardReviewed, FlashcardScheduleData } from '@studyloop/events';
import { FlashcardEntity } from './flashcard.entity.js';

/**
 * How reviews change their cards' rows in the flashcards read model. Called by the 'study-notes'
 * projection, which creates the rows, so creation and reviews replay in order in one projection.
 * Good/Easy add to correctAnswers; Again/Hard do not (see isCorrectRating). A run of reviews is one
 * UPDATE, no read: each card takes its last review's schedule and counts all of them.
 */
export async function applyFlashcardReviews(events: FlashcardReviewed[], em: EntityManager): Promise<void> {
  const cards = new Map<string, { id: string; reviews: number; correct: number; last: FlashcardReviewed['data'] }>();
  for (const { data } of events) {
    const card = cards.get(data.flashcardId) ?? { id: data.flashcardId, reviews: 0, correct: 0, last: data };
    Object.assign(card, { reviews: card.reviews + 1, correct: card.correct + (data.correct ? 1 : 0), last: data });
    cards.set(data.flashcardId, card);
  }
  if (!cards.size) return;
  const rows = [...cards.values()].map(({ id, reviews, correct, last: { schedule: s, reviewedAt } }) => ({
    id, reviews, correct, next_review_at: s.due, fsrs_state: s.state, stability: s.stability, fsrs_difficulty: s.difficulty,
    reps: s.reps, lapses: s.lapses, scheduled_days: s.scheduledDays, learning_steps: s.learningSteps, last_reviewed_at: reviewedAt,
  }));
  await em.getConnection().execute(
    `UPDATE flashcards f SET next_review_at = r.next_review_at, fsrs_state = r.fsrs_state, stability = r.stability,
            fsrs_difficulty = r.fsrs_difficulty, reps = r.reps, lapses = r.lapses, scheduled_days = r.scheduled_days,
            learning_steps = r.learning_steps, last_reviewed_at = r.last_reviewed_at,
            times_reviewed = f.times_reviewed + r.reviews, correct_answers = f.correct_answers + r.correct
       FROM json_to_recordset(?::json) AS r(id uuid, reviews int, correct int, next_review_at timestamptz, fsrs_state text,
            stability double precision, fsrs_difficulty double precision, reps int, lapses int, scheduled_days int,
            learning_steps int, last_reviewed_at timestamptz)
      WHERE f.id = r.id`,
    [JSON.stringify(rows)], 'run', em.getTransactionContext(),
  );
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
