import { z } from 'zod';
import { UUID_PATTERN } from './text.js';
import {
  DAILY_GOAL_MAX_MINUTES, DAILY_GOAL_MIN_MINUTES, STUDY_SESSION_MAX_MINUTES, STUDY_SESSION_MIN_MINUTES,
  type ScheduleActivityKind, type StudyMode,
} from '../study/study-events.js';

/** True for an IANA zone name the runtime knows ('Europe/Paris', 'UTC'); offsets like '+02:00' are refused. */
export function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}


/** POST /api/study/sessions: a completed timer study session. */
export const recordStudySessionPayload = z.object({
  minutes: z.number({ error: 'Minutes must be a number' })
    .int('Minutes must be a whole number')
    .min(STUDY_SESSION_MIN_MINUTES, `A study session lasts at least ${STUDY_SESSION_MIN_MINUTES} minute`)
    .max(STUDY_SESSION_MAX_MINUTES, `A study session lasts at most ${STUDY_SESSION_MAX_MINUTES} minutes`),
  mode: z.enum(['pomodoro', 'standard'], { error: "Mode must be 'pomodoro' or 'standard'" }),
  notesId: z.string({ error: 'Study notes are required' }).max(100, 'Study notes id is not valid').regex(UUID_PATTERN, 'Study notes id is not valid'),
});
export type RecordStudySessionPayload = z.infer<typeof recordStudySessionPayload>;

/** PUT /api/preferences. */
export const preferencesPayload = z.object({
  dailyGoal: z.number({ error: 'Daily goal must be a number of minutes' })
    .int('Daily goal must be a whole number of minutes')
    .min(DAILY_GOAL_MIN_MINUTES, `Daily goal must be between ${DAILY_GOAL_MIN_MINUTES} and ${DAILY_GOAL_MAX_MINUTES} minutes`)
    .max(DAILY_GOAL_MAX_MINUTES, `Daily goal must be between ${DAILY_GOAL_MIN_MINUTES} and ${DAILY_GOAL_MAX_MINUTES} minutes`),
  timeZone: z.string({ error: 'Time zone is required' }).trim().max(64, 'Time zone must be an IANA time zone such as Europe/Paris')
    .refine(isValidTimeZone, 'Time zone must be an IANA time zone such as Europe/Paris'),
});
export type PreferencesPayload = z.infer<typeof preferencesPayload>;

/** GET /api/preferences. `isSet` is false until the learner saves (the defaults apply until then). */
export interface Preferences {
  dailyGoal: number;
  timeZone: string;
  isSet: boolean;
}

/** Reply of POST /api/study/sessions. */
export interface StudySessionRecorded {
  notesId: string;
  minutes: number;
  mode: StudyMode;
  completedAt: string;
  experiencePoints: number;
  level: number;
  /** XP this session earned (minutes, streak day, daily goal...). */
  experienceGained: number;
}

/** Spec entity Achievement (title, description, points) with when it was earned. */
export interface Achievement {
  id: string;
  title: string;
  description: string;
  points: number;
  unlockedAt: string;
}

/** GET /api/progress: the learner's level panel. */
export interface ProgressView {
  level: number;
  experiencePoints: number;
  /** XP where the current level began, (level − 1)² × 100. */
  currentLevelExperience: number;
  /** XP the next level needs, level² × 100. */
  nextLevelExperience: number;
  /** 0..1 between the two. */
  levelProgress: number;
  currentStreak: number;
  longestStreak: number;
  /** Minutes. */
  totalStudyTime: number;
  studySessions: number;
  quizzesCompleted: number;
  /** Spec entity Stats. averageAccuracy is 0..1 over flashcard reviews. */
  stats: { totalFlashcardsReviewed: number; averageAccuracy: number };
  /** Most recent first. */
  achievements: Achievement[];
  achievementPoints: number;
}

/** GET /api/progress/notes/{id}: what the learner has done on one set of notes. */
export interface NotesProgressView {
  notesId: string;
  studyMinutes: number;
  studySessions: number;
  reviews: number;
  correctReviews: number;
  quizzes: number;
  bestQuizScore: number | null;
  lastQuizScore: number | null;
  lastStudiedAt: string | null;
}

/** GET /api/analytics/dashboard (spec section 3, Dashboard response). */
export interface DashboardStats {
  /** Minutes, all time. */
  totalStudyTime: number;
  currentStreak: number;
  longestStreak: number;
  /** Days of this week (Mon–Sun) whose daily goal was met, of 7. */
  completedGoals: number;
  totalGoals: number;
  /** This week's minutes as a percent of 7 × daily goal, at most 100. */
  weeklyProgress: number;
  todayStudyTime: number;
  dailyGoal: number;
  /** Percent of answers correct (flashcard reviews and quiz questions), all time. */
  flashcardAccuracy: number;
  /**
   * This week so far against the same days of last week: studyTime in percent change of minutes,
   * accuracy in percentage points, streaks in active days.
   */
  improvements: { studyTime: number; accuracy: number; streaks: number };
}

export interface WeeklyDataPoint {
  /** 'Mon'..'Sun'. */
  name: string;
  /** Minutes. */
  studyTime: number;
  /** Percent of that day's answers correct (0 with no answers). */
  accuracy: number;
}

export interface DashboardResponse {
  stats: DashboardStats;
  weeklyData: WeeklyDataPoint[];
}

/** Spec entity Schedule item, plus what it is about. */
export interface ScheduleItem {
  id: string;
  /** 'HH:MM' in the learner's time zone. */
  time: string;
  activity: string;
  /** Minutes. */
  duration: number;
  completed: boolean;
  kind: ScheduleActivityKind;
  notesId: string | null;
}

export interface ScheduleResponse {
  schedule: ScheduleItem[];
  /** The local day the plan is for, 'YYYY-MM-DD'. */
  date: string;
  timeZone: string;
}
