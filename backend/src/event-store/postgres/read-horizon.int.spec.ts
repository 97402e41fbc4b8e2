import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createOrm, createPool } from '../../database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { waitUntilReadable } from '../../test-support/wait-until-readable.js';
import { PostgresEventStore } from './postgres-event-store.js';

describe('the read horizon of $all', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let orm: MikroORM;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 4);
    orm = await createOrm(db.url);
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await store.close();
    await orm.close();
    await pool.end();
    await db.drop();
  });

  it('is not held back by an open read-model transaction that has written (a projection batch)', async () => {
    const marker = await store.appendToStream(`marker-${randomUUID()}`, [{ type: 'Marker', data: {} }]);
    await waitUntilReadable(store, marker.position);
    await orm.em.fork().transactional(async (tx) => {
      // A write gives the transaction an id that is older than the append below.
      await tx.getConnection().execute('INSERT INTO projection_checkpoints (name) VALUES (?)', [`open-${randomUUID()}`], 'run', tx.getTransactionContext());
      const appended = await store.appendToStream(`during-${randomUUID()}`, [{ type: 'WhileProjecting', data: {} }]);
      await waitUntilReadable(store, appended.position, 5_000);
      const read = await store.readAll(marker.position, 100);
      expect(read.map((e) => e.type)).toEqual(['WhileProjecting']);
    });
  });

  it('refuses events written through a read-model connection, which readers do not wait for', async () => {
    await expect(orm.em.fork().getConnection().execute(
      "INSERT INTO events (stream_id, stream_version, event_id, type, data) VALUES (?, 1, ?, 'Sneaky', '{}')", [`s-${randomUUID()}`, randomUUID()],
    )).rejects.toThrow('read-model connections must not append events');
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'Sneaky'");
    expect(rows[0].n).toBe(0);
  });

  it('is still held back by an open transaction of an event-writing connection', async () => {
    const marker = await store.appendToStream(`marker-${randomUUID()}`, [{ type: 'Marker', data: {} }]);
    await waitUntilReadable(store, marker.position);
    const writer = await pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query("INSERT INTO events (stream_id, stream_version, event_id, type, data) VALUES ($1, 1, $2, 'Slow', '{}')", [`slow-${randomUUID()}`, randomUUID()]);
      await store.appendToStream(`fast-${randomUUID()}`, [{ type: 'Fast', data: {} }]);
      expect(await store.readAll(marker.position, 100)).toEqual([]);
      await writer.query('COMMIT');
    } finally {
      writer.release();
    }
  });
});
