import {
  MIND_MAP_CANVAS, MIND_MAP_DOC, MIND_MAP_LEVEL_COLORS, MIND_MAP_NODE_TEXT_MAX, mindMapEdgeKey,
  type MindMapLevel,
} from '@studyloop/events';
import * as Y from 'yjs';

/** A node as the editor draws it (the document keeps the same fields in a Y.Map per node). */
export interface EditorNode {
  id: string;
  text: string;
  detail: string | null;
  x: number;
  y: number;
  level: MindMapLevel;
  color: string;
}

export interface EditorEdge { key: string; from: string; to: string }

export interface MindMapSnapshot { title: string; nodes: EditorNode[]; edges: EditorEdge[] }


function types(doc: Y.Doc) {
  return {
    meta: doc.getMap<unknown>(MIND_MAP_DOC.meta),
    nodes: doc.getMap<Y.Map<unknown>>(MIND_MAP_DOC.nodes),
    edges: doc.getMap<{ from: string; to: string }>(MIND_MAP_DOC.edges),
  };
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Reads the shared document; anything malformed (other clients can write anything) is skipped. */
export function readSnapshot(doc: Y.Doc): MindMapSnapshot {
  const { meta, nodes, edges } = types(doc);
  const list: EditorNode[] = [];
  nodes.forEach((value, id) => {
    if (!(value instanceof Y.Map)) return;
    const rawLevel = value.get('level');
    const level: MindMapLevel = rawLevel === 0 || rawLevel === 2 ? rawLevel : 1;
    list.push({
      id,
      text: typeof value.get('text') === 'string' ? (value.get('text') as string) : '',
      detail: typeof value.get('detail') === 'string' ? (value.get('detail') as string) : null,
      x: num(value.get('x'), MIND_MAP_CANVAS.width / 2),
      y: num(value.get('y'), MIND_MAP_CANVAS.height / 2),
      level,
      color: typeof value.get('color') === 'string' ? (value.get('color') as string) : MIND_MAP_LEVEL_COLORS[level],
    });
  });
  list.sort((a, b) => a.level - b.level || a.id.localeCompare(b.id));
  const ids = new Set(list.map((n) => n.id));
  const edgeList: EditorEdge[] = [];
  edges.forEach((edge, key) => {
    if (edge && ids.has(edge.from) && ids.has(edge.to)) edgeList.push({ key, from: edge.from, to: edge.to });
  });
  return { title: typeof meta.get('title') === 'string' ? (meta.get('title') as string) : '', nodes: list, edges: edgeList };
}

const LINE_CHARS = { 0: 22, 1: 19, 2: 19 } as const;
const CHAR_WIDTH = { 0: 8.4, 1: 6.8, 2: 6.8 } as const;

/**
 * A node's label as at most two lines, cut with an ellipsis; the full text shows on hover and focus
 * (the canvas's tooltip) and in the rename field.
 */
export function labelLines(text: string, level: MindMapLevel): string[] {
  const max = LINE_CHARS[level];
  const words = (text.trim() || 'Untitled').split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i].length > max ? `${words[i].slice(0, max - 1)}…` : words[i];
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) { line = next; continue; }
    if (lines.length === 1) {
      // The second line is full and more text follows.
      lines.push(line.length < max ? `${line}…` : `${line.slice(0, max - 1)}…`);
      return lines;
    }
    lines.push(line);
    line = word;
  }
  lines.push(line);
  return lines;
}

/** Width of a node's box: fits its longest label line, within bounds. */
/** A node's detail without the label it may open on ("cell membrane: a thin …" under "Cell membrane" → "a thin …"). */
export function detailAfterLabel(node: Pick<EditorNode, 'text' | 'detail'>): string | null {
  if (!node.detail) return null;
  const label = node.text || 'Untitled';
  return node.detail.toLowerCase().startsWith(`${label.toLowerCase()}:`) ? node.detail.slice(label.length + 1).trim() : node.detail;
}

/** A node's full text: its label, then its detail ("Cell membrane: a thin …"), the label said once. */
export function fullText(node: Pick<EditorNode, 'text' | 'detail'>): string {
  const label = node.text || 'Untitled';
  const detail = detailAfterLabel(node);
  return detail ? `${label}: ${detail}` : label;
}

export function nodeWidth(node: Pick<EditorNode, 'text' | 'level'>): number {
  const longest = Math.max(...labelLines(node.text, node.level).map((l) => l.length));
  return clamp(longest * CHAR_WIDTH[node.level] + 22, 56, node.level === 0 ? 210 : 152);
}

export function nodeHeight(node: Pick<EditorNode, 'text' | 'level'>): number {
  const lines = labelLines(node.text, node.level).length;
  return (node.level === 0 ? 26 : 20) + lines * (node.level === 0 ? 18 : 15);
}

export function clampToCanvas(x: number, y: number): { x: number; y: number } {
  return { x: Math.round(clamp(x, 40, MIND_MAP_CANVAS.width - 40)), y: Math.round(clamp(y, 24, MIND_MAP_CANVAS.height - 24)) };
}

function newId(): string {
  return `n-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Adds a node connected from `parentId` (one level below it), placed on a free spot around the
 * parent, or at the centre when there is no parent. Returns the new node's id.
 */
export function addNode(doc: Y.Doc, parentId: string | null, text = 'New idea'): string {
  const { nodes, edges } = types(doc);
  const snapshot = readSnapshot(doc);
  const parent = snapshot.nodes.find((n) => n.id === parentId) ?? null;
  const level: MindMapLevel = parent ? (Math.min(parent.level + 1, 2) as MindMapLevel) : 1;
  const origin = parent ?? { x: MIND_MAP_CANVAS.width / 2, y: MIND_MAP_CANVAS.height / 2 };
  const radius = parent ? (parent.level === 0 ? 150 : 80) : 120;
  let best = clampToCanvas(origin.x + radius, origin.y);
  let bestDistance = -1;
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * 2 * Math.PI - Math.PI / 2;
    const spot = clampToCanvas(origin.x + radius * Math.cos(angle), origin.y + radius * Math.sin(angle));
    const nearest = Math.min(Infinity, ...snapshot.nodes.map((n) => Math.hypot(n.x - spot.x, (n.y - spot.y) * 1.6)));
    if (nearest > bestDistance) { best = spot; bestDistance = nearest; }
  }
  const id = newId();
  doc.transact(() => {
    const node = new Y.Map<unknown>();
    node.set('text', text);
    node.set('x', best.x);
    node.set('y', best.y);
    node.set('level', level);
    node.set('color', MIND_MAP_LEVEL_COLORS[level]);
    nodes.set(id, node);
    if (parent) edges.set(mindMapEdgeKey(parent.id, id), { from: parent.id, to: id });
  });
  return id;
}

/** Moves many nodes at once (one shared update), e.g. to a fresh layout. */
export function placeNodes(doc: Y.Doc, places: Map<string, { x: number; y: number }>): void {
  const { nodes } = types(doc);
  doc.transact(() => {
    for (const [id, place] of places) {
      const node = nodes.get(id);
      if (!(node instanceof Y.Map)) continue;
      if (node.get('x') !== place.x) node.set('x', place.x);
      if (node.get('y') !== place.y) node.set('y', place.y);
    }
  });
}

export function renameNode(doc: Y.Doc, id: string, text: string): void {
  const node = types(doc).nodes.get(id);
  const next = text.slice(0, MIND_MAP_NODE_TEXT_MAX);
  if (node instanceof Y.Map && node.get('text') !== next) node.set('text', next);
}

export function moveNode(doc: Y.Doc, id: string, x: number, y: number): void {
  const node = types(doc).nodes.get(id);
  if (!(node instanceof Y.Map)) return;
  const to = clampToCanvas(x, y);
  doc.transact(() => {
    node.set('x', to.x);
    node.set('y', to.y);
  });
}

/** Deletes a node and every connection to or from it. */
export function deleteNode(doc: Y.Doc, id: string): void {
  const { nodes, edges } = types(doc);
  doc.transact(() => {
    nodes.delete(id);
    edges.forEach((edge, key) => { if (edge?.from === id || edge?.to === id) edges.delete(key); });
  });
}

/** Connects two different nodes once (either direction counts as connected). */
export function connectNodes(doc: Y.Doc, from: string, to: string): boolean {
  const { edges } = types(doc);
  if (from === to || edges.has(mindMapEdgeKey(from, to)) || edges.has(mindMapEdgeKey(to, from))) return false;
  edges.set(mindMapEdgeKey(from, to), { from, to });
  return true;
}

export function disconnect(doc: Y.Doc, key: string): void {
  types(doc).edges.delete(key);
}
