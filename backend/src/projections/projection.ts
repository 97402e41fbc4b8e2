import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * Every projection of the app, by name (its checkpoint row and advisory lock use it): read-your-writes
 * waits name only these. A new projection adds its name here.
 */
export type ProjectionName =
  | 'users' | 'admin' | 'materials' | 'videos' | 'study-notes' | 'flashcards' | 'progress' | 'study' | 'quizzes' | 'mind-maps' | 'billing'
  | 'notes-translations' | 'assistant-history' | 'assistant-passages' | 'groups' | 'group-chat';

/**
 * A read model kept by applying events in global order. `apply` runs inside the transaction that
 * also moves the checkpoint, so a batch lands whole or not at all. It must not throw on a valid event.
 */
export interface Projection {
  readonly name: ProjectionName;
  /** Tables this projection alone writes; a rebuild empties them and replays from the start. */
  readonly tables: string[];
  /** Event types it reads; others are skipped but still move the checkpoint. */
  readonly eventTypes: ReadonlySet<string>;
  apply(events: RecordedEvent[], em: EntityManager): Promise<void>;
}
