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
  /**
   * For projections on a hot path: the batch as one statement, so it costs no BEGIN, checkpoint and
   * COMMIT round trips of its own. Rows it needs are read first (outside any transaction: only this
   * projection writes its tables, and the checkpoint's move tells whether anyone else applied events
   * meanwhile); its writes come back as data-modifying CTEs, which the runner runs together with the
   * checkpoint's move as one atomic statement. The parts all see the tables as they were before the
   * statement, so each row may be written once. Null: this batch goes through `apply`.
   */
  prepareBatch?(events: RecordedEvent[], em: EntityManager): Promise<BatchWrite | null>;
}

/** Data-modifying CTEs (`name AS (...)`, `?` placeholders) that write one projection batch. */
export interface BatchWrite {
  parts: string[];
  params: unknown[];
}
