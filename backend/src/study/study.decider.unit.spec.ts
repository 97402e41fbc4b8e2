import { DomainError } from '../common/domain-errors.js';
import type { StudyLogEvent } from '@studyloop/events';
import { decide, evolve, initialState, snapshot, type StudyCommand } from './study.decider.js';

const given = (events: StudyLogEvent[]) => events.reduce(evolve, initialState);
const userId = 'u1';
const notesId = '3f1c1f0e-8b8a-4d5e-9c55-0d6f6a0e7c11';

const session = (completedAt: string, minutes = 25): StudyLogEvent => ({
  type: 'StudySessionCompleted',
  data: { userId, notesId, minutes, mode: 'pomodoro', startedAt: new Date(Date.parse(completedAt) - minutes * 60_000).toISOString(), completedAt },
});
function rejection(action: () => unknown): DomainError {
  try { action(); } catch (error) { if (error instanceof DomainError) return error; throw error; }
  throw new Error('expected the command to be rejected');
}
const record = (now: string, minutes = 25, mode: 'pomodoro' | 'standard' = 'pomodoro'): StudyCommand => ({
  type: 'RecordStudySession', data: { userId, notesId, minutes, mode, now },
});

describe('study decider', () => {
  describe('RecordStudySession', () => {
    it('given no sessions, when a 25-minute pomodoro is recorded, then it started 25 minutes before now', () => {
      expect(decide(record('2026-03-02T10:25:00.000Z'), given([]))).toEqual([session('2026-03-02T10:25:00.000Z')]);
    });

    it('given a session that ended 30 minutes ago, when another 25 minutes are recorded, then they are accepted', () => {
      const events = decide(record('2026-03-02T10:55:00.000Z'), given([session('2026-03-02T10:25:00.000Z')]));
      expect(events).toHaveLength(1);
      expect(events[0].data).toMatchObject({ minutes: 25, startedAt: '2026-03-02T10:30:00.000Z' });
    });

    it('given a session that ended 10 minutes ago, when 25 minutes are recorded, then it is refused as more time than has passed', () => {
      expect(rejection(() => decide(record('2026-03-02T10:35:00.000Z'), given([session('2026-03-02T10:25:00.000Z')]))))
        .toMatchObject({ kind: 'Conflict', message: 'That is more study time than has passed since your last session ended' });
    });

    it('given a session that ended 24.5 minutes ago, when 25 minutes are recorded, then timer slack lets it through', () => {
      expect(decide(record('2026-03-02T10:49:30.000Z'), given([session('2026-03-02T10:25:00.000Z')]))).toHaveLength(1);
    });

    it.each([0, 181, 2.5, -5])('given anything, when %p minutes are recorded, then it is refused with 400', (minutes) => {
      expect(rejection(() => decide(record('2026-03-02T10:25:00.000Z', minutes), given([])))).toMatchObject({ kind: 'Invalid' });
    });

    it('given anything, when an unknown mode is recorded, then it is refused', () => {
      expect(() => decide(record('2026-03-02T10:25:00.000Z', 25, 'marathon' as 'standard'), given([]))).toThrow("Mode must be 'pomodoro' or 'standard'");
    });
  });

  describe('CompleteScheduleItem', () => {
    const complete = (day: string, itemId = 'review'): StudyCommand => ({
      type: 'CompleteScheduleItem', data: { userId, itemId, day, kind: 'review', activity: 'Review 4 due flashcards', notesId: null, now: `${day}T12:00:00.000Z` },
    });

    it('given nothing completed, when an item is completed, then it is recorded for that day', () => {
      expect(decide(complete('2026-03-02'), given([]))).toEqual([{
        type: 'ScheduleItemCompleted',
        data: { userId, itemId: 'review', day: '2026-03-02', kind: 'review', activity: 'Review 4 due flashcards', notesId: null, completedAt: '2026-03-02T12:00:00.000Z' },
      }]);
    });

    it('given the item completed today, when completed again, then nothing new is recorded', () => {
      const done = decide(complete('2026-03-02'), given([]));
      expect(decide(complete('2026-03-02'), given(done))).toEqual([]);
    });

    it('given the same item completed yesterday, when completed today, then it is recorded again', () => {
      const yesterday = decide(complete('2026-03-01'), given([]));
      expect(decide(complete('2026-03-02'), given(yesterday))).toHaveLength(1);
    });
  });

  describe('UpdatePreferences', () => {
    const update = (dailyGoal: number, timeZone: string): StudyCommand => ({ type: 'UpdatePreferences', data: { userId, dailyGoal, timeZone, now: '2026-03-02T08:00:00.000Z' } });

    it('given defaults, when a goal and zone are saved, then they are recorded', () => {
      expect(decide(update(45, 'Europe/Paris'), given([]))).toEqual([{
        type: 'StudyPreferencesUpdated', data: { userId, dailyGoal: 45, timeZone: 'Europe/Paris', updatedAt: '2026-03-02T08:00:00.000Z' },
      }]);
    });

    it('given the same preferences, when saved again, then nothing is recorded', () => {
      expect(decide(update(45, 'Europe/Paris'), given(decide(update(45, 'Europe/Paris'), given([]))))).toEqual([]);
    });

    it.each([[4, 'UTC'], [601, 'UTC'], [30, 'Mars/Olympus'], [30, '+02:00']])('given anything, when goal %p in zone %p is saved, then it is refused', (goal, zone) => {
      expect(rejection(() => decide(update(goal, zone), given([])))).toMatchObject({ kind: 'Invalid' });
    });
  });

  it('survives a snapshot round trip through JSON: sessions, completed items and preferences', () => {
    const state = given([
      session('2026-03-02T10:00:00.000Z'),
      ...decide({ type: 'CompleteScheduleItem', data: { userId, itemId: 'quiz', day: '2026-03-02', kind: 'quiz', activity: 'Take a quiz', notesId, now: '2026-03-02T11:00:00.000Z' } }, initialState),
      { type: 'StudyPreferencesUpdated', data: { userId, dailyGoal: 45, timeZone: 'Europe/Berlin', updatedAt: '2026-03-02T12:00:00.000Z' } },
    ]);
    const restored = snapshot.fromJSON(JSON.parse(JSON.stringify(snapshot.toJSON(state))));
    expect(restored).toEqual(state);
    expect(decide({ type: 'CompleteScheduleItem', data: { userId, itemId: 'quiz', day: '2026-03-02', kind: 'quiz', activity: 'Take a quiz', notesId, now: '2026-03-02T13:00:00.000Z' } }, restored)).toEqual([]);
  });
});
