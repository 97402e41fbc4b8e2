import { MIND_MAP_CANVAS, MIND_MAP_DOC, MIND_MAP_LEVEL_COLORS, MIND_MAP_NODE_TEXT_MAX } from '@studyloop/events';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  detailAfterLabel, fullText,
  addNode, clampToCanvas, connectNodes, deleteNode, disconnect, labelLines, moveNode, nodeHeight, nodeWidth, placeNodes,
  readSnapshot, renameNode,
} from './mind-map-model';

function docWithRoot(): { doc: Y.Doc; root: string } {
  const doc = new Y.Doc();
  doc.getMap(MIND_MAP_DOC.meta).set('title', 'Photosynthesis');
  const root = new Y.Map<unknown>();
  root.set('text', 'Photosynthesis');
  root.set('x', 400);
  root.set('y', 300);
  root.set('level', 0);
  doc.getMap<Y.Map<unknown>>(MIND_MAP_DOC.nodes).set('root', root);
  return { doc, root: 'root' };
}

describe('mind map model', () => {
  it('reads the shared document, skipping malformed entries other clients may have written', () => {
    const { doc } = docWithRoot();
    const nodes = doc.getMap<unknown>(MIND_MAP_DOC.nodes);
    nodes.set('junk', 'not a node');
    const odd = new Y.Map<unknown>();
    odd.set('level', 7);
    odd.set('x', Number.NaN);
    nodes.set('odd', odd);
    doc.getMap<unknown>(MIND_MAP_DOC.edges).set('root>ghost', { from: 'root', to: 'ghost' });

    const snapshot = readSnapshot(doc);
    expect(snapshot.title).toBe('Photosynthesis');
    expect(snapshot.nodes.map((n) => n.id)).toEqual(['root', 'odd']);
    expect(snapshot.nodes[1]).toEqual({
      id: 'odd', text: '', detail: null, x: MIND_MAP_CANVAS.width / 2, y: MIND_MAP_CANVAS.height / 2, level: 1, color: MIND_MAP_LEVEL_COLORS[1],
    });
    expect(snapshot.edges).toEqual([]);
  });

  it('adds a child one level down, connected to its parent, on a free spot inside the canvas', () => {
    const { doc, root } = docWithRoot();
    const first = addNode(doc, root, 'Light');
    const second = addNode(doc, root, 'Water');
    const grandchild = addNode(doc, first, 'Chlorophyll');
    const snapshot = readSnapshot(doc);
    const byId = new Map(snapshot.nodes.map((n) => [n.id, n]));
    expect(byId.get(first)).toMatchObject({ text: 'Light', level: 1, color: MIND_MAP_LEVEL_COLORS[1] });
    expect(byId.get(grandchild)).toMatchObject({ level: 2 });
    expect(snapshot.edges.map((e) => [e.from, e.to])).toEqual(expect.arrayContaining([[root, first], [root, second], [first, grandchild]]));
    const a = byId.get(first)!;
    const b = byId.get(second)!;
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(50);
    for (const n of snapshot.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(40);
      expect(n.x).toBeLessThanOrEqual(MIND_MAP_CANVAS.width - 40);
    }
    const deeper = addNode(doc, grandchild);
    expect(readSnapshot(doc).nodes.find((n) => n.id === deeper)?.level).toBe(2);
  });

  it('adds a free node at the centre when there is no parent', () => {
    const doc = new Y.Doc();
    const id = addNode(doc, null);
    const [node] = readSnapshot(doc).nodes;
    expect(node).toMatchObject({ id, text: 'New idea', level: 1 });
    expect(Math.hypot(node.x - 400, node.y - 300)).toBeCloseTo(120, -1);
  });

  it('renames within the length limit, moves inside the canvas, and places many nodes in one update', () => {
    const { doc, root } = docWithRoot();
    const child = addNode(doc, root);
    renameNode(doc, child, 'x'.repeat(MIND_MAP_NODE_TEXT_MAX + 50));
    moveNode(doc, root, -100, 10_000);
    let updates = 0;
    doc.on('update', () => { updates++; });
    placeNodes(doc, new Map([[root, { x: 100, y: 100 }], [child, { x: 200, y: 150 }], ['missing', { x: 1, y: 1 }]]));
    const byId = new Map(readSnapshot(doc).nodes.map((n) => [n.id, n]));
    expect(byId.get(child)?.text).toHaveLength(MIND_MAP_NODE_TEXT_MAX);
    expect(updates).toBe(1);
    expect(byId.get(root)).toMatchObject({ x: 100, y: 100 });
    expect(byId.get(child)).toMatchObject({ x: 200, y: 150 });
    expect(clampToCanvas(-100, 10_000)).toEqual({ x: 40, y: MIND_MAP_CANVAS.height - 24 });
  });

  it('connects two nodes once in either direction, disconnects, and deletes a node with its connections', () => {
    const { doc, root } = docWithRoot();
    const a = addNode(doc, root);
    const b = addNode(doc, null);
    expect(connectNodes(doc, a, a)).toBe(false);
    expect(connectNodes(doc, a, b)).toBe(true);
    expect(connectNodes(doc, b, a)).toBe(false);
    const ab = readSnapshot(doc).edges.find((e) => e.from === a && e.to === b)!;
    disconnect(doc, ab.key);
    expect(readSnapshot(doc).edges.some((e) => e.key === ab.key)).toBe(false);
    connectNodes(doc, b, a);
    deleteNode(doc, a);
    const after = readSnapshot(doc);
    expect(after.nodes.map((n) => n.id)).not.toContain(a);
    expect(after.edges).toEqual([]);
  });

  it('labels at most two lines with an ellipsis, and sizes the box to the label', () => {
    expect(labelLines('', 1)).toEqual(['Untitled']);
    expect(labelLines('Light reactions', 1)).toEqual(['Light reactions']);
    const long = labelLines('The light dependent reactions happen in the thylakoid membranes of chloroplasts', 1);
    expect(long).toHaveLength(2);
    expect(long[1].endsWith('…')).toBe(true);
    expect(long.every((line) => line.length <= 19)).toBe(true);
    expect(labelLines('Supercalifragilisticexpialidocious', 2)[0]).toBe('Supercalifragilist…');
    expect(nodeWidth({ text: 'a', level: 1 })).toBe(56);
    expect(nodeWidth({ text: 'x'.repeat(200), level: 1 })).toBeLessThanOrEqual(152);
    expect(nodeHeight({ text: 'short', level: 0 })).toBe(44);
    expect(nodeHeight({ text: long.join(' '), level: 1 })).toBe(50);
  });

  it('says a node\'s label once when its detail opens on it', () => {
    expect(detailAfterLabel({ text: 'Cell membrane', detail: 'cell membrane: a thin layer around the cell' })).toBe('a thin layer around the cell');
    expect(fullText({ text: 'Cell membrane', detail: 'cell membrane: a thin layer around the cell' })).toBe('Cell membrane: a thin layer around the cell');
    expect(fullText({ text: 'Osmosis', detail: 'Water moves toward more solute.' })).toBe('Osmosis: Water moves toward more solute.');
    expect(detailAfterLabel({ text: 'Osmosis', detail: null })).toBeNull();
  });
});
