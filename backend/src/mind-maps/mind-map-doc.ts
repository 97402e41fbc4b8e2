import { MIND_MAP_DOC, MIND_MAP_LEVEL_COLORS, mindMapEdgeKey, type MindMapLevel, type MindMapNode } from '@studyloop/events';
import * as Y from 'yjs';
import type { MindMapLayout } from './mind-map-layout.js';

/** The three top-level types of a mind-map document (see MIND_MAP_DOC). */
export function mindMapTypes(doc: Y.Doc) {
  return {
    meta: doc.getMap<unknown>(MIND_MAP_DOC.meta),
    nodes: doc.getMap<Y.Map<unknown>>(MIND_MAP_DOC.nodes),
    edges: doc.getMap<{ from: string; to: string }>(MIND_MAP_DOC.edges),
  };
}

/** Writes the first version of a map into an empty document, as one transaction. */
export function writeFirstVersion(doc: Y.Doc, meta: { title: string; notesId: string; createdAt: string }, layout: MindMapLayout): void {
  const { meta: metaMap, nodes, edges } = mindMapTypes(doc);
  doc.transact(() => {
    metaMap.set('title', meta.title);
    metaMap.set('notesId', meta.notesId);
    metaMap.set('createdAt', meta.createdAt);
    for (const node of layout.nodes) {
      const map = new Y.Map<unknown>();
      for (const [key, value] of Object.entries(node)) if (key !== 'id' && value !== undefined) map.set(key, value);
      nodes.set(node.id, map);
    }
    for (const edge of layout.edges) edges.set(mindMapEdgeKey(edge.from, edge.to), { from: edge.from, to: edge.to });
  });
}

/** The first version as a Yjs update, ready to store. */
export function firstVersionUpdate(meta: { title: string; notesId: string; createdAt: string }, layout: MindMapLayout): Uint8Array {
  const doc = new Y.Doc();
  writeFirstVersion(doc, meta, layout);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

const finite = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * The document as the spec's entity. Clients may write anything into a shared document, so every
 * field is read defensively and dangling connections are dropped.
 */
export function readMindMap(doc: Y.Doc): { title: string; createdAt: string | null; nodes: MindMapNode[] } {
  const { meta, nodes, edges } = mindMapTypes(doc);
  const list: MindMapNode[] = [];
  nodes.forEach((value, id) => {
    if (!(value instanceof Y.Map)) return;
    const level = ([0, 1, 2] as const).includes(value.get('level') as MindMapLevel) ? (value.get('level') as MindMapLevel) : 1;
    list.push({
      id,
      text: typeof value.get('text') === 'string' ? (value.get('text') as string) : '',
      x: finite(value.get('x'), 0),
      y: finite(value.get('y'), 0),
      level,
      children: [],
      color: typeof value.get('color') === 'string' ? (value.get('color') as string) : MIND_MAP_LEVEL_COLORS[level],
    });
  });
  const byId = new Map(list.map((n) => [n.id, n]));
  edges.forEach((edge) => {
    const from = byId.get(edge?.from);
    if (from && byId.has(edge.to) && !from.children.includes(edge.to)) from.children.push(edge.to);
  });
  return {
    title: typeof meta.get('title') === 'string' ? (meta.get('title') as string) : '',
    createdAt: typeof meta.get('createdAt') === 'string' ? (meta.get('createdAt') as string) : null,
    nodes: list,
  };
}
