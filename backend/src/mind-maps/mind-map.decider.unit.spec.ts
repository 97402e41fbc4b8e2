import { DomainError } from '../common/domain-errors.js';
import type { MindMapEvent } from '@studyloop/events';
import { decide, evolve, initialState, type MindMapCommand } from './mind-map.decider.js';

const given = (events: MindMapEvent[]) => events.reduce(evolve, initialState);
const created: MindMapEvent = {
  type: 'MindMapCreated',
  data: { mindMapId: 'n1', notesId: 'n1', userId: 'u1', title: 'Cells', nodeCount: 4, createdAt: '2026-01-01T00:00:00.000Z' },
};
const edits = (overrides: Partial<Extract<MindMapCommand, { type: 'RecordMindMapEdits' }>['data']> = {}): MindMapCommand => ({
  type: 'RecordMindMapEdits',
  data: {
    mindMapId: 'n1', notesId: 'n1', userId: 'u2', nodesAdded: 1, nodesRemoved: 0, nodesRenamed: 2, nodesMoved: 3,
    connectionsAdded: 1, connectionsRemoved: 0, updates: 12, firstEditAt: '2026-01-01T00:01:00.000Z', lastEditAt: '2026-01-01T00:01:03.000Z', ...overrides,
  },
});

describe('mind map decider', () => {
  it('creates a mind map once; creating it again records nothing', () => {
    const create: MindMapCommand = { type: 'CreateMindMap', data: { mindMapId: 'n1', notesId: 'n1', userId: 'u1', title: 'Cells', nodeCount: 4, now: '2026-01-01T00:00:00.000Z' } };
    expect(decide(create, given([]))).toEqual([created]);
    expect(decide(create, given([created]))).toEqual([]);
  });

  it('records a batch of edits by one user', () => {
    const command = edits();
    expect(decide(command, given([created]))).toEqual([{ type: 'MindMapEdited', data: command.data }]);
  });

  it('records nothing for a batch that changed nothing visible (e.g. only cursor moves)', () => {
    expect(decide(edits({ nodesAdded: 0, nodesRenamed: 0, nodesMoved: 0, connectionsAdded: 0 }), given([created]))).toEqual([]);
  });

  it('refuses edits to a mind map that was never created', () => {
    expect(() => decide(edits(), given([]))).toThrow(DomainError);
  });
});
