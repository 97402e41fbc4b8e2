import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * A read model kept by applying events in global order. `apply` runs inside the transaction that
 * also moves the checkpoint, so a batch lands whole or not at all. It must not throw on a valid event.
 */
export interface Projection {
  readonly name: string;
  /** Tables this projection alone writes; a rebuild empties them and replays from the start. */
  readonly tables: string[];
  /** Event types it reads; others are skipped but still move the checkpoint. */
  readonly eventTypes: ReadonlySet<string>;
  apply(events: RecordedEvent[], em: EntityManager): Promise<void>;
}
