import type { EventEmitter } from 'node:events';
import { comparePositions, type Position } from '../event-store/event-store.port.js';
import type { CheckpointStore } from './checkpoint-store.js';
import type { ProjectionLoop } from './projection-loop.js';
import type { ProjectionName } from './projection.js';

/** How often a wait re-reads the checkpoint rows of projections another node runs. */
const RECHECK_MS = 25;

/**
 * Read-your-writes: a reply waits until the projections the caller reads next include its write.
 * Projections this node runs are known in memory (and told to hurry); the others by their checkpoint
 * row, so it works whichever node runs them.
 */
export class ReadYourWrites {
  constructor(
    private readonly loops: ReadonlyMap<string, ProjectionLoop>,
    private readonly checkpoints: CheckpointStore,
    private readonly progress: EventEmitter,
  ) {}

  /** Resolves true once every named projection has passed `position`, or false after `timeoutMs`. */
  async waitFor(position: Position, names: readonly ProjectionName[], timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const pending = new Set<string>(names);
    const passed = (at: Position | null) => at !== null && comparePositions(at, position) >= 0;
    const reachedLocally = () => {
      for (const name of pending) if (passed(this.loops.get(name)?.position?.reached ?? null)) pending.delete(name);
      return pending.size === 0;
    };
    const reachedAll = async () => {
      for (const name of [...pending]) {
        if (this.loops.get(name)?.position) continue;
        if (passed(await this.checkpoints.read(name))) pending.delete(name);
      }
      return reachedLocally();
    };
    const releases = names.flatMap((name) => this.loops.get(name)?.awaitedBy() ?? []);
    try {
      while (!(await reachedAll())) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await this.progressOf(pending, Math.min(left, RECHECK_MS), reachedLocally);
      }
      return true;
    } finally {
      for (const release of releases) release();
    }
  }

  /** Until a pending projection makes progress, or `ms`. */
  private progressOf(pending: Set<string>, ms: number, reachedLocally: () => boolean): Promise<void> {
    return new Promise<void>((resolve) => {
      const onProgress = (name: string) => { if (pending.has(name)) finish(); };
      const timer = setTimeout(finish, ms);
      const progress = this.progress;
      function finish() { clearTimeout(timer); progress.off('progress', onProgress); resolve(); }
      progress.on('progress', onProgress);
      // A projection may have moved on while the checkpoint rows were read.
      if (reachedLocally()) finish();
    });
  }
}
