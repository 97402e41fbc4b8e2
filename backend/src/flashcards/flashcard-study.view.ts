import type { FlashcardScheduleData, StudyFlashcardView } from '@studyloop/events';
import type { FlashcardEntity } from './flashcard.entity.js';
import { isMastered, ratingIntervals } from './fsrs-schedule.js';

/** The card's FSRS schedule as recorded by its last review, or null for a card never reviewed. */
export function scheduleOf(card: FlashcardEntity): FlashcardScheduleData | null {
  if (!card.lastReviewedAt || card.reps === 0) return null;
  return {
    due: card.nextReviewAt.toISOString(),
    stability: card.stability,
    difficulty: card.fsrsDifficulty,
    state: card.fsrsState,
    reps: card.reps,
    lapses: card.lapses,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    lastReview: card.lastReviewedAt.toISOString(),
  };
}

export function toStudyFlashcardView(card: FlashcardEntity, notesTitle: string, now: Date): StudyFlashcardView {
  return {
    id: card.id,
    notesId: card.notesId,
    notesTitle,
    question: card.question,
    answer: card.answer,
    difficulty: card.difficulty,
    kind: card.kind,
    citation: card.citation,
    nextReviewAt: card.nextReviewAt.toISOString(),
    timesReviewed: card.timesReviewed,
    correctAnswers: card.correctAnswers,
    isDue: card.nextReviewAt.getTime() <= now.getTime(),
    state: card.fsrsState,
    stability: card.stability,
    reps: card.reps,
    lapses: card.lapses,
    lastReviewedAt: card.lastReviewedAt ? card.lastReviewedAt.toISOString() : null,
    mastered: isMastered(card.fsrsState, card.stability),
    intervals: ratingIntervals(scheduleOf(card), now),
    createdAt: card.createdAt.toISOString(),
  };
}
