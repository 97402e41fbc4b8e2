import type { RecordedEvent } from '../event-store.port.js';

/**
 * The one place events read from KurrentDB pass before anyone sees them: when the event registry
 * (issue #14) lands, validate and upcast here (by `type` and `schemaVersion`), as the Postgres store
 * does, so both stores hand out the same current shapes. Until then events pass unchanged.
 */
export function upcastRecorded(event: RecordedEvent): RecordedEvent {
  return event;
}
