import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DEFAULT_DAILY_GOAL_MINUTES, DEFAULT_TIME_ZONE, levelForExperience,
  type FlashcardReviewed, type QuizCompleted, type StudyLogEvent,
} from '@studyloop/events';
import { addDays, localDay, localHour } from '../common/local-time.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { BatchWrite, Projection } from '../projections/projection.js';
import { fromColumns, parsedJson, rowWrites, writeRows, type RowWrite } from '../projections/read-model-rows.js';
import { recordActivity, type LearnerActivity } from './learner-progress.js';
import { emptyDay, emptyTotals, type DayTotals, type LearnerTotals } from './learner-totals.js';
import {
  DailyActivityEntity, NotesActivityEntity, ProgressPreferencesEntity, UserAchievementEntity, UserProgressEntity,
} from './progress.entities.js';

type ProgressInputEvent = StudyLogEvent | FlashcardReviewed | QuizCompleted;

export const PROGRESS_PROJECTION = 'progress';

const TOTAL_FIELDS = [
  'experiencePoints', 'studyMinutes', 'studySessions', 'reviews', 'correctReviews', 'quizzes', 'quizQuestions', 'quizCorrect',
  'perfectQuizzes', 'scheduleItems', 'dailyGoalsMet', 'currentRun', 'longestStreak', 'lastActiveDay',
] as const;
const DAY_FIELDS = ['studyMinutes', 'studySessions', 'reviews', 'correctReviews', 'quizzes', 'quizQuestions', 'quizCorrect', 'experiencePoints'] as const;

function totalsOf(row: UserProgressEntity): LearnerTotals {
  const totals = emptyTotals();
  for (const field of TOTAL_FIELDS) (totals as unknown as Record<string, unknown>)[field] = row[field];
  if (row.sessionHours.length === 24) totals.sessionHours = [...row.sessionHours];
  return totals;
}

function dayTotalsOf(row: DailyActivityEntity): DayTotals {
  const day = emptyDay();
  for (const field of DAY_FIELDS) day[field] = row[field];
  return day;
}

/**
 * XP, level, streaks, achievements, the daily rollup and per-notes activity, from the study log
 * (study-<userId>), flashcard reviews and quiz results. Calendar days are the learner's, in the time
 * zone their preferences held when the activity happened: progress keeps its own copy of the goal and
 * zone (progress_preferences) so it never depends on how far the 'study' projection got.
 */
export class ProgressProjection implements Projection {
  readonly name = PROGRESS_PROJECTION;
  readonly tables = ['user_progress', 'study_daily_activity', 'user_achievements', 'study_notes_activity', 'progress_preferences'];
  readonly eventTypes = new Set<string>(['StudySessionCompleted', 'ScheduleItemCompleted', 'StudyPreferencesUpdated', 'FlashcardReviewed', 'QuizCompleted']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    await writeRows(em, await this.changes(events, em));
  }

  /** Every review waits for this projection: its batch is one read and one statement. */
  async prepareBatch(events: RecordedEvent[], em: EntityManager): Promise<BatchWrite> {
    return rowWrites(await this.changes(events, em));
  }

  /** The rows `events` change, read and worked out in memory. */
  private async changes(events: RecordedEvent[], em: EntityManager): Promise<RowWrite[]> {
    const batch = new ProgressBatch(em);
    await batch.preload(events.map((e) => ({ type: e.type, data: e.data }) as ProgressInputEvent));
    for (const recorded of events) await batch.apply({ type: recorded.type, data: recorded.data } as ProgressInputEvent);
    return batch.writes();
  }
}

/** When an event happened, as far as the day it counts for is concerned. */
function eventTime(event: ProgressInputEvent): string {
  switch (event.type) {
    case 'StudyPreferencesUpdated': return event.data.updatedAt;
    case 'StudySessionCompleted': return event.data.completedAt;
    case 'FlashcardReviewed': return event.data.reviewedAt;
    case 'QuizCompleted': return event.data.completedAt;
    case 'ScheduleItemCompleted': return event.data.completedAt;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * The rows one batch touches, loaded up front in one query and written back in one statement. Daily
 * rows are loaded for every day any zone could give the batch's events (UTC day ±1), so a day missing
 * from the cache does not exist yet.
 */
class ProgressBatch {
  private readonly progress = new Map<string, UserProgressEntity>();
  private readonly preferences = new Map<string, ProgressPreferencesEntity>();
  private readonly unlocked = new Map<string, Set<string>>();
  private readonly days = new Map<string, DailyActivityEntity>();
  private readonly notes = new Map<string, NotesActivityEntity>();
  private readonly achievements: UserAchievementEntity[] = [];
  private readonly touched = new Set<object>();
  private dayRange: { from: string; to: string } | null = null;

  constructor(private readonly em: EntityManager) {}

  async preload(events: ProgressInputEvent[]): Promise<void> {
    const userIds = [...new Set(events.map((e) => e.data.userId))];
    const notesIds = [...new Set(events.flatMap((e) => ('notesId' in e.data && e.data.notesId ? [e.data.notesId] : [])))];
    const utcDays = events.flatMap((e) => (e.type === 'ScheduleItemCompleted' ? [e.data.day] : [localDay(new Date(eventTime(e)), 'UTC')])).sort();
    this.dayRange = utcDays.length ? { from: addDays(utcDays[0], -1), to: addDays(utcDays[utcDays.length - 1], 1) } : null;
    for (const userId of userIds) this.unlocked.set(userId, new Set());
    if (!userIds.length) return;
    const [loaded] = await this.em.getConnection().execute<Record<string, unknown>[]>(
      `SELECT (SELECT json_agg(t) FROM user_progress t WHERE user_id IN (?)) AS progress,
              (SELECT json_agg(t) FROM progress_preferences t WHERE user_id IN (?)) AS preferences,
              (SELECT json_agg(json_build_object('user_id', user_id, 'achievement_id', achievement_id)) FROM user_achievements WHERE user_id IN (?)) AS achievements,
              (SELECT json_agg(t) FROM study_daily_activity t WHERE user_id IN (?) AND day BETWEEN ?::date AND ?::date) AS days,
              (SELECT json_agg(t) FROM study_notes_activity t WHERE user_id IN (?) AND ${notesIds.length ? 'notes_id IN (?)' : 'false'}) AS notes`,
      [userIds, userIds, userIds, userIds, this.dayRange?.from ?? null, this.dayRange?.to ?? null, userIds, ...(notesIds.length ? [notesIds] : [])],
      'all', this.em.getTransactionContext(),
    );
    const rows = <T extends object>(column: string, make: () => T) => (parsedJson<Record<string, unknown>[] | null>(loaded[column]) ?? []).map((r) => fromColumns(make, r));
    for (const row of rows('progress', () => new UserProgressEntity())) this.progress.set(row.userId, row);
    for (const row of rows('preferences', () => new ProgressPreferencesEntity())) this.preferences.set(row.userId, row);
    for (const row of rows('achievements', () => new UserAchievementEntity())) this.unlocked.get(row.userId)!.add(row.achievementId);
    for (const row of rows('days', () => new DailyActivityEntity())) this.days.set(`${row.userId}|${row.day}`, row);
    // Every (learner, notes) pair of the batch is now either cached or new.
    for (const row of rows('notes', () => new NotesActivityEntity())) this.notes.set(`${row.userId}|${row.notesId}`, row);
  }

  async apply(event: ProgressInputEvent): Promise<void> {
    switch (event.type) {
      case 'StudyPreferencesUpdated': {
        const { userId, dailyGoal, timeZone } = event.data;
        const row = this.preferences.get(userId) ?? Object.assign(new ProgressPreferencesEntity(), { userId });
        this.preferences.set(userId, this.touch(Object.assign(row, { dailyGoal, timeZone })));
        return;
      }
      case 'StudySessionCompleted': {
        const { userId, notesId, minutes, startedAt, completedAt } = event.data;
        const at = new Date(completedAt);
        await this.record(userId, at, localDay(at, this.timeZone(userId)), { kind: 'study', minutes, startHour: localHour(new Date(startedAt), this.timeZone(userId)) });
        const notes = this.notesRow(userId, notesId);
        notes.studyMinutes += minutes;
        notes.studySessions += 1;
        notes.lastStudiedAt = later(notes.lastStudiedAt, at);
        return;
      }
      case 'FlashcardReviewed': {
        const { userId, notesId, correct, reviewedAt } = event.data;
        const at = new Date(reviewedAt);
        await this.record(userId, at, localDay(at, this.timeZone(userId)), { kind: 'review', correct });
        const notes = this.notesRow(userId, notesId);
        notes.reviews += 1;
        if (correct) notes.correctReviews += 1;
        notes.lastReviewedAt = later(notes.lastReviewedAt, at);
        return;
      }
      case 'QuizCompleted': {
        const { userId, notesId, correct, total, score, completedAt } = event.data;
        const at = new Date(completedAt);
        await this.record(userId, at, localDay(at, this.timeZone(userId)), { kind: 'quiz', correct, total, score });
        const notes = this.notesRow(userId, notesId);
        notes.quizzes += 1;
        notes.bestQuizScore = Math.max(notes.bestQuizScore ?? 0, score);
        if (!notes.lastQuizzedAt || at >= notes.lastQuizzedAt) {
          notes.lastQuizScore = score;
          notes.lastQuizzedAt = at;
        }
        return;
      }
      case 'ScheduleItemCompleted': {
        const { userId, day, completedAt } = event.data;
        await this.record(userId, new Date(completedAt), day, { kind: 'schedule' });
        return;
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }

  /** What the batch changed, written in one statement. */
  writes(): RowWrite[] {
    const touched = <T extends object>(rows: Map<string, T>) => [...rows.values()].filter((row) => this.touched.has(row));
    return [
      { table: 'user_progress', key: ['user_id'], rows: touched(this.progress), onConflict: 'update' },
      { table: 'progress_preferences', key: ['user_id'], rows: touched(this.preferences), onConflict: 'update' },
      { table: 'study_daily_activity', key: ['user_id', 'day'], rows: touched(this.days), onConflict: 'update' },
      { table: 'study_notes_activity', key: ['user_id', 'notes_id'], rows: touched(this.notes), onConflict: 'update' },
      { table: 'user_achievements', key: ['user_id', 'achievement_id'], rows: this.achievements, onConflict: 'ignore' },
    ];
  }

  private touch<T extends object>(row: T): T {
    this.touched.add(row);
    return row;
  }

  private timeZone(userId: string): string {
    return this.preferences.get(userId)?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  private async record(userId: string, at: Date, day: string, activity: LearnerActivity): Promise<void> {
    const progress = this.touch(this.progress.get(userId) ?? this.createProgress(userId, at));
    const dayRow = this.touch(await this.dayRow(userId, day));
    const unlocked = this.unlocked.get(userId)!;
    const outcome = recordActivity(totalsOf(progress), dayTotalsOf(dayRow), activity, {
      day, dailyGoal: this.preferences.get(userId)?.dailyGoal ?? DEFAULT_DAILY_GOAL_MINUTES, unlocked,
    });
    for (const field of TOTAL_FIELDS) (progress as unknown as Record<string, unknown>)[field] = outcome.totals[field];
    progress.sessionHours = outcome.totals.sessionHours;
    progress.level = levelForExperience(outcome.totals.experiencePoints);
    progress.updatedAt = at;
    for (const field of DAY_FIELDS) dayRow[field] = outcome.day[field];
    for (const achievementId of outcome.unlocked) {
      unlocked.add(achievementId);
      this.achievements.push(Object.assign(new UserAchievementEntity(), { userId, achievementId, unlockedAt: at }));
    }
  }

  private createProgress(userId: string, at: Date): UserProgressEntity {
    const row = Object.assign(new UserProgressEntity(), { userId, updatedAt: at, sessionHours: emptyTotals().sessionHours });
    this.progress.set(userId, row);
    return row;
  }

  private async dayRow(userId: string, day: string): Promise<DailyActivityEntity> {
    const key = `${userId}|${day}`;
    let row = this.days.get(key);
    const preloaded = this.dayRange !== null && day >= this.dayRange.from && day <= this.dayRange.to;
    if (!row && !preloaded) {
      const [found] = await this.em.getConnection().execute<Record<string, unknown>[]>(
        'SELECT * FROM study_daily_activity WHERE user_id = ? AND day = ?::date', [userId, day], 'all', this.em.getTransactionContext(),
      );
      if (found) row = fromColumns(() => new DailyActivityEntity(), { ...found, day });
    }
    row ??= Object.assign(new DailyActivityEntity(), { userId, day });
    this.days.set(key, row);
    return row;
  }

  private notesRow(userId: string, notesId: string): NotesActivityEntity {
    const key = `${userId}|${notesId}`;
    let row = this.notes.get(key);
    if (!row) {
      row = Object.assign(new NotesActivityEntity(), { userId, notesId });
      this.notes.set(key, row);
    }
    return this.touch(row);
  }
}

function later(current: Date | null, candidate: Date): Date {
  return current && current > candidate ? current : candidate;
}
