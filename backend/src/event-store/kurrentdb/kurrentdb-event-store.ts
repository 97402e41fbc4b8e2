import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  END, EventStoreDBClient, excludeSystemEvents, jsonEvent, START, StreamNotFoundError, WrongExpectedVersionError,
  type AppendExpectedRevision, type ResolvedEvent,
} from '@eventstore/db-client';
import type pg from 'pg';
import type { EventMetadata } from '@studyloop/events';
import type {
  AppendResult, EventStore, ExpectedVersion, NewEvent, NewSnapshot, Position, RecordedEvent, StreamAppend, StreamSnapshot,
} from '../event-store.port.js';
import { ExpectedVersionConflict } from '../expected-version-conflict.error.js';
import { assertRegistered, upcastRecorded, versionOf } from './kurrentdb-registry-hook.js';

/** Stamped into each event's custom metadata; read back into RecordedEvent.schemaVersion. */
const SCHEMA_VERSION_KEY = '$schemaVersion';
/** Written to streams whose part of a multi-stream decision was undone (see appendToStreams). */
export const DECISION_REVOKED = 'StudyLoop.DecisionRevoked';

type StoredMetadata = EventMetadata & { [SCHEMA_VERSION_KEY]?: number };

/** kurrentdb:// is the new name of esdb://; @eventstore/db-client 6 knows only the old one. */
export function clientConnectionString(url: string): string {
  return url.replace(/^kurrentdb(\+discover)?:\/\//, (_m, discover: string | undefined) => `esdb${discover ?? ''}://`);
}

export function isKurrentDbUrl(url: string | undefined): url is string {
  return !!url && /^(esdb|kurrentdb)(\+discover)?:\/\//.test(url);
}

/** Our positions order by (transactionId, globalPosition); KurrentDB's $all by (commit, prepare). */
export function toPosition(position: { commit: bigint; prepare: bigint }): Position {
  return { transactionId: position.commit.toString(), globalPosition: position.prepare.toString() };
}

export function fromPosition(position: Position): { commit: bigint; prepare: bigint } {
  return { commit: BigInt(position.transactionId), prepare: BigInt(position.globalPosition) };
}

/** Our versions count events from 1 (0: no stream); KurrentDB revisions count from 0. */
function expectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return 'any';
  if (expected === 'no-stream' || expected === 0) return 'no_stream';
  return BigInt(expected - 1);
}

function isSystem(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecorded(resolved: ResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson || isSystem(event) || event.type === DECISION_REVOKED) return null;
  const { [SCHEMA_VERSION_KEY]: schemaVersion, ...metadata } = (event.metadata ?? {}) as StoredMetadata;
  return upcastRecorded({
    eventId: event.id,
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    position: toPosition(event.position!),
    type: event.type,
    schemaVersion: schemaVersion ?? 1,
    data: event.data as Record<string, unknown>,
    metadata,
    createdAt: event.created,
  });
}

type StoredEvent = { id: string; revision: bigint; position?: { commit: bigint; prepare: bigint } };

/** The ids, in order and consecutive, somewhere in `stream`: the result their first append gave. */
function repeatIn(stream: StoredEvent[], ids: string[]): AppendResult | null {
  if (!ids.length) return null;
  const first = stream.findIndex((e) => e.id === ids[0]);
  if (first < 0 || !ids.every((id, i) => stream[first + i]?.id === id)) return null;
  const last = stream[first + ids.length - 1];
  return { nextExpectedVersion: Number(last.revision) + 1, position: toPosition(last.position!) };
}

/**
 * The event store on KurrentDB / EventStoreDB. Events, streams, versions and the global order live
 * there; snapshots (a cache of a decider's state) stay in Postgres `stream_snapshots`, keyed by our
 * stream version, because losing one costs only a longer fold and KurrentDB has no place to keep
 * one beside the append. Read models and checkpoints stay in Postgres as well.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  private subscription: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;
  private resubscribeTimer: NodeJS.Timeout | null = null;
  /** Resolves when the current $all subscription is confirmed by the server. */
  private confirmed: Promise<void> = Promise.resolve();
  private closed = false;
  /** Event ids this process appended, so its own appends (already announced with their types) do not wake twice. */
  private readonly ownIds = new Set<string>();

  /** `validateEvents`: appends must match the event registry (the app turns it on; raw benchmarks leave it off). */
  constructor(readonly client: EventStoreDBClient, private readonly pool: pg.Pool, private readonly options: { validateEvents?: boolean } = {}) {
    this.appended.setMaxListeners(0);
  }

  static connect(url: string, pool: pg.Pool, options: { validateEvents?: boolean } = {}): KurrentDbEventStore {
    return new KurrentDbEventStore(EventStoreDBClient.connectionString(clientConnectionString(url)), pool, options);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: { expectedVersion?: ExpectedVersion; snapshot?: NewSnapshot } = {}): Promise<AppendResult> {
    const [result] = await this.appendToStreams([{ streamId, events, expectedVersion: options.expectedVersion ?? 'any', snapshot: options.snapshot }]);
    return result;
  }

  /**
   * KurrentDB appends to one stream at a time (the multi-stream append of KurrentDB 25.1 is not in
   * @eventstore/db-client), so a decision over several streams uses reservation with compensation:
   *
   * 1. Check every expected version first; a known conflict fails the decision before anything is written.
   * 2. Append stream by stream in the order given. Callers put their reservations first (email and
   *    username claims, the Stripe event claim, the video quota): a claim lost to another writer fails
   *    the decision while nothing else is written.
   * 3. If a later stream still conflicts (another writer got in between 1 and 3), the streams already
   *    written get a `StudyLoop.DecisionRevoked` event naming the events it revokes, and the conflict is
   *    thrown as on Postgres. Stream reads leave revoked events out, so deciders (and a retry of the
   *    same decision) see each stream as before; appends expecting the version a reader saw still
   *    succeed (see `appendOne`). Readers of $all skip the revoking event but may have applied the revoked
   *    ones already: a read model can show a decision undone within milliseconds of being made, in that
   *    race only.
   */
  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    if (this.options.validateEvents) for (const { events } of appends) assertRegistered(events);
    const prepared = appends.map((a) => ({ ...a, events: a.events.map((e) => ({ ...e, eventId: e.eventId ?? randomUUID() })) }));
    if (prepared.length > 1) {
      for (const { streamId, expectedVersion } of prepared) {
        if (expectedVersion === 'any') continue;
        const actual = await this.streamVersion(streamId);
        const wanted = expectedVersion === 'no-stream' ? 0 : expectedVersion;
        if (actual !== wanted && !(await this.onlyRevokedAfter(streamId, wanted, actual))) {
          const repeated = await this.findRepeatedDecision(prepared);
          if (repeated) return repeated;
          throw new ExpectedVersionConflict(streamId, expectedVersion, actual);
        }
      }
    }
    const results: AppendResult[] = [];
    const written: { streamId: string; eventIds: string[] }[] = [];
    try {
      for (const append of prepared) {
        results.push(await this.appendOne(append));
        written.push({ streamId: append.streamId, eventIds: append.events.map((e) => e.eventId!) });
      }
    } catch (error) {
      const decisionId = randomUUID();
      for (const done of written) {
        await this.client.appendToStream(done.streamId, jsonEvent({ id: randomUUID(), type: DECISION_REVOKED, data: { decisionId, eventIds: done.eventIds } }));
      }
      throw error;
    }
    this.appended.emit('appended', new Set(prepared.flatMap((a) => a.events.map((e) => e.type))));
    return results;
  }

  private async appendOne(append: StreamAppend, expected: AppendExpectedRevision = expectedRevision(append.expectedVersion)): Promise<AppendResult> {
    const { streamId, events } = append;
    const occurredAt = new Date().toISOString();
    const proposed = events.map((e) => jsonEvent({
      id: e.eventId!,
      type: e.type,
      data: e.data,
      metadata: { occurredAt, ...(e.metadata ?? {}), [SCHEMA_VERSION_KEY]: versionOf(e) },
    }));
    for (const e of events) this.ownIds.add(e.eventId!);
    try {
      const result = await this.client.appendToStream(streamId, proposed, { expectedRevision: expected });
      const position = result.position ? toPosition(result.position) : (await this.lastPosition(streamId));
      const outcome = { nextExpectedVersion: Number(result.nextExpectedRevision) + 1, position };
      // A cache: the events are in, so a failed snapshot write only means a longer fold next time.
      if (append.snapshot) await this.keepSnapshot(streamId, append.snapshot, outcome.nextExpectedVersion).catch(() => undefined);
      return outcome;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualVersion === 'no_stream' ? 0 : Number(error.actualVersion) + 1;
      const wanted = append.expectedVersion === 'any' ? null : append.expectedVersion === 'no-stream' ? 0 : append.expectedVersion;
      // What follows the version the caller saw (for 'any': the whole stream), read once for both checks.
      const tail = await this.readRaw(streamId, wanted ?? 0);
      // The same event ids appended before (a retry the server's cache no longer knew): answer as then.
      const repeated = repeatIn(tail, events.map((e) => e.eventId!));
      if (repeated) return repeated;
      // Only revoked events (and their revocation) follow the version the caller saw: its view stands.
      if (wanted !== null && tail.at(-1)?.type === DECISION_REVOKED && (await this.onlyRevokedAfter(streamId, wanted, actual))) {
        return this.appendOne(append, actual === 0 ? 'no_stream' : BigInt(actual - 1));
      }
      throw new ExpectedVersionConflict(streamId, append.expectedVersion, actual);
    } finally {
      setTimeout(() => { for (const e of events) this.ownIds.delete(e.eventId!); }, 60_000).unref();
    }
  }

  private async keepSnapshot(streamId: string, snapshot: NewSnapshot, version: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO stream_snapshots (stream_id, kind, version, state) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (stream_id, kind) DO UPDATE SET version = excluded.version, state = excluded.state, saved_at = now()
         WHERE stream_snapshots.version < excluded.version`,
      [streamId, snapshot.kind, version, JSON.stringify(snapshot.state)],
    );
  }

  private async lastPosition(streamId: string): Promise<Position> {
    const last = await this.lastEvent(streamId);
    return last?.position ? toPosition(last.position) : { transactionId: '0', globalPosition: '0' };
  }

  /**
   * Reads are always consumed to their end: a read left early keeps its gRPC call open, and the
   * client's dispose() then waits for it forever.
   */
  private async lastEvent(streamId: string) {
    const found = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: 'backwards', fromRevision: END, maxCount: 1 })) {
        if (resolved.event) found.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return found[0] ?? null;
  }

  /** Idempotency: when every event id of the append is in its stream, in order, answer as the first append did. */
  private async findRepeatedAppend(append: StreamAppend): Promise<AppendResult | null> {
    return repeatIn(await this.readRaw(append.streamId, 0), append.events.map((e) => e.eventId!));
  }

  private async findRepeatedDecision(appends: StreamAppend[]): Promise<AppendResult[] | null> {
    const results: AppendResult[] = [];
    for (const append of appends) {
      const repeated = await this.findRepeatedAppend(append);
      if (!repeated) return null;
      results.push(repeated);
    }
    return results;
  }

  /** Whether every event after version `seen` up to `actual` is revoked or a revocation (invisible to readers). */
  private async onlyRevokedAfter(streamId: string, seen: number, actual: number): Promise<boolean> {
    if (actual <= seen) return false;
    const stream = await this.readRaw(streamId, 0);
    const revoked = new Set(stream.filter((e) => e.type === DECISION_REVOKED).flatMap((e) => (e.data as { eventIds: string[] }).eventIds));
    return stream.slice(seen, actual).every((e) => e.type === DECISION_REVOKED || revoked.has(e.id));
  }

  private async readRaw(streamId: string, fromRevision: number) {
    const events = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(fromRevision) })) {
        if (resolved.event) events.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async streamVersion(streamId: string): Promise<number> {
    const last = await this.lastEvent(streamId);
    return last ? Number(last.revision) + 1 : 0;
  }

  async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<RecordedEvent[]> {
    const raw = await this.readRaw(streamId, Math.max(0, (options.fromVersion ?? 1) - 1));
    const revokedIds = raw.some((e) => e.type === DECISION_REVOKED)
      ? new Set((await this.readRaw(streamId, 0)).filter((e) => e.type === DECISION_REVOKED).flatMap((e) => (e.data as { eventIds: string[] }).eventIds))
      : null;
    return raw.filter((e) => !revokedIds?.has(e.id)).map((event) => toRecorded({ event } as ResolvedEvent)).filter((e): e is RecordedEvent => e !== null);
  }

  async readStreamFromSnapshot(streamId: string, kind: string): Promise<{ snapshot: StreamSnapshot | null; events: RecordedEvent[] }> {
    const { rows } = await this.pool.query<{ version: string; state: unknown }>(
      'SELECT version, state FROM stream_snapshots WHERE stream_id = $1 AND kind = $2', [streamId, kind],
    );
    const snapshot = rows[0] ? { kind, version: Number(rows[0].version), state: rows[0].state } : null;
    return { snapshot, events: await this.readStream(streamId, { fromVersion: (snapshot?.version ?? 0) + 1 }) };
  }

  /**
   * $all after `after`, our events only (system events and revocations left out). KurrentDB's order is
   * final when an append is acknowledged, so unlike Postgres no read horizon holds anything back.
   */
  async readAll(after: Position | null, limit: number): Promise<RecordedEvent[]> {
    let from = after ? fromPosition(after) : null;
    const found: RecordedEvent[] = [];
    // A page of only system events is not the end of the log: read on until ours fill the batch or it ends.
    for (;;) {
      const page: ResolvedEvent[] = [];
      for await (const resolved of this.client.readAll({ fromPosition: from ?? START, maxCount: limit + 1 })) page.push(resolved);
      // Reading forwards from a position includes the event at it.
      const fresh = from ? page.filter((r) => r.event?.position && !(r.event.position.commit === from!.commit && r.event.position.prepare === from!.prepare)) : page;
      for (const resolved of fresh) {
        const recorded = toRecorded(resolved);
        if (recorded) found.push(recorded);
        if (found.length === limit) return found;
      }
      if (page.length < limit + 1 || !fresh.length) return found;
      from = fresh[fresh.length - 1].event!.position!;
    }
  }

  /** The order of $all is final at the ack: nothing is ever held back. */
  async eventsHeldBack(): Promise<boolean> {
    return false;
  }

  /**
   * Local appends wake listeners at once with their types; appends by other nodes arrive through one
   * $all subscription (filtered server-side to non-system events), resubscribed after a failure.
   */
  onAppended(listener: (types?: ReadonlySet<string>) => void): () => void {
    this.appended.on('appended', listener);
    this.ensureSubscribed();
    return () => this.appended.off('appended', listener);
  }

  private ensureSubscribed(): void {
    if (this.subscription || this.closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    this.confirmed = new Promise<void>((resolve) => {
      subscription.once('confirmation', () => resolve());
      // A subscription that fails before it is confirmed is replaced: wait for the next one then.
      subscription.once('error', () => resolve());
      subscription.once('end', () => resolve());
    });
    subscription.on('data', (resolved: ResolvedEvent) => {
      if (resolved.event && !this.ownIds.has(resolved.event.id)) this.appended.emit('appended');
    });
    const retry = () => {
      if (this.subscription !== subscription) return;
      this.subscription = null;
      // Events appended while no subscription was open: readers must look (they also poll).
      this.appended.emit('appended');
      if (!this.closed) this.resubscribeTimer = setTimeout(() => this.ensureSubscribed(), 1000).unref();
    };
    subscription.on('error', retry);
    subscription.on('end', retry);
  }

  async whenListening(): Promise<void> {
    this.ensureSubscribed();
    await this.confirmed;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.resubscribeTimer) clearTimeout(this.resubscribeTimer);
    this.appended.removeAllListeners();
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }
}
