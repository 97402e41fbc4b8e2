/** First re-read after finding committed events held back by an older open transaction. */
const HELD_BACK_RETRY_MS = 5;

/**
 * How long a reader of $all waits before it looks again after its read came back empty while
 * `EventLog.eventsHeldBack` said committed events wait behind an older transaction still open: that
 * transaction's end wakes nobody, so it looks again soon, backing off (doubling) up to its poll interval.
 */
export function heldBackRetryDelay(retries: number, pollIntervalMs: number): number {
  return Math.min(pollIntervalMs, HELD_BACK_RETRY_MS * 2 ** retries);
}
