import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eventVersion, notesStream } from '@studyloop/events';
import { createPool } from '../database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { waitUntilReadable } from '../test-support/wait-until-readable.js';
import { InvalidEventError } from './invalid-event.error.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

function notesGenerated(notesId: string) {
  return {
    notesId, materialId: notesId, userId: randomUUID(), sourceKind: 'text', title: 'Cells', summary: 'Cells divide.',
    keyIdeas: [{ text: 'Cells divide by mitosis.', citation: { quote: 'Cells divide by mitosis.' } }], definitions: [], timestamps: [],
    difficulty: 'beginner', durationMinutes: 3, isPublic: false, generator: 'local', generatedAt: new Date().toISOString(),
  };
}

describe('typed, versioned events', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 4);
    store = new PostgresEventStore(pool, db.url, { validateEvents: true });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  it('upcasts a stored v1 StudyNotesGenerated (before sections) on read, leaving the row as it was', async () => {
    const notesId = randomUUID();
    // A row as the producer of version 1 wrote it: no `sections`, schema_version 1.
    const appended = await store.appendToStream(notesStream(notesId), [{ type: 'StudyNotesGenerated', data: notesGenerated(notesId), schemaVersion: 1 }]);
    const { rows: [stored] } = await pool.query('SELECT schema_version, data FROM events WHERE stream_id = $1', [notesStream(notesId)]);
    expect(stored.schema_version).toBe(1);
    expect(stored.data).not.toHaveProperty('sections');

    const [read] = await store.readStream(notesStream(notesId));
    expect(read.schemaVersion).toBe(2);
    expect(read.data).toMatchObject({ title: 'Cells', sections: [] });
    // The log shows an append once no older transaction of the (shared) cluster can precede it.
    await waitUntilReadable(store, appended.position);
    const [fromLog] = (await store.readAll(null, 100)).filter((e) => e.streamId === notesStream(notesId));
    expect(fromLog.data.sections).toEqual([]);
  });

  it('stamps the current version of each type in schema_version', async () => {
    const notesId = randomUUID();
    await store.appendToStream(notesStream(notesId), [
      { type: 'StudyNotesGenerated', data: { ...notesGenerated(notesId), sections: [], language: 'en' } },
      { type: 'StudyNotesVisibilityChanged', data: { notesId, isPublic: true, changedBy: randomUUID(), changedAt: new Date().toISOString() } },
    ]);
    const { rows } = await pool.query('SELECT type, schema_version FROM events WHERE stream_id = $1 ORDER BY stream_version', [notesStream(notesId)]);
    expect(rows).toEqual([{ type: 'StudyNotesGenerated', schema_version: 2 }, { type: 'StudyNotesVisibilityChanged', schema_version: 1 }]);
    expect(eventVersion('StudyNotesGenerated')).toBe(2);
  });

  it('refuses an invalid event (wrong shape, unknown type) with a clear error, and nothing of the append enters the log', async () => {
    const groupId = randomUUID();
    const stream = `group-chat-${groupId}`;
    const good = { type: 'GroupMessagePosted', data: { groupId, messageId: randomUUID(), userId: randomUUID(), username: 'ana', content: 'hi', postedAt: new Date().toISOString() } };
    const bad = { type: 'GroupMessagePosted', data: { ...good.data, messageId: randomUUID(), content: 42 } };
    await expect(store.appendToStream(stream, [good, bad])).rejects.toThrow(new InvalidEventError('GroupMessagePosted', 'content: Invalid input: expected string, received number'));
    await expect(store.appendToStream(stream, [{ type: 'SomethingNew', data: {} }])).rejects.toThrow("unknown event type 'SomethingNew'");
    expect(await store.readStream(stream)).toEqual([]);
    await store.appendToStream(stream, [good]);
    expect((await store.readStream(stream)).map((e) => e.data.content)).toEqual(['hi']);
  });
});
