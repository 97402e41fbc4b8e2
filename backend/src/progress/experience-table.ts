/**
 * How learners earn experience points (XP). Every figure is derived from recorded events by the
 * progress projection, so changing this table and rebuilding the projection re-scores history.
 *
 * | What                                        | XP                               |
 * |---------------------------------------------|----------------------------------|
 * | each minute of a completed timer session    | 2  (a 25-minute pomodoro = 50)   |
 * | each flashcard review (any grade)           | 2                                |
 * | each correct review (Good or Easy)          | +3                               |
 * | each completed quiz                         | 10                               |
 * | each correct quiz answer                    | +5                               |
 * | quiz score bonus                            | 100%: +50, ≥80%: +25, ≥60%: +10  |
 * | first activity of a day that keeps a streak | 10 × streak length, at most 70   |
 * | daily goal reached (once a day)             | 20                               |
 * | a schedule item completed                   | 5                                |
 */
export const XP = {
  perStudyMinute: 2,
  perFlashcardReview: 2,
  perCorrectFlashcard: 3,
  perQuizCompleted: 10,
  perCorrectQuizAnswer: 5,
  /** Checked in order; the first threshold met applies. */
  quizScoreBonus: [
    { minScore: 100, xp: 50 },
    { minScore: 80, xp: 25 },
    { minScore: 60, xp: 10 },
  ],
  perStreakDay: 10,
  streakDayCap: 7,
  dailyGoalReached: 20,
  perScheduleItem: 5,
} as const;

export function quizScoreBonus(score: number): number {
  return XP.quizScoreBonus.find((b) => score >= b.minScore)?.xp ?? 0;
}

export function streakDayBonus(streakLength: number): number {
  return XP.perStreakDay * Math.min(Math.max(streakLength, 1), XP.streakDayCap);
}
