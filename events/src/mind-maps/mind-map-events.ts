import type { DomainEvent } from '../envelope.js';

/**
 * Mind maps: one per study notes (mind map id === notes id), edited live as a Yjs document at
 * `/collab/<mindMapId>`. The document itself is stored by the collab server (snapshot + update log);
 * these events are the history of who changed what, appended to `mind-map-<mindMapId>`.
 */

export type MindMapCreated = DomainEvent<'MindMapCreated', {
  mindMapId: string;
  notesId: string;
  /** Who opened the map first (its first version is laid out from the notes). */
  userId: string;
  title: string;
  nodeCount: number;
  createdAt: string;
}>;

/** What one user changed in a few seconds of editing (batched, never one event per keystroke). */
export type MindMapEditSummary = {
  nodesAdded: number;
  nodesRemoved: number;
  nodesRenamed: number;
  nodesMoved: number;
  connectionsAdded: number;
  connectionsRemoved: number;
  /** Yjs updates the batch covers. */
  updates: number;
};

export type MindMapEdited = DomainEvent<'MindMapEdited', MindMapEditSummary & {
  mindMapId: string;
  notesId: string;
  userId: string;
  firstEditAt: string;
  lastEditAt: string;
}>;

export type MindMapEvent = MindMapCreated | MindMapEdited;

export const mindMapStream = (mindMapId: string) => `mind-map-${mindMapId}`;
