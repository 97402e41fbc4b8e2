import type { DomainEvent, EventMetadata } from '@studyloop/events';
import type { AppendResult, EventStore, RecordedEvent } from './event-store.port.js';
import { ExpectedVersionConflict } from './expected-version-conflict.error.js';

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export interface CommandOutcome<State, Event> {
  events: Event[];
  state: State;
  append: AppendResult | null;
}

export function foldStream<State, Event extends DomainEvent>(decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>, events: RecordedEvent[]): State {
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as Event), decider.initialState);
}

/** Read the stream, decide, append at the version read; on a concurrent write, decide again. */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata = {},
  maxAttempts = 10,
): Promise<CommandOutcome<State, Event>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = foldStream(decider, recorded);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, append: null };
    try {
      const append = await store.appendToStream(streamId, events.map((e) => ({ ...e, metadata })), {
        expectedVersion: recorded.length ? recorded[recorded.length - 1].streamVersion : 'no-stream',
      });
      return { events, state: events.reduce(decider.evolve, state), append };
    } catch (error) {
      if (!(error instanceof ExpectedVersionConflict) || attempt >= maxAttempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}
