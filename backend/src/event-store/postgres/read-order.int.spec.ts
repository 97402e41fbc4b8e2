import { randomUUID } from 'node:crypto';
import { createPool } from '../../database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { advanceTransactionIdsPast } from '../../test-support/transaction-ids.js';
import { PostgresEventStore } from './postgres-event-store.js';

// Transaction ids are numbers: when they gain a digit (999 → 1000, as on a fresh cluster), readers
// must still read in numeric order and skip nothing.
describe('readAll order across transaction ids of different lengths', () => {
  let db: TestDatabase;
  beforeAll(async () => { db = await createTestDatabase(); });
  afterAll(() => db.drop());

  it('reads 999 before 1000 and pages through every event', async () => {
    const pool = createPool(db.url, 2);
    const store = new PostgresEventStore(pool);
    try {
      await advanceTransactionIdsPast(pool, 10_000);
      for (const [tx, n] of [['1000', 3], ['999', 3], ['10000', 2], ['998', 1]] as const) {
        for (let i = 0; i < n; i++) {
          await pool.query(
            'INSERT INTO events (transaction_id, stream_id, stream_version, event_id, type, data) VALUES ($1::xid8, $2, 1, $3, $4, $5)',
            [tx, `s-${randomUUID()}`, randomUUID(), `T${tx}`, '{}'],
          );
        }
      }
      const all = await store.readAll(null, 100);
      expect(all.map((e) => e.type)).toEqual(['T998', 'T999', 'T999', 'T999', 'T1000', 'T1000', 'T1000', 'T10000', 'T10000']);
      const paged: string[] = [];
      let after = null;
      for (let page = await store.readAll(null, 2); page.length; page = await store.readAll(after, 2)) {
        paged.push(...page.map((e) => e.eventId));
        after = page[page.length - 1]!.position;
      }
      expect(paged).toEqual(all.map((e) => e.eventId));
    } finally {
      await store.close();
      await pool.end();
    }
  });
});
