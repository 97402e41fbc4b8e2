import type { DomainEvent } from '@studyloop/events';
import type { Decider } from './command-handler.js';

/**
 * A stream a long job holds (a material while its notes are generated): every step is decided against
 * the state the job already knows and appended, through CommandsService.decide, at the version it
 * knows. A write in between (a second caption upload) is a conflict to report, never one to retry:
 * the job's earlier steps may no longer hold. Made by CommandsService.hold / CommandsService.start.
 */
export class HeldStream<S, C, E extends DomainEvent> {
  constructor(
    readonly streamId: string,
    readonly decider: Decider<S, C, E>,
    private state: S,
    private version: number,
  ) {}

  get current(): S {
    return this.state;
  }

  /** This stream as a part of a CommandsService decision, pinned at the version this job knows. */
  part(): { streamId: string; decider: Decider<S, C, E>; atVersion: number } {
    return { streamId: this.streamId, decider: this.decider, atVersion: this.version };
  }

  /** Decides the commands in turn against the state the job knows; nothing is appended here. */
  decide(...commands: C[]): E[] {
    let state = this.state;
    const events: E[] = [];
    for (const command of commands) {
      const decided = this.decider.decide(command, state);
      state = decided.reduce(this.decider.evolve, state);
      events.push(...decided);
    }
    return events;
  }

  /** Moves the held state on by what a decision appended to this stream. */
  applied(events: readonly E[] | undefined): void {
    if (!events?.length) return;
    this.state = events.reduce(this.decider.evolve, this.state);
    this.version += events.length;
  }
}
