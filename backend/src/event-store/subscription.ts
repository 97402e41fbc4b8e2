import type { EventStore, Position, RecordedEvent } from './event-store.port.js';

export interface SubscriptionOptions {
  /** Start after this position; 'end' starts at the current head (only new events). */
  from: Position | null | 'end';
  handle(events: RecordedEvent[]): Promise<void> | void;
  batchSize?: number;
  pollIntervalMs?: number;
  onError?(error: unknown): void;
}

export interface Subscription {
  /** Position of the last event handed to `handle`. */
  readonly position: Position | null;
  stop(): Promise<void>;
}

async function headPosition(store: EventStore): Promise<Position | null> {
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
export function subscribeToAll(store: EventStore, options: SubscriptionOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  let position: Position | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  const unsubscribe = store.onAppended(() => wake?.());

  const loop = (async () => {
    position = options.from === 'end' ? await headPosition(store) : options.from;
    while (!stopped) {
      try {
        const events = await store.readAll(position, batchSize);
        if (events.length) {
          await options.handle(events);
          position = events[events.length - 1].position;
          continue;
        }
      } catch (error) {
        options.onError?.(error);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollIntervalMs);
        function done() { clearTimeout(timer); wake = null; resolve(); }
        wake = done;
      });
    }
  })();

  return {
    get position() { return position; },
    async stop() {
      stopped = true;
      unsubscribe();
      wake?.();
      await loop;
    },
  };
}
