import type { FlashcardMemoryState, FlashcardRating, FlashcardScheduleData, RatingIntervals } from '@studyloop/events';
import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

/**
 * FSRS through ts-fsrs with its default parameters (90% retention, learning steps 1m/10m, relearning 10m).
 * Fuzz spreads long intervals so cards learned together do not all come back the same day; ts-fsrs seeds
 * it from the card and the review time, so the outcome is still a pure function of its inputs.
 */
const scheduler = fsrs({ enable_fuzz: true });

/** A card counts as mastered once FSRS graduated it and expects it to stay remembered for three weeks. */
export const MASTERED_STABILITY_DAYS = 21;

const RATINGS: Record<FlashcardRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const STATES: Record<State, FlashcardMemoryState> = {
  [State.New]: 'new', [State.Learning]: 'learning', [State.Review]: 'review', [State.Relearning]: 'relearning',
};
const FSRS_STATES: Record<FlashcardMemoryState, State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };

function toCard(schedule: FlashcardScheduleData | null, now: Date): Card {
  if (!schedule) return createEmptyCard(now);
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: 0,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: FSRS_STATES[schedule.state],
    last_review: new Date(schedule.lastReview),
  };
}

function toSchedule(card: Card, reviewedAt: Date): FlashcardScheduleData {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    state: STATES[card.state],
    reps: card.reps,
    lapses: card.lapses,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    lastReview: reviewedAt.toISOString(),
  };
}

/** The schedule after grading a card at `now`; `previous` is null for a card never reviewed. */
export function scheduleReview(previous: FlashcardScheduleData | null, rating: FlashcardRating, now: Date): FlashcardScheduleData {
  const { card } = scheduler.next(toCard(previous, now), now, RATINGS[rating]);
  return toSchedule(card, now);
}

/** How long until the card comes back for each grade, if graded at `now`. */
export function ratingIntervals(previous: FlashcardScheduleData | null, now: Date): RatingIntervals {
  const preview = scheduler.repeat(toCard(previous, now), now);
  const interval = (grade: Grade) => Math.max(0, preview[grade].card.due.getTime() - now.getTime());
  return { again: interval(Rating.Again), hard: interval(Rating.Hard), good: interval(Rating.Good), easy: interval(Rating.Easy) };
}

export function isMastered(state: FlashcardMemoryState, stability: number): boolean {
  return state === 'review' && stability >= MASTERED_STABILITY_DAYS;
}
