import { mindMapEdgeKey, type MindMapEditSummary } from '@studyloop/events';
import * as Y from 'yjs';
import { firstVersionUpdate, mindMapTypes, readMindMap } from './mind-map-doc.js';
import { addSummaries, emptySummary, watchMindMapChanges } from './mind-map-edit-summary.js';
import { layoutMindMap } from './mind-map-layout.js';

const meta = { title: 'Cells', notesId: 'n1', createdAt: '2026-01-01T00:00:00.000Z' };
// 'Cell membranes' labels the first key idea (its meaning joins that node); 'Cells' hangs off it.
const layout = layoutMindMap({
  title: 'Cells', keyIdeas: ['Cell membranes protect cells', 'Energy'],
  definitions: [{ term: 'Cell membranes', meaning: 'walls of cells' }, { term: 'Cells', meaning: 'thin layers' }],
});

function seeded(): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, firstVersionUpdate(meta, layout), 'load');
  return doc;
}

describe('mind-map document', () => {
  it('reads back the first version as the spec entity, with children from connections', () => {
    const view = readMindMap(seeded());
    expect(view.title).toBe('Cells');
    expect(view.createdAt).toBe(meta.createdAt);
    expect(view.nodes.find((n) => n.id === 'main')).toMatchObject({ text: 'Cells', x: 400, y: 300, level: 0, children: ['idea-1', 'idea-2'] });
    expect(view.nodes.find((n) => n.id === 'idea-1')?.children).toEqual(['definition-2']);
    expect(view.nodes).toHaveLength(4);
  });

  it('ignores malformed content and dangling connections', () => {
    const doc = seeded();
    const { nodes, edges } = mindMapTypes(doc);
    doc.transact(() => {
      nodes.set('junk', 'not a map' as unknown as Y.Map<unknown>);
      const odd = new Y.Map<unknown>();
      odd.set('x', 'far');
      odd.set('level', 7);
      nodes.set('odd', odd);
      edges.set(mindMapEdgeKey('main', 'ghost'), { from: 'main', to: 'ghost' });
    });
    const view = readMindMap(doc);
    expect(view.nodes.find((n) => n.id === 'junk')).toBeUndefined();
    expect(view.nodes.find((n) => n.id === 'odd')).toMatchObject({ text: '', x: 0, level: 1 });
    expect(view.nodes.find((n) => n.id === 'main')?.children).not.toContain('ghost');
  });

  it('summarises what each transaction changed, by origin', () => {
    const doc = seeded();
    const seen: [MindMapEditSummary, unknown][] = [];
    watchMindMapChanges(doc, (summary, origin) => seen.push([summary, origin]));
    const { nodes, edges } = mindMapTypes(doc);

    doc.transact(() => {
      const added = new Y.Map<unknown>();
      added.set('text', 'New idea');
      added.set('x', 10);
      nodes.set('n-new', added);
      edges.set(mindMapEdgeKey('main', 'n-new'), { from: 'main', to: 'n-new' });
    }, 'alice');
    doc.transact(() => {
      nodes.get('idea-1')!.set('x', 100);
      nodes.get('idea-1')!.set('y', 120);
      nodes.get('idea-2')!.set('text', 'Energy flow');
    }, 'bob');
    doc.transact(() => {
      nodes.delete('definition-2');
      edges.delete(mindMapEdgeKey('idea-1', 'definition-2'));
    }, 'bob');

    const total = (who: string) => seen.filter(([, o]) => o === who).map(([s]) => s).reduce(addSummaries, emptySummary());
    expect(total('alice')).toEqual({ ...emptySummary(), nodesAdded: 1, connectionsAdded: 1 });
    expect(total('bob')).toEqual({ ...emptySummary(), nodesMoved: 1, nodesRenamed: 1, nodesRemoved: 1, connectionsRemoved: 1 });
  });
});
