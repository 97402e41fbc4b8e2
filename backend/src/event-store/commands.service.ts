import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DomainEvent, EventMetadata } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { foldStream, handleCommand, loadState, type CommandOutcome, type Decider } from './command-handler.js';
import { EVENT_STORE, type AppendResult, type EventStore, type NewEvent, type RecordedEvent, type StreamAppend, comparePositions } from './event-store.port.js';
import { ExpectedVersionConflict } from './expected-version-conflict.error.js';
import { HeldStream } from './held-stream.js';
import { StreamCommandQueue } from './stream-command-queue.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import type { ProjectionName } from '../projections/projection.js';
import { reportReadModelLag } from '../common/request-context.js';

export interface CommandOptions {
  /** Projections the caller reads next; the reply waits until they include this write. */
  waitFor?: ProjectionName[];
  metadata?: EventMetadata;
  /** Tries before a concurrent writer wins (a stream many requests hit at once needs more). */
  maxAttempts?: number;
}

const READ_YOUR_WRITES_TIMEOUT_MS = 5000;
const MAX_ATTEMPTS = 10;

type AnyDecider = Decider<any, any, any>;
/** A part only needs to fold its stream: the decision itself is the caller's `decide`. */
type FoldingDecider = Pick<Decider<any, unknown, any>, 'initialState' | 'evolve' | 'snapshot'>;
/** The streams one decision reads and may write, by name. */
export type StreamParts = Record<string, StreamPart>;
export interface StreamPart {
  streamId: string;
  decider: FoldingDecider;
  /**
   * The version the caller already decided on (a long job that holds its stream). A write in between
   * is then a conflict to report, not one to retry: the caller's earlier steps may no longer hold.
   */
  atVersion?: number;
  /**
   * What the caller already knows of the stream (after its own last write to it): the first attempt
   * decides on it without reading the stream; a concurrent write makes the next attempt read it.
   */
  known?: { state: unknown; version: number };
}
type StateOf<D> = D extends { initialState: infer S } ? S : never;
type EventOf<D> = D extends { evolve(state: never, event: infer E): unknown } ? E : never;
export type PartStates<P extends StreamParts> = { [K in keyof P]: StateOf<P[K]['decider']> };
/**
 * What one decision writes: events per part (appended at the version it was decided on), and claims,
 * streams that must not exist yet (a unique e-mail, an invite code, a processed webhook). All land or none.
 */
export type Decision<P extends StreamParts> = { [K in keyof P]?: EventOf<P[K]['decider']>[] } & { claims?: { streamId: string; events: NewEvent[] }[] };

export interface DecisionOutcome<P extends StreamParts> {
  /** Each part's state after the decision. */
  states: PartStates<P>;
  decision: Decision<P>;
  append: AppendResult[] | null;
}

/**
 * The one way features record events: load (or snapshot), decide, append at the version decided on,
 * retry with jitter on a concurrent write, then wait for the projections the caller reads. Nothing
 * else holds the store.
 */
@Injectable()
export class CommandsService {
  private readonly logger = new Logger('Commands');

  constructor(@Inject(EVENT_STORE) private readonly events: EventStore, private readonly runner: ProjectionRunner) {}

  /** `command` may be a promise (built from a read model while the stream loads). */
  async execute<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C | Promise<C>, options: CommandOptions = {}): Promise<CommandOutcome<S, E>> {
    const outcome = await handleCommand(this.events, streamId, decider, command, this.metadata(options.metadata));
    if (outcome.append) await this.settle(outcome.append, options.waitFor);
    return outcome;
  }

  /**
   * One decision over several streams (a user and its claims, billing's two aggregates, a material and
   * its notes). `decide` sees every part's current state and is asked again after a concurrent write,
   * so it may re-read what it needs; a taken claim is final and throws ExpectedVersionConflict.
   */
  async decide<P extends StreamParts>(
    parts: P,
    decide: (states: PartStates<P>, attempt: number) => Decision<P> | Promise<Decision<P>>,
    options: CommandOptions = {},
  ): Promise<DecisionOutcome<P>> {
    const keys = Object.keys(parts) as (keyof P & string)[];
    const metadata = this.metadata(options.metadata);
    for (let attempt = 1; ; attempt++) {
      const loaded = await Promise.all(keys.map((k) => {
        const known = attempt === 1 ? parts[k].known : undefined;
        return known ? { ...known, snapshotVersion: known.version } : loadState(this.events, parts[k].streamId, parts[k].decider as AnyDecider);
      }));
      const states = Object.fromEntries(keys.map((k, i) => [k, loaded[i].state])) as PartStates<P>;
      const decision = await decide(states, attempt);
      const claims = decision.claims ?? [];
      const appends: StreamAppend[] = claims.map((c) => ({ streamId: c.streamId, events: c.events, expectedVersion: 'no-stream' }));
      const after = { ...states };
      keys.forEach((k, i) => {
        const events = (decision[k] ?? []) as DomainEvent[];
        if (!events.length) return;
        after[k] = events.reduce(parts[k].decider.evolve, states[k]);
        const version = parts[k].atVersion ?? loaded[i].version;
        const snapshot = parts[k].decider.snapshot;
        const snapshotDue = snapshot && version + events.length - loaded[i].snapshotVersion >= snapshot.every;
        appends.push({
          streamId: parts[k].streamId, events, expectedVersion: version === 0 ? 'no-stream' : version,
          ...(snapshotDue ? { snapshot: { kind: snapshot.kind, state: snapshot.toJSON(after[k]) } } : {}),
        });
      });
      if (!appends.length) return { states, decision, append: null };
      try {
        const results = await this.events.appendToStreams(appends.map((a) => ({ ...a, events: a.events.map((e) => ({ ...e, metadata: { ...metadata, ...e.metadata } })) })));
        await this.settle(latest(results), options.waitFor);
        return { states: after, decision, append: results };
      } catch (error) {
        const claimTaken = error instanceof ExpectedVersionConflict && claims.some((c) => c.streamId === error.streamId);
        const pinned = error instanceof ExpectedVersionConflict && keys.some((k) => parts[k].atVersion !== undefined && parts[k].streamId === error.streamId);
        if (!(error instanceof ExpectedVersionConflict) || claimTaken || pinned || attempt >= (options.maxAttempts ?? MAX_ATTEMPTS)) throw error;
        await jitter(Math.min(attempt, MAX_ATTEMPTS));
      }
    }
  }

  /** A stream a long job holds at the version it loads now (see HeldStream). */
  async hold<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>): Promise<HeldStream<S, C, E>> {
    const recorded = await this.events.readStream(streamId);
    return new HeldStream(streamId, decider, foldStream(decider, recorded), recorded.length ? recorded[recorded.length - 1].streamVersion : 0);
  }

  /** A stream a job starts: held at "does not exist yet", so a stream already there is a conflict. */
  start<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>): HeldStream<S, C, E> {
    return new HeldStream(streamId, decider, decider.initialState, 0);
  }

  /** One command on a held stream, appended at its version; the held state follows. */
  async run<S, C, E extends DomainEvent>(stream: HeldStream<S, C, E>, command: C, options: CommandOptions = {}): Promise<AppendResult | null> {
    const outcome = await this.decide({ held: stream.part() }, () => ({ held: stream.decide(command) }), options);
    stream.applied(outcome.decision.held);
    return outcome.append?.[0] ?? null;
  }

  /** Commands on one busy stream decided in batches (see StreamCommandQueue). */
  queue<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, waitFor: ProjectionName[]): StreamCommandQueue<S, C, E> {
    return new StreamCommandQueue(this.events, decider, (append) => this.settle(append, waitFor));
  }

  /** Read-your-writes on the read side: waits (briefly) until `waitFor` include the stream's latest event. */
  async caughtUp(streamId: string, waitFor: ProjectionName[]): Promise<void> {
    const version = await this.events.streamVersion(streamId);
    if (version === 0) return;
    const [latest] = await this.events.readStream(streamId, { fromVersion: version });
    if (latest) await this.settle({ nextExpectedVersion: version, position: latest.position }, waitFor);
  }

  /** A stream's state as `decider` folds it, for reads that decide nothing. */
  async state<S, E extends DomainEvent>(streamId: string, decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>): Promise<S> {
    return foldStream(decider, await this.events.readStream(streamId));
  }

  readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]> {
    return this.events.readStream(streamId, options);
  }

  streamVersion(streamId: string): Promise<number> {
    return this.events.streamVersion(streamId);
  }

  private async settle(append: AppendResult, waitFor: ProjectionName[] | undefined): Promise<void> {
    if (!waitFor?.length) return;
    const reached = await this.runner.waitFor(append.position, waitFor, READ_YOUR_WRITES_TIMEOUT_MS);
    if (reached) return;
    this.logger.warn(`Projections ${waitFor.join(', ')} did not reach ${append.position.globalPosition} in time`);
    reportReadModelLag(waitFor);
  }

  private metadata(metadata: EventMetadata = {}): EventMetadata {
    return { correlationId: randomUUID(), occurredAt: new Date().toISOString(), ...metadata };
  }
}

function latest(results: AppendResult[]): AppendResult {
  return results.reduce((a, b) => (comparePositions(a.position, b.position) >= 0 ? a : b));
}

function jitter(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
}
