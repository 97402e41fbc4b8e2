import { createPool } from '../database/database.module.js';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';
import { subscribeToAll } from './subscription.js';
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
    const seen: number[] = [];
    const sub = subscribeToAll(store, { from: 'end', handle: (events) => { seen.push(...events.map((e) => e.data.n as number)); } });
    await sub.ready;
    for (let n = 0; n < 20; n++) await store.appendToStream(`new-${n % 3}`, [{ type: 'New', data: { n } }]);
    const deadline = Date.now() + 5000;
    while (seen.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await sub.stop();
    expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('delivers an append hidden behind an older open transaction soon after that transaction ends, not at the next poll', async () => {
    const seen: string[] = [];
    const sub = subscribeToAll(store, { from: 'end', pollIntervalMs: 10_000, handle: (events) => { seen.push(...events.map((e) => e.type)); } });
    await sub.ready;
    const blocker = await pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()'); // holds back the cluster's xmin
      await store.appendToStream(`hidden-${randomUUID()}`, [{ type: 'Hidden', data: {} }]);
      await new Promise((r) => setTimeout(r, 150));
      expect(seen).toEqual([]);
      await blocker.query('COMMIT');
      const committedAt = Date.now();
      while (seen.length === 0 && Date.now() - committedAt < 5000) await new Promise((r) => setTimeout(r, 5));
      expect(seen).toEqual(['Hidden']);
      expect(Date.now() - committedAt).toBeLessThan(500);
    } finally {
      blocker.release();
      await sub.stop();
    }
  });

  it('given the types it acts on, is not woken by this process\'s appends of other types, and takes them along with the next relevant one', async () => {
    const batches: string[][] = [];
    const sub = subscribeToAll(store, {
      from: 'end', pollIntervalMs: 10_000, types: new Set(['Wanted']), handle: (events) => { batches.push(events.map((e) => e.type)); },
    });
    await sub.ready;
    for (let n = 0; n < 5; n++) await store.appendToStream(`other-${n}`, [{ type: 'Other', data: { n } }]);
    await new Promise((r) => setTimeout(r, 150));
    expect(batches).toEqual([]);

    await store.appendToStream(`wanted-${randomUUID()}`, [{ type: 'Wanted', data: {} }]);
    const deadline = Date.now() + 5000;
    while (batches.flat().length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await sub.stop();
    expect(batches.flat()).toEqual(['Other', 'Other', 'Other', 'Other', 'Other', 'Wanted']);
  });
});
