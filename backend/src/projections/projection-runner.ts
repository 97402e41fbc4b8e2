import { EventEmitter } from 'node:events';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { EventLog, Position, RecordedEvent } from '../event-store/event-store.port.js';
import { CheckpointStore } from './checkpoint-store.js';
import { EventTail } from './event-tail.js';
import { LockSession } from './lock-session.js';
import type { Projection, ProjectionName } from './projection.js';
import { ProjectionBatches } from './projection-batches.js';
import { ProjectionLoop, type LoopContext } from './projection-loop.js';
import { ReadYourWrites } from './read-your-writes.js';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /** How long a projection nobody waits for gathers events after a wake before reading them. */
  lingerMs?: number;
  pollIntervalMs?: number;
  lockRetryMs?: number;
  logger?: { error(message: string, error?: unknown): void };
}

const SHARED_READ_TTL_MS = 50;
/**
 * Under a stream of appends, a projection no request waits for collects a few milliseconds of events
 * into one transaction instead of running one per append (it still lags by far less than a poll).
 */
const DEFAULT_LINGER_MS = 15;

function positionKey(after: Position | null): string {
  return after ? `${after.transactionId}:${after.globalPosition}` : 'start';
}

/**
 * Keeps the read models: one loop per projection (ProjectionLoop) on one lock session (LockSession),
 * reading the log once for all of them (EventTail), applying batches with their checkpoints
 * (ProjectionBatches, CheckpointStore); replies wait on ReadYourWrites. Only reads the event store.
 */
export class ProjectionRunner {
  private readonly progress = new EventEmitter();
  private readonly loops = new Map<string, ProjectionLoop>();
  private readonly lock: LockSession;
  private readonly checkpoints: CheckpointStore;
  private readonly batches: ProjectionBatches;
  private readonly readYourWrites: ReadYourWrites;
  private readonly context: LoopContext;
  private readonly tail: EventTail;
  private readonly heldBackChecks = new Map<string, Promise<boolean>>();
  private stopped = true;
  private unsubscribe: (() => void) | null = null;

  constructor(
    orm: MikroORM,
    pool: pg.Pool,
    private readonly store: EventLog,
    readonly projections: Projection[],
    options: ProjectionRunnerOptions = {},
  ) {
    const batchSize = options.batchSize ?? 500;
    this.progress.setMaxListeners(0);
    this.lock = new LockSession(pool, () => { for (const loop of this.loops.values()) loop.position = null; });
    this.checkpoints = new CheckpointStore(pool, this.lock);
    this.batches = new ProjectionBatches(orm, pool, store, this.checkpoints, this.progress, batchSize, options.logger);
    this.readYourWrites = new ReadYourWrites(this.loops, this.checkpoints, this.progress);
    this.tail = new EventTail((after, limit) => this.store.readAll(after, limit), batchSize);
    this.context = {
      tail: this.tail, lock: this.lock, checkpoints: this.checkpoints, batches: this.batches, progress: this.progress,
      heldBack: (after) => this.heldBack(after),
      batchSize,
      pollIntervalMs: options.pollIntervalMs ?? 1000,
      lockRetryMs: options.lockRetryMs ?? 2000,
      lingerMs: options.lingerMs ?? DEFAULT_LINGER_MS,
      logger: options.logger,
    };
    for (const projection of projections) this.loops.set(projection.name, new ProjectionLoop(projection, this.context));
  }

  register(...projections: Projection[]): void {
    for (const projection of projections) {
      if (this.loops.has(projection.name)) throw new Error(`Projection '${projection.name}' registered twice`);
      this.projections.push(projection);
      this.loops.set(projection.name, new ProjectionLoop(projection, this.context));
    }
  }

  /** A projection by the name an operator typed (the CLI): unknown names are refused with the known ones. */
  projection(name: string): Projection {
    const found = this.loops.get(name)?.projection;
    if (!found) throw new Error(`Unknown projection '${name}'. Known: ${this.projections.map((p) => p.name).join(', ')}`);
    return found;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.store.onAppended(() => this.wakeAll());
    for (const loop of this.loops.values()) loop.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.tail.invalidate();
    await Promise.all([...this.loops.values()].map((loop) => loop.stop()));
    await this.lock.close();
  }

  /** Called after each committed batch with the position the projection reached. */
  onProgress(listener: (name: string, position: Position) => void): () => void {
    this.progress.on('progress', listener);
    return () => this.progress.off('progress', listener);
  }

  wakeAll(): void {
    this.tail.invalidate();
    this.heldBackChecks.clear();
    for (const loop of this.loops.values()) loop.signal();
  }

  /**
   * Read-your-writes: resolves once every named projection has passed `position`, or false after
   * `timeoutMs`. Checks the shared checkpoint table so it works whichever node runs the projection.
   */
  waitFor(position: Position, names: readonly ProjectionName[] = this.projections.map((p) => p.name), timeoutMs = 5000): Promise<boolean> {
    return this.readYourWrites.waitFor(position, names, timeoutMs);
  }

  checkpoint(name: ProjectionName): Promise<Position | null> {
    return this.checkpoints.read(name);
  }

  /** Applies one batch in one transaction; returns how many events it read. */
  catchUpOnce(projection: Projection, read?: (after: Position | null) => Promise<RecordedEvent[]>): Promise<number> {
    return this.batches.catchUpOnce(projection, read);
  }

  /** Replays until the projection is at the head; used by tests, the CLI and after a rebuild. */
  async catchUp(projection: Projection): Promise<void> {
    while ((await this.catchUpOnce(projection)) > 0) { /* keep going */ }
  }

  /** Empties the projection's tables and checkpoint in one transaction, then replays it from the start. */
  async rebuild(projection: Projection): Promise<void> {
    await this.checkpoints.reset(projection);
    await this.catchUp(projection);
  }

  replayParked(projection: Projection): Promise<{ replayed: number; stillParked: number }> {
    return this.batches.replayParked(projection);
  }

  /** Whether committed events wait behind an older open transaction; projections at one position share the question. */
  private heldBack(after: Position | null): Promise<boolean> {
    const key = positionKey(after);
    let result = this.heldBackChecks.get(key);
    if (!result) {
      const asked = this.store.eventsHeldBack(after);
      result = asked;
      this.heldBackChecks.set(key, asked);
      const forget = () => { if (this.heldBackChecks.get(key) === asked) this.heldBackChecks.delete(key); };
      asked.then(() => setTimeout(forget, SHARED_READ_TTL_MS).unref(), forget);
    }
    return result;
  }
}
