import { eventProblem, eventVersion, upcastEventData } from '@studyloop/events';
import type { NewEvent, RecordedEvent } from '../event-store.port.js';
import { InvalidEventError } from '../invalid-event.error.js';

/**
 * The event registry (events/src/registry) at the KurrentDB store's edges, as on Postgres: an event
 * that is unknown or does not match its schema never enters the log, and an event read back is
 * upcast from its stored version to the current shape of its type.
 */
export function assertRegistered(events: readonly NewEvent[]): void {
  for (const e of events) {
    const problem = eventProblem(e.type, e.data);
    if (problem) throw new InvalidEventError(e.type, problem);
  }
}

export function versionOf(event: NewEvent): number {
  return event.schemaVersion ?? eventVersion(event.type);
}

export function upcastRecorded(event: RecordedEvent): RecordedEvent {
  const { version, data } = upcastEventData(event.type, event.schemaVersion, event.data as Record<string, unknown>);
  return version === event.schemaVersion ? event : { ...event, schemaVersion: version, data };
}
