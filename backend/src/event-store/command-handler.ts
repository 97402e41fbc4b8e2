import type { DomainEvent, EventMetadata } from '@studyloop/events';
import type { AppendResult, EventStore, RecordedEvent } from './event-store.port.js';
import { ExpectedVersionConflict } from './expected-version-conflict.error.js';

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  /** For long streams: start from a cached state instead of folding every event on each command. */
  snapshot?: Snapshotting<State>;
}

export interface Snapshotting<State> {
  /** Names the state's shape; a new name when evolve or the shape changes, and old snapshots go unused. */
  kind: string;
  /** A new snapshot once this many events followed the last one. */
  every: number;
  toJSON(state: State): unknown;
  fromJSON(json: unknown): State;
}

export interface LoadedState<State> { state: State; version: number; snapshotVersion: number }

/**
 * A stream's length as the state a decision needs of it, when that is all it needs (a chat's next
 * message `seq` is its next version): loaded with one version lookup, never by reading events.
 */
export interface StreamLength { version: number }

export const streamLength = {
  initialState: { version: 0 } as StreamLength,
  evolve: (state: StreamLength): StreamLength => ({ version: state.version + 1 }),
};

export async function loadState<State, Event extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<State, unknown, Event>): Promise<LoadedState<State>> {
  if ((decider as unknown) === streamLength) {
    const version = await store.streamVersion(streamId);
    return { state: { version } as State, version, snapshotVersion: version };
  }
  if (!decider.snapshot) {
    const recorded = await store.readStream(streamId);
    return { state: foldStream(decider, recorded), version: recorded.length ? recorded[recorded.length - 1].streamVersion : 0, snapshotVersion: 0 };
  }
  const { snapshot, events } = await store.readStreamFromSnapshot(streamId, decider.snapshot.kind);
  const start = snapshot ? decider.snapshot.fromJSON(snapshot.state) : decider.initialState;
  const state = events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event), start);
  const snapshotVersion = snapshot?.version ?? 0;
  return { state, version: events.length ? events[events.length - 1].streamVersion : snapshotVersion, snapshotVersion };
}

export interface CommandOutcome<State, Event> {
  events: Event[];
  state: State;
  append: AppendResult | null;
}

export function foldStream<State, Event extends DomainEvent>(decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>, events: RecordedEvent[]): State {
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as Event), decider.initialState);
}

/**
 * Read the stream, decide, append at the version read; on a concurrent write, decide again. The command
 * may still be in the making (from a read model, say): the stream loads meanwhile, and if making it
 * fails, that error is the outcome.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  pendingCommand: Command | Promise<Command>,
  metadata: EventMetadata = {},
  maxAttempts = 10,
): Promise<CommandOutcome<State, Event>> {
  for (let attempt = 1; ; attempt++) {
    const [{ state, version, snapshotVersion }, command] = await Promise.all([
      loadState(store, streamId, decider as Decider<State, unknown, Event>), pendingCommand,
    ]);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, append: null };
    try {
      const next = events.reduce(decider.evolve, state);
      const snapshotDue = decider.snapshot && version + events.length - snapshotVersion >= decider.snapshot.every;
      const append = await store.appendToStream(streamId, events.map((e) => ({ ...e, metadata })), {
        expectedVersion: version === 0 ? 'no-stream' : version,
        snapshot: snapshotDue ? { kind: decider.snapshot!.kind, state: decider.snapshot!.toJSON(next) } : undefined,
      });
      return { events, state: next, append };
    } catch (error) {
      if (!(error instanceof ExpectedVersionConflict) || attempt >= maxAttempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}
