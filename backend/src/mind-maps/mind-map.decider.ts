import type { MindMapEditSummary, MindMapEvent } from '@studyloop/events';
import { NotFound } from '../common/domain-errors.js';
import type { Snapshotting } from '../event-store/command-handler.js';

export interface MindMapState {
  exists: boolean;
  notesId: string | null;
}

export const initialState: MindMapState = { exists: false, notesId: null };

/** A map edited for months has thousands of edit events and a two-field state: record edits from a snapshot. */
export const snapshot: Snapshotting<MindMapState> = {
  kind: 'mind-map-v1',
  every: 100,
  toJSON: (state) => state,
  fromJSON: (json) => json as MindMapState,
};

export type MindMapCommand =
  | { type: 'CreateMindMap'; data: { mindMapId: string; notesId: string; userId: string; title: string; nodeCount: number; now: string } }
  | { type: 'RecordMindMapEdits'; data: MindMapEditSummary & { mindMapId: string; notesId: string; userId: string; firstEditAt: string; lastEditAt: string } };

export const isEmptySummary = (s: MindMapEditSummary) =>
  s.nodesAdded + s.nodesRemoved + s.nodesRenamed + s.nodesMoved + s.connectionsAdded + s.connectionsRemoved === 0;

export function evolve(state: MindMapState, event: MindMapEvent): MindMapState {
  switch (event.type) {
    case 'MindMapCreated': return { exists: true, notesId: event.data.notesId };
    case 'MindMapEdited': return state;
    default: { const unknown: never = event; return unknown; }
  }
}

export function decide(command: MindMapCommand, state: MindMapState): MindMapEvent[] {
  switch (command.type) {
    case 'CreateMindMap': {
      if (state.exists) return [];
      const { now, ...data } = command.data;
      return [{ type: 'MindMapCreated', data: { ...data, createdAt: now } }];
    }
    case 'RecordMindMapEdits':
      if (!state.exists) throw new NotFound('Mind map not found');
      if (isEmptySummary(command.data)) return [];
      return [{ type: 'MindMapEdited', data: command.data }];
    default: { const unknown: never = command; return unknown; }
  }
}
