import type { DomainEvent, EventMetadata } from '@studyloop/events';
import { foldStream, type Decider } from './command-handler.js';
import type { AppendResult, EventStore, NewEvent } from './event-store.port.js';
import { ExpectedVersionConflict } from './expected-version-conflict.error.js';

interface Queued<C> {
  command: C;
  metadata: EventMetadata;
  resolve: (events: DomainEvent[]) => void;
  reject: (error: unknown) => void;
}

/** Conflicts left to another node's writes before a command gives up (each retry waits a growing jittered time). */
const MAX_ATTEMPTS = 60;
const MAX_BACKOFF_MS = 200;

/**
 * Commands on one busy stream (a group everyone joins at once) decided together: commands that arrive
 * while the stream's previous append is in flight wait, then are decided one after another against
 * the same loaded state and appended in one write. Nothing here races itself, so a learner's join
 * never fails because others joined at the same moment; a conflict with another node's write is
 * retried with jitter. A command its decider refuses gets its own error; the others still land.
 */
export class StreamCommandQueue<S, C, E extends DomainEvent> {
  private readonly queues = new Map<string, Queued<C>[]>();
  private readonly busy = new Set<string>();

  constructor(
    private readonly store: EventStore,
    private readonly decider: Decider<S, C, E>,
    /** Waits until the read models include the append (read your writes). */
    private readonly settle: (append: AppendResult) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  /** The command's events once appended and settled (empty when it changed nothing). */
  submit(streamId: string, command: C, metadata: EventMetadata): Promise<E[]> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(streamId) ?? [];
      queue.push({ command, metadata, resolve: resolve as (events: DomainEvent[]) => void, reject });
      this.queues.set(streamId, queue);
      if (!this.busy.has(streamId)) void this.drain(streamId);
    });
  }

  private async drain(streamId: string): Promise<void> {
    this.busy.add(streamId);
    try {
      for (let queue = this.queues.get(streamId); queue?.length; queue = this.queues.get(streamId)) {
        const batch = queue.splice(0, this.maxBatch);
        if (!queue.length) this.queues.delete(streamId);
        try {
          await this.run(streamId, batch);
        } catch (error) {
          // The append itself failed (not a decision): each command goes again on its own, so one
          // command's unstorable event cannot cost the others.
          if (batch.length === 1) batch[0].reject(error);
          else for (const item of batch) await this.run(streamId, [item]).catch((e: unknown) => item.reject(e));
        }
      }
    } finally {
      this.busy.delete(streamId);
    }
  }

  private answer(batch: Queued<C>[], outcomes: ({ events: E[] } | { error: unknown })[]): void {
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if ('error' in outcome) item.reject(outcome.error);
      else item.resolve(outcome.events);
    });
  }

  private async run(streamId: string, batch: Queued<C>[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(streamId);
      let state = foldStream(this.decider, recorded);
      const version = recorded.length ? recorded[recorded.length - 1].streamVersion : 0;
      const outcomes = batch.map((item): { events: E[] } | { error: unknown } => {
        try {
          const events = this.decider.decide(item.command, state);
          state = events.reduce(this.decider.evolve, state);
          return { events };
        } catch (error) {
          return { error };
        }
      });
      const toAppend: NewEvent[] = batch.flatMap((item, i) => { const o = outcomes[i]; return 'events' in o ? o.events.map((e) => ({ ...e, metadata: item.metadata })) : []; });
      if (toAppend.length) {
        let append: AppendResult;
        try {
          append = await this.store.appendToStream(streamId, toAppend, { expectedVersion: version === 0 ? 'no-stream' : version });
        } catch (error) {
          if (!(error instanceof ExpectedVersionConflict) || attempt >= MAX_ATTEMPTS) throw error;
          await new Promise((r) => setTimeout(r, Math.random() * Math.min(MAX_BACKOFF_MS, 5 * 2 ** Math.min(attempt, 6))));
          continue;
        }
        // The next batch need not wait for the read models: only this batch's replies do.
        void this.settle(append).then(() => this.answer(batch, outcomes), (error: unknown) => { for (const item of batch) item.reject(error); });
      } else {
        this.answer(batch, outcomes);
      }
      return;
    }
  }
}
