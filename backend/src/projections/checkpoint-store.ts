import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Position } from '../event-store/event-store.port.js';
import type { LockSession } from './lock-session.js';
import type { BatchWrite, Projection } from './projection.js';

/** SQLSTATE of sl_require_checkpoint_moved (migration 0009). */
const CHECKPOINT_MOVED = 'SLCKP';

type CheckpointRow = { transaction_id: string | null; global_position: string | null };

function positionOf(row: CheckpointRow | undefined): Position | null {
  return row?.transaction_id ? { transactionId: row.transaction_id, globalPosition: row.global_position! } : null;
}

/**
 * Where each projection is (table projection_checkpoints, one row per projection). Every move names
 * the position it moves from and fails (false) when the row is elsewhere: a rebuild, or another node
 * after a lost lock, got there first. Read models are derived, so checkpoint writes commit
 * asynchronously: a crash losing the last batch only replays it (data and checkpoint go together).
 */
export class CheckpointStore {
  constructor(private readonly pool: pg.Pool, private readonly session: LockSession) {}

  async read(name: string): Promise<Position | null> {
    const { rows } = await this.pool.query<CheckpointRow>(
      'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM projection_checkpoints WHERE name = $1',
      [name],
    );
    return positionOf(rows[0]);
  }

  /** The row, created at the start when the projection is new. */
  async readOrCreate(name: string): Promise<Position | null> {
    await this.pool.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
    return this.read(name);
  }

  /** Locks the row for this transaction (creating it), with asynchronous commit. */
  async lock(name: string, tx: EntityManager): Promise<Position | null> {
    const connection = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const lock = () => connection.execute<CheckpointRow[]>(
      `SELECT set_config('synchronous_commit', 'off', true), transaction_id::text AS transaction_id, global_position::text AS global_position
         FROM projection_checkpoints WHERE name = ? FOR UPDATE`,
      [name], 'all', ctx,
    );
    let rows = await lock();
    if (!rows.length) {
      await connection.execute('INSERT INTO projection_checkpoints (name) VALUES (?) ON CONFLICT (name) DO NOTHING', [name], 'run', ctx);
      rows = await lock();
    }
    return positionOf(rows[0]);
  }

  /** Moves the row from `expected` to `reached` inside the transaction that applied the events. */
  async move(name: string, expected: Position | null, reached: Position, tx: EntityManager): Promise<boolean> {
    const rows = await tx.getConnection().execute<{ name: string }[]>(
      `UPDATE projection_checkpoints SET transaction_id = ?::xid8, global_position = ?, updated_at = now()
        WHERE name = ? AND transaction_id IS NOT DISTINCT FROM ?::xid8 AND global_position IS NOT DISTINCT FROM ?::bigint
        RETURNING name, set_config('synchronous_commit', 'off', true)`,
      [reached.transactionId, reached.globalPosition, name, expected?.transactionId ?? null, expected?.globalPosition ?? null],
      'all', tx.getTransactionContext(),
    );
    return rows.length > 0;
  }

  /**
   * Writes a batch (see Projection.prepareBatch) and moves the row from `expected` to `reached` in one
   * statement; false, with nothing written, when the row is elsewhere.
   */
  async moveWith(name: string, expected: Position | null, reached: Position, write: BatchWrite, em: EntityManager): Promise<boolean> {
    const move = `checkpoint_moved AS (UPDATE projection_checkpoints SET transaction_id = ?::xid8, global_position = ?, updated_at = now()
        WHERE name = ? AND transaction_id IS NOT DISTINCT FROM ?::xid8 AND global_position IS NOT DISTINCT FROM ?::bigint
        RETURNING set_config('synchronous_commit', 'off', true))`;
    try {
      await em.getConnection().execute(
        `WITH ${[...write.parts, move].join(',\n')} SELECT sl_require_checkpoint_moved(count(*)) FROM checkpoint_moved`,
        [...write.params, reached.transactionId, reached.globalPosition, name, expected?.transactionId ?? null, expected?.globalPosition ?? null],
        'run',
      );
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === CHECKPOINT_MOVED) return false;
      throw error;
    }
  }

  /** Moves the row past events the projection only skipped (no transaction of its own: on the lock session). */
  async moveSkipped(name: string, expected: Position | null, reached: Position): Promise<boolean> {
    const rows = await this.session.query<{ name: string }>(
      `UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now()
        WHERE name = $1 AND transaction_id IS NOT DISTINCT FROM $4::xid8 AND global_position IS NOT DISTINCT FROM $5::bigint
        RETURNING name`,
      [name, reached.transactionId, reached.globalPosition, expected?.transactionId ?? null, expected?.globalPosition ?? null],
    );
    return rows.length > 0;
  }

  /** Empties the projection's tables and its row in one transaction: it starts again from the beginning. */
  async reset(projection: Projection): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT 1 FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [projection.name]);
      if (projection.tables.length) await client.query(`TRUNCATE ${projection.tables.map((t) => `"${t}"`).join(', ')}`);
      await client.query('DELETE FROM projection_checkpoints WHERE name = $1', [projection.name]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
