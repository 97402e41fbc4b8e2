import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store.port.js';

/** One line of an exported log (NDJSON): everything needed to append the event again as it was. */
export interface ExportedEvent {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: RecordedEvent['data'];
  metadata: RecordedEvent['metadata'];
  createdAt: string;
}

const PAGE = 1000;

/** Writes the whole log in global order, one JSON event per line; returns how many. */
export async function exportEvents(store: EventStore, file: string): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8' });
  let count = 0;
  let after = null;
  for (let page = await store.readAll(after, PAGE); page.length; page = await store.readAll(after, PAGE)) {
    for (const e of page) {
      const line: ExportedEvent = { eventId: e.eventId, streamId: e.streamId, streamVersion: e.streamVersion, type: e.type, schemaVersion: e.schemaVersion, data: e.data, metadata: e.metadata, createdAt: e.createdAt.toISOString() };
      if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
      count++;
    }
    after = page[page.length - 1].position;
  }
  out.end();
  await once(out, 'finish');
  return count;
}

/**
 * Appends an exported log in its order, each event at the stream version it had (so a stream that
 * already differs is refused, not mixed) and with its id (so running the import again after a crash
 * appends only what is missing). Consecutive events of one stream go in one append.
 */
export async function importEvents(store: EventStore, file: string): Promise<number> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let pending: ExportedEvent[] = [];
  let count = 0;
  const flush = async () => {
    if (!pending.length) return;
    const first = pending[0];
    const events: NewEvent[] = pending.map((e) => ({ eventId: e.eventId, type: e.type, data: e.data, schemaVersion: e.schemaVersion, metadata: e.metadata }));
    await store.appendToStream(first.streamId, events, { expectedVersion: first.streamVersion === 1 ? 'no-stream' : first.streamVersion - 1 });
    count += pending.length;
    pending = [];
  };
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (!line.trim()) continue;
    let event: ExportedEvent;
    try {
      event = JSON.parse(line) as ExportedEvent;
    } catch {
      throw new Error(`${file}:${lineNumber}: not a JSON line`);
    }
    if (!event.eventId || !event.streamId || !event.type || !Number.isInteger(event.streamVersion)) throw new Error(`${file}:${lineNumber}: missing eventId, streamId, type or streamVersion`);
    const last = pending[pending.length - 1];
    if (last && (last.streamId !== event.streamId || last.streamVersion + 1 !== event.streamVersion)) await flush();
    pending.push(event);
    if (pending.length >= 500) await flush();
  }
  await flush();
  return count;
}
