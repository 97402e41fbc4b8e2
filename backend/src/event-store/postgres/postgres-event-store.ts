import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type {
  AppendResult, EventStore, ExpectedVersion, NewEvent, NewSnapshot, Position, RecordedEvent, StreamAppend, StreamSnapshot,
} from '../event-store.port.js';
import { ExpectedVersionConflict } from '../expected-version-conflict.error.js';
import { InvalidEventError, storableJson } from '../invalid-event.error.js';
import { eventProblem, eventVersion, upcastEventData } from '@studyloop/events';
import { READ_HORIZON_SQL } from './read-horizon.js';

const NOTIFY_CHANNEL = 'studyloop_events';
const NOTIFY_COALESCE_MS = 5;

interface EventRow {
  event_id: string; stream_id: string; stream_version: string; transaction_id: string; global_position: string;
  type: string; schema_version: number; data: Record<string, unknown>; metadata: Record<string, unknown>; created_at: Date;
}

const APPEND = 'SELECT * FROM sl_append_events($1, $2, $3, $4::uuid[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])';
/** The same append, keeping the decider's state at the new version as the stream's snapshot, in one statement. */
const APPEND_WITH_SNAPSHOT = `WITH appended AS (${APPEND}),
  kept AS (
    INSERT INTO stream_snapshots (stream_id, kind, version, state)
    SELECT $1, $9, appended.stream_version, $10::jsonb FROM appended WHERE appended.status = 'ok'
    ON CONFLICT (stream_id, kind) DO UPDATE SET version = excluded.version, state = excluded.state, saved_at = now()
      WHERE stream_snapshots.version < excluded.version)
  SELECT * FROM appended`;

const SELECT_COLUMNS = 'event_id, stream_id, stream_version, transaction_id::text AS transaction_id, global_position, type, schema_version, data, metadata, created_at';

/** Rows are read at their stored version and brought up to the current one (the registry's upcasters). */
function toRecorded(row: EventRow): RecordedEvent {
  const { version, data } = upcastEventData(row.type, row.schema_version, row.data);
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    position: { transactionId: row.transaction_id, globalPosition: String(row.global_position) },
    type: row.type,
    schemaVersion: version,
    data,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}

async function sequentially<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}

export class PostgresEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  private listenClient: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private closed = false;
  private notifyTimer: NodeJS.Timeout | null = null;
  /** Sent with each NOTIFY: this store's own appends already woke its readers in process. */
  private readonly instanceId = randomUUID();

  /**
   * `validateEvents`: every appended event must be of a registered type and match its schema
   * (events/src/registry); the app turns it on, benchmarks of the raw store leave it off.
   */
  constructor(private readonly pool: pg.Pool, private readonly connectionString?: string, private readonly options: { validateEvents?: boolean } = {}) {
    this.appended.setMaxListeners(0);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: { expectedVersion?: ExpectedVersion; snapshot?: NewSnapshot } = {}): Promise<AppendResult> {
    const [result] = await this.appendToStreams([{ streamId, events, expectedVersion: options.expectedVersion ?? 'any', snapshot: options.snapshot }]);
    return result;
  }

  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    if (this.options.validateEvents) {
      for (const { events } of appends) {
        for (const e of events) {
          const problem = eventProblem(e.type, e.data);
          if (problem) throw new InvalidEventError(e.type, problem);
        }
      }
    }
    const prepared = appends.map((a) => ({ ...a, events: a.events.map((e) => ({ ...e, eventId: e.eventId ?? randomUUID() })) }));
    for (let attempt = 1; ; attempt++) {
      try {
        const results = prepared.length === 1
          ? [await this.appendOne(this.pool, prepared[0])]
          : await this.inTransaction((client) => sequentially(prepared, (a) => this.appendOne(client, a)));
        this.appended.emit('appended', new Set(prepared.flatMap((a) => a.events.map((e) => e.type))));
        this.notifyOtherNodes();
        return results;
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        if (code !== '23505') throw error;
        // Same event ids appended before (or concurrently): answer as that append did.
        const repeated = await this.findRepeatedAppend(prepared);
        if (repeated) return repeated;
        if (constraint !== 'events_stream_id_stream_version_key') throw error;
        // Another writer took one of these stream versions first: a conflict, unless only 'any' streams collided.
        const conflict = await this.conflictFor(prepared);
        if (conflict) throw conflict;
        if (attempt >= 20) throw error;
      }
    }
  }

  /**
   * Wakes readers on other nodes. Coalesced (one NOTIFY per few milliseconds at most), because
   * commits carrying NOTIFY take a global lock and would otherwise serialise every append.
   */
  private notifyOtherNodes(): void {
    if (this.notifyTimer) return;
    this.notifyTimer = setTimeout(() => {
      this.pool.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', $1)`, [this.instanceId]).catch(() => undefined).finally(() => { this.notifyTimer = null; });
    }, NOTIFY_COALESCE_MS);
  }

  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async appendOne(client: pg.Pool | pg.PoolClient, append: StreamAppend): Promise<AppendResult> {
    const { streamId, events, expectedVersion } = append;
    const mode = typeof expectedVersion === 'number' ? (expectedVersion === 0 ? 'no-stream' : 'exact') : expectedVersion;
    const occurredAt = new Date().toISOString();
    const values = [
      streamId, mode, typeof expectedVersion === 'number' ? expectedVersion : null,
      events.map((e) => e.eventId), events.map((e) => e.type), events.map((e) => e.schemaVersion ?? eventVersion(e.type)),
      events.map((e) => storableJson(e.type, e.data)), events.map((e) => storableJson(e.type, { occurredAt, ...(e.metadata ?? {}) })),
    ];
    const { rows } = await client.query<{ status: 'ok' | 'conflict'; stream_version: string; transaction_id: string | null; global_position: string | null }>(
      // Named: each connection plans the store's hot statements once.
      append.snapshot
        ? { name: 'sl_append_events_with_snapshot', text: APPEND_WITH_SNAPSHOT, values: [...values, append.snapshot.kind, JSON.stringify(append.snapshot.state)] }
        : { name: 'sl_append_events', text: APPEND, values },
    );
    const row = rows[0];
    if (row.status === 'conflict') {
      const repeated = await this.findRepeatedAppend([append]);
      if (repeated) return repeated[0];
      throw new ExpectedVersionConflict(streamId, expectedVersion, Number(row.stream_version));
    }
    return {
      nextExpectedVersion: Number(row.stream_version),
      position: { transactionId: row.transaction_id ?? '0', globalPosition: String(row.global_position ?? '0') },
    };
  }

  /** Idempotency: when every event id was already stored, answer as the first append did. */
  private async findRepeatedAppend(appends: StreamAppend[]): Promise<AppendResult[] | null> {
    const ids = appends.flatMap((a) => a.events.map((e) => e.eventId!));
    if (ids.length === 0) return null;
    const { rows } = await this.pool.query<{ event_id: string; stream_version: string; transaction_id: string; global_position: string }>(
      'SELECT event_id, stream_version, transaction_id::text AS transaction_id, global_position FROM events WHERE event_id = ANY($1::uuid[])',
      [ids],
    );
    if (rows.length !== ids.length) return null;
    const byId = new Map(rows.map((r) => [r.event_id, r]));
    return appends.map((a) => {
      const last = byId.get(a.events[a.events.length - 1].eventId!)!;
      return {
        nextExpectedVersion: Number(last.stream_version),
        position: { transactionId: last.transaction_id, globalPosition: String(last.global_position) },
      };
    });
  }

  private async conflictFor(appends: StreamAppend[]): Promise<ExpectedVersionConflict | null> {
    for (const { streamId, expectedVersion } of appends) {
      if (expectedVersion === 'any') continue;
      const actual = await this.currentVersion(this.pool, streamId);
      if (actual !== (expectedVersion === 'no-stream' ? 0 : expectedVersion)) return new ExpectedVersionConflict(streamId, expectedVersion, actual);
    }
    return null;
  }

  private async currentVersion(client: pg.PoolClient | pg.Pool, streamId: string): Promise<number> {
    const { rows } = await client.query<{ version: string | null }>('SELECT max(stream_version) AS version FROM events WHERE stream_id = $1', [streamId]);
    return Number(rows[0]?.version ?? 0);
  }

  streamVersion(streamId: string): Promise<number> {
    return this.currentVersion(this.pool, streamId);
  }

  async readStreamFromSnapshot(streamId: string, kind: string): Promise<{ snapshot: StreamSnapshot | null; events: RecordedEvent[] }> {
    const { rows } = await this.pool.query<EventRow & { snapshot_version: string | null; snapshot_state: unknown }>({
      name: 'sl_read_stream_from_snapshot',
      text: `WITH snapshot AS (SELECT version, state FROM stream_snapshots WHERE stream_id = $1 AND kind = $2)
        SELECT NULL AS event_id, NULL AS stream_id, NULL::bigint AS stream_version, NULL AS transaction_id, NULL::bigint AS global_position,
               NULL AS type, NULL::int AS schema_version, NULL::jsonb AS data, NULL::jsonb AS metadata, NULL::timestamptz AS created_at,
               snapshot.version AS snapshot_version, snapshot.state AS snapshot_state
          FROM snapshot
        UNION ALL
        SELECT ${SELECT_COLUMNS}, NULL::bigint, NULL::jsonb FROM events
         WHERE stream_id = $1 AND stream_version > coalesce((SELECT version FROM snapshot), 0)
        ORDER BY stream_version NULLS FIRST`,
      values: [streamId, kind],
    });
    const first = rows[0];
    const snapshot = first?.snapshot_version != null ? { kind, version: Number(first.snapshot_version), state: first.snapshot_state } : null;
    return { snapshot, events: (snapshot ? rows.slice(1) : rows).map(toRecorded) };
  }

  async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'sl_read_stream',
      text: `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      values: [streamId, options.fromVersion ?? 1],
    });
    return rows.map(toRecorded);
  }

  // ORDER BY names the table's columns: a bare "transaction_id" would be the text alias of the select
  // list, which sorts '1000' before '762' and made readers skip events whenever transaction ids
  // gained a digit (seen on a fresh embedded cluster: 3,940 of 5,000 events read back).
  async readAll(after: Position | null, limit: number, client: pg.Pool | pg.PoolClient = this.pool): Promise<RecordedEvent[]> {
    const { rows } = await client.query<EventRow>({
      name: 'sl_read_all',
      text: `SELECT ${SELECT_COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         AND transaction_id < ${READ_HORIZON_SQL}
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      values: [after?.transactionId ?? '0', after?.globalPosition ?? '0', limit],
    });
    return rows.map(toRecorded);
  }

  /** Committed events past the read horizon: ordered and limited at the top level so the planner walks the index (an EXISTS scanned the table). */
  async eventsHeldBack(after: Position | null): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        ORDER BY transaction_id, global_position LIMIT 1`,
      [after?.transactionId ?? '0', after?.globalPosition ?? '0'],
    );
    return rows.length > 0;
  }

  onAppended(listener: (types?: ReadonlySet<string>) => void): () => void {
    this.appended.on('appended', listener);
    void this.ensureListening();
    return () => this.appended.off('appended', listener);
  }

  async whenListening(): Promise<void> {
    await this.ensureListening();
  }

  /** One LISTEN connection per process so appends on other nodes wake local readers too. */
  private ensureListening(): Promise<void> {
    if (this.listening || !this.connectionString) return this.listening ?? Promise.resolve();
    this.listening = (async () => {
      const client = new pg.Client({ connectionString: this.connectionString });
      client.on('error', () => this.scheduleRelisten());
      client.on('end', () => this.scheduleRelisten());
      client.on('notification', (message) => { if (message.payload !== this.instanceId) this.appended.emit('appended'); });
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
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.appended.removeAllListeners();
    await this.listening?.catch(() => undefined);
    const client = this.listenClient;
    this.listenClient = null;
    await client?.end().catch(() => undefined);
  }
}
