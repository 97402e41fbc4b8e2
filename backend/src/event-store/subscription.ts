import type { EventLog, Position, RecordedEvent } from './event-store.port.js';
import { heldBackRetryDelay } from './held-back-retry.js';

export interface SubscriptionOptions {
  /** Start after this position; 'end' starts at the current head (only new events). */
  from: Position | null | 'end';
  handle(events: RecordedEvent[]): Promise<void> | void;
  /**
   * The event types `handle` acts on, when it ignores the rest: this process's appends of nothing else
   * do not wake the subscription (the next read takes such events along), so a busy log of other
   * events costs no read per append. Appends on other nodes always wake it.
   */
  types?: ReadonlySet<string>;
  batchSize?: number;
  pollIntervalMs?: number;
  onError?(error: unknown): void;
}

export interface Subscription {
  /** Position of the last event handed to `handle`. */
  readonly position: Position | null;
  /** Settles once the start position is known: events appended after it are delivered. */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

async function headPosition(store: EventLog): Promise<Position | null> {
  let after: Position | null = null;
  for (let page = await store.readAll(null, 10_000); page.length; page = await store.readAll(after, 10_000)) {
    after = page[page.length - 1].position;
  }
  return after;
}

/**
 * Live, in-order delivery of `$all` to an in-process handler (no checkpoint table: for fan-out such as
 * socket broadcasts, where each node follows the store itself). Woken by appends, polling as fallback.
 */
export function subscribeToAll(store: EventLog, options: SubscriptionOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  let position: Position | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  /** Woken since its last read began: the next sleep returns at once (an append during a read is not lost). */
  let woken = false;
  let heldBackRetries = 0;
  const relevant = (types?: ReadonlySet<string>) => !options.types || !types || [...types].some((t) => options.types!.has(t));
  const unsubscribe = store.onAppended((types) => {
    if (!relevant(types)) return;
    woken = true;
    wake?.();
  });

  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  const loop = (async () => {
    try {
      // Ready means: the start is fixed, and appends by other nodes wake this subscription.
      [position] = await Promise.all([options.from === 'end' ? headPosition(store) : options.from, store.whenListening().catch(() => undefined)]);
    } finally {
      markReady();
    }
    while (!stopped) {
      let delay = pollIntervalMs;
      try {
        woken = false;
        const events = await store.readAll(position, batchSize);
        if (events.length) {
          await options.handle(events);
          position = events[events.length - 1].position;
          heldBackRetries = 0;
          continue;
        }
        // A committed append stays unreadable while an older transaction is still open, and that
        // transaction's end wakes nobody: look again soon rather than at the next poll.
        if (await store.eventsHeldBack(position)) delay = heldBackRetryDelay(heldBackRetries++, pollIntervalMs);
        else heldBackRetries = 0;
      } catch (error) {
        options.onError?.(error);
      }
      if (woken || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, delay);
        function done() { clearTimeout(timer); wake = null; resolve(); }
        wake = done;
      });
    }
  })();

  return {
    get position() { return position; },
    ready,
    async stop() {
      stopped = true;
      unsubscribe();
      wake?.();
      await loop;
    },
  };
}
