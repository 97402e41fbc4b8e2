import { createPool } from '../../database/database.module.js';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import type { Position } from '../event-store.port.js';
import { waitUntilReadable } from '../../test-support/wait-until-readable.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { advanceTransactionIdsPast } from '../../test-support/transaction-ids.js';

/** What only the Postgres store does; the behaviour every store shares is in ../contract/. */
describe('PostgresEventStore', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 20);
    store = new PostgresEventStore(pool, db.url);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  const event = (n: number) => ({ type: 'Counted', data: { n } });

  it('reads $all in numeric transaction order, also across a power of ten (999 before 1000)', async () => {
    // Transaction ids are selected as text; ordering by that text put '1000' before '999' and let
    // projections apply events twice or skip them. Rows with chosen ids make the boundary testable.
    const streams = [`tx-${randomUUID()}`, `tx-${randomUUID()}`];
    await advanceTransactionIdsPast(pool, 1000);
    await pool.query(
      `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata, transaction_id)
       VALUES ($1, 1, $3, 'Counted', '{"n":1000}', '{}', '1000'::xid8), ($2, 1, $4, 'Counted', '{"n":999}', '{}', '999'::xid8)`,
      [streams[0], streams[1], randomUUID(), randomUUID()],
    );
    const all = await store.readAll(null, 1_000_000);
    const ours = all.filter((e) => streams.includes(e.streamId));
    expect(ours.map((e) => e.position.transactionId)).toEqual(['999', '1000']);
    const after999 = await store.readAll(ours[0].position, 1);
    expect(after999.map((e) => e.position.transactionId)).toEqual(['1000']);
  });

  it('never lets a reader skip an event committed late by a transaction that started earlier', async () => {
    const marker = await store.appendToStream(`marker-${randomUUID()}`, [{ type: 'Marker', data: {} }]);
    await waitUntilReadable(store, marker.position);
    let checkpoint: Position | null = marker.position;
    // A slow writer takes a global position first and commits last.
    const slow = await pool.connect();
    let whileOpen: string[];
    let fast: Position;
    try {
      await slow.query('BEGIN');
      await slow.query("INSERT INTO events (stream_id, stream_version, event_id, type, data) VALUES ($1, 1, $2, 'Late', '{}')", [`late-${randomUUID()}`, randomUUID()]);
      fast = (await store.appendToStream(`fast-${randomUUID()}`, [{ type: 'Fast', data: {} }])).position;
      whileOpen = (await store.readAll(checkpoint, 10_000)).map((e) => e.type).filter((t) => t === 'Fast' || t === 'Late');
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    // While the slow transaction was open, the fast event (later position) was not visible yet…
    expect(whileOpen).toEqual([]);
    // …and after commit the reader gets both, the late one included, in a stable order.
    // (Other transactions anywhere on the cluster may hold the horizon back a moment.) Read one event at a time.
    await waitUntilReadable(store, fast);
    const seen: string[] = [];
    for (let batch = await store.readAll(checkpoint, 1); batch.length; batch = await store.readAll(checkpoint, 1)) {
      if (batch[0].type === 'Fast' || batch[0].type === 'Late') seen.push(batch[0].type);
      checkpoint = batch[0].position;
    }
    expect(seen.sort()).toEqual(['Fast', 'Late']);
  });

  it('wakes listeners through LISTEN/NOTIFY when another connection appends', async () => {
    const otherPool = createPool(db.url, 2);
    const other = new PostgresEventStore(otherPool);
    const woken = new Promise<void>((resolve) => { const off = store.onAppended(() => { off(); resolve(); }); });
    await store.whenListening();
    await other.appendToStream(`n-${randomUUID()}`, [event(1)]);
    await expect(woken).resolves.toBeUndefined();
    await other.close();
    await otherPool.end();
  });
});
