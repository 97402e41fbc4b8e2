import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type {
  AppendResult, EventStore, ExpectedVersion, NewEvent, Position, RecordedEvent, StreamAppend,
} from '../event-store.port.js';
import { ExpectedVersionConflict } from '../expected-version-conflict.error.js';

const NOTIFY_CHANNEL = 'studyloop_events';

interface EventRow {
  event_id: string; stream_id: string; stream_version: string; transaction_id: string; global_position: string;
  type: string; schema_version: number; data: Record<string, unknown>; metadata: Record<string, unknown>; created_at: Date;
}

const SELECT_COLUMNS = 'event_id, stream_id, stream_version, transaction_id::text AS transaction_id, global_position, type, schema_version, data, metadata, created_at';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    position: { transactionId: row.transaction_id, globalPosition: String(row.global_position) },
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  private listenClient: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly pool: pg.Pool, private readonly connectionString?: string) {
    this.appended.setMaxListeners(0);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: { expectedVersion?: ExpectedVersion } = {}): Promise<AppendResult> {
    const [result] = await this.appendToStreams([{ streamId, events, expectedVersion: options.expectedVersion ?? 'any' }]);
    return result;
  }

  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    const prepared = appends.map((a) => ({ ...a, events: a.events.map((e) => ({ ...e, eventId: e.eventId ?? randomUUID() })) }));
    const repeated = await this.findRepeatedAppend(prepared);
    if (repeated) return repeated;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const results: AppendResult[] = [];
      for (const append of prepared) results.push(await this.appendInTransaction(client, append));
      await client.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`);
      await client.query('COMMIT');
      this.appended.emit('appended');
      return results;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (isUniqueViolation(error, 'events_event_id_key')) {
        const again = await this.findRepeatedAppend(prepared);
        if (again) return again;
      }
      throw error;
    } finally {
      client.release();
    }
  }

  /** Idempotency: when every event id was already stored, answer as the first append did. */
  private async findRepeatedAppend(appends: StreamAppend[]): Promise<AppendResult[] | null> {
    const ids = appends.flatMap((a) => a.events.map((e) => e.eventId!));
    if (ids.length === 0) return null;
    const { rows } = await this.pool.query<{ event_id: string; stream_id: string; stream_version: string; transaction_id: string; global_position: string }>(
      'SELECT event_id, stream_id, stream_version, transaction_id::text AS transaction_id, global_position FROM events WHERE event_id = ANY($1::uuid[])',
      [ids],
    );
    if (rows.length === 0) return null;
    if (rows.length !== ids.length) throw new Error('Some of these event ids were already appended with other events');
    const byId = new Map(rows.map((r) => [r.event_id, r]));
    return appends.map((a) => {
      const last = byId.get(a.events[a.events.length - 1].eventId!)!;
      return {
        nextExpectedVersion: Number(last.stream_version),
        position: { transactionId: last.transaction_id, globalPosition: String(last.global_position) },
      };
    });
  }

  private async appendInTransaction(client: pg.PoolClient, append: StreamAppend): Promise<AppendResult> {
    const { streamId, events, expectedVersion } = append;
    const count = events.length;
    const newVersion = await this.advanceStreamVersion(client, streamId, expectedVersion, count);
    if (count === 0) {
      return { nextExpectedVersion: newVersion, position: { transactionId: '0', globalPosition: '0' } };
    }
    const first = newVersion - count + 1;
    const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
      `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
       SELECT $1, v, id, t, sv, d, m
       FROM unnest($2::bigint[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[]) AS x(v, id, t, sv, d, m)
       ORDER BY v
       RETURNING transaction_id::text AS transaction_id, global_position`,
      [
        streamId,
        events.map((_, i) => first + i),
        events.map((e) => e.eventId),
        events.map((e) => e.type),
        events.map((e) => e.schemaVersion ?? 1),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify({ occurredAt: new Date().toISOString(), ...(e.metadata ?? {}) })),
      ],
    );
    const last = rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
    return { nextExpectedVersion: newVersion, position: { transactionId: last.transaction_id, globalPosition: String(last.global_position) } };
  }

  /** Compare-and-set on the stream row; the row lock makes concurrent writers queue, and losers see the new version. */
  private async advanceStreamVersion(client: pg.PoolClient, streamId: string, expected: ExpectedVersion, count: number): Promise<number> {
    if (expected === 'any') {
      const { rows } = await client.query<{ version: string }>(
        `INSERT INTO streams (stream_id, version) VALUES ($1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $2 RETURNING version`,
        [streamId, count],
      );
      return Number(rows[0].version);
    }
    if (expected === 'no-stream' || expected === 0) {
      const { rows } = await client.query<{ version: string }>(
        'INSERT INTO streams (stream_id, version) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING RETURNING version',
        [streamId, count],
      );
      if (rows.length === 0) throw new ExpectedVersionConflict(streamId, expected, await this.currentVersion(client, streamId));
      return Number(rows[0].version);
    }
    const { rows } = await client.query<{ version: string }>(
      'UPDATE streams SET version = version + $3 WHERE stream_id = $1 AND version = $2 RETURNING version',
      [streamId, expected, count],
    );
    if (rows.length === 0) throw new ExpectedVersionConflict(streamId, expected, await this.currentVersion(client, streamId));
    return Number(rows[0].version);
  }

  private async currentVersion(client: pg.PoolClient | pg.Pool, streamId: string): Promise<number> {
    const { rows } = await client.query<{ version: string }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
    return rows.length ? Number(rows[0].version) : 0;
  }

  streamVersion(streamId: string): Promise<number> {
    return this.currentVersion(this.pool, streamId);
  }

  async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, options.fromVersion ?? 1],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: Position | null, limit: number, client: pg.Pool | pg.PoolClient = this.pool): Promise<RecordedEvent[]> {
    const { rows } = await client.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [after?.transactionId ?? '0', after?.globalPosition ?? '0', limit],
    );
    return rows.map(toRecorded);
  }

  onAppended(listener: () => void): () => void {
    this.appended.on('appended', listener);
    void this.ensureListening();
    return () => this.appended.off('appended', listener);
  }

  /** One LISTEN connection per process so appends on other nodes wake local readers too. */
  private ensureListening(): Promise<void> {
    if (this.listening || !this.connectionString) return this.listening ?? Promise.resolve();
    this.listening = (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('error', () => this.scheduleRelisten());
      client.on('end', () => this.scheduleRelisten());
      client.on('notification', () => this.appended.emit('appended'));
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      this.listenClient = client;
    })().catch(() => this.scheduleRelisten());
    return this.listening;
  }

  private scheduleRelisten(): void {
    if (this.closed) return;
    this.listenClient = null;
    this.listening = null;
    setTimeout(() => { if (!this.closed) void this.ensureListening(); }, 1000).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.appended.removeAllListeners();
    const client = this.listenClient;
    this.listenClient = null;
    await client?.end().catch(() => undefined);
  }
}
