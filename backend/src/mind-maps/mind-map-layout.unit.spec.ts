import { MIND_MAP_LEVEL_COLORS } from '@studyloop/events';
import { layoutMindMap, ROOT_NODE_ID } from './mind-map-layout.js';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('first mind-map layout (spec section 9)', () => {
  const layout = layoutMindMap({
    title: 'Cell Biology',
    keyIdeas: ['The cell membrane controls what enters the cell', 'Mitochondria release energy', 'DNA stores genetic information'],
    definitions: [
      { term: 'Cell membrane', meaning: 'A thin layer around the cell' },
      { term: 'Mitochondria', meaning: 'Organelles that make ATP' },
      { term: 'Osmosis', meaning: 'Diffusion of water across a membrane' },
    ],
  });
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  const root = byId.get(ROOT_NODE_ID)!;

  it('puts the main topic at the centre of the 800x600 canvas', () => {
    expect(root).toMatchObject({ text: 'Cell Biology', x: 400, y: 300, level: 0, color: MIND_MAP_LEVEL_COLORS[0] });
  });

  it('places key ideas at radius 150 around the centre, evenly, linked to the main topic', () => {
    const ideas = layout.nodes.filter((n) => n.level === 1);
    expect(ideas.map((n) => n.text)).toEqual(['The cell membrane controls what enters the cell', 'Mitochondria release energy', 'DNA stores genetic information']);
    for (const idea of ideas) {
      expect(distance(idea, root)).toBeCloseTo(150, 0);
      expect(idea.color).toBe(MIND_MAP_LEVEL_COLORS[1]);
      expect(layout.edges).toContainEqual({ from: ROOT_NODE_ID, to: idea.id });
    }
    expect(ideas[0]).toMatchObject({ x: 400, y: 150 });
    expect(distance(ideas[0], ideas[1])).toBeCloseTo(distance(ideas[1], ideas[2]), 0);
  });

  it('places each definition at radius 80 around the key idea naming its term, else around the centre', () => {
    const defs = layout.nodes.filter((n) => n.level === 2);
    expect(defs.map((d) => [d.text, d.detail])).toEqual([
      ['Cell membrane', 'A thin layer around the cell'],
      ['Mitochondria', 'Organelles that make ATP'],
      ['Osmosis', 'Diffusion of water across a membrane'],
    ]);
    const parentOf = (id: string) => byId.get(layout.edges.find((e) => e.to === id)!.from)!;
    expect(parentOf(defs[0].id).id).toBe('idea-1');
    expect(parentOf(defs[1].id).id).toBe('idea-2');
    expect(parentOf(defs[2].id).id).toBe(ROOT_NODE_ID);
    for (const def of defs) {
      expect(distance(def, parentOf(def.id))).toBeCloseTo(80, 0);
      expect(def.color).toBe(MIND_MAP_LEVEL_COLORS[2]);
    }
    // A lone definition of a key idea sits on the far side of it, away from the centre.
    expect(distance(defs[0], root)).toBeCloseTo(230, 0);
  });

  it('keeps every node on the canvas and every id unique', () => {
    expect(new Set(layout.nodes.map((n) => n.id)).size).toBe(layout.nodes.length);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x).toBeLessThanOrEqual(800);
      expect(n.y).toBeGreaterThanOrEqual(0);
      expect(n.y).toBeLessThanOrEqual(600);
    }
  });

  it('lays out notes without key ideas or definitions as the main topic alone', () => {
    expect(layoutMindMap({ title: '  ', keyIdeas: [], definitions: [] })).toEqual({
      nodes: [{ id: ROOT_NODE_ID, text: 'Main topic', x: 400, y: 300, level: 0, color: MIND_MAP_LEVEL_COLORS[0] }],
      edges: [],
    });
  });
});
