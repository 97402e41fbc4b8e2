import { createPool } from '../database/database.module.js';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';
import { subscribeToAll, type Subscription } from './subscription.js';
import { Arrivals, observing } from '../test-support/arrivals.js';
import { waitUntilReadable } from '../test-support/wait-until-readable.js';

describe('subscribeToAll', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 5);
    store = new PostgresEventStore(pool, db.url);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('delivers only new events from the end, in order, each once', async () => {
    const old = await store.appendToStream(`old-${randomUUID()}`, [{ type: 'Old', data: {} }]);
    await waitUntilReadable(store, old.position);
    const seen = new Arrivals<number>();
    const sub = subscribeToAll(store, { from: 'end', handle: (events) => seen.push(...events.map((e) => e.data.n as number)) });
    await sub.ready;
    for (let n = 0; n < 20; n++) await store.appendToStream(`new-${n % 3}`, [{ type: 'New', data: { n } }]);
    await seen.count(20).finally(() => sub.stop());
    expect(seen.items).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('delivers an append hidden behind an older open transaction soon after that transaction ends, not at the next poll', async () => {
    const seen = new Arrivals<string>();
    const { target: watched, results: reads } = observing(store, 'readAll');
    const sub = subscribeToAll(watched, { from: 'end', pollIntervalMs: 10_000, handle: (events) => seen.push(...events.map((e) => e.type)) });
    await sub.ready;
    await reads.count(reads.items.length + 1); // its first look finds nothing new: now it waits for a wake
    const blocker = await pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()'); // holds back the cluster's xmin
      const looked = reads.items.length;
      await store.appendToStream(`hidden-${randomUUID()}`, [{ type: 'Hidden', data: {} }]);
      // The append wakes it; it looks and finds nothing, the event being hidden.
      await reads.count(looked + 1);
      expect(reads.items[looked]).toEqual([]);
      expect(seen.items).toEqual([]);
      await blocker.query('COMMIT');
      // Arrivals give up after 5 s, inside the poll interval: only a re-check soon after the commit delivers.
      await seen.count(1);
      expect(seen.items).toEqual(['Hidden']);
    } finally {
      blocker.release();
      await sub.stop();
    }
  });

  it('started after an append that an older open transaction hides, delivers both in order soon after that transaction commits, not at the next poll', async () => {
    const marker = await store.appendToStream(`marker-${randomUUID()}`, [{ type: 'Marker', data: {} }]);
    await waitUntilReadable(store, marker.position);
    const slow = await pool.connect();
    const seen = new Arrivals<string>();
    const { target: watched, results: reads } = observing(store, 'readAll');
    let sub: Subscription | undefined;
    try {
      await slow.query('BEGIN');
      // Its event takes a position before the append below, which no reader may see until this commits.
      await slow.query("INSERT INTO events (stream_id, stream_version, event_id, type, data) VALUES ($1, 1, $2, 'Slow', '{}')", [`slow-${randomUUID()}`, randomUUID()]);
      await store.appendToStream(`fast-${randomUUID()}`, [{ type: 'Fast', data: {} }]);
      // Nothing will wake it: the append came before it, and the commit below goes around the store.
      sub = subscribeToAll(watched, { from: marker.position, pollIntervalMs: 60_000, handle: (events) => seen.push(...events.map((e) => e.type)) });
      await reads.count(1);
      expect(reads.items[0]).toEqual([]); // both hidden: the slow one is uncommitted, the fast one behind it
      await slow.query('COMMIT');
      // Arrivals give up after 5 s, far inside the poll interval: only a re-check soon after finding events held back delivers.
      await seen.count(2);
      expect(seen.items).toEqual(['Slow', 'Fast']);
    } finally {
      await slow.query('ROLLBACK'); // only when the test failed before its commit
      slow.release();
      await sub?.stop();
    }
  });

  it('given the types it acts on, is not woken by this process\'s appends of other types, and takes them along with the next relevant one', async () => {
    const batches = new Arrivals<string[]>();
    const { target: reading, results: reads } = observing(store, 'readAll');
    const { target: watched, results: heldBack } = observing(reading, 'eventsHeldBack');
    const readsWhenHandled: number[] = [];
    const sub = subscribeToAll(watched, {
      from: 'end', pollIntervalMs: 10_000, types: new Set(['Wanted']),
      handle: (events) => { readsWhenHandled.push(reads.items.length); batches.push(events.map((e) => e.type)); },
    });
    await sub.ready;
    // Its first look finds nothing new, nor anything held back: now it waits for a wake.
    await heldBack.count(1);
    expect(heldBack.items).toEqual([false]);
    const idle = reads.items.length;
    for (let n = 0; n < 5; n++) await store.appendToStream(`other-${n}`, [{ type: 'Other', data: { n } }]);
    // The relevant append is the marker: a wake by any of the five would have read (and handed over) before it.
    await store.appendToStream(`wanted-${randomUUID()}`, [{ type: 'Wanted', data: {} }]);
    await batches.until((all) => all.flat().length >= 6).finally(() => sub.stop());
    expect(batches.items).toEqual([['Other', 'Other', 'Other', 'Other', 'Other', 'Wanted']]);
    expect(readsWhenHandled).toEqual([idle + 1]);
  });
});
