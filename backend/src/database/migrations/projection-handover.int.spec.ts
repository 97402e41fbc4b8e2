import pg from 'pg';
import { createTestDatabase } from '../../test-support/test-database.js';
import { runMigrations } from '../run-migrations.js';
import { migrations } from './index.js';

/** Migrations 0120 and 0220 hand tables to their feature's own projection without a replay. */
describe('read models handed to their own projection', () => {
  it('starts videos and flashcards where materials and study-notes are', async () => {
    const db = await createTestDatabase({ migrate: false });
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    const checkpoints = async () => Object.fromEntries((await pool.query<{ name: string; transaction_id: string | null; global_position: string | null }>(
      'SELECT name, transaction_id::text, global_position::text FROM projection_checkpoints ORDER BY name',
    )).rows.map((r) => [r.name, [r.transaction_id, r.global_position]]));
    try {
      await runMigrations(pool, migrations.slice(0, migrations.findIndex((m) => m.id === '0120-videos-projection')));
      await pool.query("INSERT INTO projection_checkpoints (name, transaction_id, global_position) VALUES ('materials', '812', 40), ('study-notes', '815', 44)");
      await runMigrations(pool);
      expect(await checkpoints()).toEqual({
        materials: ['812', '40'], videos: ['812', '40'], 'study-notes': ['815', '44'], flashcards: ['815', '44'],
      });
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
