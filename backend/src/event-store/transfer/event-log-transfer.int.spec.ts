import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { KurrentDbEventStore } from '../kurrentdb/kurrentdb-event-store.js';
import { FakeKurrentDb } from '../kurrentdb/testing/fake-kurrentdb-server.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import type { EventStore, RecordedEvent } from '../event-store.port.js';
import { waitUntilReadable } from '../../test-support/wait-until-readable.js';
import { exportEvents, importEvents } from './event-log-transfer.js';

async function everything(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (let page = await store.readAll(null, 100); page.length; page = await store.readAll(page[page.length - 1].position, 100)) all.push(...page);
  return all;
}

const comparable = (events: RecordedEvent[]) => events.map((e) => ({ eventId: e.eventId, streamId: e.streamId, streamVersion: e.streamVersion, type: e.type, schemaVersion: e.schemaVersion, data: e.data, metadata: e.metadata }));

describe('moving the event log between Postgres and KurrentDB', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let sourcePool: pg.Pool;
  let targetPool: pg.Pool;
  let fake: FakeKurrentDb;
  let dir: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    sourcePool = createPool(source.url, 4);
    targetPool = createPool(target.url, 4);
    fake = await FakeKurrentDb.start();
    dir = mkdtempSync(join(tmpdir(), 'events-transfer-'));
  });
  afterAll(async () => {
    await fake.stop();
    await Promise.all([sourcePool.end(), targetPool.end()]);
    await Promise.all([source.drop(), target.drop()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('Postgres → KurrentDB → Postgres keeps order, ids, streams, versions and metadata; a second import adds nothing', async () => {
    const postgres = new PostgresEventStore(sourcePool);
    const streams = [`user-${randomUUID()}`, `material-${randomUUID()}`, `group-${randomUUID()}`];
    for (let i = 0; i < 40; i++) {
      await postgres.appendToStream(streams[i % 3], [{ type: `Happened${i % 4}`, data: { i, text: `é ${i}` }, schemaVersion: 1 + (i % 2), metadata: { userId: `u-${i % 5}`, correlationId: randomUUID() } }]);
    }
    const [last] = await postgres.appendToStreams([{ streamId: streams[0], events: [{ type: 'Pair', data: { a: 1 } }, { type: 'Pair', data: { a: 2 } }], expectedVersion: 'any' }]);
    // Postgres shows an event once older transactions on the (shared) cluster are done.
    await waitUntilReadable(postgres, last.position);
    const original = await everything(postgres);
    expect(original).toHaveLength(42);

    const toKurrent = join(dir, 'from-postgres.ndjson');
    expect(await exportEvents(postgres, toKurrent)).toBe(42);
    const kurrent = KurrentDbEventStore.connect(fake.connectionString, targetPool);
    try {
      expect(await importEvents(kurrent, toKurrent)).toBe(42);
      expect(await importEvents(kurrent, toKurrent)).toBe(42);
      const moved = await everything(kurrent);
      expect(comparable(moved)).toEqual(comparable(original));

      const back = join(dir, 'from-kurrentdb.ndjson');
      expect(await exportEvents(kurrent, back)).toBe(42);
      const fresh = new PostgresEventStore(targetPool);
      expect(await importEvents(fresh, back)).toBe(42);
      await waitUntilReadable(fresh, (await fresh.readStream(streams[0])).at(-1)!.position);
      expect(comparable(await everything(fresh))).toEqual(comparable(original));
      await fresh.close();
    } finally {
      await kurrent.close();
      await postgres.close();
    }
  });

  it('refuses a file that is not an exported log, naming the line', async () => {
    const bad = join(dir, 'bad.ndjson');
    writeFileSync(bad, '{"eventId":"x"}\n');
    await expect(importEvents(new PostgresEventStore(targetPool), bad)).rejects.toThrow(/bad\.ndjson:1: missing/);
    expect(readFileSync(bad, 'utf8')).toContain('eventId');
  });
});
