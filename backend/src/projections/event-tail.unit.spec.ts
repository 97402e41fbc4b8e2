import type { Position, RecordedEvent } from '../event-store/event-store.port.js';
import { EventTail } from './event-tail.js';

/** An in-memory $all: events become readable when `publish` is called, like commits below the horizon. */
function log() {
  const events: RecordedEvent[] = [];
  let visible = 0;
  const reads: (Position | null)[] = [];
  const add = (n: number) => {
    for (let i = 0; i < n; i++) {
      const id = events.length + 1;
      events.push({
        eventId: `e${id}`, streamId: 's', streamVersion: id, position: { transactionId: String(1000 + id), globalPosition: String(id) },
        type: 'T', schemaVersion: 1, data: { id }, metadata: {}, createdAt: new Date(0),
      });
    }
  };
  const publish = () => { visible = events.length; };
  const readAll = async (after: Position | null, limit: number) => {
    reads.push(after);
    const from = after ? Number(after.globalPosition) : 0;
    return events.slice(from, visible).slice(0, limit);
  };
  const at = (id: number): Position | null => (id === 0 ? null : events[id - 1].position);
  return { add, publish, readAll, reads, at };
}

const ids = (events: RecordedEvent[]) => events.map((e) => e.data.id);

describe('EventTail', () => {
  it('given loops at different positions near the head, when new events arrive, then one store read serves them all', async () => {
    const store = log();
    store.add(5);
    store.publish();
    const tail = new EventTail(store.readAll, 100);
    expect(ids(await tail.after(null))).toEqual([1, 2, 3, 4, 5]);
    store.add(3);
    store.publish();
    tail.invalidate();
    const readsBefore = store.reads.length;
    const [a, b, c] = await Promise.all([tail.after(store.at(5)), tail.after(store.at(2)), tail.after(store.at(7 - 2))]);
    expect(ids(a)).toEqual([6, 7, 8]);
    expect(ids(b)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(ids(c)).toEqual([6, 7, 8]);
    expect(store.reads.length - readsBefore).toBe(1);
  });

  it('does not ask the store again at the head until told newer events may exist', async () => {
    const store = log();
    store.add(2);
    store.publish();
    const tail = new EventTail(store.readAll, 100);
    await tail.after(null);
    const readsBefore = store.reads.length;
    expect(await tail.after(store.at(2))).toEqual([]);
    expect(store.reads.length).toBe(readsBefore);
    store.add(1);
    store.publish();
    tail.invalidate();
    expect(ids(await tail.after(store.at(2)))).toEqual([3]);
  });

  it('hands out at most one batch, and reads on after a full batch without being told', async () => {
    const store = log();
    store.add(7);
    store.publish();
    const tail = new EventTail(store.readAll, 3, 6);
    expect(ids(await tail.after(null))).toEqual([1, 2, 3]);
    expect(ids(await tail.after(store.at(3)))).toEqual([4, 5, 6]);
    expect(ids(await tail.after(store.at(6)))).toEqual([7]);
  });

  it('lets a loop behind the window read the store itself, and keeps only the newest events', async () => {
    const store = log();
    store.add(2);
    store.publish();
    const tail = new EventTail(store.readAll, 3, 4);
    await tail.after(null);
    for (let i = 0; i < 3; i++) {
      store.add(3);
      store.publish();
      tail.invalidate();
      await tail.after(store.at(2 + 3 * i));
    }
    // The window now holds events 8..11; a loop at event 1 is behind it.
    const readsBefore = store.reads.length;
    expect(ids(await tail.after(store.at(1)))).toEqual([2, 3, 4]);
    expect(store.reads.length - readsBefore).toBe(1);
    expect(ids(await tail.after(store.at(8)))).toEqual([9, 10, 11]);
    expect(store.reads.length - readsBefore).toBe(1);
  });

  it('never hands out an event that is not readable yet (held back behind an open transaction)', async () => {
    const store = log();
    store.add(3);
    store.publish();
    const tail = new EventTail(store.readAll, 100);
    await tail.after(null);
    store.add(2);
    tail.invalidate();
    expect(await tail.after(store.at(3))).toEqual([]);
    store.publish();
    tail.invalidate();
    expect(ids(await tail.after(store.at(3)))).toEqual([4, 5]);
  });

  it('given an append while the first read was under way, when a loop asks at the head, then it reads again', async () => {
    const store = log();
    store.add(2);
    store.publish();
    let first = true;
    // The reader calls back into the tail it feeds, so the tail is declared before it exists.
    const tailRef: { current?: EventTail } = {};
    const racing = async (after: Position | null, limit: number) => {
      const events = await store.readAll(after, limit);
      if (first) {
        first = false;
        store.add(1);
        store.publish();
        tailRef.current!.invalidate();
      }
      return events;
    };
    const tail = new EventTail(racing, 100);
    tailRef.current = tail;
    expect(ids(await tail.after(null))).toEqual([1, 2]);
    expect(ids(await tail.after(store.at(2)))).toEqual([3]);
  });

  it('given a loop at leisure, when newer events may exist but the window was read within its max age, then it takes the window as it is', async () => {
    const store = log();
    store.add(3);
    store.publish();
    let now = 1000;
    const tail = new EventTail(store.readAll, 100, 400, () => now);
    await tail.after(null);
    store.add(2);
    store.publish();
    tail.invalidate();
    const readsBefore = store.reads.length;

    now += 10;
    expect(ids(await tail.after(store.at(1), 15))).toEqual([2, 3]);
    expect(await tail.after(store.at(3), 15)).toEqual([]);
    expect(tail.upToDate).toBe(false);
    expect(store.reads.length).toBe(readsBefore);

    now += 10; // 20 ms since the last read: too old
    expect(ids(await tail.after(store.at(3), 15))).toEqual([4, 5]);
    expect(tail.upToDate).toBe(true);
    expect(store.reads.length).toBe(readsBefore + 1);
  });

  it('reads newer events at once for a loop someone waits for, however recent the window', async () => {
    const store = log();
    store.add(1);
    store.publish();
    const now = 1000;
    const tail = new EventTail(store.readAll, 100, 400, () => now);
    await tail.after(null);
    store.add(1);
    store.publish();
    tail.invalidate();
    expect(ids(await tail.after(store.at(1)))).toEqual([2]);
  });
});
