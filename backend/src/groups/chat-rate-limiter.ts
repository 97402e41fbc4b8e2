import type { RateLimit } from '../config/app-config.js';

/**
 * Per-user sliding window over recent sends, kept in this process. With several nodes each node
 * counts its own sockets; a browser keeps one socket on one node, so the limit holds per tab.
 */
export class ChatRateLimiter {
  private readonly sent = new Map<string, number[]>();
  private sweeps = 0;

  constructor(private readonly limit: RateLimit, private readonly now: () => number = Date.now) {}

  /** Records a send and returns 0, or returns how many ms to wait when over the limit. */
  take(userId: string): number {
    const now = this.now();
    const recent = (this.sent.get(userId) ?? []).filter((t) => t > now - this.limit.windowMs);
    if (recent.length >= this.limit.max) {
      this.sent.set(userId, recent);
      return recent[0] + this.limit.windowMs - now;
    }
    recent.push(now);
    this.sent.set(userId, recent);
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    return 0;
  }

  private sweep(now: number): void {
    for (const [userId, times] of this.sent) if (times.every((t) => t <= now - this.limit.windowMs)) this.sent.delete(userId);
  }
}
