import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DomainEvent, EventMetadata } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandOutcome, type Decider } from '../event-store/command-handler.js';
import { EVENT_STORE, type AppendResult, type EventStore, type NewEvent, type StreamAppend } from '../event-store/event-store.port.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { reportReadModelLag } from './request-context.js';

export interface CommandOptions {
  /** Projections the caller reads next; the reply waits until they include this write. */
  waitFor?: string[];
  metadata?: EventMetadata;
}

const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

/** The one way features record events: decide, append, then wait for the projections they read. */
@Injectable()
export class CommandsService {
  private readonly logger = new Logger('Commands');

  constructor(@Inject(EVENT_STORE) readonly store: EventStore, private readonly runner: ProjectionRunner) {}

  /** `command` may be a promise (built from a read model while the stream loads). */
  async execute<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, command: C | Promise<C>, options: CommandOptions = {}): Promise<CommandOutcome<S, E>> {
    const outcome = await handleCommand(this.store, streamId, decider, command, this.metadata(options.metadata));
    if (outcome.append) await this.settle(outcome.append, options.waitFor);
    return outcome;
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: StreamAppend['expectedVersion'], options: CommandOptions = {}): Promise<AppendResult> {
    const metadata = this.metadata(options.metadata);
    const result = await this.store.appendToStream(streamId, events.map((e) => ({ ...e, metadata: { ...metadata, ...e.metadata } })), { expectedVersion });
    await this.settle(result, options.waitFor);
    return result;
  }

  async appendMany(appends: StreamAppend[], options: CommandOptions = {}): Promise<AppendResult[]> {
    const metadata = this.metadata(options.metadata);
    const results = await this.store.appendToStreams(appends.map((a) => ({ ...a, events: a.events.map((e) => ({ ...e, metadata: { ...metadata, ...e.metadata } })) })));
    const last = results.reduce((a, b) => (BigInt(a.position.transactionId) >= BigInt(b.position.transactionId) && BigInt(a.position.globalPosition) >= BigInt(b.position.globalPosition) ? a : b));
    await this.settle(last, options.waitFor);
    return results;
  }

  async settle(append: AppendResult, waitFor: string[] | undefined): Promise<void> {
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
