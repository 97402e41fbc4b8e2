/**
 * Group commit for chat: posts to one group that arrive while that group's previous append is still
 * in flight wait and go together in the next append (one membership read, one INSERT), instead of
 * racing each other for the stream's next versions. Under light load every batch is a single post.
 */
export class ChatWriteBatcher<Item, Result> {
  private readonly queues = new Map<string, { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[]>();
  private readonly busy = new Set<string>();

  constructor(
    /** Writes one batch; returns each item's result or the error that refused it, in order. */
    private readonly write: (key: string, items: Item[]) => Promise<(Result | Error)[]>,
    private readonly maxBatch = 200,
  ) {}

  submit(key: string, item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key) ?? [];
      queue.push({ item, resolve, reject });
      this.queues.set(key, queue);
      if (!this.busy.has(key)) void this.drain(key);
    });
  }

  private async writeAlone(key: string, post: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }): Promise<void> {
    try {
      const [result] = await this.write(key, [post.item]);
      if (result instanceof Error) post.reject(result);
      else post.resolve(result);
    } catch (error) {
      post.reject(error);
    }
  }

  private async drain(key: string): Promise<void> {
    this.busy.add(key);
    try {
      for (let queue = this.queues.get(key); queue?.length; queue = this.queues.get(key)) {
        const batch = queue.splice(0, this.maxBatch);
        if (!queue.length) this.queues.delete(key);
        try {
          const results = await this.write(key, batch.map((b) => b.item));
          batch.forEach((b, i) => (results[i] instanceof Error ? b.reject(results[i]) : b.resolve(results[i] as Result)));
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          // One post the write refused must not cost the others theirs: each goes again on its own.
          else for (const b of batch) await this.writeAlone(key, b);
        }
      }
    } finally {
      this.busy.delete(key);
    }
  }
}
