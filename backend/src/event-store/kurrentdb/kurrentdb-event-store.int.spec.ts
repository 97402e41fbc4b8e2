import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { ExpectedVersionConflict } from '../expected-version-conflict.error.js';
import { clientConnectionString, DECISION_REVOKED, KurrentDbEventStore } from './kurrentdb-event-store.js';
import { FakeKurrentDb } from './testing/fake-kurrentdb-server.js';

/** What only the KurrentDB adapter does (the shared behaviour is in the contract suite). */
describe('KurrentDbEventStore', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let fake: FakeKurrentDb;
  let store: KurrentDbEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 4);
    fake = await FakeKurrentDb.start();
    store = KurrentDbEventStore.connect(fake.connectionString.replace('esdb://', 'kurrentdb://'), pool);
  });
  afterAll(async () => {
    await store.close();
    await fake.stop();
    await pool.end();
    await db.drop();
  });

  it('reads kurrentdb:// connection strings as the client\'s esdb:// ones', () => {
    expect(clientConnectionString('kurrentdb://a:2113?tls=false')).toBe('esdb://a:2113?tls=false');
    expect(clientConnectionString('kurrentdb+discover://a:2113')).toBe('esdb+discover://a:2113');
    expect(clientConnectionString('esdb://a:2113')).toBe('esdb://a:2113');
  });

  it('works the same through the client-streaming Append of servers without BatchAppend', async () => {
    const older = await FakeKurrentDb.start(0, { batchAppend: false });
    const onOlder = KurrentDbEventStore.connect(older.connectionString, pool);
    try {
      const stream = `s-${randomUUID()}`;
      const eventId = randomUUID();
      const first = await onOlder.appendToStream(stream, [{ type: 'Counted', data: { n: 1 }, eventId }], { expectedVersion: 'no-stream' });
      expect(await onOlder.appendToStream(stream, [{ type: 'Counted', data: { n: 1 }, eventId }], { expectedVersion: 'no-stream' })).toEqual(first);
      expect((await onOlder.appendToStream(stream, [{ type: 'Counted', data: { n: 2 } }], { expectedVersion: 1 })).nextExpectedVersion).toBe(2);
      await expect(onOlder.appendToStream(stream, [{ type: 'Counted', data: { n: 3 } }], { expectedVersion: 1 })).rejects.toMatchObject({ streamId: stream, expected: 1, actual: 2 });
      await expect(onOlder.appendToStream(stream, [{ type: 'Counted', data: { n: 3 } }], { expectedVersion: 'no-stream' })).rejects.toBeInstanceOf(ExpectedVersionConflict);
      expect((await onOlder.readStream(stream)).map((e) => e.data.n)).toEqual([1, 2]);
    } finally {
      await onOlder.close();
      await older.stop();
    }
  });

  it('revokes the streams already written when a later stream of the decision loses a race, and the decision can be made again', async () => {
    const claim = `user-email-${randomUUID()}`;
    const user = `user-${randomUUID()}`;
    await store.appendToStream(user, [{ type: 'UserRegistered', data: { n: 0 } }], { expectedVersion: 'no-stream' });
    // Another client appends to the user stream after our checks passed, just before our append to it.
    fake.beforeAppend = (stream) => {
      if (stream !== user) return;
      fake.beforeAppend = null;
      fake.appendFromElsewhere(user, 'UserRenamed', { by: 'someone else' });
    };
    await expect(store.appendToStreams([
      { streamId: claim, events: [{ type: 'EmailClaimed', data: { email: 'x' } }], expectedVersion: 'no-stream' },
      { streamId: user, events: [{ type: 'UserPromoted', data: {} }], expectedVersion: 1 },
    ])).rejects.toMatchObject({ streamId: user, expected: 1, actual: 2 });
    // The claim was written, then revoked: readers of the stream see it as before.
    expect(fake.allEvents.filter((e) => e.streamName === claim).map((e) => e.type)).toEqual(['EmailClaimed', DECISION_REVOKED]);
    expect(await store.readStream(claim)).toEqual([]);
    const all = await store.readAll(null, 1000);
    expect(all.some((e) => e.type === DECISION_REVOKED)).toBe(false);
    // The retried decision (made on the user stream as it now is) expects no claim stream, and succeeds.
    const [claimed] = await store.appendToStreams([
      { streamId: claim, events: [{ type: 'EmailClaimed', data: { email: 'x' } }], expectedVersion: 'no-stream' },
      { streamId: user, events: [{ type: 'UserPromoted', data: {} }], expectedVersion: 2 },
    ]);
    expect((await store.readStream(claim)).map((e) => [e.type, e.streamVersion])).toEqual([['EmailClaimed', claimed.nextExpectedVersion]]);
    // A real conflict on the claim stream is still one.
    await expect(store.appendToStream(claim, [{ type: 'EmailClaimed', data: {} }], { expectedVersion: 'no-stream' })).rejects.toBeInstanceOf(ExpectedVersionConflict);
  });
});
