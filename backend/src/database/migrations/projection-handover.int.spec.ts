import pg from 'pg';
import { createTestDatabase } from '../../test-support/test-database.js';
import { runMigrations } from '../run-migrations.js';
import { migrations } from './index.js';

/** Migrations 0120, 0220, 0260 and 0410 hand tables to their feature's own projection without a replay. */
describe('read models handed to their own projection', () => {
  it('starts videos, flashcards, study and admin where materials, study-notes, progress and users are, with the rows they keep', async () => {
    const db = await createTestDatabase({ migrate: false });
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    const checkpoints = async () => Object.fromEntries((await pool.query<{ name: string; transaction_id: string | null; global_position: string | null }>(
      'SELECT name, transaction_id::text, global_position::text FROM projection_checkpoints ORDER BY name',
    )).rows.map((r) => [r.name, [r.transaction_id, r.global_position]]));
    const upTo = (id: string) => migrations.slice(0, migrations.findIndex((m) => m.id === id));
    const learner = '7d3f5d8e-0c57-4f32-9d8e-3f6f4b1f0a01';
    try {
      await runMigrations(pool, upTo('0120-videos-projection'));
      await pool.query("INSERT INTO projection_checkpoints (name, transaction_id, global_position) VALUES ('materials', '812', 40), ('study-notes', '815', 44), ('users', '820', 47)");
      await pool.query("INSERT INTO users (id, username, email, created_at) VALUES ($1, 'ada', 'ada@example.com', now())", [learner]);
      // Up to the study hand-over: the rows 'progress' wrote before it.
      await runMigrations(pool, upTo('0260-study-projection'));
      await pool.query("INSERT INTO projection_checkpoints (name, transaction_id, global_position) VALUES ('progress', '818', 45)");
      await pool.query("INSERT INTO study_preferences (user_id, daily_goal, time_zone, updated_at) VALUES ($1, 30, 'Europe/Paris', now())", [learner]);
      await runMigrations(pool);
      expect(await checkpoints()).toEqual({
        materials: ['812', '40'], videos: ['812', '40'], 'study-notes': ['815', '44'], flashcards: ['815', '44'],
        progress: ['818', '45'], study: ['818', '45'], users: ['820', '47'], admin: ['820', '47'],
      });
      expect((await pool.query('SELECT user_id, daily_goal, time_zone FROM progress_preferences')).rows)
        .toEqual([{ user_id: learner, daily_goal: 30, time_zone: 'Europe/Paris' }]);
      expect((await pool.query('SELECT user_id, email FROM admin_user_emails')).rows).toEqual([{ user_id: learner, email: 'ada@example.com' }]);
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
