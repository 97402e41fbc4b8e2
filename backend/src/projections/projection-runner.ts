import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { comparePositions, type Position, type RecordedEvent } from '../event-store/event-store.port.js';
import type { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import type { Projection } from './projection.js';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  lockRetryMs?: number;
  logger?: { error(message: string, error?: unknown): void };
}

/** First re-read after finding events held back by an open transaction; doubles up to the poll interval. */
const HELD_BACK_RETRY_MS = 5;
const SHARED_READ_TTL_MS = 50;

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
  /** Woken since their last catch-up began: the next sleep returns at once (a wake during a batch is not lost). */
  private readonly signalled = new Set<string>();
  /** Their last catch-up found committed events it could not read yet (an older transaction still open). */
  private readonly heldBack = new Set<string>();
  private lockClient: pg.PoolClient | null = null;
  private connectingLock: Promise<pg.PoolClient> | null = null;
  private lockQueries: Promise<void> = Promise.resolve();
  private readonly sharedReads = new Map<string, Promise<RecordedEvent[]>>();
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
    this.sharedReads.clear();
    for (const projection of this.projections) this.signalled.add(projection.name);
    for (const wake of this.wakers.values()) wake();
  }

  private async loop(projection: Projection): Promise<void> {
    let heldBackRetries = 0;
    while (!this.stopped) {
      if (!(await this.tryLock(projection.name))) {
        await this.sleep(projection.name, this.lockRetryMs);
        continue;
      }
      try {
        this.signalled.delete(projection.name);
        const applied = await this.catchUpOnce(projection, (after) => this.readShared(after));
        if (applied > 0) heldBackRetries = 0;
        else if (this.heldBack.has(projection.name)) {
          // Committed events wait behind an older transaction that is still open; nothing will NOTIFY when
          // it ends, so look again soon (backing off up to the poll interval).
          await this.sleep(projection.name, Math.min(this.pollIntervalMs, HELD_BACK_RETRY_MS * 2 ** heldBackRetries++));
        } else {
          heldBackRetries = 0;
          await this.sleep(projection.name, this.pollIntervalMs);
        }
      } catch (error) {
        this.options.logger?.error(`Projection ${projection.name} failed; will retry`, error);
        await this.sleep(projection.name, this.pollIntervalMs);
      }
    }
  }

  private async tryLock(name: string): Promise<boolean> {
    try {
      // One session holds every projection's lock: loops start together, so share a single connect,
      // else each would keep its own client and later look for its lock on the other one.
      if (!this.lockClient) {
        this.connectingLock ??= this.pool.connect().finally(() => { this.connectingLock = null; });
        this.lockClient = await this.connectingLock;
      }
      const client = this.lockClient;
      // Queries on one client must not overlap (pg deprecates it): the loops take turns.
      const turn = this.lockQueries.then(() => client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(name)]));
      this.lockQueries = turn.then(() => undefined, () => undefined);
      const { rows } = await turn;
      return rows[0].locked;
    } catch {
      this.lockClient?.release(true);
      this.lockClient = null;
      return false;
    }
  }

  private sleep(name: string, ms: number): Promise<void> {
    if (this.signalled.has(name)) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() { clearTimeout(timer); resolve(); }
      this.wakers.set(name, done);
    });
  }

  /** Applies one batch in one transaction; returns how many events it read. */
  async catchUpOnce(projection: Projection, read: (after: Position | null) => Promise<RecordedEvent[]> = (after) => this.store.readAll(after, this.batchSize)): Promise<number> {
    const em = this.orm.em.fork();
    let count = 0;
    let reached: Position | null = null;
    await em.transactional(async (tx) => {
      const connection = tx.getConnection();
      const ctx = tx.getTransactionContext();
      // Read models are derived: a crash losing the last batch only replays it (data and checkpoint go
      // together), so projection commits need not wait for the disk.
      await connection.execute('SET LOCAL synchronous_commit = off', [], 'run', ctx);
      const lockCheckpoint = () => connection.execute<{ transaction_id: string | null; global_position: string | null }[]>(
        'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM projection_checkpoints WHERE name = ? FOR UPDATE',
        [projection.name], 'all', ctx,
      );
      let rows = await lockCheckpoint();
      if (!rows.length) {
        await connection.execute('INSERT INTO projection_checkpoints (name) VALUES (?) ON CONFLICT (name) DO NOTHING', [projection.name], 'run', ctx);
        rows = await lockCheckpoint();
      }
      const checkpoint: Position | null = rows[0].transaction_id
        ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position! }
        : null;
      const events = await read(checkpoint);
      count = events.length;
      if (count === 0) {
        const [{ waiting }] = await connection.execute<{ waiting: boolean }[]>(
          'SELECT EXISTS (SELECT 1 FROM events WHERE (transaction_id, global_position) > (?::xid8, ?::bigint)) AS waiting',
          [checkpoint?.transactionId ?? '0', checkpoint?.globalPosition ?? '0'], 'all', ctx,
        );
        if (waiting) this.heldBack.add(projection.name);
        else this.heldBack.delete(projection.name);
        return;
      }
      this.heldBack.delete(projection.name);
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
    return count;
  }

  /**
   * Projections usually sit at the same checkpoint and wake together: they share one read of the
   * same range instead of each querying the store (dropped on the next append or after a moment).
   */
  private readShared(after: Position | null): Promise<RecordedEvent[]> {
    const key = after ? `${after.transactionId}:${after.globalPosition}` : 'start';
    let read = this.sharedReads.get(key);
    if (!read) {
      read = this.store.readAll(after, this.batchSize);
      this.sharedReads.set(key, read);
      const forget = () => { if (this.sharedReads.get(key) === read) this.sharedReads.delete(key); };
      read.then(() => setTimeout(forget, SHARED_READ_TTL_MS).unref(), forget);
    }
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
