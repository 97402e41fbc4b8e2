import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardReviewed } from '@studyloop/events';
import { FlashcardEntity } from './flashcard.entity.js';

/**
 * How a review changes the card's row in the flashcards read model. Called by the 'study-notes'
 * projection, which creates the rows, so creation and reviews replay in order in one projection.
 * Good/Easy add to correctAnswers; Again/Hard do not (see isCorrectRating). One UPDATE, no read.
 */
export async function applyFlashcardReviewed(event: FlashcardReviewed, em: EntityManager): Promise<void> {
  const d = event.data;
  const s = d.schedule;
  await em.nativeUpdate(FlashcardEntity, { id: d.flashcardId }, {
    nextReviewAt: new Date(s.due),
    timesReviewed: raw('times_reviewed + 1'),
    correctAnswers: raw(d.correct ? 'correct_answers + 1' : 'correct_answers'),
    fsrsState: s.state,
    stability: s.stability,
    fsrsDifficulty: s.difficulty,
    reps: s.reps,
    lapses: s.lapses,
    scheduledDays: s.scheduledDays,
    learningSteps: s.learningSteps,
    lastReviewedAt: new Date(d.reviewedAt),
  });
}
