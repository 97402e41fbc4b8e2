import type { ParkedEventView } from '@studyloop/events';
import type pg from 'pg';

/**
 * Errors that say nothing about the event (the database went away, a deadlock, a serialization
 * failure): the batch is retried as it is. Anything else, after the event failed on its own, means
 * the projection cannot apply that event: it is parked (see ProjectionRunner) and the projection
 * goes on.
 */
export function isTransientError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^(08|40|53|57|58|55P03|XX)/.test(code)) return true;
  if (typeof code === 'string' && /^(ECONN|ETIMEDOUT|EPIPE|ENOTFOUND)/.test(code)) return true;
  return typeof message === 'string' && /Connection terminated|connection (is )?closed|Client has encountered a connection error|timeout exceeded/i.test(message);
}

export function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 2000);
}


export const PARK_EVENT_SQL = `INSERT INTO parked_events (projection, event_id, stream_id, stream_version, type, transaction_id, global_position, error)
  VALUES (?, ?, ?, ?, ?, ?::xid8, ?, ?)
  ON CONFLICT (projection, event_id) DO UPDATE SET error = excluded.error, attempts = parked_events.attempts + 1, parked_at = now()`;

export async function parkedCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ projection: string; count: string }>('SELECT projection, count(*) AS count FROM parked_events GROUP BY projection ORDER BY projection');
  return Object.fromEntries(rows.map((r) => [r.projection, Number(r.count)]));
}

export async function listParkedEvents(pool: pg.Pool, limit = 200): Promise<ParkedEventView[]> {
  const { rows } = await pool.query<{ projection: string; event_id: string; stream_id: string; stream_version: string; type: string; error: string; attempts: number; parked_at: Date }>(
    `SELECT projection, event_id, stream_id, stream_version, type, error, attempts, parked_at FROM parked_events
      ORDER BY parked_at DESC LIMIT $1`, [limit],
  );
  return rows.map((r) => ({
    projection: r.projection, eventId: r.event_id, streamId: r.stream_id, streamVersion: Number(r.stream_version),
    type: r.type, error: r.error, attempts: r.attempts, parkedAt: r.parked_at.toISOString(),
  }));
}
