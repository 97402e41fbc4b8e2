import { advanceStreak, currentStreak } from '../common/day-streak.js';

/**
 * Consecutive calendar days with a review, counted back from today, by the one streak definition the
 * dashboard uses (advanceStreak/currentStreak): alive until the end of the day after the last review.
 * `reviewDays` are 'YYYY-MM-DD' in the learner's zone, any order, duplicates allowed.
 */
export function reviewStreak(reviewDays: Iterable<string>, today: string): number {
  const days = [...new Set(reviewDays)].filter((day) => day <= today).sort();
  const totals = days.reduce(
    (run, day) => advanceStreak(run, day),
    { currentRun: 0, longestStreak: 0, lastActiveDay: null as string | null },
  );
  return currentStreak(totals, today);
}
