import { comparePositions, type EventStore, type Position } from '../event-store/event-store.port.js';

/**
 * Readers see an event only once every older transaction on the cluster has finished; on a shared
 * test server other work can hold that back briefly, so tests wait for it (bounded).
 */
export async function waitUntilReadable(store: EventStore, position: Position, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let after: Position | null = null;
  while (Date.now() < deadline) {
    const page = await store.readAll(after, 10_000);
    if (page.length) {
      after = page[page.length - 1].position;
      if (comparePositions(after, position) >= 0) return;
    } else {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw new Error(`Event at ${position.globalPosition} not readable within ${timeoutMs} ms`);
}
