import { MIND_MAP_CANVAS } from '@studyloop/events';
import { nodeHeight, nodeWidth, type EditorEdge, type EditorNode } from './mind-map-model';

/** Space kept between two boxes. */
const GAP = 10;
const MARGIN = 6;
const MAX_PASSES = 400;

export interface Point { x: number; y: number }
interface Box { id: string; x: number; y: number; w: number; h: number; fixed: boolean }

const boxOf = (node: EditorNode, fixed = false): Box => ({ id: node.id, x: node.x, y: node.y, w: nodeWidth(node), h: nodeHeight(node), fixed });

function overlap(a: Box, b: Box, gap: number): { dx: number; dy: number } | null {
  const dx = (a.w + b.w) / 2 + gap - Math.abs(a.x - b.x);
  const dy = (a.h + b.h) / 2 + gap - Math.abs(a.y - b.y);
  return dx > 0 && dy > 0 ? { dx, dy } : null;
}

/** Whether any two nodes' boxes touch (the generated first layout often stacked definitions). */
export function hasOverlaps(nodes: EditorNode[]): boolean {
  const boxes = nodes.map((n) => boxOf(n));
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (overlap(boxes[i], boxes[j], 0)) return true;
  return false;
}

function clampBox(box: Box): void {
  box.x = Math.min(MIND_MAP_CANVAS.width - box.w / 2 - MARGIN, Math.max(box.w / 2 + MARGIN, box.x));
  box.y = Math.min(MIND_MAP_CANVAS.height - box.h / 2 - MARGIN, Math.max(box.h / 2 + MARGIN, box.y));
}

/**
 * Pushes overlapping boxes apart along the axis where they overlap least (the fixed root never
 * moves), inside the canvas, until none overlap or the passes run out (a map too full to fit).
 */
function separate(boxes: Box[]): void {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const o = overlap(a, b, GAP);
        if (!o) continue;
        moved = true;
        const share = a.fixed ? [0, 1] : b.fixed ? [1, 0] : [0.5, 0.5];
        // Same centre: nudge apart by index so the push has a direction.
        const sx = Math.sign(b.x - a.x) || (i % 2 ? 1 : -1);
        const sy = Math.sign(b.y - a.y) || (j % 2 ? 1 : -1);
        if (o.dx < o.dy) {
          a.x -= sx * o.dx * share[0];
          b.x += sx * o.dx * share[1];
        } else {
          a.y -= sy * o.dy * share[0];
          b.y += sy * o.dy * share[1];
        }
        clampBox(a);
        clampBox(b);
      }
    }
    if (!moved) return;
  }
}

/**
 * A radial layout: the main topic in the centre, its ideas on an ellipse around it (the canvas is
 * 4:3), each idea's own nodes further out within the idea's sector (a sector as wide as its
 * children need), then a pass that removes any remaining overlap. Deterministic: every client that
 * lays out the same map gets the same positions.
 */
export function radialLayout(nodes: EditorNode[], edges: EditorEdge[]): Map<string, Point> {
  const result = new Map<string, Point>();
  if (!nodes.length) return result;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const root = nodes.find((n) => n.level === 0) ?? nodes[0];
  const neighbours = new Map<string, string[]>(nodes.map((n) => [n.id, []]));
  for (const e of edges) {
    neighbours.get(e.from)?.push(e.to);
    neighbours.get(e.to)?.push(e.from);
  }
  // Breadth-first from the root: the map's tree (a node reached twice keeps its first parent).
  const children = new Map<string, string[]>();
  const seen = new Set([root.id]);
  const queue = [root.id];
  while (queue.length) {
    const id = queue.shift()!;
    const kids = (neighbours.get(id) ?? []).filter((k) => !seen.has(k)).sort();
    kids.forEach((k) => seen.add(k));
    children.set(id, kids);
    queue.push(...kids);
  }
  // Nodes not connected to the root hang off it like ideas.
  const firstRing = [...(children.get(root.id) ?? []), ...nodes.filter((n) => !seen.has(n.id)).map((n) => n.id)];

  const cx = MIND_MAP_CANVAS.width / 2;
  const cy = MIND_MAP_CANVAS.height / 2;
  const weight = (id: string) => Math.max(1, (children.get(id) ?? []).length);
  const total = firstRing.reduce((sum, id) => sum + weight(id), 0);
  const ring1 = { rx: 190, ry: 125 };
  const ring2 = { rx: 330, ry: 235 };
  const boxes: Box[] = [{ ...boxOf(root, true), x: cx, y: cy }];
  let start = -Math.PI / 2 - (Math.PI * weight(firstRing[0] ?? root.id)) / Math.max(total, 1);
  for (const id of firstRing) {
    const node = byId.get(id)!;
    const span = (2 * Math.PI * weight(id)) / total;
    const angle = start + span / 2;
    boxes.push({ ...boxOf(node), x: cx + ring1.rx * Math.cos(angle), y: cy + ring1.ry * Math.sin(angle) });
    const kids = children.get(id) ?? [];
    kids.forEach((kid, k) => {
      const a = start + (span * (k + 0.5)) / kids.length;
      boxes.push({ ...boxOf(byId.get(kid)!), x: cx + ring2.rx * Math.cos(a), y: cy + ring2.ry * Math.sin(a) });
      // Deeper levels (rare: hand-made maps) sit just beyond their parent.
      for (const grandchild of children.get(kid) ?? []) {
        boxes.push({ ...boxOf(byId.get(grandchild)!), x: cx + (ring2.rx + 60) * Math.cos(a), y: cy + (ring2.ry + 45) * Math.sin(a) });
      }
    });
    start += span;
  }
  boxes.forEach(clampBox);
  separate(boxes);
  for (const box of boxes) result.set(box.id, { x: Math.round(box.x), y: Math.round(box.y) });
  return result;
}

/** The nodes at their laid-out places (for a map shown read-only). */
export function laidOut(nodes: EditorNode[], edges: EditorEdge[]): EditorNode[] {
  const places = radialLayout(nodes, edges);
  return nodes.map((n) => ({ ...n, ...(places.get(n.id) ?? {}) }));
}
