import type { EventEmitter } from 'node:events';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { comparePositions, type EventLog, type Position, type RecordedEvent } from '../event-store/event-store.port.js';
import type { CheckpointStore } from './checkpoint-store.js';
import { describeError, isTransientError, PARK_EVENT_SQL } from './parked-events.js';
import type { Projection } from './projection.js';

/** Thrown inside a batch's transaction to roll it back: the checkpoint moved under it. */
class CheckpointMoved extends Error {}

/**
 * How a batch of events reaches a read model: applied with the checkpoint's move in one transaction;
 * a batch that fails for something other than a passing outage goes again event by event, and an
 * event the projection cannot apply is parked (with its error) so later events still arrive.
 * Emits 'progress' (name, position) after each committed batch and 'parked' (name, event).
 */
export class ProjectionBatches {
  constructor(
    private readonly orm: MikroORM,
    private readonly pool: pg.Pool,
    private readonly store: Pick<EventLog, 'readAll' | 'readStream'>,
    private readonly checkpoints: CheckpointStore,
    private readonly progress: EventEmitter,
    private readonly batchSize: number,
    private readonly logger?: { error(message: string, error?: unknown): void },
  ) {}

  /**
   * Applies `events` and moves the checkpoint from `expected` to `reached`, or returns false (nothing
   * written) when the checkpoint is elsewhere. The move comes last and compares: no lock round trip
   * first, and a loser waits on the row, finds it moved and rolls its writes back.
   */
  async apply(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position): Promise<boolean> {
    try {
      return await this.applyBatch(projection, events, expected, reached);
    } catch (error) {
      if (isTransientError(error)) throw error;
      return this.applyIsolated(projection, events, expected, reached);
    }
  }

  /** Applies one batch from the checkpoint in one transaction (holding the row); returns how many events it read. */
  async catchUpOnce(projection: Projection, read: (after: Position | null) => Promise<RecordedEvent[]> = (after) => this.store.readAll(after, this.batchSize)): Promise<number> {
    let count = 0;
    let reached: Position | null = null;
    try {
      await this.orm.em.fork().transactional(async (tx) => {
        const checkpoint = await this.checkpoints.lock(projection.name, tx);
        const events = await read(checkpoint);
        count = events.length;
        if (!count) return;
        reached = events[count - 1].position;
        // The row is locked: nobody else can have moved it.
        await this.applyAndMove(projection, events, checkpoint, reached, tx);
      });
    } catch (error) {
      if (isTransientError(error)) throw error;
      // A poison event in the batch: apply one by one, parking what cannot be applied.
      const checkpoint = await this.checkpoints.read(projection.name);
      const events = await read(checkpoint);
      count = events.length;
      reached = count ? events[count - 1].position : null;
      if (reached && !(await this.applyIsolated(projection, events, checkpoint, reached))) throw error;
    }
    if (reached) this.progress.emit('progress', projection.name, reached);
    return count;
  }

  /**
   * Applies the projection's parked events again (after a fix), oldest first, each in its own
   * transaction with the removal of its parked row; those that still fail stay parked with the new error.
   */
  async replayParked(projection: Projection): Promise<{ replayed: number; stillParked: number }> {
    const { rows } = await this.pool.query<{ event_id: string; stream_id: string; stream_version: string }>(
      'SELECT event_id, stream_id, stream_version FROM parked_events WHERE projection = $1 ORDER BY transaction_id, global_position', [projection.name],
    );
    // By stream and version, which every event store can read (KurrentDB has no lookup by event id).
    const events = [];
    for (const row of rows) {
      const [event] = await this.store.readStream(row.stream_id, { fromVersion: Number(row.stream_version) });
      if (event?.eventId === row.event_id) events.push(event);
    }
    let replayed = 0;
    for (const event of events) {
      try {
        await this.orm.em.fork().transactional(async (tx) => {
          await projection.apply([event], tx);
          await tx.flush();
          await tx.getConnection().execute('DELETE FROM parked_events WHERE projection = ? AND event_id = ?', [projection.name, event.eventId], 'run', tx.getTransactionContext());
        });
        replayed += 1;
      } catch (error) {
        await this.pool.query('UPDATE parked_events SET error = $3, attempts = attempts + 1 WHERE projection = $1 AND event_id = $2', [projection.name, event.eventId, describeError(error)]);
      }
    }
    return { replayed, stillParked: events.length - replayed };
  }

  private async applyBatch(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position): Promise<boolean> {
    const relevant = events.filter((e) => projection.eventTypes.has(e.type));
    const prepared = relevant.length && projection.prepareBatch ? await projection.prepareBatch(relevant, this.orm.em.fork()) : null;
    if (prepared) return this.checkpoints.moveWith(projection.name, expected, reached, prepared, this.orm.em.fork());
    try {
      await this.orm.em.fork().transactional(async (tx) => {
        if (!(await this.applyAndMove(projection, events, expected, reached, tx))) throw new CheckpointMoved();
      });
      return true;
    } catch (error) {
      if (error instanceof CheckpointMoved) return false;
      throw error;
    }
  }

  private async applyIsolated(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position): Promise<boolean> {
    let at = expected;
    for (const event of events) {
      if (!projection.eventTypes.has(event.type)) continue;
      let moved: boolean;
      try {
        moved = await this.applyBatch(projection, [event], at, event.position);
      } catch (error) {
        if (isTransientError(error)) throw error;
        moved = await this.park(projection, event, error, at);
      }
      if (!moved) return false;
      at = event.position;
    }
    if (at && comparePositions(at, reached) === 0) return true;
    return this.applyBatch(projection, [], at, reached);
  }

  /** Records the event as parked and moves the checkpoint past it, in one transaction. */
  private async park(projection: Projection, event: RecordedEvent, error: unknown, expected: Position | null): Promise<boolean> {
    this.logger?.error(`Projection ${projection.name} cannot apply ${event.type} ${event.eventId} (stream ${event.streamId}); parked it and going on`, error);
    try {
      await this.orm.em.fork().transactional(async (tx) => {
        await tx.getConnection().execute(PARK_EVENT_SQL, [
          projection.name, event.eventId, event.streamId, event.streamVersion, event.type,
          event.position.transactionId, event.position.globalPosition, describeError(error),
        ], 'run', tx.getTransactionContext());
        if (!(await this.applyAndMove(projection, [], expected, event.position, tx))) throw new CheckpointMoved();
      });
      this.progress.emit('parked', projection.name, event);
      return true;
    } catch (parkError) {
      if (parkError instanceof CheckpointMoved) return false;
      throw parkError;
    }
  }

  /** Applies the events the projection reads, then moves its checkpoint; false if it was not at `expected`. */
  private async applyAndMove(projection: Projection, events: RecordedEvent[], expected: Position | null, reached: Position, tx: EntityManager): Promise<boolean> {
    const relevant = events.filter((e) => projection.eventTypes.has(e.type));
    if (relevant.length) await projection.apply(relevant, tx);
    await tx.flush();
    return this.checkpoints.move(projection.name, expected, reached, tx);
  }
}
