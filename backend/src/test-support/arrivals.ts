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

type AsyncMethodKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T];

/**
 * `target` as it is, except that what `method` resolves to on each call is also recorded: lets a test
 * wait until a component has looked (e.g. read the log and found nothing) instead of sleeping. The
 * real call runs unchanged; nothing is faked.
 */
export function observing<T extends object, K extends AsyncMethodKeys<T>>(target: T, method: K): { target: T; results: Arrivals<Awaited<ReturnType<Extract<T[K], (...args: never[]) => Promise<unknown>>>>> } {
  const results = new Arrivals<Awaited<ReturnType<Extract<T[K], (...args: never[]) => Promise<unknown>>>>>();
  const proxy = new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(object);
      if (property !== method) return bound;
      return async (...args: unknown[]) => {
        const result = await (bound(...args) as Promise<never>);
        results.push(result);
        return result;
      };
    },
  });
  return { target: proxy, results };
}
