import type { EventEmitter } from 'node:events';
import type { Position } from '../event-store/event-store.port.js';
import { heldBackRetryDelay } from '../event-store/held-back-retry.js';
import type { CheckpointStore } from './checkpoint-store.js';
import type { EventTail } from './event-tail.js';
import type { LockSession } from './lock-session.js';
import type { Projection } from './projection.js';
import type { ProjectionBatches } from './projection-batches.js';

/** A projection that only skipped events writes its checkpoint at most this often (it is a hint, not data). */
const SKIPPED_CHECKPOINT_FLUSH_MS = 1000;

/** Where a running projection is: `persisted` is its checkpoint row, `reached` includes events it skipped since. */
export interface LoopPosition { persisted: Position | null; reached: Position | null; skippedSince: number | null }

/** What every loop shares: the one read of the log, the lock session, the checkpoints and the timings. */
export interface LoopContext {
  tail: EventTail;
  lock: LockSession;
  checkpoints: CheckpointStore;
  batches: ProjectionBatches;
  progress: EventEmitter;
  /** Whether committed events after `after` wait behind an open transaction (shared like reads). */
  heldBack(after: Position | null): Promise<boolean>;
  batchSize: number;
  pollIntervalMs: number;
  lockRetryMs: number;
  lingerMs: number;
  logger?: { error(message: string, error?: unknown): void };
}

/**
 * One projection running on this node: takes its lock, wakes on an append (or every poll interval),
 * reads from the shared tail and applies what it reads. A projection nobody waits for lingers a few
 * milliseconds after a wake, so a stream of appends becomes one transaction instead of one each.
 */
export class ProjectionLoop {
  /** How far it got while it holds the lock here; null when another node runs it (or the lock was lost). */
  position: LoopPosition | null = null;
  /** Read-your-writes waits on it: a projection someone waits for does not linger. */
  private awaited = 0;
  private wake: (() => void) | null = null;
  private hurry: (() => void) | null = null;
  /** Woken since its last catch-up began: the next sleep returns at once (a wake during a batch is not lost). */
  private signalled = false;
  /** Its last catch-up found committed events it could not read yet (an older transaction still open). */
  private heldBack = false;
  /** Its last catch-up, at leisure, took a shared tail that newer appends had outdated (see EventTail.after). */
  private outdated = false;
  private stopped = true;
  private running: Promise<void> = Promise.resolve();

  constructor(readonly projection: Projection, private readonly ctx: LoopContext) {}

  get name(): string {
    return this.projection.name;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.running = this.run();
  }

  /** Ends the loop and keeps how far it skipped. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.signal();
    this.hurry?.();
    await this.running;
    if (this.position) await this.persistSkipped(this.position).catch(() => undefined);
    this.position = null;
  }

  /** Something was appended: look again (now, or after lingering). */
  signal(): void {
    this.signalled = true;
    this.wake?.();
  }

  /** Someone waits for this projection until the returned function is called: no lingering meanwhile. */
  awaitedBy(): () => void {
    this.awaited += 1;
    this.hurry?.();
    if (this.outdated) this.wake?.();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.awaited -= 1;
    };
  }

  private async run(): Promise<void> {
    let heldBackRetries = 0;
    let lastRead = 0;
    while (!this.stopped) {
      if (lastRead < this.ctx.batchSize && !this.awaited) await this.linger();
      if (!(await this.ctx.lock.tryLock(this.name))) {
        this.position = null;
        await this.sleep(this.ctx.lockRetryMs);
        continue;
      }
      try {
        this.signalled = false;
        const applied = await this.step();
        lastRead = applied;
        if (applied > 0) heldBackRetries = 0;
        else if (this.outdated) await this.sleep(this.ctx.lingerMs);
        else if (this.heldBack) {
          // Committed events wait behind an older transaction that is still open; nothing will NOTIFY when
          // it ends, so look again soon (backing off up to the poll interval).
          await this.sleep(heldBackRetryDelay(heldBackRetries++, this.ctx.pollIntervalMs));
        } else {
          heldBackRetries = 0;
          await this.sleep(this.ctx.pollIntervalMs);
        }
      } catch (error) {
        this.position = null;
        this.ctx.logger?.error(`Projection ${this.name} failed; will retry`, error);
        await this.sleep(this.ctx.pollIntervalMs);
      }
    }
  }

  /**
   * One turn; returns how many events it read. Batches without an event it reads only move its
   * position in memory (persisted now and then), so an append wakes a transaction in the projections
   * that care about it and no others.
   */
  private async step(): Promise<number> {
    const at = await this.loopPosition();
    if (at.skippedSince !== null && Date.now() - at.skippedSince >= SKIPPED_CHECKPOINT_FLUSH_MS) await this.persistSkipped(at);
    const atLeisure = !this.awaited;
    const events = await this.ctx.tail.after(at.reached, atLeisure ? this.ctx.lingerMs : 0);
    this.outdated = false;
    if (!events.length) {
      if (atLeisure && !this.ctx.tail.upToDate) {
        this.outdated = true;
        return 0;
      }
      this.heldBack = await this.ctx.heldBack(at.reached);
      return 0;
    }
    this.heldBack = false;
    const last = events[events.length - 1].position;
    if (!events.some((e) => this.projection.eventTypes.has(e.type))) {
      at.reached = last;
      at.skippedSince ??= Date.now();
    } else {
      if (!(await this.ctx.batches.apply(this.projection, events, at.persisted, last))) {
        // Someone else moved the checkpoint (a rebuild, or another node after a lost lock): start from the row.
        this.position = null;
        this.signalled = true;
        return 0;
      }
      Object.assign(at, { persisted: last, reached: last, skippedSince: null });
    }
    this.ctx.progress.emit('progress', this.name, last);
    return events.length;
  }

  private async loopPosition(): Promise<LoopPosition> {
    if (!this.position) {
      const persisted = await this.ctx.checkpoints.readOrCreate(this.name);
      this.position = { persisted, reached: persisted, skippedSince: null };
    }
    return this.position;
  }

  private async persistSkipped(at: LoopPosition): Promise<void> {
    if (at.skippedSince === null || !at.reached) return;
    if (!(await this.ctx.checkpoints.moveSkipped(this.name, at.persisted, at.reached))) {
      this.position = null;
      return;
    }
    Object.assign(at, { persisted: at.reached, skippedSince: null });
  }

  /** Waits `lingerMs`, or less if someone starts waiting for this projection. */
  private linger(): Promise<void> {
    if (this.ctx.lingerMs <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(), this.ctx.lingerMs);
      const done = () => { clearTimeout(timer); this.hurry = null; resolve(); };
      this.hurry = done;
    });
  }

  private sleep(ms: number): Promise<void> {
    if (this.signalled || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const tail = this.ctx.tail;
      // Woken by nobody: whatever was held back may be readable now, so the next read asks the store.
      const timer = setTimeout(() => { tail.invalidate(); done(); }, ms);
      function done() { clearTimeout(timer); resolve(); }
      this.wake = done;
    });
  }
}
