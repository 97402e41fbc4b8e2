import { EventEmitter } from 'node:events';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { comparePositions, type Position, type RecordedEvent } from '../event-store/event-store.port.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { EventTail } from './event-tail.js';
import { describeError, isTransientError, PARK_EVENT_SQL } from './parked-events.js';
import type { Projection } from './projection.js';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /** How long a projection nobody waits for gathers events after a wake before reading them. */
  lingerMs?: number;
  pollIntervalMs?: number;
  lockRetryMs?: number;
  logger?: { error(message: string, error?: unknown): void };
}

/** First re-read after finding events held back by an open transaction; doubles up to the poll interval. */
const HELD_BACK_RETRY_MS = 5;
const SHARED_READ_TTL_MS = 50;
/**
 * Under a stream of appends, a projection no request waits for collects a few milliseconds of events
 * into one transaction instead of running one per append (it still lags by far less than a poll).
 */
const DEFAULT_LINGER_MS = 15;
/** A projection that only skipped events writes its checkpoint at most this often (it is a hint, not data). */
const SKIPPED_CHECKPOINT_FLUSH_MS = 1000;

/** Where a running projection is: `persisted` is its checkpoint row, `reached` includes events it skipped since. */
interface LoopPosition { persisted: Position | null; reached: Position | null; skippedSince: number | null }

type CheckpointRow = { transaction_id: string | null; global_position: string | null };

function positionOf(row: CheckpointRow | undefined): Position | null {
  return row?.transaction_id ? { transactionId: row.transaction_id, globalPosition: row.global_position! } : null;
}

function positionKey(after: Position | null): string {
  return after ? `${after.transactionId}:${after.globalPosition}` : 'start';
}

/** Thrown inside a batch's transaction to roll it back: the checkpoint moved under it. */
class CheckpointMoved extends Error {}

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
  /** Read-your-writes waits per projection: a projection someone waits for does not linger. */
  private readonly awaited = new Map<string, number>();
  private readonly lingering = new Map<string, () => void>();
  /** Woken since their last catch-up began: the next sleep returns at once (a wake during a batch is not lost). */
  private readonly signalled = new Set<string>();
  /** Their last catch-up found committed events it could not read yet (an older transaction still open). */
  private readonly heldBack = new Set<string>();
  /** Their last catch-up, at leisure, took a shared tail that newer appends had outdated (see EventTail.after). */
  private readonly outdated = new Set<string>();
  private lockClient: pg.PoolClient | null = null;
  /** Advisory locks the lock session holds: they last as long as the session, so ask once. */
  private readonly heldLocks = new Set<string>();
  private connectingLock: Promise<pg.PoolClient> | null = null;
  private lockQueries: Promise<void> = Promise.resolve();
  private readonly tail: EventTail;
  private readonly sharedHeldBackChecks = new Map<string, Promise<boolean>>();
  /** Projections this node runs (holds the lock for), and how far each got. */
  private readonly positions = new Map<string, LoopPosition>();
  private stopped = true;
  private loops: Promise<void>[] = [];
  private unsubscribe: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly lockRetryMs: number;
  private readonly lingerMs: number;

  constructor(
    private readonly orm: MikroORM,
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    readonly projections: Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.lockRetryMs = options.lockRetryMs ?? 2000;
    this.lingerMs = options.lingerMs ?? DEFAULT_LINGER_MS;
    this.tail = new EventTail((after, limit) => this.store.readAll(after, limit), this.batchSize);
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
    for (const hurry of this.lingering.values()) hurry();
    await Promise.all(this.loops);
    this.loops = [];
    for (const [name, at] of this.positions) await this.persistSkipped(name, at).catch(() => undefined);
    this.positions.clear();
    if (this.lockClient) {
      await this.lockClient.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      this.lockClient.release(true);
      this.lockClient = null;
      this.heldLocks.clear();
    }
  }

  /** Called after each committed batch with the position the projection reached. */
  onProgress(listener: (name: string, position: Position) => void): () => void {
    this.progress.on('progress', listener);
    return () => this.progress.off('progress', listener);
  }

  wakeAll(): void {
    this.tail.invalidate();
    this.sharedHeldBackChecks.clear();
    for (const projection of this.projections) this.signalled.add(projection.name);
    for (const wake of this.wakers.values()) wake();
  }

  private async loop(projection: Projection): Promise<void> {
    let heldBackRetries = 0;
    let lastRead = 0;
    while (!this.stopped) {
      if (lastRead < this.batchSize && !this.awaited.get(projection.name)) await this.linger(projection.name);
      if (!(await this.tryLock(projection.name))) {
        this.positions.delete(projection.name);
        await this.sleep(projection.name, this.lockRetryMs);
        continue;
      }
      try {
        this.signalled.delete(projection.name);
        const applied = await this.step(projection);
        lastRead = applied;
        if (applied > 0) heldBackRetries = 0;
        else if (this.outdated.has(projection.name)) await this.sleep(projection.name, this.lingerMs);
        else if (this.heldBack.has(projection.name)) {
          // Committed events wait behind an older transaction that is still open; nothing will NOTIFY when
          // it ends, so look again soon (backing off up to the poll interval).
          await this.sleep(projection.name, Math.min(this.pollIntervalMs, HELD_BACK_RETRY_MS * 2 ** heldBackRetries++));
        } else {
          heldBackRetries = 0;
          await this.sleep(projection.name, this.pollIntervalMs);
        }
      } catch (error) {
        this.positions.delete(projection.name);
        this.options.logger?.error(`Projection ${projection.name} failed; will retry`, error);
        await this.sleep(projection.name, this.pollIntervalMs);
      }
    }
  }

  private async tryLock(name: string): Promise<boolean> {
    if (this.heldLocks.has(name)) return true;
    try {
      const rows = await this.onLockSession<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey(name)]);
      if (rows[0].locked) this.heldLocks.add(name);
      return rows[0].locked;
    } catch {
      return false;
    }
  }

  /** The lock session is gone (or unusable): its locks went with it, so nothing here runs any more. */
  private dropLockSession(client: pg.PoolClient): void {
    if (this.lockClient !== client) return;
    this.lockClient = null;
    this.heldLocks.clear();
    this.positions.clear();
    client.release(true);
  }

  /**
   * One session holds every projection's lock and writes skipped-only checkpoints (asynchronous commit:
   * losing one only re-reads skipped events). Loops start together, so they share a single connect,
   * else each would keep its own client and later look for its lock on the other one.
   */
  private async onLockSession<R extends object>(sql: string, params: unknown[]): Promise<R[]> {
    try {
      if (!this.lockClient) {
        this.connectingLock ??= this.pool.connect().then(async (client) => {
          client.on('error', () => this.dropLockSession(client));
          client.on('end', () => this.dropLockSession(client));
          await client.query('SET synchronous_commit = off');
          return client;
        }).finally(() => { this.connectingLock = null; });
        this.lockClient = await this.connectingLock;
      }
    } catch (error) {
      this.lockClient = null;
      throw error;
    }
    const client = this.lockClient;
    // Queries on one client must not overlap (pg deprecates it): the loops take turns.
    const turn = this.lockQueries.then(() => client.query<R>(sql, params));
    this.lockQueries = turn.then(() => undefined, () => undefined);
    try {
      return (await turn).rows;
    } catch (error) {
      // The session (and every lock on it) may be gone: start over with a new one.
      this.dropLockSession(client);
      throw error;
    }
  }

  /** Waits `lingerMs`, or less if someone starts waiting for this projection. */
  private linger(name: string): Promise<void> {
    if (this.lingerMs <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.lingerMs);
      const lingering = this.lingering;
      function done() { clearTimeout(timer); lingering.delete(name); resolve(); }
      this.lingering.set(name, done);
    });
  }

  private sleep(name: string, ms: number): Promise<void> {
    if (this.signalled.has(name) || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const tail = this.tail;
      // Woken by nobody: whatever was held back may be readable now, so the next read asks the store.
      const timer = setTimeout(() => { tail.invalidate(); done(); }, ms);
      function done() { clearTimeout(timer); resolve(); }
      this.wakers.set(name, done);
    });
  }

  /**
   * One turn of a running projection; returns how many events it read. Batches without an event it
   * reads only move its position in memory (persisted now and then), so an append wakes a transaction
   * in the projections that care about it and no others.
   */
  private async step(projection: Projection): Promise<number> {
    const name = projection.name;
    const at = await this.loopPosition(name);
    if (at.skippedSince !== null && Date.now() - at.skippedSince >= SKIPPED_CHECKPOINT_FLUSH_MS) await this.persistSkipped(name, at);
    const atLeisure = !this.awaited.get(name);
    const events = await this.tail.after(at.reached, atLeisure ? this.lingerMs : 0);
    this.outdated.delete(name);
    if (!events.length) {
      if (atLeisure && !this.tail.upToDate) {
        this.outdated.add(name);
        return 0;
      }
      if (await this.sharedHeldBack(at.reached)) this.heldBack.add(name);
      else this.heldBack.delete(name);
      return 0;
    }
    this.heldBack.delete(name);
    const last = events[events.length - 1].position;
    if (!events.some((e) => projection.eventTypes.has(e.type))) {
      at.reached = last;
      at.skippedSince ??= Date.now();
    } else {
      const applied = await this.applyOrPark(projection, events, at.persisted, last);
      if (!applied) {
        // Someone else moved the checkpoint (a rebuild, or another node after a lost lock): start from the row.
        this.positions.delete(name);
        this.signalled.add(name);
        return 0;
      }
      Object.assign(at, { persisted: last, reached: last, skippedSince: null });
    }
    this.progress.emit('progress', name, last);
    return events.length;
  }

  private async loopPosition(name: string): Promise<LoopPosition> {
    let at = this.positions.get(name);
    if (!at) {
      await this.pool.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
      const persisted = await this.checkpoint(name);
      at = { persisted, reached: persisted, skippedSince: null };
      this.positions.set(name, at);
    }
    return at;
  }

  private async persistSkipped(name: string, at: LoopPosition): Promise<void> {
    if (at.skippedSince === null || !at.reached) return;
    const rows = await this.onLockSession<{ name: string }>(
      `UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now()
        WHERE name = $1 AND transaction_id IS NOT DISTINCT FROM $4::xid8 AND global_position IS NOT DISTINCT FROM $5::bigint
        RETURNING name`,
      [name, at.reached.transactionId, at.reached.globalPosition, at.persisted?.transactionId ?? null, at.persisted?.globalPosition ?? null],
    );
    if (!rows.length) {
      this.positions.delete(name);
      return;
    }
    Object.assign(at, { persisted: at.reached, skippedSince: null });
  }

  /**
   * Applies `events` and moves the checkpoint to `reached` in one transaction, if the checkpoint is still
   * `expected`. The move comes last and compares: no lock round trip first, and a loser (a rebuild, or
   * another node after a lost lock) waits on its row, finds it moved and rolls its writes back.
   */
  private async applyBatch(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position): Promise<boolean> {
    try {
      await this.orm.em.fork().transactional(async (tx) => {
        if (!(await this.applyAndMove(projection, events, expected, reached, tx))) throw new CheckpointMoved();
      });
      return true;
    } catch (error) {
      if (error instanceof CheckpointMoved) return false;
      throw error;
    }
  }

  /**
   * Applies a batch; if it fails for something other than a passing outage, applies its events one by
   * one, parking each one the projection cannot apply (with its error) and moving on. One user's bad
   * event then costs that event, not the read model: later events still arrive for everyone.
   */
  private async applyOrPark(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position): Promise<boolean> {
    try {
      return await this.applyBatch(projection, events, expected, reached);
    } catch (error) {
      if (isTransientError(error)) throw error;
      return this.applyIsolated(projection, events, expected, reached);
    }
  }

  private async applyIsolated(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position): Promise<boolean> {
    let at = expected;
    for (const event of events) {
      if (!projection.eventTypes.has(event.type)) continue;
      let moved: boolean;
      try {
        moved = await this.applyBatch(projection, [event], at, event.position);
      } catch (error) {
        if (isTransientError(error)) throw error;
        moved = await this.park(projection, event, error, at);
      }
      if (!moved) return false;
      at = event.position;
    }
    if (at && comparePositions(at, reached) === 0) return true;
    return this.applyBatch(projection, [], at, reached);
  }

  /** Records the event as parked and moves the checkpoint past it, in one transaction. */
  private async park(projection: Projection, event: RecordedEvent, error: unknown, expected: Position | null): Promise<boolean> {
    this.options.logger?.error(`Projection ${projection.name} cannot apply ${event.type} ${event.eventId} (stream ${event.streamId}); parked it and going on`, error);
    try {
      await this.orm.em.fork().transactional(async (tx) => {
        await tx.getConnection().execute(PARK_EVENT_SQL, [
          projection.name, event.eventId, event.streamId, event.streamVersion, event.type,
          event.position.transactionId, event.position.globalPosition, describeError(error),
        ], 'run', tx.getTransactionContext());
        if (!(await this.applyAndMove(projection, [], expected, event.position, tx))) throw new CheckpointMoved();
      });
      this.progress.emit('parked', projection.name, event);
      return true;
    } catch (parkError) {
      if (parkError instanceof CheckpointMoved) return false;
      throw parkError;
    }
  }

  /**
   * Applies the projection's parked events again (after a fix), oldest first, each in its own
   * transaction with the removal of its parked row; those that still fail stay parked with the new error.
   */
  async replayParked(projection: Projection): Promise<{ replayed: number; stillParked: number }> {
    const { rows } = await this.pool.query<{ event_id: string; stream_id: string; stream_version: string }>(
      'SELECT event_id, stream_id, stream_version FROM parked_events WHERE projection = $1 ORDER BY transaction_id, global_position', [projection.name],
    );
    // By stream and version, which every event store can read (KurrentDB has no lookup by event id).
    const events = [];
    for (const row of rows) {
      const [event] = await this.store.readStream(row.stream_id, { fromVersion: Number(row.stream_version) });
      if (event?.eventId === row.event_id) events.push(event);
    }
    let replayed = 0;
    for (const event of events) {
      try {
        await this.orm.em.fork().transactional(async (tx) => {
          await projection.apply([event], tx);
          await tx.flush();
          await tx.getConnection().execute('DELETE FROM parked_events WHERE projection = ? AND event_id = ?', [projection.name, event.eventId], 'run', tx.getTransactionContext());
        });
        replayed += 1;
      } catch (error) {
        await this.pool.query('UPDATE parked_events SET error = $3, attempts = attempts + 1 WHERE projection = $1 AND event_id = $2', [projection.name, event.eventId, describeError(error)]);
      }
    }
    return { replayed, stillParked: events.length - replayed };
  }

  /** Locks the projection's checkpoint row for this transaction (creating it), with asynchronous commit. */
  private async lockCheckpoint(name: string, tx: EntityManager): Promise<Position | null> {
    const connection = tx.getConnection();
    const ctx = tx.getTransactionContext();
    // Read models are derived: a crash losing the last batch only replays it (data and checkpoint go
    // together), so projection commits need not wait for the disk.
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

  /**
   * Applies the events the projection reads, then moves its checkpoint from `expected` to `reached`
   * (asynchronous commit, see lockCheckpoint); false if the checkpoint was not at `expected`.
   */
  private async applyAndMove(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position, tx: EntityManager): Promise<boolean> {
    const relevant = events.filter((e) => projection.eventTypes.has(e.type));
    if (relevant.length) await projection.apply(relevant, tx);
    await tx.flush();
    const rows = await tx.getConnection().execute<{ name: string }[]>(
      `UPDATE projection_checkpoints SET transaction_id = ?::xid8, global_position = ?, updated_at = now()
        WHERE name = ? AND transaction_id IS NOT DISTINCT FROM ?::xid8 AND global_position IS NOT DISTINCT FROM ?::bigint
        RETURNING name, set_config('synchronous_commit', 'off', true)`,
      [reached.transactionId, reached.globalPosition, projection.name, expected?.transactionId ?? null, expected?.globalPosition ?? null],
      'all', tx.getTransactionContext(),
    );
    return rows.length > 0;
  }

  /** Whether committed events wait behind an older open transaction; shared like reads. */
  private sharedHeldBack(after: Position | null): Promise<boolean> {
    // Only Postgres holds committed events back (read horizon); KurrentDB's $all order is final at the ack.
    if (!(this.store instanceof PostgresEventStore)) return Promise.resolve(false);
    // Ordered and limited at the top level so the planner walks the index (an EXISTS here scanned the table).
    return this.shared(this.sharedHeldBackChecks, after, () => this.pool.query(
      `SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        ORDER BY transaction_id, global_position LIMIT 1`,
      [after?.transactionId ?? '0', after?.globalPosition ?? '0'],
    ).then((r) => r.rows.length > 0));
  }

  /** Applies one batch in one transaction; returns how many events it read. */
  async catchUpOnce(projection: Projection, read: (after: Position | null) => Promise<RecordedEvent[]> = (after) => this.store.readAll(after, this.batchSize)): Promise<number> {
    let count = 0;
    let reached: Position | null = null;
    try {
      await this.orm.em.fork().transactional(async (tx) => {
        const checkpoint = await this.lockCheckpoint(projection.name, tx);
        const events = await read(checkpoint);
        count = events.length;
        if (!count) return;
        reached = events[count - 1].position;
        // The row is locked: nobody else can have moved it.
        await this.applyAndMove(projection, events, checkpoint, reached, tx);
      });
    } catch (error) {
      if (isTransientError(error)) throw error;
      // A poison event in the batch: apply one by one, parking what cannot be applied.
      const checkpoint = await this.checkpoint(projection.name);
      const events = await read(checkpoint);
      count = events.length;
      reached = count ? events[count - 1].position : null;
      if (reached && !(await this.applyIsolated(projection, events, checkpoint, reached))) throw error;
    }
    if (reached) this.progress.emit('progress', projection.name, reached);
    return count;
  }

  /** Projections at the same position share one query (dropped on the next append or after a moment). */
  private shared<T>(cache: Map<string, Promise<T>>, after: Position | null, query: () => Promise<T>): Promise<T> {
    const key = positionKey(after);
    let result = cache.get(key);
    if (!result) {
      result = query();
      cache.set(key, result);
      const forget = () => { if (cache.get(key) === result) cache.delete(key); };
      result.then(() => setTimeout(forget, SHARED_READ_TTL_MS).unref(), forget);
    }
    return result;
  }

  /** Replays until the projection is at the head; used by tests, the CLI and after a rebuild. */
  async catchUp(projection: Projection): Promise<void> {
    while ((await this.catchUpOnce(projection)) > 0) { /* keep going */ }
  }

  async checkpoint(name: string): Promise<Position | null> {
    const { rows } = await this.pool.query<CheckpointRow>(
      'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM projection_checkpoints WHERE name = $1',
      [name],
    );
    return positionOf(rows[0]);
  }

  /**
   * Read-your-writes: resolves once every named projection has passed `position`, or false after
   * `timeoutMs`. Checks the shared checkpoint table so it works whichever node runs the projection.
   */
  async waitFor(position: Position, names: string[] = this.projections.map((p) => p.name), timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const pending = new Set(names);
    const passed = (at: Position | null) => at !== null && comparePositions(at, position) >= 0;
    // Projections this node runs are known in memory; others by their checkpoint row.
    const reachedLocally = () => {
      for (const name of pending) if (passed(this.positions.get(name)?.reached ?? null)) pending.delete(name);
      return pending.size === 0;
    };
    const reachedAll = async () => {
      for (const name of [...pending]) {
        if (this.positions.has(name)) continue;
        if (passed(await this.checkpoint(name))) pending.delete(name);
      }
      return reachedLocally();
    };
    for (const name of names) {
      this.awaited.set(name, (this.awaited.get(name) ?? 0) + 1);
      this.lingering.get(name)?.();
      if (this.outdated.has(name)) this.wakers.get(name)?.();
    }
    try {
      return await this.waitUntil(reachedAll, reachedLocally, pending, deadline);
    } finally {
      for (const name of names) {
        const count = (this.awaited.get(name) ?? 1) - 1;
        if (count > 0) this.awaited.set(name, count);
        else this.awaited.delete(name);
      }
    }
  }

  private async waitUntil(reachedAll: () => Promise<boolean>, reachedLocally: () => boolean, pending: Set<string>, deadline: number): Promise<boolean> {
    while (!(await reachedAll())) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const onProgress = (name: string) => { if (pending.has(name)) finish(); };
        const timer = setTimeout(finish, Math.min(left, 25));
        const progress = this.progress;
        function finish() { clearTimeout(timer); progress.off('progress', onProgress); resolve(); }
        progress.on('progress', onProgress);
        // A projection may have moved on while the checkpoint rows were read.
        if (reachedLocally()) finish();
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
