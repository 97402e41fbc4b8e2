import type { MikroORM } from '@mikro-orm/postgresql';
import { studyStream, type FlashcardReviewed, type QuizCompleted, type StudyLogEvent } from '@studyloop/events';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { FixedClock } from '../common/clock.js';
import { createOrm } from '../database/database.module.js';
import type { NewEvent, Position } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { waitUntilReadable } from '../test-support/wait-until-readable.js';
import { DashboardService } from './dashboard.service.js';
import { ProgressProjection } from './progress.projection.js';
import { ProgressService } from './progress.service.js';

const notesId = randomUUID();

const preferences = (userId: string, timeZone: string, updatedAt: string, dailyGoal = 60): StudyLogEvent => ({
  type: 'StudyPreferencesUpdated', data: { userId, dailyGoal, timeZone, updatedAt },
});
const session = (userId: string, completedAt: string, minutes = 25): StudyLogEvent => ({
  type: 'StudySessionCompleted',
  data: { userId, notesId, minutes, mode: 'pomodoro', startedAt: new Date(Date.parse(completedAt) - minutes * 60_000).toISOString(), completedAt },
});
const review = (userId: string, reviewedAt: string, correct: boolean): FlashcardReviewed => ({
  type: 'FlashcardReviewed',
  data: {
    flashcardId: randomUUID(), notesId, userId, rating: correct ? 'good' : 'again', correct, reviewedAt,
    schedule: { due: reviewedAt, stability: 1, difficulty: 5, state: 'learning', reps: 1, lapses: 0, scheduledDays: 0, learningSteps: 0, lastReview: reviewedAt },
  },
});
const quiz = (userId: string, completedAt: string, correct: number, total: number): QuizCompleted => ({
  type: 'QuizCompleted',
  data: { quizId: randomUUID(), notesId, userId, score: Math.round((correct / total) * 100), correct, total, durationSeconds: 300, timedOut: false, answers: [], completedAt },
});

describe('progress projection (real Postgres, injected clock)', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let orm: MikroORM;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  const projection = new ProgressProjection();
  const clock = new FixedClock(new Date('2026-03-04T12:00:00Z'));
  let dashboards: DashboardService;
  let progress: ProgressService;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 5 });
    pool.on('error', () => undefined);
    orm = await createOrm(db.url);
    store = new PostgresEventStore(pool, db.url);
    runner = new ProjectionRunner(orm, pool, store, [projection]);
    dashboards = new DashboardService(pool, clock);
    progress = new ProgressService(orm, clock);
  });
  afterAll(async () => {
    await store.close();
    await orm.close();
    await pool.end();
    await db.drop();
  });

  /** Appends each event to the stream it lives on, then brings the projection up to date. */
  async function given(events: (StudyLogEvent | FlashcardReviewed | QuizCompleted)[]): Promise<void> {
    let last: Position | null = null;
    for (const event of events) {
      const streamId = event.type === 'FlashcardReviewed' ? `flashcard-${event.data.flashcardId}`
        : event.type === 'QuizCompleted' ? `quiz-${event.data.notesId}-${event.data.userId}` : studyStream(event.data.userId);
      last = (await store.appendToStream(streamId, [event as NewEvent])).position;
    }
    if (last) await waitUntilReadable(store, last);
    await runner.catchUp(projection);
  }

  it('counts a streak by calendar day in the learner\'s zone: two sessions an hour apart across Paris midnight are two days', async () => {
    const paris = randomUUID();
    const utc = randomUUID();
    await given([
      preferences(paris, 'Europe/Paris', '2026-03-01T00:00:00Z'),
      session(paris, '2026-03-02T22:30:00Z'), // 23:30 in Paris, Monday
      session(paris, '2026-03-02T23:30:00Z'), // 00:30 in Paris, Tuesday
      session(utc, '2026-03-02T22:30:00Z'),
      session(utc, '2026-03-02T23:30:00Z'), // both Monday in UTC
    ]);

    const parisToday = await dashboards.dashboard(paris, new Date('2026-03-04T12:00:00Z'));
    expect(parisToday.stats).toMatchObject({ currentStreak: 2, longestStreak: 2, totalStudyTime: 50, todayStudyTime: 0 });
    expect(parisToday.weeklyData.slice(0, 3).map((d) => d.studyTime)).toEqual([25, 25, 0]);
    const utcToday = await dashboards.dashboard(utc, new Date('2026-03-04T12:00:00Z'));
    expect(utcToday.stats).toMatchObject({ currentStreak: 0, longestStreak: 1 }); // Monday only; Wednesday has broken it
    expect(utcToday.weeklyData.slice(0, 3).map((d) => d.studyTime)).toEqual([50, 0, 0]);

    // The streak lives until the end of the next local day: 23:30 UTC on Wednesday is already Thursday in Paris.
    expect((await dashboards.dashboard(paris, new Date('2026-03-04T22:59:00Z'))).stats.currentStreak).toBe(2);
    expect((await dashboards.dashboard(paris, new Date('2026-03-04T23:30:00Z'))).stats.currentStreak).toBe(0);
    expect((await progress.snapshot(utc, new Date('2026-03-03T20:00:00Z'))).studyStreak).toBe(1);
  });

  it('attributes days with the zone in force at the time, also after the learner moves', async () => {
    const traveller = randomUUID();
    await given([
      preferences(traveller, 'America/New_York', '2026-03-01T00:00:00Z'),
      session(traveller, '2026-03-03T03:00:00Z'), // 22:00 Monday in New York
      preferences(traveller, 'Asia/Tokyo', '2026-03-03T05:00:00Z'),
      session(traveller, '2026-03-03T06:00:00Z'), // 15:00 Tuesday in Tokyo
    ]);
    const { weeklyData, stats } = await dashboards.dashboard(traveller, new Date('2026-03-03T08:00:00Z'));
    expect(weeklyData.slice(0, 2).map((d) => d.studyTime)).toEqual([25, 25]);
    expect(stats).toMatchObject({ currentStreak: 2, todayStudyTime: 25 });
  });

  it('rolls the week over on Monday in the learner\'s zone and compares with the same days of last week', async () => {
    const learner = randomUUID();
    await given([
      preferences(learner, 'Europe/Paris', '2026-02-20T00:00:00Z', 30),
      session(learner, '2026-03-02T09:00:00Z', 40), // Monday
      session(learner, '2026-03-08T21:00:00Z', 30), // Sunday 22:00 in Paris
      review(learner, '2026-03-08T21:10:00Z', true),
      review(learner, '2026-03-08T21:11:00Z', false),
    ]);
    const sunday = await dashboards.dashboard(learner, new Date('2026-03-08T22:30:00Z')); // 23:30 Sunday
    expect(sunday.weeklyData.map((d) => d.studyTime)).toEqual([40, 0, 0, 0, 0, 0, 30]);
    expect(sunday.weeklyData[6].accuracy).toBe(50);
    expect(sunday.stats).toMatchObject({ todayStudyTime: 30, dailyGoal: 30, completedGoals: 2, weeklyProgress: Math.round((70 / 210) * 100), flashcardAccuracy: 50 });

    const monday = await dashboards.dashboard(learner, new Date('2026-03-08T23:30:00Z')); // 00:30 Monday in Paris
    expect(monday.weeklyData.map((d) => d.studyTime)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // Monday so far (0 min) against last Monday (40 min): -100%.
    expect(monday.stats).toMatchObject({ todayStudyTime: 0, completedGoals: 0, weeklyProgress: 0, currentStreak: 1, improvements: { studyTime: -100, streaks: -1 } });

    await given([session(learner, '2026-03-09T08:00:00Z', 50)]);
    const later = await dashboards.dashboard(learner, new Date('2026-03-09T12:00:00Z'));
    expect(later.stats).toMatchObject({ todayStudyTime: 50, currentStreak: 2, improvements: { studyTime: 25, streaks: 0 } });
  });

  it('scores XP and level, earns achievements and keeps per-notes activity', async () => {
    const learner = randomUUID();
    await given([
      session(learner, '2026-03-02T10:00:00Z', 25),
      review(learner, '2026-03-02T10:05:00Z', true),
      quiz(learner, '2026-03-02T10:20:00Z', 5, 5),
      session(learner, '2026-03-02T11:00:00Z', 25),
    ]);
    const view = await progress.progress(learner, new Date('2026-03-02T12:00:00Z'));
    // 50 + 10 (first streak day) + 5 (correct review) + 85 (quiz: 10 + 5 × 5 + 50 for 100%) + 50; 50 minutes stay under the 60-minute goal.
    expect(view.experiencePoints).toBe(50 + 10 + 5 + (10 + 25 + 50) + 50);
    expect(view).toMatchObject({ level: 2, currentLevelExperience: 100, nextLevelExperience: 400, totalStudyTime: 50, studySessions: 2, quizzesCompleted: 1 });
    expect(view.levelProgress).toBeCloseTo((200 - 100) / 300);
    expect(view.stats).toEqual({ totalFlashcardsReviewed: 1, averageAccuracy: 1 });
    expect(view.achievements.map((a) => a.id).sort()).toEqual(['first-quiz', 'first-review', 'first-session', 'perfect-quiz']);
    expect(view.achievementPoints).toBe(10 + 10 + 10 + 50);
    const notes = await progress.notesProgress(learner, notesId);
    expect(notes).toMatchObject({ studyMinutes: 50, studySessions: 2, reviews: 1, correctReviews: 1, quizzes: 1, bestQuizScore: 100, lastQuizScore: 100, lastStudiedAt: '2026-03-02T11:00:00.000Z' });
  });

  it('a rebuild from the events reproduces every table exactly', async () => {
    const dump = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of projection.tables) tables[table] = (await pool.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows;
      return tables;
    };
    const before = await dump();
    expect(before.user_progress.length).toBeGreaterThan(0);
    await runner.rebuild(projection);
    expect(await dump()).toEqual(before);
  });
});
