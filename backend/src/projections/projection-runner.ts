import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { comparePositions, type Position } from '../event-store/event-store.port.js';
import type { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import type { Projection } from './projection.js';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  lockRetryMs?: number;
  logger?: { error(message: string, error?: unknown): void };
}

function lockKey(name: string): string {
  return `projection:${name}`;
}

/**
 * Runs each projection in its own loop: holds an advisory lock so one node applies it, wakes on
 * NOTIFY (through the store) or every poll interval, and applies batches transactionally.
 */
export class ProjectionRunner {
  private readonly progress = new EventEmitter();
  private readonly wakers = new Map<string, () => void>();
  private lockClient: pg.PoolClient | null = null;
  /** One connection holds every advisory lock; concurrent loops must share it, not race to open their own. */
  private lockClientConnecting: Promise<pg.PoolClient> | null = null;
  /** Lock queries go one at a time on that connection (pg refuses overlapping queries on one client). */
  private lockQueue: Promise<unknown> = Promise.resolve();
  private stopped = true;
  private loops: Promise<void>[] = [];
  private unsubscribe: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly lockRetryMs: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly pool: pg.Pool,
    private readonly store: PostgresEventStore,
    readonly projections: Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.lockRetryMs = options.lockRetryMs ?? 2000;
    this.progress.setMaxListeners(0);
  }

  register(...projections: Projection[]): void {
    for (const projection of projections) {
      if (this.projections.some((p) => p.name === projection.name)) throw new Error(`Projection '${projection.name}' registered twice`);
      this.projections.push(projection);
    }
  }

  projection(name: string): Projection {
    const found = this.projections.find((p) => p.name === name);
    if (!found) throw new Error(`Unknown projection '${name}'. Known: ${this.projections.map((p) => p.name).join(', ')}`);
    return found;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.store.onAppended(() => this.wakeAll());
    this.loops = this.projections.map((p) => this.loop(p));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wakeAll();
    await Promise.all(this.loops);
    this.loops = [];
    if (this.lockClient) {
      await this.lockClient.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      this.lockClient.release();
      this.lockClient = null;
    }
  }

  /** Called after each committed batch with the position the projection reached. */
  onProgress(listener: (name: string, position: Position) => void): () => void {
    this.progress.on('progress', listener);
    return () => this.progress.off('progress', listener);
  }

  wakeAll(): void {
    for (const wake of this.wakers.values()) wake();
  }

  private async loop(projection: Projection): Promise<void> {
    while (!this.stopped) {
      if (!(await this.tryLock(projection.name))) {
        await this.sleep(projection.name, this.lockRetryMs);
        continue;
      }
      try {
        const applied = await this.catchUpOnce(projection);
        if (applied === 0) await this.sleep(projection.name, this.pollIntervalMs);
      } catch (error) {
        this.options.logger?.error(`Projection ${projection.name} failed; will retry`, error);
        await this.sleep(projection.name, this.pollIntervalMs);
      }
    }
  }

  private async tryLock(name: string): Promise<boolean> {
    try {
      const client = this.lockClient ?? await (this.lockClientConnecting ??= this.pool.connect()
        .then((c) => { this.lockClient = c; return c; })
        .finally(() => { this.lockClientConnecting = null; }));
      const query = this.lockQueue.then(() => client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(name)]));
      this.lockQueue = query.catch(() => undefined);
      const { rows } = await query;
      return rows[0].locked;
    } catch {
      this.lockClient?.release(true);
      this.lockClient = null;
      return false;
    }
  }

  private sleep(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() { clearTimeout(timer); resolve(); }
      this.wakers.set(name, done);
    });
  }

  /** Applies one batch in one transaction; returns how many events it read. */
  async catchUpOnce(projection: Projection): Promise<number> {
    const em = this.orm.em.fork();
    let read = 0;
    let reached: Position | null = null;
    await em.transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const rows = await connection.execute<{ transaction_id: string | null; global_position: string | null }[]>(
        `INSERT INTO projection_checkpoints (name) VALUES (?) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name
         RETURNING transaction_id::text AS transaction_id, global_position::text AS global_position`,
        [projection.name], 'all', ctx,
      );
      const checkpoint: Position | null = rows[0].transaction_id
        ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position! }
        : null;
      const events = await this.store.readAll(checkpoint, this.batchSize);
      read = events.length;
      if (read === 0) return;
      const relevant = events.filter((e) => projection.eventTypes.has(e.type));
      if (relevant.length) await projection.apply(relevant, tx);
      await tx.flush();
      reached = events[events.length - 1].position;
      await connection.execute(
        'UPDATE projection_checkpoints SET transaction_id = ?::xid8, global_position = ?, updated_at = now() WHERE name = ?',
        [reached.transactionId, reached.globalPosition, projection.name], 'run', ctx,
      );
    });
    if (reached) this.progress.emit('progress', projection.name, reached);
    return read;
  }

  /** Replays until the projection is at the head; used by tests, the CLI and after a rebuild. */
  async catchUp(projection: Projection): Promise<void> {
    while ((await this.catchUpOnce(projection)) > 0) { /* keep going */ }
  }

  async checkpoint(name: string): Promise<Position | null> {
    const { rows } = await this.pool.query<{ transaction_id: string | null; global_position: string | null }>(
      'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM projection_checkpoints WHERE name = $1',
      [name],
    );
    if (!rows.length || !rows[0].transaction_id) return null;
    return { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position! };
  }

  /**
   * Read-your-writes: resolves once every named projection has passed `position`, or false after
   * `timeoutMs`. Checks the shared checkpoint table so it works whichever node runs the projection.
   */
  async waitFor(position: Position, names: string[] = this.projections.map((p) => p.name), timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const pending = new Set(names);
    const reachedAll = async () => {
      for (const name of [...pending]) {
        const at = await this.checkpoint(name);
        if (at && comparePositions(at, position) >= 0) pending.delete(name);
      }
      return pending.size === 0;
    };
    this.wakeAll();
    while (!(await reachedAll())) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const onProgress = (name: string) => { if (pending.has(name)) finish(); };
        const timer = setTimeout(finish, Math.min(left, 25));
        const progress = this.progress;
        function finish() { clearTimeout(timer); progress.off('progress', onProgress); resolve(); }
        progress.on('progress', onProgress);
      });
    }
    return true;
  }

  /** Empties the projection's tables and checkpoint in one transaction, then replays it from the start. */
  async rebuild(projection: Projection): Promise<void> {
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
    await this.catchUp(projection);
  }
}
