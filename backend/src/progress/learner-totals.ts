/**
 * The shapes progress counts in, apart from the rules that move them (learner-progress.ts), so the
 * achievements those rules check can name them without importing the rules back.
 */

/** A learner's running totals as the progress projection keeps them (table user_progress). */
export interface LearnerTotals {
  experiencePoints: number;
  studyMinutes: number;
  studySessions: number;
  reviews: number;
  correctReviews: number;
  quizzes: number;
  quizQuestions: number;
  quizCorrect: number;
  perfectQuizzes: number;
  scheduleItems: number;
  dailyGoalsMet: number;
  /** Length of the run of consecutive active days that ends on lastActiveDay. */
  currentRun: number;
  longestStreak: number;
  /** Latest local day with a study session, review or quiz. */
  lastActiveDay: string | null;
  /** Study sessions by local starting hour, 24 counters (used to plan the day at the usual time). */
  sessionHours: number[];
}

/** One local calendar day of a learner (table study_daily_activity): the day's share of the running totals. */
export type DayTotals = Pick<LearnerTotals,
  'studyMinutes' | 'studySessions' | 'reviews' | 'correctReviews' | 'quizzes' | 'quizQuestions' | 'quizCorrect' | 'experiencePoints'>;

export const emptyTotals = (): LearnerTotals => ({
  experiencePoints: 0, studyMinutes: 0, studySessions: 0, reviews: 0, correctReviews: 0, quizzes: 0, quizQuestions: 0,
  quizCorrect: 0, perfectQuizzes: 0, scheduleItems: 0, dailyGoalsMet: 0, currentRun: 0, longestStreak: 0, lastActiveDay: null,
  sessionHours: Array.from({ length: 24 }, () => 0),
});

export const emptyDay = (): DayTotals => ({
  studyMinutes: 0, studySessions: 0, reviews: 0, correctReviews: 0, quizzes: 0, quizQuestions: 0, quizCorrect: 0, experiencePoints: 0,
});
