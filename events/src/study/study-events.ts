import type { DomainEvent } from '../envelope.js';

/**
 * The learner's own study log: timer sessions, today's schedule and study preferences.
 *
 * Stream `study-<userId>`. Progress (XP, level, streaks, achievements, the dashboard) is a projection
 * of these events together with FlashcardReviewed (flashcards/) and QuizCompleted (quizzes/); nothing about
 * progress is stored as its own fact, so it can always be recomputed.
 */

export type StudyMode = 'pomodoro' | 'standard';
export const STUDY_MODES: readonly StudyMode[] = ['pomodoro', 'standard'];

/** Spec section 9: pomodoro 25 min study, standard 60, short break 5, long break 15 after every 4th session. */
export const STUDY_TIMER = {
  pomodoroMinutes: 25,
  standardMinutes: 60,
  shortBreakMinutes: 5,
  longBreakMinutes: 15,
  longBreakEvery: 4,
} as const;

/** Bounds of one recorded study session. */
export const STUDY_SESSION_MIN_MINUTES = 1;
export const STUDY_SESSION_MAX_MINUTES = 180;

/** Daily goal bounds and defaults (spec: fallback daily goal 60 minutes). */
export const DAILY_GOAL_MIN_MINUTES = 5;
export const DAILY_GOAL_MAX_MINUTES = 600;
export const DEFAULT_DAILY_GOAL_MINUTES = 60;
export const DEFAULT_TIME_ZONE = 'UTC';

export type StudySessionCompleted = DomainEvent<'StudySessionCompleted', {
  userId: string;
  notesId: string;
  minutes: number;
  mode: StudyMode;
  /** completedAt minus the minutes studied (ISO). */
  startedAt: string;
  completedAt: string;
}>;

export type ScheduleActivityKind = 'review' | 'pomodoro' | 'quiz';

export type ScheduleItemCompleted = DomainEvent<'ScheduleItemCompleted', {
  userId: string;
  /** Id of the item in that day's plan, e.g. 'review', 'pomodoro-<notesId>', 'quiz-<notesId>'. */
  itemId: string;
  /** The learner's local calendar day of the plan, 'YYYY-MM-DD'. */
  day: string;
  kind: ScheduleActivityKind;
  activity: string;
  notesId: string | null;
  completedAt: string;
}>;

export type StudyPreferencesUpdated = DomainEvent<'StudyPreferencesUpdated', {
  userId: string;
  /** Minutes of study a day, 5..600. */
  dailyGoal: number;
  /** IANA time zone; calendar days (streaks, today, weeks) are counted in it from now on. */
  timeZone: string;
  updatedAt: string;
}>;

export type StudyLogEvent = StudySessionCompleted | ScheduleItemCompleted | StudyPreferencesUpdated;

export const studyStream = (userId: string) => `study-${userId}`;
