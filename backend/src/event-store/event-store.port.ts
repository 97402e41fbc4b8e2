import type { DomainEvent, EventMetadata } from '@studyloop/events';

/** A place in the global order: events sort by (transactionId, globalPosition). Strings keep bigints JSON-safe. */
export interface Position {
  transactionId: string;
  globalPosition: string;
}

export type ExpectedVersion = 'any' | 'no-stream' | number;

export interface NewEvent extends DomainEvent {
  /** Stable id makes the append idempotent: appending the same id again is a no-op. */
  eventId?: string;
  metadata?: EventMetadata;
  schemaVersion?: number;
}

export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  eventId: string;
  streamId: string;
  streamVersion: number;
  position: Position;
  type: E['type'];
  schemaVersion: number;
  data: E['data'];
  metadata: EventMetadata;
  createdAt: Date;
}

export interface AppendResult {
  nextExpectedVersion: number;
  /** Position of the last event written (or found, for an idempotent repeat). */
  position: Position;
}

export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedVersion: ExpectedVersion;
  /** The decider's state after these events, kept with them (same transaction) as the stream's snapshot. */
  snapshot?: NewSnapshot;
}

export interface NewSnapshot {
  kind: string;
  state: unknown;
}

/** A decider's state cached at a stream version; `kind` names the decider and its state's shape. */
export interface StreamSnapshot {
  kind: string;
  version: number;
  state: unknown;
}

export interface EventStore {
  appendToStream(streamId: string, events: NewEvent[], options?: { expectedVersion?: ExpectedVersion; snapshot?: NewSnapshot }): Promise<AppendResult>;
  /** Appends to several streams in one transaction: all or none. */
  appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]>;
  streamVersion(streamId: string): Promise<number>;
  /** The newest snapshot of `kind` and the events after it, in one read; no snapshot: the whole stream. */
  readStreamFromSnapshot(streamId: string, kind: string): Promise<{ snapshot: StreamSnapshot | null; events: RecordedEvent[] }>;
  /** Events strictly after `after` in global order, only those no earlier transaction can still precede. */
  readAll(after: Position | null, limit: number): Promise<RecordedEvent[]>;
  /**
   * Asked when readAll(after) found nothing: whether events committed after `after` are still held back
   * (an older transaction is open), so a reader should look again soon rather than wait for a wake.
   */
  eventsHeldBack(after: Position | null): Promise<boolean>;
  /**
   * Calls the listener whenever any node appends (best effort; readers must also poll), with the
   * appended event types when the append was this process's own (undefined: unknown, from elsewhere).
   */
  onAppended(listener: (types?: ReadonlySet<string>) => void): () => void;
  /**
   * Resolves once appends by other nodes reach onAppended listeners (the LISTEN connection is up, the
   * $all subscription confirmed): what a reader waits on before it relies on being woken.
   */
  whenListening(): Promise<void>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EventStore');

export function comparePositions(a: Position, b: Position): number {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const gp = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return gp === 0n ? 0 : gp < 0n ? -1 : 1;
}

/** The store as readers see it: features read streams and follow the log, but only CommandsService appends. */
export type EventLog = Omit<EventStore, 'appendToStream' | 'appendToStreams' | 'close'>;

export const EVENT_LOG = Symbol('EventLog');
