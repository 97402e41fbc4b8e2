import type { MikroORM } from '@mikro-orm/postgresql';
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createOrm, createPool } from '../database/database.module.js';
import type { Position, RecordedEvent } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { CheckpointStore } from './checkpoint-store.js';
import { LockSession } from './lock-session.js';
import type { BatchWrite, Projection } from './projection.js';
import { ProjectionBatches } from './projection-batches.js';

/** A projection whose batches are one statement: each event's id lands in `batch_probe`. */
function probeProjection(): Projection & { applied: number } {
  const write = (events: RecordedEvent[]): BatchWrite => ({
    parts: ['probe AS (INSERT INTO batch_probe (event_id) SELECT event_id FROM json_to_recordset(?::json) AS r(event_id uuid))'],
    params: [JSON.stringify(events.map((e) => ({ event_id: e.eventId })))],
  });
  return {
    name: 'users',
    tables: ['batch_probe'],
    eventTypes: new Set(['Probed']),
    applied: 0,
    async apply() { this.applied++; },
    prepareBatch: (events) => Promise.resolve(write(events)),
  };
}

function probed(position: Position): RecordedEvent {
  return {
    eventId: randomUUID(), streamId: 'probe-1', streamVersion: 1, position, type: 'Probed', schemaVersion: 1, data: {}, metadata: {}, createdAt: new Date(),
  };
}

describe('ProjectionBatches with a batch written as one statement', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let orm: MikroORM;
  let store: PostgresEventStore;
  let lock: LockSession;
  let checkpoints: CheckpointStore;
  let batches: ProjectionBatches;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 5);
    orm = await createOrm(db.url);
    store = new PostgresEventStore(pool, db.url);
    lock = new LockSession(pool, () => undefined);
    checkpoints = new CheckpointStore(pool, lock);
    batches = new ProjectionBatches(orm, pool, store, checkpoints, new EventEmitter(), 100);
    await pool.query('CREATE TABLE batch_probe (event_id uuid PRIMARY KEY)');
  });
  afterAll(async () => {
    await lock.close();
    await store.close();
    await orm.close();
    await pool.end();
    await db.drop();
  });
  beforeEach(async () => {
    await pool.query('TRUNCATE batch_probe');
    await pool.query("DELETE FROM projection_checkpoints WHERE name = 'users'");
  });

  const probeRows = async () => Number((await pool.query('SELECT count(*) FROM batch_probe')).rows[0].count);

  it('writes the batch and moves the checkpoint together, without going through apply', async () => {
    // Given a projection at the start of the log
    const projection = probeProjection();
    await checkpoints.readOrCreate('users');
    const events = [probed({ transactionId: '10', globalPosition: '1' }), probed({ transactionId: '10', globalPosition: '2' })];

    // When a batch of its events is applied
    const moved = await batches.apply(projection, events, null, events[1].position);

    // Then its rows and its checkpoint are there, and apply was not needed
    expect(moved).toBe(true);
    expect(await probeRows()).toBe(2);
    expect(await checkpoints.read('users')).toEqual({ transactionId: '10', globalPosition: '2' });
    expect(projection.applied).toBe(0);
  });

  it('writes nothing when the checkpoint is no longer where the batch started (a rebuild, another node)', async () => {
    // Given a checkpoint someone else moved on
    const projection = probeProjection();
    await checkpoints.readOrCreate('users');
    await lock.query("UPDATE projection_checkpoints SET transaction_id = '20'::xid8, global_position = 5 WHERE name = 'users'", []);
    const events = [probed({ transactionId: '10', globalPosition: '1' })];

    // When a batch from the old position is applied
    const moved = await batches.apply(projection, events, null, events[0].position);

    // Then it reports the move and leaves rows and checkpoint as they were
    expect(moved).toBe(false);
    expect(await probeRows()).toBe(0);
    expect(await checkpoints.read('users')).toEqual({ transactionId: '20', globalPosition: '5' });
  });
});
