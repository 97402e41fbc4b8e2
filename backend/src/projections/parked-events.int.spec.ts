import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { materialStream } from '@studyloop/events';
import { PG_POOL } from '../database/database.module.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { STUDY_TEXT } from '../test-support/study-texts.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { ProjectionRunner } from './projection-runner.js';

/**
 * A poison event (one the materials projection cannot apply: a duration that overflows its integer
 * column) is appended straight through the store, as an old bug or a bad producer would have done.
 * The projection parks it and goes on; health and the admin page say so; a replay after the fix applies it.
 */
describe('poison-proof projections', () => {
  let t: TestApp;
  let admin: TestClient;
  let learner: TestClient;
  let pool: pg.Pool;
  let store: EventStore;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'ops@example.com' });
    admin = new TestClient(t.baseUrl);
    await admin.signUp({ email: 'ops@example.com' });
    learner = new TestClient(t.baseUrl);
    await learner.signUp();
    pool = t.app.get(PG_POOL);
    store = t.rawStore();
  });
  afterAll(async () => { await t.close(); });

  it('parks the event it cannot apply, applies later events, reports degraded, and replays after a fix', async () => {
    const materialId = randomUUID();
    const userId = (await learner.get('/api/auth/user')).body.id;
    const submittedAt = new Date().toISOString();
    const poison = await store.appendToStream(materialStream(materialId), [
      { type: 'VideoSubmitted', data: { materialId, userId, url: 'https://videos.example.com/long.mp4', provider: 'caption-file', externalId: null, submittedAt } },
      { type: 'VideoMetadataResolved', data: { materialId, title: 'Endless', description: null, channelName: null, durationSeconds: 99_999_999_999, thumbnailUrl: null, canonicalUrl: null } },
    ], { expectedVersion: 'no-stream' });

    // Later events reach everyone, and the write's reply does not wait out the read-your-writes timeout.
    const started = Date.now();
    const processed = await learner.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
    expect(processed.status).toBe(201);
    expect(processed.headers.get('x-read-model-lag')).toBeNull();
    expect(Date.now() - started).toBeLessThan(4000);
    const runner = t.app.get(ProjectionRunner);
    expect(await runner.waitFor(poison.position, ['materials', 'videos'], 5000)).toBe(true);
    const { rows: materials } = await pool.query('SELECT id, status FROM materials WHERE id = ANY($1)', [[materialId, processed.body.studyNotes.id]]);
    expect(materials).toEqual(expect.arrayContaining([{ id: materialId, status: 'processing' }, { id: processed.body.studyNotes.id, status: 'completed' }]));

    const health = await admin.get('/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'degraded', database: 'up', eventStore: 'up', projections: 'degraded', parkedEvents: { materials: 1, videos: 1 } } });
    const parked = await admin.get('/api/admin/parked-events');
    // Both read models keep the duration, so each parks the event for itself (and applies what follows).
    const parkedIn = (projection: string) => expect.objectContaining({
      projection, streamId: materialStream(materialId), streamVersion: 2, type: 'VideoMetadataResolved', error: expect.stringMatching(/out of range/i),
    });
    expect(parked.body.events).toEqual(expect.arrayContaining([parkedIn('materials'), parkedIn('videos')]));
    expect(parked.body.events).toHaveLength(2);
    expect((await learner.get('/api/admin/parked-events')).status).toBe(403);

    // The fix: a migration widening the columns. The replay applies the parked event and health recovers.
    await pool.query('ALTER TABLE videos ALTER COLUMN duration_seconds TYPE bigint; ALTER TABLE materials ALTER COLUMN duration_seconds TYPE bigint');
    expect(await runner.replayParked(runner.projection('materials'))).toEqual({ replayed: 1, stillParked: 0 });
    expect(await runner.replayParked(runner.projection('videos'))).toEqual({ replayed: 1, stillParked: 0 });
    const { rows: [video] } = await pool.query('SELECT title, duration_seconds::text AS duration FROM videos WHERE id = $1', [materialId]);
    expect(video).toEqual({ title: 'Endless', duration: '99999999999' });
    expect((await admin.get('/api/health')).body).toMatchObject({ status: 'ok', projections: 'ok', parkedEvents: {} });
    expect((await admin.get('/api/admin/parked-events')).body.events).toEqual([]);
  });

  it('tells the client in a header when a reply stopped waiting for its read models', async () => {
    const runner = t.app.get(ProjectionRunner);
    await runner.stop();
    try {
      const res = await learner.put('/api/preferences', { dailyGoal: 45, timeZone: 'UTC' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-read-model-lag')).toBe('study,progress');
    } finally {
      runner.start();
    }
    const fresh = await learner.put('/api/preferences', { dailyGoal: 50, timeZone: 'UTC' });
    expect(fresh.headers.get('x-read-model-lag')).toBeNull();
    expect(fresh.body).toMatchObject({ dailyGoal: 50 });
  }, 20_000);
});
