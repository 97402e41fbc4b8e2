import {
  MIND_MAP_CANVAS, MIND_MAP_DEFINITION_RADIUS, MIND_MAP_KEY_IDEA_RADIUS, MIND_MAP_LEVEL_COLORS,
  type MindMapLevel,
} from '@studyloop/events';

export interface LayoutNode {
  id: string;
  text: string;
  x: number;
  y: number;
  level: MindMapLevel;
  color: string;
  /** A definition's meaning, shown with its term. */
  detail?: string;
}

export interface LayoutEdge { from: string; to: string }

export interface MindMapLayout { nodes: LayoutNode[]; edges: LayoutEdge[] }

export interface LayoutSource {
  title: string;
  keyIdeas: string[];
  definitions: { term: string; meaning: string }[];
}

export const ROOT_NODE_ID = 'main';

const round = (n: number) => Math.round(n * 10) / 10;

/** Evenly around a circle, starting at 12 o'clock; `spread` < 2π fans them around `start` instead. */
function onCircle(cx: number, cy: number, radius: number, index: number, count: number, start = -Math.PI / 2, spread = 2 * Math.PI) {
  const full = spread >= 2 * Math.PI - 1e-9;
  const step = full ? spread / count : count > 1 ? spread / (count - 1) : 0;
  const angle = full ? start + index * step : start - spread / 2 + index * step;
  return { x: round(cx + radius * Math.cos(angle)), y: round(cy + radius * Math.sin(angle)) };
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The key idea a definition belongs to: the first whose text contains the term (all its words). */
function owningKeyIdea(term: string, keyIdeaWords: Set<string>[]): number {
  const termWords = [...words(term)];
  if (!termWords.length) return -1;
  return keyIdeaWords.findIndex((ws) => termWords.every((w) => ws.has(w)));
}

/**
 * The first version of a notes' mind map (spec section 9): canvas 800x600, the main topic at the
 * centre, key ideas at radius 150 around it, each definition at radius 80 around the key idea that
 * mentions its term (fanned away from the centre), or around the centre when none does.
 */
export function layoutMindMap(source: LayoutSource): MindMapLayout {
  const cx = MIND_MAP_CANVAS.width / 2;
  const cy = MIND_MAP_CANVAS.height / 2;
  const nodes: LayoutNode[] = [{ id: ROOT_NODE_ID, text: source.title.trim() || 'Main topic', x: cx, y: cy, level: 0, color: MIND_MAP_LEVEL_COLORS[0] }];
  const edges: LayoutEdge[] = [];

  const ideas = source.keyIdeas.map((t) => t.trim()).filter(Boolean);
  ideas.forEach((text, i) => {
    const id = `idea-${i + 1}`;
    nodes.push({ id, text, ...onCircle(cx, cy, MIND_MAP_KEY_IDEA_RADIUS, i, ideas.length), level: 1, color: MIND_MAP_LEVEL_COLORS[1] });
    edges.push({ from: ROOT_NODE_ID, to: id });
  });

  const ideaWords = ideas.map(words);
  const groups = new Map<number, { id: string; text: string; detail: string }[]>();
  source.definitions.filter((d) => d.term.trim()).forEach((d, i) => {
    const owner = owningKeyIdea(d.term, ideaWords);
    const list = groups.get(owner) ?? [];
    list.push({ id: `definition-${i + 1}`, text: d.term.trim(), detail: d.meaning.trim() });
    groups.set(owner, list);
  });

  for (const [owner, defs] of groups) {
    const parent = owner >= 0 ? nodes[owner + 1] : nodes[0];
    defs.forEach((def, i) => {
      const position = owner >= 0
        ? onCircle(parent.x, parent.y, MIND_MAP_DEFINITION_RADIUS, i, defs.length, Math.atan2(parent.y - cy, parent.x - cx), Math.min(Math.PI, (defs.length - 1) * (Math.PI / 4)) || 0)
        : onCircle(cx, cy, MIND_MAP_DEFINITION_RADIUS, i, defs.length, -Math.PI / 2 + Math.PI / Math.max(defs.length, 1));
      nodes.push({ id: def.id, text: def.text, detail: def.detail, ...position, level: 2, color: MIND_MAP_LEVEL_COLORS[2] });
      edges.push({ from: parent.id, to: def.id });
    });
  }
  return { nodes, edges };
}
