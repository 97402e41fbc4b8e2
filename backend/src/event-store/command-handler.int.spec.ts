import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPool } from '../database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { handleCommand, type Decider } from './command-handler.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

type Added = { type: 'Added'; data: { amount: number } };
interface Total { sum: number; count: number }

const counter = (every: number, kind = 'counter-v1'): Decider<Total, { amount: number }, Added> => ({
  initialState: { sum: 0, count: 0 },
  evolve: (state, event) => ({ sum: state.sum + event.data.amount, count: state.count + 1 }),
  decide: (command) => [{ type: 'Added', data: { amount: command.amount } }],
  snapshot: { kind, every, toJSON: (state) => state, fromJSON: (json) => json as Total },
});

describe('commands on snapshotted streams', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 4);
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('given a long stream, decides from the latest snapshot plus the events after it, with the same state as a full fold', async () => {
    const stream = `counter-${randomUUID()}`;
    let last;
    for (let i = 1; i <= 11; i++) last = await handleCommand(store, stream, counter(4), { amount: i });
    expect(last!.state).toEqual({ sum: 66, count: 11 });
    expect(last!.append!.nextExpectedVersion).toBe(11);

    const { snapshot, events } = await store.readStreamFromSnapshot(stream, 'counter-v1');
    expect(snapshot).toEqual({ kind: 'counter-v1', version: 8, state: { sum: 36, count: 8 } });
    expect(events.map((e) => e.streamVersion)).toEqual([9, 10, 11]);

    // Another decider shape (kind) ignores it and folds everything.
    const other = await store.readStreamFromSnapshot(stream, 'counter-v2');
    expect(other.snapshot).toBeNull();
    expect(other.events).toHaveLength(11);
    expect((await handleCommand(store, stream, counter(100, 'counter-v2'), { amount: 1 })).state).toEqual({ sum: 67, count: 12 });
    expect((await handleCommand(store, stream, counter(4), { amount: 1 })).state).toEqual({ sum: 68, count: 13 });
  });

  it('keeps no snapshot when the append it rides on is refused', async () => {
    const stream = `counter-${randomUUID()}`;
    await handleCommand(store, stream, counter(100), { amount: 1 });
    await expect(store.appendToStream(stream, [{ type: 'Added', data: { amount: 2 } }], { expectedVersion: 5, snapshot: { kind: 'counter-v1', state: { sum: 99, count: 99 } } }))
      .rejects.toThrow();
    expect((await store.readStreamFromSnapshot(stream, 'counter-v1')).snapshot).toBeNull();
  });

  it('reads a stream without a snapshot whole, and an unknown stream as empty', async () => {
    const stream = `counter-${randomUUID()}`;
    expect(await store.readStreamFromSnapshot(stream, 'counter-v1')).toEqual({ snapshot: null, events: [] });
    await handleCommand(store, stream, counter(50), { amount: 5 });
    const read = await store.readStreamFromSnapshot(stream, 'counter-v1');
    expect(read.snapshot).toBeNull();
    expect(read.events.map((e) => e.data)).toEqual([{ amount: 5 }]);
  });

  it('takes a command still in the making: decides once it is made, and appends nothing when making it fails', async () => {
    const stream = `counter-${randomUUID()}`;
    let finishMaking: (command: { amount: number }) => void = () => undefined;
    const made = new Promise<{ amount: number }>((resolve) => { finishMaking = resolve; });
    const handled = handleCommand(store, stream, counter(4), made);
    finishMaking({ amount: 5 });
    expect((await handled).state).toEqual({ sum: 5, count: 1 });

    const refused = Promise.reject(new Error('no such card'));
    await expect(handleCommand(store, stream, counter(4), refused)).rejects.toThrow('no such card');
    expect(await store.streamVersion(stream)).toBe(1);
  });
});
