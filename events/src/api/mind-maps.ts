import { z } from 'zod';

/**
 * Mind maps as the spec's entity (nodes with id, text, x, y, level, children ids, colour; title;
 * createdAt), plus the shape of the live Yjs document both the browser and the server use.
 */

/** Spec section 9: the canvas and the radii of the first layout. */
export const MIND_MAP_CANVAS = { width: 800, height: 600 } as const;
export const MIND_MAP_KEY_IDEA_RADIUS = 150;
export const MIND_MAP_DEFINITION_RADIUS = 80;

/** 0 main topic, 1 key idea, 2 definition. */
export type MindMapLevel = 0 | 1 | 2;

/** Colours by level (index = level). */
export const MIND_MAP_LEVEL_COLORS: readonly [string, string, string] = ['#4f46e5', '#0891b2', '#d97706'];

/** Longest node text accepted by the editor. */
export const MIND_MAP_NODE_TEXT_MAX = 200;

export interface MindMapNode {
  id: string;
  text: string;
  x: number;
  y: number;
  level: MindMapLevel;
  /** Ids of the nodes this one connects to. */
  children: string[];
  color: string;
}

export interface MindMapView {
  id: string;
  notesId: string;
  title: string;
  createdAt: string;
  nodes: MindMapNode[];
  /** Path of the y-websocket endpoint (room = mind map id): `/collab/<id>`. */
  collabPath: string;
}

/** `GET /api/mind-maps/{notesId}/history`: most recent first. */
export interface MindMapHistoryEntry {
  id: string;
  kind: 'created' | 'edited';
  userId: string;
  username: string | null;
  at: string;
  nodesAdded: number;
  nodesRemoved: number;
  nodesRenamed: number;
  nodesMoved: number;
  connectionsAdded: number;
  connectionsRemoved: number;
}

/**
 * The Yjs document: `meta` (Y.Map: title, notesId, createdAt), `nodes` (Y.Map id → Y.Map of
 * text, x, y, level, color) and `edges` (Y.Map `${from}>${to}` → { from, to }).
 */
export const MIND_MAP_DOC = { meta: 'meta', nodes: 'nodes', edges: 'edges' } as const;
export const mindMapEdgeKey = (from: string, to: string) => `${from}>${to}`;
export const MIND_MAP_COLLAB_PREFIX = '/collab/';

/** Largest saved document accepted (base64 of the Yjs state). */
export const MIND_MAP_SAVE_MAX_CHARS = 4 * 1024 * 1024;

/**
 * `POST /api/mind-maps/{notesId}/save`: the editor's whole document state (`Y.encodeStateAsUpdate`,
 * base64). Live edits are stored as they happen; Save makes sure the server has everything this
 * browser has (e.g. edits made while offline), whichever node answers. Reply: `MindMapSaved`.
 */
export const mindMapSavePayload = z.object({
  update: z.string({ error: 'update is required' })
    .min(1, 'update is required')
    .max(MIND_MAP_SAVE_MAX_CHARS, 'The mind map is too large to save')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'update must be base64'),
});
export type MindMapSavePayload = z.infer<typeof mindMapSavePayload>;

export interface MindMapSaved {
  savedAt: string;
}
