import type pg from 'pg';

function lockKey(name: string): string {
  return `projection:${name}`;
}

/**
 * One database session holds every projection's advisory lock (so one node applies each projection)
 * and writes skipped-only checkpoints (asynchronous commit: losing one only re-reads skipped events).
 * Loops start together, so they share a single connect, else each would keep its own client and later
 * look for its lock on the other one. When the session goes, its locks go with it: `onLost` is told.
 */
export class LockSession {
  private client: pg.PoolClient | null = null;
  /** Advisory locks the session holds: they last as long as the session, so ask once. */
  private readonly held = new Set<string>();
  private connecting: Promise<pg.PoolClient> | null = null;
  private queries: Promise<void> = Promise.resolve();

  constructor(private readonly pool: pg.Pool, private readonly onLost: () => void) {}

  async tryLock(name: string): Promise<boolean> {
    if (this.held.has(name)) return true;
    try {
      const rows = await this.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(name)]);
      if (rows[0].locked) this.held.add(name);
      return rows[0].locked;
    } catch {
      return false;
    }
  }

  /** Runs `sql` on the session; queries on one client must not overlap (pg deprecates it), so callers take turns. */
  async query<R extends object>(sql: string, params: unknown[]): Promise<R[]> {
    try {
      if (!this.client) {
        this.connecting ??= this.pool.connect().then(async (client) => {
          client.on('error', () => this.drop(client));
          client.on('end', () => this.drop(client));
          await client.query('SET synchronous_commit = off');
          return client;
        }).finally(() => { this.connecting = null; });
        this.client = await this.connecting;
      }
    } catch (error) {
      this.client = null;
      throw error;
    }
    const client = this.client;
    const turn = this.queries.then(() => client.query<R>(sql, params));
    this.queries = turn.then(() => undefined, () => undefined);
    try {
      return (await turn).rows;
    } catch (error) {
      // The session (and every lock on it) may be gone: start over with a new one.
      this.drop(client);
      throw error;
    }
  }

  /** Gives every lock back and closes the session. */
  async close(): Promise<void> {
    if (!this.client) return;
    await this.client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    this.client.release(true);
    this.client = null;
    this.held.clear();
  }

  /** The session is gone (or unusable): its locks went with it, so nothing here runs any more. */
  private drop(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = null;
    this.held.clear();
    this.onLost();
    client.release(true);
  }
}
