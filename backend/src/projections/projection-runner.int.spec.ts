import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createOrm, createPool } from '../database/database.module.js';
import { comparePositions, type RecordedEvent } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { AdminProjection } from '../admin/admin.projection.js';
import { UsersProjection } from '../users/users.projection.js';
import { observing } from '../test-support/arrivals.js';
import { waitUntilReadable } from '../test-support/wait-until-readable.js';
import { ProjectionRunner } from './projection-runner.js';
import type { ProjectionName } from './projection.js';

const registered = (n: number) => {
  const userId = randomUUID();
  return {
    streamId: `user-${userId}`,
    event: { type: 'UserRegistered', data: { userId, username: `user${n}`, email: `user${n}@example.com`, passwordHash: null, googleId: null, isAdmin: false, registeredAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() } },
  };
};

describe('ProjectionRunner', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let orm: MikroORM;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 10);
    orm = await createOrm(db.url);
    store = new PostgresEventStore(pool, db.url);
    let last = null;
    for (let n = 0; n < 30; n++) {
      const { streamId, event } = registered(n);
      last = await store.appendToStream(streamId, [event], { expectedVersion: 'no-stream' });
      if (n % 3 === 0) last = await store.appendToStream(streamId, [{ type: 'UserPromotedToAdmin', data: { userId: event.data.userId, promotedBy: null, reason: 'cli' } }]);
    }
    await waitUntilReadable(store, last!.position);
  });
  afterAll(async () => {
    await store.close();
    await orm.close();
    await pool.end();
    await db.drop();
  });

  const userRows = async () => (await pool.query('SELECT * FROM users ORDER BY id')).rows;
  const auditRows = async () => (await pool.query('SELECT action, actor_id, target_id, details, at FROM admin_audit ORDER BY target_id')).rows;

  it('leaves no partial writes and the checkpoint unchanged when a batch fails midway (a passing error: retried, not parked)', async () => {
    const users = new UsersProjection();
    let seen = 0;
    const failing = {
      name: 'users' as const,
      tables: users.tables,
      eventTypes: users.eventTypes,
      async apply(events: RecordedEvent[], em: Parameters<UsersProjection['apply']>[1]) {
        for (const e of events) {
          // A deadlock says nothing about the event: the batch is rolled back and retried whole.
          if (++seen === 7) throw Object.assign(new Error('boom in the middle of the batch'), { code: '40P01' });
          await users.apply([e], em);
        }
      },
    };
    const runner = new ProjectionRunner(orm, pool, store, [failing], { batchSize: 100 });
    await expect(runner.catchUpOnce(failing)).rejects.toThrow('boom');
    expect(await userRows()).toEqual([]);
    expect(await runner.checkpoint('users')).toBeNull();
  });

  it('projects everything, and a rebuild reproduces identical read-model rows', async () => {
    const projection = new UsersProjection();
    const audit = new AdminProjection();
    const runner = new ProjectionRunner(orm, pool, store, [projection, audit], { batchSize: 7 });
    await runner.catchUp(projection);
    await runner.catchUp(audit);
    const before = await userRows();
    const auditBefore = await auditRows();
    expect(before).toHaveLength(30);
    expect(before.filter((u) => u.is_admin)).toHaveLength(10);
    expect(auditBefore).toHaveLength(10);
    // Each entry names the promoted account's e-mail, whichever batch registered it (batches of 7 split some pairs).
    const emails = new Map(before.map((u) => [u.id, u.email]));
    for (const row of auditBefore) expect(row.details).toEqual({ reason: 'cli', email: emails.get(row.target_id) });
    await runner.rebuild(projection);
    await runner.rebuild(audit);
    expect(await userRows()).toEqual(before);
    expect(await auditRows()).toEqual(auditBefore);
  });

  it('runs one instance per projection across runners and answers read-your-writes waits', async () => {
    const a = new ProjectionRunner(orm, pool, store, [new UsersProjection()], { pollIntervalMs: 200, lockRetryMs: 100 });
    const b = new ProjectionRunner(orm, pool, store, [new UsersProjection()], { pollIntervalMs: 200, lockRetryMs: 100 });
    a.start();
    b.start();
    try {
      const { streamId, event } = registered(99);
      const result = await store.appendToStream(streamId, [event], { expectedVersion: 'no-stream' });
      const started = Date.now();
      expect(await b.waitFor(result.position, ['users'], 5000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await pool.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [event.data.userId])).rows[0].n).toBe(1);
      const holders = await pool.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())");
      expect(holders.rows[0].n).toBe(1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('picks up events held back by an older open transaction without waiting for the poll interval', async () => {
    const { target: watched, results: heldBack } = observing(store, 'eventsHeldBack');
    const runner = new ProjectionRunner(orm, pool, watched, [new UsersProjection()], { pollIntervalMs: 10_000, lockRetryMs: 100 });
    await runner.catchUp(runner.projection('users'));
    const older = await pool.connect();
    try {
      // An unrelated transaction that took its id before the append: readers may not pass it until it ends.
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const { streamId, event } = registered(100);
      const result = await store.appendToStream(streamId, [event], { expectedVersion: 'no-stream' });
      runner.start();
      // The wait wakes the projection while the older transaction still hides the event.
      const reached = runner.waitFor(result.position, ['users'], 3000);
      // It has looked, found nothing to read and learnt that committed events wait behind an older transaction.
      await heldBack.until((answers) => answers.includes(true));
      expect((await pool.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [event.data.userId])).rows[0].n).toBe(0);
      const ended = Date.now();
      await older.query('COMMIT');
      // No append (so no NOTIFY) and no further wake follow; the runner notices on its own, long before the 10 s poll.
      expect(await reached).toBe(true);
      expect(Date.now() - ended).toBeLessThan(1500);
    } finally {
      older.release();
      await runner.stop();
    }
  });

  it('moves past events it does not read without a transaction each, and persists that position on stop', async () => {
    const users = new UsersProjection();
    const batches: number[] = [];
    // A test's own projection (its own checkpoint row), outside the app's names.
    const counting = { name: 'users-counting' as ProjectionName, tables: [], eventTypes: users.eventTypes, async apply(events: RecordedEvent[]) { batches.push(events.length); } };
    const runner = new ProjectionRunner(orm, pool, store, [counting], { pollIntervalMs: 10_000, lockRetryMs: 100 });
    await runner.catchUp(counting);
    const applied = batches.length;
    const before = await runner.checkpoint(counting.name);
    runner.start();
    try {
      let last = null;
      for (let i = 0; i < 5; i++) last = await store.appendToStream(`other-${randomUUID()}`, [{ type: 'SomethingElse', data: { i } }]);
      expect(await runner.waitFor(last!.position, [counting.name], 5000)).toBe(true);
      // Reached in memory; the row still says where the last applied batch ended, and nothing was applied.
      expect(await runner.checkpoint(counting.name)).toEqual(before);
      expect(batches.length).toBe(applied);
      await runner.stop();
      expect(await runner.checkpoint(counting.name)).toEqual(last!.position);
    } finally {
      await runner.stop();
    }
  });

  it('notices when someone else moved its checkpoint (a rebuild) and goes on from there, applying nothing twice', async () => {
    const projection = new UsersProjection();
    const runner = new ProjectionRunner(orm, pool, store, [projection], { pollIntervalMs: 200, lockRetryMs: 100 });
    await runner.catchUp(projection);
    runner.start();
    try {
      const first = registered(200);
      const one = await store.appendToStream(first.streamId, [first.event], { expectedVersion: 'no-stream' });
      expect(await runner.waitFor(one.position, ['users'], 5000)).toBe(true);
      // A rebuild from another process empties the read model and replays it while the runner runs.
      const rebuilder = new ProjectionRunner(orm, pool, store, [new UsersProjection()]);
      await rebuilder.rebuild(rebuilder.projection('users'));
      const second = registered(201);
      const two = await store.appendToStream(second.streamId, [second.event], { expectedVersion: 'no-stream' });
      expect(await runner.waitFor(two.position, ['users'], 5000)).toBe(true);
      const ids = (await pool.query('SELECT id FROM users WHERE id = ANY($1)', [[first.event.data.userId, second.event.data.userId]])).rows;
      expect(ids).toHaveLength(2);
      expect((await runner.checkpoint('users'))?.globalPosition).toBe(two.position.globalPosition);
    } finally {
      await runner.stop();
    }
  });

  it('lets a projection nobody waits for gather a burst of appends into few batches', async () => {
    const batches: number[] = [];
    const counting = { name: 'users-burst' as ProjectionName, tables: [], eventTypes: new Set(['Burst']), async apply(events: RecordedEvent[]) { batches.push(events.length); } };
    const runner = new ProjectionRunner(orm, pool, store, [counting], { pollIntervalMs: 10_000, lingerMs: 50 });
    await runner.catchUp(counting);
    runner.start();
    try {
      const appends = await Promise.all(Array.from({ length: 20 }, (_, i) => store.appendToStream(`burst-${randomUUID()}`, [{ type: 'Burst', data: { i } }])));
      const last = appends.reduce((a, b) => (comparePositions(a.position, b.position) >= 0 ? a : b));
      expect(await runner.waitFor(last.position, [counting.name], 5000)).toBe(true);
      expect(batches.reduce((a, b) => a + b, 0)).toBe(20);
      expect(batches.length).toBeLessThanOrEqual(3);
    } finally {
      await runner.stop();
    }
  });
});
