import { HttpException, HttpStatus } from '@nestjs/common';
import type pg from 'pg';
import type { RateLimit } from '../config/app-config.js';

export class TooManyAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number, message: string) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Counts attempts per key in a sliding window, in Postgres so every node shares the count. */
export class AuthThrottle {
  constructor(private readonly pool: pg.Pool) {}

  /** Throws TooManyAttempts when any key already used up its window. */
  async assertAllowed(keys: string[], limit: RateLimit, message: string): Promise<void> {
    const { rows } = await this.pool.query<{ key: string; attempts: string; oldest: Date }>(
      `SELECT key, count(*) AS attempts, min(at) AS oldest FROM auth_attempts
       WHERE key = ANY($1) AND at > now() - ($2::bigint * interval '1 millisecond') GROUP BY key`,
      [keys, limit.windowMs],
    );
    const blocked = rows.filter((r) => Number(r.attempts) >= limit.max);
    if (!blocked.length) return;
    const freesAt = Math.max(...blocked.map((r) => r.oldest.getTime() + limit.windowMs));
    throw new TooManyAttempts(Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)), message);
  }

  async record(keys: string[]): Promise<void> {
    await this.pool.query('INSERT INTO auth_attempts (key) SELECT unnest($1::text[])', [keys]);
    if (Math.random() < 0.01) await this.pool.query("DELETE FROM auth_attempts WHERE at < now() - interval '1 day'");
  }
}
