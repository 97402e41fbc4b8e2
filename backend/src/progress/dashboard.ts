import type { DashboardResponse, WeeklyDataPoint } from '@studyloop/events';
import { addDays, weekdayIndex, weekStart, WEEKDAY_NAMES } from '../common/local-time.js';
import { currentStreak } from '../common/day-streak.js';
import type { DayTotals, LearnerTotals } from './learner-totals.js';

export interface DashboardInput {
  today: string;
  dailyGoal: number;
  totals: Pick<LearnerTotals, 'studyMinutes' | 'reviews' | 'correctReviews' | 'quizQuestions' | 'quizCorrect' | 'currentRun' | 'longestStreak' | 'lastActiveDay'> | null;
  /** Daily rows from last week's Monday to this week's Sunday, by day. */
  days: Map<string, DayTotals>;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

function sum(days: Map<string, DayTotals>, from: string, count: number) {
  const total = { minutes: 0, answers: 0, correct: 0, activeDays: 0 };
  for (let i = 0; i < count; i++) {
    const day = days.get(addDays(from, i));
    if (!day) continue;
    total.minutes += day.studyMinutes;
    total.answers += day.reviews + day.quizQuestions;
    total.correct += day.correctReviews + day.quizCorrect;
    if (day.studySessions + day.reviews + day.quizzes > 0) total.activeDays += 1;
  }
  return total;
}

/** Percent change from `before` to `now`; from nothing to something counts as +100%. */
function change(before: number, now: number): number {
  if (before === 0) return now > 0 ? 100 : 0;
  return Math.round(((now - before) / before) * 100);
}

/**
 * The dashboard (spec section 3) from a learner's totals and daily rollup. Weeks run Monday to
 * Sunday in the learner's time zone; "improvements" compare this week so far with the same days
 * of last week, so a Tuesday is not measured against a whole week.
 */
export function buildDashboard({ today, dailyGoal, totals, days }: DashboardInput): DashboardResponse {
  const monday = weekStart(today);
  const lastMonday = addDays(monday, -7);
  const elapsed = weekdayIndex(today) + 1;
  const thisWeek = sum(days, monday, 7);
  const thisWeekSoFar = sum(days, monday, elapsed);
  const lastWeekSoFar = sum(days, lastMonday, elapsed);

  const weeklyData: WeeklyDataPoint[] = WEEKDAY_NAMES.map((name, i) => {
    const day = days.get(addDays(monday, i));
    return {
      name,
      studyTime: day?.studyMinutes ?? 0,
      accuracy: day ? percent(day.correctReviews + day.quizCorrect, day.reviews + day.quizQuestions) : 0,
    };
  });
  const completedGoals = WEEKDAY_NAMES.filter((_, i) => (days.get(addDays(monday, i))?.studyMinutes ?? 0) >= dailyGoal).length;
  const accuracyNow = percent(thisWeekSoFar.correct, thisWeekSoFar.answers);
  const accuracyBefore = percent(lastWeekSoFar.correct, lastWeekSoFar.answers);

  return {
    stats: {
      totalStudyTime: totals?.studyMinutes ?? 0,
      currentStreak: totals ? currentStreak(totals, today) : 0,
      longestStreak: totals?.longestStreak ?? 0,
      completedGoals,
      totalGoals: 7,
      weeklyProgress: Math.min(100, percent(thisWeek.minutes, dailyGoal * 7)),
      todayStudyTime: days.get(today)?.studyMinutes ?? 0,
      dailyGoal,
      flashcardAccuracy: totals ? percent(totals.correctReviews + totals.quizCorrect, totals.reviews + totals.quizQuestions) : 0,
      improvements: {
        studyTime: change(lastWeekSoFar.minutes, thisWeekSoFar.minutes),
        accuracy: thisWeekSoFar.answers > 0 && lastWeekSoFar.answers > 0 ? accuracyNow - accuracyBefore : 0,
        streaks: thisWeekSoFar.activeDays - lastWeekSoFar.activeDays,
      },
    },
    weeklyData,
  };
}
