/**
 * What a handler was given, and waits on it that wake on each arrival instead of polling: a test
 * hands `push` to a subscription and awaits `until(...)`.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  private waiters: { done: (items: readonly T[]) => boolean; resolve: () => void }[] = [];

  push = (...items: T[]): void => {
    this.items.push(...items);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.done(this.items)) return true;
      waiter.resolve();
      return false;
    });
  };

  /** Resolves once `done` holds for what arrived (at once if it already does); rejects after `timeoutMs`. */
  until(done: (items: readonly T[]) => boolean, timeoutMs = 5000): Promise<void> {
    if (done(this.items)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = { done, resolve: () => { clearTimeout(timer); resolve(); } };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`only ${this.items.length} arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  count(n: number, timeoutMs?: number): Promise<void> {
    return this.until((items) => items.length >= n, timeoutMs);
  }
}
