import type { EventLog, Position, RecordedEvent } from './event-store.port.js';

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

const RECHECK_WINDOW_MS = 1000;
const RECHECK_MAX_DELAY_MS = 25;

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
  let lastAppend = 0;
  let misses = 0;
  const relevant = (types?: ReadonlySet<string>) => !options.types || !types || [...types].some((t) => options.types!.has(t));
  const unsubscribe = store.onAppended((types) => {
    if (!relevant(types)) return;
    lastAppend = Date.now();
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
      try {
        const events = await store.readAll(position, batchSize);
        if (events.length) {
          await options.handle(events);
          position = events[events.length - 1].position;
          misses = 0;
          continue;
        }
      } catch (error) {
        options.onError?.(error);
      }
      // A fresh append stays invisible while any older transaction of the cluster is still open
      // (readAll reads below xmin), and its commit wakes nobody: look again within milliseconds.
      const recheck = Date.now() - lastAppend < RECHECK_WINDOW_MS;
      const delay = recheck ? Math.min(2 ** misses++, RECHECK_MAX_DELAY_MS) : pollIntervalMs;
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
