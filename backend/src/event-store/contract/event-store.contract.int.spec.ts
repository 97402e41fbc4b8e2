import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createOrm, createPool } from '../../database/database.module.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import type { Projection } from '../../projections/projection.js';
import { Arrivals } from '../../test-support/arrivals.js';
import { eventStoreAdapters, type StoreUnderTest } from '../../test-support/event-store-adapters.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { waitUntilReadable } from '../../test-support/wait-until-readable.js';
import { UsersProjection } from '../../users/users.projection.js';
import { comparePositions, type EventStore, type Position, type RecordedEvent } from '../event-store.port.js';
import { ExpectedVersionConflict } from '../expected-version-conflict.error.js';
import { subscribeToAll } from '../subscription.js';

/** The one contract every event store keeps; each adapter runs it on its own log. */
describe.each(eventStoreAdapters)('EventStore contract: $name', (adapter) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let orm: MikroORM;
  let under: StoreUnderTest;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 20);
    orm = await createOrm(db.url);
    under = await adapter.open(pool, db.url);
    store = under.store;
  });
  afterAll(async () => {
    await under.close();
    await orm.close();
    await pool.end();
    await db.drop();
  });

  const counted = (n: number) => ({ type: 'Counted', data: { n } });

  /** Position of a fresh marker: tests read $all after it (a real server's log holds other runs too). */
  async function mark(): Promise<Position> {
    const { position } = await store.appendToStream(`marker-${randomUUID()}`, [{ type: 'Marker', data: {} }]);
    await waitUntilReadable(store, position);
    return position;
  }

  async function readAllAfter(after: Position, streams: Set<string>, batch = 7): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    let at: Position = after;
    for (let page = await store.readAll(at, batch); page.length; page = await store.readAll(at, batch)) {
      found.push(...page.filter((e) => streams.has(e.streamId)));
      at = page[page.length - 1].position;
    }
    return found;
  }

  it('appends with no-stream, exact and any, reads the stream back in order, and refuses wrong versions', async () => {
    const stream = `s-${randomUUID()}`;
    expect((await store.appendToStream(stream, [counted(1), counted(2)], { expectedVersion: 'no-stream' })).nextExpectedVersion).toBe(2);
    expect((await store.appendToStream(stream, [counted(3)], { expectedVersion: 2 })).nextExpectedVersion).toBe(3);
    expect((await store.appendToStream(stream, [counted(4)], { expectedVersion: 'any' })).nextExpectedVersion).toBe(4);
    const read = await store.readStream(stream);
    expect(read.map((e) => [e.streamVersion, e.data.n, e.type, e.schemaVersion])).toEqual([[1, 1, 'Counted', 1], [2, 2, 'Counted', 1], [3, 3, 'Counted', 1], [4, 4, 'Counted', 1]]);
    expect((await store.readStream(stream, { fromVersion: 3 })).map((e) => e.streamVersion)).toEqual([3, 4]);
    expect(await store.streamVersion(stream)).toBe(4);
    expect(await store.streamVersion(`none-${randomUUID()}`)).toBe(0);
    expect(await store.readStream(`none-${randomUUID()}`)).toEqual([]);
    await expect(store.appendToStream(stream, [counted(5)], { expectedVersion: 'no-stream' })).rejects.toMatchObject({ streamId: stream, expected: 'no-stream', actual: 4 });
    await expect(store.appendToStream(stream, [counted(5)], { expectedVersion: 2 })).rejects.toBeInstanceOf(ExpectedVersionConflict);
    await expect(store.appendToStream(stream, [counted(5)], { expectedVersion: 2 })).rejects.toMatchObject({ actual: 4, expected: 2 });
    await expect(store.appendToStream(`fresh-${randomUUID()}`, [counted(1)], { expectedVersion: 3 })).rejects.toMatchObject({ actual: 0, expected: 3 });
  });

  it('keeps event ids, metadata and schema versions', async () => {
    const stream = `meta-${randomUUID()}`;
    const eventId = randomUUID();
    const at = await store.appendToStream(stream, [{ ...counted(1), eventId, schemaVersion: 2, metadata: { userId: 'u-1', correlationId: 'c-1' } }]);
    const [read] = await store.readStream(stream);
    expect(read).toMatchObject({ eventId, streamId: stream, streamVersion: 1, type: 'Counted', schemaVersion: 2, data: { n: 1 }, position: at.position });
    expect(read.metadata).toMatchObject({ userId: 'u-1', correlationId: 'c-1' });
    expect(typeof read.metadata.occurredAt).toBe('string');
    expect(read.createdAt).toBeInstanceOf(Date);
  });

  it('lets exactly one of 50 concurrent writers win each version; losers get the conflict; nothing lost or doubled', async () => {
    const stream = `race-${randomUUID()}`;
    await store.appendToStream(stream, [counted(0)], { expectedVersion: 'no-stream' });
    const wins: number[] = [];
    let conflicts = 0;
    await Promise.all(Array.from({ length: 50 }, async (_, writer) => {
      for (;;) {
        const version = await store.streamVersion(stream);
        try {
          await store.appendToStream(stream, [counted(writer)], { expectedVersion: version });
          wins.push(version + 1);
          return;
        } catch (error) {
          if (!(error instanceof ExpectedVersionConflict)) throw error;
          conflicts++;
        }
      }
    }));
    const read = await store.readStream(stream);
    expect(read).toHaveLength(51);
    expect(new Set(read.slice(1).map((e) => e.data.n)).size).toBe(50);
    expect([...wins].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect(conflicts).toBeGreaterThan(0);
  }, 120_000); // 50 writers racing for each version: ~1,300 round trips, each one gRPC call on the fake

  it('never refuses concurrent appends that expect any version', async () => {
    const stream = `any-${randomUUID()}`;
    await Promise.all(Array.from({ length: 20 }, (_, n) => store.appendToStream(stream, [counted(n)], { expectedVersion: 'any' })));
    const read = await store.readStream(stream);
    expect(read.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(read.map((e) => e.data.n)).size).toBe(20);
  });

  it('is idempotent by event id, for exact, no-stream and any', async () => {
    const stream = `idem-${randomUUID()}`;
    const ids = [randomUUID(), randomUUID()];
    const first = await store.appendToStream(stream, ids.map((eventId, n) => ({ ...counted(n), eventId })), { expectedVersion: 'no-stream' });
    expect(await store.appendToStream(stream, ids.map((eventId, n) => ({ ...counted(n), eventId })), { expectedVersion: 'no-stream' })).toEqual(first);
    expect(await store.appendToStream(stream, ids.map((eventId, n) => ({ ...counted(n), eventId })), { expectedVersion: 'any' })).toEqual(first);
    const third = randomUUID();
    const next = await store.appendToStream(stream, [{ ...counted(3), eventId: third }], { expectedVersion: 2 });
    expect(await store.appendToStream(stream, [{ ...counted(3), eventId: third }], { expectedVersion: 2 })).toEqual(next);
    expect((await store.readStream(stream)).map((e) => e.eventId)).toEqual([...ids, third]);
  });

  it('appends to several streams as one decision: a conflict on any leaves every stream as it was', async () => {
    const [a, b, c] = [`a-${randomUUID()}`, `b-${randomUUID()}`, `c-${randomUUID()}`];
    await store.appendToStream(b, [counted(0)]);
    await expect(store.appendToStreams([
      { streamId: a, events: [counted(1)], expectedVersion: 'no-stream' },
      { streamId: b, events: [counted(2)], expectedVersion: 'no-stream' },
    ])).rejects.toBeInstanceOf(ExpectedVersionConflict);
    expect(await store.readStream(a)).toEqual([]);
    expect((await store.readStream(b)).map((e) => e.data.n)).toEqual([0]);
    const done = await store.appendToStreams([
      { streamId: a, events: [counted(1)], expectedVersion: 'no-stream' },
      { streamId: c, events: [counted(3), counted(4)], expectedVersion: 'no-stream' },
    ]);
    expect(done.map((r) => r.nextExpectedVersion)).toEqual([1, 2]);
    expect((await store.readStream(c)).map((e) => e.data.n)).toEqual([3, 4]);
  });

  it('reads $all after a position in one global order that matches each stream, in any batch size', async () => {
    const after = await mark();
    const streams = [`o-${randomUUID()}`, `o-${randomUUID()}`, `o-${randomUUID()}`];
    const appended: Position[] = [];
    for (let i = 0; i < 12; i++) appended.push((await store.appendToStream(streams[i % 3], [counted(i), counted(100 + i)])).position);
    await waitUntilReadable(store, appended[appended.length - 1]);
    const all = await readAllAfter(after, new Set(streams));
    expect(all).toHaveLength(24);
    for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1].position, all[i].position)).toBeLessThan(0);
    for (const stream of streams) {
      expect(all.filter((e) => e.streamId === stream).map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    expect(await readAllAfter(after, new Set(streams), 1000)).toEqual(all);
    // From the last position: nothing of ours after it.
    expect((await store.readAll(all[all.length - 1].position, 100)).filter((e) => streams.includes(e.streamId))).toEqual([]);
  });

  it('reads the newest snapshot and only the events after it', async () => {
    const stream = `snap-${randomUUID()}`;
    await store.appendToStream(stream, [counted(1), counted(2)], { expectedVersion: 'no-stream', snapshot: { kind: 'sum-v1', state: { sum: 3 } } });
    await store.appendToStream(stream, [counted(3)], { expectedVersion: 2 });
    const { snapshot, events } = await store.readStreamFromSnapshot(stream, 'sum-v1');
    expect(snapshot).toEqual({ kind: 'sum-v1', version: 2, state: { sum: 3 } });
    expect(events.map((e) => e.data.n)).toEqual([3]);
    expect((await store.readStreamFromSnapshot(stream, 'other-kind')).events).toHaveLength(3);
  });

  it('delivers every event to a live subscription, in order, none skipped, under 20 concurrent writers', async () => {
    const after = await mark();
    const streams = new Set<string>();
    const arrivals = new Arrivals<RecordedEvent>();
    const seen = arrivals.items;
    const subscription = subscribeToAll(store, { from: after, types: new Set(['Counted']), batchSize: 13, pollIntervalMs: 200, handle: (events) => arrivals.push(...events.filter((e) => streams.has(e.streamId))) });
    try {
      const results = await Promise.all(Array.from({ length: 20 }, async (_, writer) => {
        const stream = `sub-${writer}-${randomUUID()}`;
        streams.add(stream);
        let last: Position | null = null;
        for (let i = 0; i < 5; i++) last = (await store.appendToStream(stream, [counted(writer * 10 + i)])).position;
        return last!;
      }));
      await arrivals.count(100, 10_000);
      expect(seen).toHaveLength(100);
      for (let i = 1; i < seen.length; i++) expect(comparePositions(seen[i - 1].position, seen[i].position)).toBeLessThan(0);
      expect(new Set(seen.map((e) => e.eventId)).size).toBe(100);
      expect(results).toHaveLength(20);
    } finally {
      await subscription.stop();
    }
  });

  it('wakes listeners when another node appends', async () => {
    const other = under.otherNode();
    const woken = new Promise<void>((resolve) => { const off = store.onAppended(() => { off(); resolve(); }); });
    await store.whenListening();
    await other.appendToStream(`n-${randomUUID()}`, [counted(1)]);
    await expect(woken).resolves.toBeUndefined();
  });

  describe('projections (in Postgres, checkpoint = store position)', () => {
    const registered = (n: number) => {
      const userId = randomUUID();
      return { streamId: `user-${userId}`, event: { type: 'UserRegistered', data: { userId, username: `user${n}-${userId.slice(0, 6)}`, email: `user${n}-${userId}@example.com`, passwordHash: null, googleId: null, isAdmin: false, registeredAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() } } };
    };
    const userRows = async () => (await pool.query('SELECT * FROM users ORDER BY id')).rows;

    beforeAll(async () => {
      let last = null;
      for (let n = 0; n < 20; n++) {
        const { streamId, event } = registered(n);
        last = await store.appendToStream(streamId, [event], { expectedVersion: 'no-stream' });
        if (n % 4 === 0) last = await store.appendToStream(streamId, [{ type: 'UserPromotedToAdmin', data: { userId: event.data.userId, promotedBy: null, reason: 'cli' } }]);
      }
      await waitUntilReadable(store, last!.position);
    });

    it('survives a crash mid-batch: nothing half-written, checkpoint unchanged, then applies every event exactly once', async () => {
      const users = new UsersProjection();
      let seen = 0;
      const crashing: Projection = {
        name: 'users', tables: users.tables, eventTypes: users.eventTypes,
        async apply(events, em) {
          for (const e of events) {
            // A node dying mid-batch reaches the runner as a lost connection: transient, so it is
            // rethrown (not parked as a poison event) and the batch is retried after a restart.
            if (++seen === 5) throw new Error('Connection terminated: crash in the middle of the batch');
            await users.apply([e], em);
          }
        },
      };
      const runner = new ProjectionRunner(orm, pool, store, [crashing], { batchSize: 3 });
      let committed: Position | null = null;
      runner.onProgress((_, position) => { committed = position; });
      await expect(runner.catchUp(crashing)).rejects.toThrow('crash');
      // The batches before the crash are in; the crashed one left neither rows nor a checkpoint move.
      expect(committed).not.toBeNull();
      expect(await runner.checkpoint('users')).toEqual(committed);
      const after = await userRows();
      // A restarted runner picks up from the checkpoint and lands every user once.
      const restarted = new ProjectionRunner(orm, pool, store, [new UsersProjection()], { pollIntervalMs: 100, lockRetryMs: 100 });
      restarted.start();
      try {
        const { streamId, event } = registered(50);
        const result = await store.appendToStream(streamId, [event], { expectedVersion: 'no-stream' });
        expect(await restarted.waitFor(result.position, ['users'], 10_000)).toBe(true);
        const rows = await userRows();
        expect(rows.length).toBeGreaterThanOrEqual(21);
        expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
        expect(rows.filter((r) => r.id === event.data.userId)).toHaveLength(1);
        expect(after.length).toBeLessThan(rows.length);
        const checkpoint = await restarted.checkpoint('users');
        expect(comparePositions(checkpoint!, result.position)).toBeGreaterThanOrEqual(0);
      } finally {
        await restarted.stop();
      }
    });

    it('rebuilds from the start of the log into identical rows', async () => {
      const projection = new UsersProjection();
      const runner = new ProjectionRunner(orm, pool, store, [projection], { batchSize: 5 });
      await runner.catchUp(projection);
      const before = await userRows();
      expect(before.length).toBeGreaterThanOrEqual(20);
      expect(before.filter((u) => u.is_admin).length).toBeGreaterThanOrEqual(5);
      await runner.rebuild(projection);
      expect(await userRows()).toEqual(before);
    });
  });
});
