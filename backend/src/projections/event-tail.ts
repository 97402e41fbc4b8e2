import { comparePositions, type Position, type RecordedEvent } from '../event-store/event-store.port.js';

type ReadAll = (after: Position | null, limit: number) => Promise<RecordedEvent[]>;

function samePosition(a: Position | null, b: Position | null): boolean {
  return a === b || (a !== null && b !== null && comparePositions(a, b) === 0);
}

/**
 * The newest events read from $all, shared by the projection loops. Loops near the head sit at
 * different positions (each applies at its own pace), yet a wake costs one read of the store, from
 * the newest event known: every loop takes what it has not applied yet from here. A loop further
 * behind than this window reads the store itself.
 *
 * Reading on from the newest event is safe for the same reason checkpoints are: a read returns only
 * events below the read horizon, and no event can appear later below one already returned.
 */
export class EventTail {
  /** Position just before `events[0]` (null: the start of the log); meaningful once `seeded`. */
  private start: Position | null = null;
  private events: RecordedEvent[] = [];
  private seeded = false;
  /** Bumped on every reset, so a read that started before one does not extend the new window. */
  private window = 0;
  /** Bumped whenever newer events may exist; a read at the head is needed only if it moved on since the last. */
  private generation = 0;
  private readGeneration = -1;
  private reading: Promise<void> | null = null;
  /** When the newest read of the store began. */
  private readStartedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly readAll: ReadAll,
    private readonly batchSize: number,
    private readonly capacity = batchSize * 4,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Whether the window holds every event readable when it was last told newer ones may exist. */
  get upToDate(): boolean {
    return this.readGeneration === this.generation;
  }

  /** Newer events may exist (an append here or elsewhere, or a timer ran out). */
  invalidate(): void {
    this.generation++;
  }

  /**
   * Up to one batch of events after `position`, in log order. A caller that can wait (nobody waits for
   * it) passes `maxAgeMs`: a window read that recently is good enough, even if newer events may exist,
   * so loops at leisure do not each cost a read of the store under a stream of appends.
   */
  async after(position: Position | null, maxAgeMs = 0): Promise<RecordedEvent[]> {
    let index = this.indexAfter(position);
    if (index === undefined) {
      const generation = this.generation;
      this.readStartedAt = this.clock();
      const events = await this.readAll(position, this.batchSize);
      if (!this.seeded && !this.reading) this.reset(position, events, generation);
      return events;
    }
    // Newer events may exist and this batch is not full: read on first, so the loop applies them in one go.
    // (A read already under way may have started before the latest append: then read again, bounded.)
    const recentEnough = () => maxAgeMs > 0 && this.clock() - this.readStartedAt < maxAgeMs;
    for (let attempt = 0; this.events.length - index < this.batchSize && !this.upToDate && !recentEnough() && attempt < 3; attempt++) {
      await this.readNewer();
      index = this.indexAfter(position);
      if (index === undefined) return this.readAll(position, this.batchSize);
    }
    return this.events.slice(index, index + this.batchSize);
  }

  /** `generation` as it was when `events` were read: an append during the read leaves the window stale. */
  private reset(start: Position | null, events: RecordedEvent[], generation: number): void {
    this.window++;
    this.start = start;
    this.events = [...events];
    this.seeded = true;
    if (events.length < this.batchSize) this.readGeneration = generation;
  }

  /** Index of the first event after `position`, or undefined when `position` is outside the window. */
  private indexAfter(position: Position | null): number | undefined {
    if (!this.seeded) return undefined;
    if (samePosition(position, this.start)) return 0;
    if (!position || !this.events.length) return undefined;
    let low = 0;
    let high = this.events.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = comparePositions(this.events[middle].position, position);
      if (order === 0) return middle + 1;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  private readNewer(): Promise<void> {
    this.reading ??= (async () => {
      const window = this.window;
      const generation = this.generation;
      this.readStartedAt = this.clock();
      const head = this.events.length ? this.events[this.events.length - 1].position : this.start;
      const newer = await this.readAll(head, this.batchSize);
      if (window !== this.window) return;
      this.events.push(...newer);
      // A full batch may have more behind it: the next caller at the head reads on.
      if (newer.length < this.batchSize) this.readGeneration = generation;
      if (this.events.length > this.capacity) {
        const dropped = this.events.splice(0, this.events.length - this.capacity);
        this.start = dropped[dropped.length - 1].position;
      }
    })().finally(() => { this.reading = null; });
    return this.reading;
  }
}
