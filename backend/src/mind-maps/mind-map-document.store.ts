import { EventEmitter } from 'node:events';
import type pg from 'pg';
import * as Y from 'yjs';

/** A write the store has committed: an update appended to a map's log, or the log folded into its snapshot. */
export interface StoredChange {
  mindMapId: string;
  kind: 'update' | 'compaction';
}

/**
 * Where the live documents are kept: one merged snapshot per map plus the updates appended since the
 * last compaction. Reads take snapshot and updates in one statement, so a concurrent compaction on
 * another node can never make a reader miss updates.
 */
export class MindMapDocumentStore {
  private readonly stored = new EventEmitter();

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Calls the listener after each committed write of this store (the log and compaction run on their
   * own schedule, debounced): for whoever must know a change is durable, e.g. metrics or tests.
   */
  onStored(listener: (change: StoredChange) => void): () => void {
    this.stored.on('stored', listener);
    return () => this.stored.off('stored', listener);
  }

  private announce(change: StoredChange): void {
    this.stored.emit('stored', change);
  }

  /** Stores the first version unless another node got there first; true when this call created it. */
  async createIfMissing(mindMapId: string, notesId: string, firstVersion: Uint8Array): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'INSERT INTO mind_map_documents (id, notes_id, snapshot) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [mindMapId, notesId, Buffer.from(firstVersion)],
    );
    return rowCount === 1;
  }

  async exists(mindMapId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM mind_map_documents WHERE id = $1', [mindMapId]);
    return rowCount === 1;
  }

  /** Snapshot and updates, oldest first; null when the map has never been created. */
  async load(mindMapId: string): Promise<{ updates: Uint8Array[]; pendingUpdates: number } | null> {
    const { rows } = await this.pool.query<{ kind: 'snapshot' | 'update'; data: Buffer }>(
      `SELECT 'snapshot' AS kind, snapshot AS data, 0::bigint AS seq FROM mind_map_documents WHERE id = $1
       UNION ALL
       SELECT 'update', update, id FROM mind_map_updates WHERE mind_map_id = $1
       ORDER BY seq`,
      [mindMapId],
    );
    if (!rows.length || rows[0].kind !== 'snapshot') return null;
    return { updates: rows.map((r) => new Uint8Array(r.data)), pendingUpdates: rows.length - 1 };
  }

  async appendUpdate(mindMapId: string, update: Uint8Array): Promise<void> {
    await this.pool.query('INSERT INTO mind_map_updates (mind_map_id, update) VALUES ($1, $2)', [mindMapId, Buffer.from(update)]);
    this.announce({ mindMapId, kind: 'update' });
  }

  /**
   * Folds the update log (and `extra`, e.g. a node's in-memory state) into a new snapshot and drops
   * the folded updates, in one transaction. Loading into a document first lets Yjs garbage-collect
   * deleted content, so the snapshot shrinks as well as the log.
   */
  async compact(mindMapId: string, extra?: Uint8Array): Promise<{ folded: number; bytes: number }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const snapshot = await client.query<{ snapshot: Buffer }>('SELECT snapshot FROM mind_map_documents WHERE id = $1 FOR UPDATE', [mindMapId]);
      if (!snapshot.rowCount) {
        await client.query('ROLLBACK');
        return { folded: 0, bytes: 0 };
      }
      const updates = await client.query<{ id: string; update: Buffer }>('SELECT id, update FROM mind_map_updates WHERE mind_map_id = $1 ORDER BY id', [mindMapId]);
      const doc = new Y.Doc();
      Y.applyUpdate(doc, new Uint8Array(snapshot.rows[0].snapshot));
      for (const row of updates.rows) Y.applyUpdate(doc, new Uint8Array(row.update));
      if (extra) Y.applyUpdate(doc, extra);
      const merged = Y.encodeStateAsUpdate(doc);
      doc.destroy();
      await client.query('UPDATE mind_map_documents SET snapshot = $2, compacted_at = now() WHERE id = $1', [mindMapId, Buffer.from(merged)]);
      if (updates.rowCount) await client.query('DELETE FROM mind_map_updates WHERE id = ANY($1::bigint[])', [updates.rows.map((r) => r.id)]);
      await client.query('COMMIT');
      this.announce({ mindMapId, kind: 'compaction' });
      return { folded: updates.rowCount ?? 0, bytes: merged.byteLength };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
