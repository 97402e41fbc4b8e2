import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Study notes owned by `userId`, as the processing feature stores them. */
export async function createStudyNotes(databaseUrl: string, userId: string): Promise<string> {
  const id = randomUUID();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(
      `INSERT INTO study_notes (id, user_id, material_id, source_kind, title, summary, key_ideas, definitions, timestamps, difficulty, duration_minutes, generator, created_at, updated_at)
       VALUES ($1, $2, $1, 'text', 'Cell Biology', 'Cells.', $3, $4, '[]', 'beginner', 5, 'local', now(), now())`,
      [id, userId,
        JSON.stringify([{ text: 'The cell membrane controls transport', citation: { quote: 'x' } }, { text: 'Mitochondria release energy', citation: { quote: 'y' } }]),
        JSON.stringify([{ term: 'Cell membrane', meaning: 'A thin layer around the cell', citation: { quote: 'x' } }])],
    );
  } finally {
    await pool.end();
  }
  return id;
}
