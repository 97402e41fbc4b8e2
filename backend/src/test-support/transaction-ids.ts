import type pg from 'pg';

/**
 * Tests that write events with chosen transaction ids need the cluster's counter past them (readers only
 * see ids below the oldest running one). A fresh cluster starts near 700: burn ids in subtransactions.
 */
export async function advanceTransactionIdsPast(pool: pg.Pool, past: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [{ current }] } = await client.query<{ current: string }>('SELECT pg_current_xact_id()::text AS current');
    const missing = past + 1 - Number(current);
    if (missing > 0) {
      await client.query('CREATE TEMP TABLE transaction_id_burner (n int) ON COMMIT DROP');
      await client.query(`DO $$ BEGIN FOR i IN 1..${Math.ceil(missing)} LOOP
        BEGIN INSERT INTO transaction_id_burner VALUES (i); EXCEPTION WHEN others THEN NULL; END;
      END LOOP; END $$`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
