import { comparePositions, type EventLog, type Position } from '../event-store/event-store.port.js';
import { subscribeToAll } from '../event-store/subscription.js';

/**
 * Readers see an event only once every older transaction on the cluster has finished; on a shared
 * test server other work can hold that back briefly. Resolves when a subscription to `$all` (the
 * store's own way of announcing what became readable) delivers `position`; fails after `timeoutMs`.
 */
export async function waitUntilReadable(store: EventLog, position: Position, timeoutMs = 10_000): Promise<void> {
  let reached!: () => void;
  const delivered = new Promise<void>((resolve) => { reached = resolve; });
  const subscription = subscribeToAll(store, {
    from: null,
    handle: (events) => { if (comparePositions(events[events.length - 1].position, position) >= 0) reached(); },
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Event at ${position.globalPosition} not readable within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([delivered, late]);
  } finally {
    clearTimeout(timer);
    await subscription.stop();
  }
}
