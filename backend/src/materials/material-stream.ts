import type { MaterialEvent } from '@studyloop/events';
import { materialStream } from '@studyloop/events';
import type { CommandsService, CommandOptions } from '../event-store/commands.service.js';
import { foldStream } from '../event-store/command-handler.js';
import type { AppendResult, StreamAppend } from '../event-store/event-store.port.js';
import * as materialDecider from './material.decider.js';

/**
 * One material's stream as a processing request drives it: decide each step against the state it
 * already holds and append at the version it knows. A concurrent writer (a second caption upload)
 * makes the append fail with a version conflict instead of interleaving.
 */
export class MaterialStream {
  private constructor(
    private readonly commands: CommandsService,
    readonly materialId: string,
    private state: materialDecider.MaterialState,
    private version: number,
  ) {}

  static fresh(commands: CommandsService, materialId: string): MaterialStream {
    return new MaterialStream(commands, materialId, materialDecider.initialState, 0);
  }

  static async load(commands: CommandsService, materialId: string): Promise<MaterialStream> {
    const recorded = await commands.readStream(materialStream(materialId));
    const state = foldStream<materialDecider.MaterialState, MaterialEvent>(materialDecider, recorded);
    return new MaterialStream(commands, materialId, state, recorded.length ? recorded[recorded.length - 1].streamVersion : 0);
  }

  get current(): materialDecider.MaterialState {
    return this.state;
  }

  /** This stream as a part of a CommandsService decision, held at the version this job knows. */
  part(): { streamId: string; decider: typeof materialDecider; atVersion: number } {
    return { streamId: materialStream(this.materialId), decider: materialDecider, atVersion: this.version };
  }

  /** Decides without appending, for steps appended together with other streams. */
  decide(...commands: materialDecider.MaterialCommand[]): MaterialEvent[] {
    let state = this.state;
    const events: MaterialEvent[] = [];
    for (const command of commands) {
      const decided = materialDecider.decide(command, state);
      state = decided.reduce(materialDecider.evolve, state);
      events.push(...decided);
    }
    return events;
  }

  /** The append of `events` at this stream's version, to pass to appendMany; call `applied` after it succeeded. */
  appendOf(events: MaterialEvent[]): StreamAppend {
    return { streamId: materialStream(this.materialId), events, expectedVersion: this.version === 0 ? 'no-stream' : this.version };
  }

  applied(events: MaterialEvent[]): void {
    this.state = events.reduce(materialDecider.evolve, this.state);
    this.version += events.length;
  }

  async run(command: materialDecider.MaterialCommand, options: CommandOptions = {}): Promise<AppendResult | null> {
    const outcome = await this.commands.decide({ material: this.part() }, () => ({ material: this.decide(command) }), options);
    this.applied(outcome.decision.material ?? []);
    return outcome.append?.[0] ?? null;
  }
}
