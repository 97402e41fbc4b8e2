import { Logger } from '@nestjs/common';
import type { WSSharedDoc } from '@y/websocket-server/utils';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { MindMapDocumentStore } from '../mind-map-document.store.js';
import { watchMindMapChanges } from '../mind-map-edit-summary.js';
import type { RedisCollabRelay } from './collab-relay.js';
import type { MindMapEditRecorder } from './mind-map-edit-recorder.js';

/** Transaction origins of changes that did not come from a client connected to this node. */
export const LOADED_FROM_STORE = Symbol('loaded-from-store');
export const RELAYED = Symbol('relayed-from-another-node');

export interface PersistTiming {
  /** Write the update log after this long without an update... */
  debounceMs: number;
  /** ...or after this long in any case. */
  maxWaitMs: number;
  /** Fold the log into the snapshot once it has this many rows... */
  compactAfterRows: number;
  /** ...and at least this often while the map is open and has rows. */
  compactEveryMs: number;
}

export interface CollabDocumentDeps {
  store: MindMapDocumentStore;
  relay: RedisCollabRelay | null;
  recorder: MindMapEditRecorder;
  timing: PersistTiming;
  /** The signed-in user behind a transaction origin (a client connection), if any. */
  userOf(origin: unknown): string | undefined;
}

/**
 * One open mind map on this node: loads it, writes local changes to the update log (debounced) and
 * compacts it, relays changes and awareness to other nodes, and reports who edited what.
 */
export class CollabDocument {
  private readonly logger = new Logger('CollabDocument');
  readonly loaded: Promise<void>;
  private pending: Uint8Array[] = [];
  private debounce: NodeJS.Timeout | null = null;
  private maxWait: NodeJS.Timeout | null = null;
  private compactTimer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private rowsSinceCompaction = 0;
  private changedSinceCompaction = false;
  private closed = false;
  private readonly stopWatching: () => void;

  constructor(readonly doc: WSSharedDoc, readonly mindMapId: string, private readonly notesId: string, private readonly deps: CollabDocumentDeps, previousClose: Promise<void>) {
    doc.on('update', this.onUpdate);
    doc.awareness.on('update', this.onAwareness);
    this.stopWatching = watchMindMapChanges(doc, (summary, origin) => {
      const userId = deps.userOf(origin);
      if (userId) deps.recorder.record(mindMapId, notesId, userId, summary);
    });
    this.loaded = previousClose.then(() => this.load());
    this.loaded.catch(() => undefined);
  }

  private async load(): Promise<void> {
    const { relay, store } = this.deps;
    // Subscribe before reading, so nothing published between the read and the subscription is missed.
    if (relay) {
      await relay.subscribe(this.mindMapId, {
        update: (update) => Y.applyUpdate(this.doc, update, RELAYED),
        awareness: (update) => awarenessProtocol.applyAwarenessUpdate(this.doc.awareness, update, RELAYED),
        syncRequest: (stateVector) => this.answerSyncRequest(stateVector),
      });
    }
    const stored = await store.load(this.mindMapId);
    if (!stored) throw new Error(`Mind map ${this.mindMapId} has no stored document`);
    Y.transact(this.doc, () => { for (const update of stored.updates) Y.applyUpdate(this.doc, update); }, LOADED_FROM_STORE);
    this.rowsSinceCompaction = stored.pendingUpdates;
    // Other nodes may hold changes they have not written yet: ask for whatever we lack.
    relay?.requestSync(this.mindMapId, Y.encodeStateVector(this.doc));
    this.compactTimer = setInterval(() => { if (this.rowsSinceCompaction > 0) this.enqueue(() => this.compact()); }, this.deps.timing.compactEveryMs);
    this.compactTimer.unref();
  }

  private answerSyncRequest(stateVector: Uint8Array): void {
    const relay = this.deps.relay!;
    const missing = Y.encodeStateAsUpdate(this.doc, stateVector);
    // An update with no structs and no deletions is two zero bytes: nothing to send.
    if (missing.byteLength > 2) relay.publishUpdate(this.mindMapId, missing);
    const clients = [...this.doc.awareness.getStates().keys()];
    if (clients.length) relay.publishAwareness(this.mindMapId, awarenessProtocol.encodeAwarenessUpdate(this.doc.awareness, clients));
  }

  private readonly onUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === LOADED_FROM_STORE || this.closed) return;
    this.changedSinceCompaction = true;
    if (origin === RELAYED) return; // the node that received it from its client stores and relays it
    this.deps.relay?.publishUpdate(this.mindMapId, update);
    const userId = this.deps.userOf(origin);
    if (userId) this.deps.recorder.record(this.mindMapId, this.notesId, userId, { updates: 1 });
    this.pending.push(update);
    this.scheduleWrite();
  };

  private readonly onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown): void => {
    if (origin === RELAYED || this.closed || !this.deps.relay) return;
    const changed = added.concat(updated, removed);
    if (changed.length) this.deps.relay.publishAwareness(this.mindMapId, awarenessProtocol.encodeAwarenessUpdate(this.doc.awareness, changed));
  };

  private scheduleWrite(): void {
    const { debounceMs, maxWaitMs } = this.deps.timing;
    if (this.debounce) this.debounce.refresh();
    else this.debounce = setTimeout(() => this.writePending(), debounceMs);
    this.maxWait ??= setTimeout(() => this.writePending(), maxWaitMs);
  }

  private writePending(): Promise<void> {
    if (this.debounce) clearTimeout(this.debounce);
    if (this.maxWait) clearTimeout(this.maxWait);
    this.debounce = this.maxWait = null;
    return this.enqueue(async () => {
      if (!this.pending.length) return;
      const batch = this.pending;
      this.pending = [];
      try {
        await this.deps.store.appendUpdate(this.mindMapId, Y.mergeUpdates(batch));
      } catch (error) {
        this.pending = batch.concat(this.pending); // keep it for the next attempt
        throw error;
      }
      this.rowsSinceCompaction++;
      if (this.rowsSinceCompaction >= this.deps.timing.compactAfterRows) await this.compact();
    });
  }

  private async compact(withMemory = false): Promise<void> {
    await this.deps.store.compact(this.mindMapId, withMemory ? Y.encodeStateAsUpdate(this.doc) : undefined);
    this.rowsSinceCompaction = 0;
    if (withMemory) this.changedSinceCompaction = false;
  }

  /** Store writes run one at a time, in order; a failure is logged and does not stop the queue. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    this.writing = this.writing.then(task).catch((error: unknown) => {
      this.logger.error(`Storing mind map ${this.mindMapId} failed`, error instanceof Error ? error.stack : String(error));
    });
    return this.writing;
  }

  /**
   * The last client left (or the app stops): write what is pending, fold the log and this node's
   * in-memory state into one snapshot, record the open edit batches, stop relaying.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.loaded.catch(() => undefined);
    await this.writePending();
    if (this.changedSinceCompaction || this.rowsSinceCompaction > 0) await this.enqueue(() => this.compact(true));
    this.closed = true;
    if (this.compactTimer) clearInterval(this.compactTimer);
    this.stopWatching();
    this.doc.off('update', this.onUpdate);
    this.doc.awareness.off('update', this.onAwareness);
    await this.deps.relay?.unsubscribe(this.mindMapId);
    await this.deps.recorder.flushAll(this.mindMapId);
  }
}
