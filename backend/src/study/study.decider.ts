import {
  isValidTimeZone, DAILY_GOAL_MAX_MINUTES, DAILY_GOAL_MIN_MINUTES, STUDY_MODES, STUDY_SESSION_MAX_MINUTES, STUDY_SESSION_MIN_MINUTES,
  type ScheduleActivityKind, type StudyLogEvent, type StudyMode,
} from '@studyloop/events';
import type { Snapshotting } from '../event-store/command-handler.js';
import { Conflict, Invalid } from '../common/domain-errors.js';

/** What stream `study-<userId>` must remember to decide: the last session's end, completed plan items, preferences. */
export interface StudyState {
  lastSessionEndedAt: string | null;
  /** `${day}|${itemId}` of every completed schedule item. */
  completedItems: ReadonlySet<string>;
  preferences: { dailyGoal: number; timeZone: string } | null;
}

export const initialState: StudyState = { lastSessionEndedAt: null, completedItems: new Set(), preferences: null };

export type StudyCommand =
  | { type: 'RecordStudySession'; data: { userId: string; notesId: string; minutes: number; mode: StudyMode; now: string } }
  | { type: 'CompleteScheduleItem'; data: { userId: string; itemId: string; day: string; kind: ScheduleActivityKind; activity: string; notesId: string | null; now: string } }
  | { type: 'UpdatePreferences'; data: { userId: string; dailyGoal: number; timeZone: string; now: string } };

/** Timer ticks and request latency blur a session's end by a few seconds; more than this is refused. */
export const SESSION_CLOCK_SLACK_MS = 60_000;

const completedKey = (day: string, itemId: string) => `${day}|${itemId}`;

export function evolve(state: StudyState, event: StudyLogEvent): StudyState {
  switch (event.type) {
    case 'StudySessionCompleted':
      return { ...state, lastSessionEndedAt: event.data.completedAt };
    case 'ScheduleItemCompleted':
      return { ...state, completedItems: new Set(state.completedItems).add(completedKey(event.data.day, event.data.itemId)) };
    case 'StudyPreferencesUpdated':
      return { ...state, preferences: { dailyGoal: event.data.dailyGoal, timeZone: event.data.timeZone } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

interface StudySnapshot { lastSessionEndedAt: string | null; completedItems: string[]; preferences: StudyState['preferences'] }

/** Three timer sessions a day make a thousand events a year: commands start from the latest snapshot. */
export const snapshot: Snapshotting<StudyState> = {
  kind: 'study-v1',
  every: 20,
  toJSON: (state): StudySnapshot => ({ ...state, completedItems: [...state.completedItems] }),
  fromJSON: (json) => {
    const saved = json as StudySnapshot;
    return { ...saved, completedItems: new Set(saved.completedItems) };
  },
};

export function decide(command: StudyCommand, state: StudyState): StudyLogEvent[] {
  switch (command.type) {
    case 'RecordStudySession': {
      const { userId, notesId, minutes, mode, now } = command.data;
      if (!Number.isInteger(minutes) || minutes < STUDY_SESSION_MIN_MINUTES || minutes > STUDY_SESSION_MAX_MINUTES) {
        throw new Invalid(`A study session lasts ${STUDY_SESSION_MIN_MINUTES} to ${STUDY_SESSION_MAX_MINUTES} minutes`);
      }
      if (!STUDY_MODES.includes(mode)) throw new Invalid("Mode must be 'pomodoro' or 'standard'");
      const end = Date.parse(now);
      const start = end - minutes * 60_000;
      // A session cannot have started before the previous one ended: no more minutes than the wall clock allows.
      if (state.lastSessionEndedAt && start + SESSION_CLOCK_SLACK_MS < Date.parse(state.lastSessionEndedAt)) {
        throw new Conflict('That is more study time than has passed since your last session ended');
      }
      return [{ type: 'StudySessionCompleted', data: { userId, notesId, minutes, mode, startedAt: new Date(start).toISOString(), completedAt: now } }];
    }
    case 'CompleteScheduleItem': {
      const { now, ...item } = command.data;
      if (state.completedItems.has(completedKey(item.day, item.itemId))) return [];
      return [{ type: 'ScheduleItemCompleted', data: { ...item, completedAt: now } }];
    }
    case 'UpdatePreferences': {
      const { userId, dailyGoal, timeZone, now } = command.data;
      if (!Number.isInteger(dailyGoal) || dailyGoal < DAILY_GOAL_MIN_MINUTES || dailyGoal > DAILY_GOAL_MAX_MINUTES) {
        throw new Invalid(`Daily goal must be between ${DAILY_GOAL_MIN_MINUTES} and ${DAILY_GOAL_MAX_MINUTES} minutes`);
      }
      if (!isValidTimeZone(timeZone)) throw new Invalid('Time zone must be an IANA time zone such as Europe/Paris');
      if (state.preferences?.dailyGoal === dailyGoal && state.preferences.timeZone === timeZone) return [];
      return [{ type: 'StudyPreferencesUpdated', data: { userId, dailyGoal, timeZone, updatedAt: now } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
