import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardReviewed, FlashcardScheduleData } from '@studyloop/events';
import { FlashcardEntity } from './flashcard.entity.js';

/**
 * How a review changes the card's row in the flashcards read model. Called by the 'study-notes'
 * projection, which creates the rows, so creation and reviews replay in order in one projection.
 * Good/Easy add to correctAnswers; Again/Hard do not (see isCorrectRating). One UPDATE, no read.
 */
export async function applyFlashcardReviewed(event: FlashcardReviewed, em: EntityManager): Promise<void> {
  const d = event.data;
  await em.nativeUpdate(FlashcardEntity, { id: d.flashcardId }, {
    ...scheduleFields(d.schedule),
    lastReviewedAt: new Date(d.reviewedAt),
    timesReviewed: raw('times_reviewed + 1'),
    correctAnswers: raw(d.correct ? 'correct_answers + 1' : 'correct_answers'),
  });
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
