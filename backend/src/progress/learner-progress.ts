import { advanceStreak } from '../common/day-streak.js';
import { ACHIEVEMENTS } from './achievements.js';
import { quizScoreBonus, streakDayBonus, XP } from './experience-table.js';
import type { DayTotals, LearnerTotals } from './learner-totals.js';

export type LearnerActivity =
  | { kind: 'study'; minutes: number; startHour: number }
  | { kind: 'review'; correct: boolean }
  | { kind: 'quiz'; correct: number; total: number; score: number }
  | { kind: 'schedule' };

export interface ActivityContext {
  /** The learner's local day of the activity. */
  day: string;
  dailyGoal: number;
  /** Achievements already earned. */
  unlocked: ReadonlySet<string>;
}

export interface ActivityOutcome {
  totals: LearnerTotals;
  day: DayTotals;
  experienceGained: number;
  /** Achievement ids earned by this activity. */
  unlocked: string[];
}

/** Applies one activity to a learner's totals and that day's totals. Pure. */
export function recordActivity(totals: LearnerTotals, dayTotals: DayTotals, activity: LearnerActivity, context: ActivityContext): ActivityOutcome {
  const next: LearnerTotals = { ...totals, sessionHours: [...totals.sessionHours] };
  const day: DayTotals = { ...dayTotals };
  let xp = 0;

  if (activity.kind !== 'schedule') {
    const streak = advanceStreak(next, context.day);
    next.currentRun = streak.currentRun;
    next.longestStreak = streak.longestStreak;
    next.lastActiveDay = streak.lastActiveDay;
    if (streak.newActiveDay) xp += streakDayBonus(streak.currentRun);
  }

  switch (activity.kind) {
    case 'study': {
      const before = day.studyMinutes;
      next.studyMinutes += activity.minutes;
      next.studySessions += 1;
      next.sessionHours[activity.startHour] += 1;
      day.studyMinutes += activity.minutes;
      day.studySessions += 1;
      xp += activity.minutes * XP.perStudyMinute;
      if (before < context.dailyGoal && day.studyMinutes >= context.dailyGoal) {
        next.dailyGoalsMet += 1;
        xp += XP.dailyGoalReached;
      }
      break;
    }
    case 'review':
      next.reviews += 1;
      day.reviews += 1;
      xp += XP.perFlashcardReview;
      if (activity.correct) {
        next.correctReviews += 1;
        day.correctReviews += 1;
        xp += XP.perCorrectFlashcard;
      }
      break;
    case 'quiz':
      next.quizzes += 1;
      next.quizQuestions += activity.total;
      next.quizCorrect += activity.correct;
      if (activity.total > 0 && activity.correct === activity.total) next.perfectQuizzes += 1;
      day.quizzes += 1;
      day.quizQuestions += activity.total;
      day.quizCorrect += activity.correct;
      xp += XP.perQuizCompleted + activity.correct * XP.perCorrectQuizAnswer + quizScoreBonus(activity.score);
      break;
    case 'schedule':
      next.scheduleItems += 1;
      xp += XP.perScheduleItem;
      break;
    default: {
      const unknown: never = activity;
      return unknown;
    }
  }

  next.experiencePoints += xp;
  day.experiencePoints += xp;
  const unlocked = ACHIEVEMENTS.filter((a) => !context.unlocked.has(a.id) && a.earned(next)).map((a) => a.id);
  return { totals: next, day, experienceGained: xp, unlocked };
}

