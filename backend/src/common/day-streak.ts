import { daysBetween } from './local-time.js';

/**
 * The one definition of a run of consecutive local calendar days, shared by the study streak
 * (progress/) and the review streak (flashcards/).
 */
export interface DayStreak {
  /** Length of the run of consecutive active days that ends on lastActiveDay. */
  currentRun: number;
  longestStreak: number;
  /** Latest active local day, 'YYYY-MM-DD'. */
  lastActiveDay: string | null;
}

/**
 * Moves the streak to `day`. A later day right after the last active one extends the run, a gap
 * restarts it at 1, the same day changes nothing. An earlier day (an event recorded late, or a
 * time-zone change westwards) only counts in its own day's totals.
 */
export function advanceStreak(totals: DayStreak, day: string): DayStreak & { newActiveDay: boolean } {
  const gap = totals.lastActiveDay === null ? Infinity : daysBetween(totals.lastActiveDay, day);
  if (gap <= 0) return { currentRun: totals.currentRun, longestStreak: totals.longestStreak, lastActiveDay: totals.lastActiveDay, newActiveDay: false };
  const currentRun = gap === 1 ? totals.currentRun + 1 : 1;
  return { currentRun, longestStreak: Math.max(totals.longestStreak, currentRun), lastActiveDay: day, newActiveDay: true };
}

/** The streak as of `today`: the run still counts while its last day is today or yesterday. */
export function currentStreak(totals: Pick<DayStreak, 'currentRun' | 'lastActiveDay'>, today: string): number {
  if (!totals.lastActiveDay) return 0;
  return daysBetween(totals.lastActiveDay, today) <= 1 ? totals.currentRun : 0;
}
