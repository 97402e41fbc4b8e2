import { MIND_MAP_LEVEL_COLORS } from '@studyloop/events';
import { layoutMindMap, ROOT_NODE_ID } from './mind-map-layout.js';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('first mind-map layout (spec section 9)', () => {
  const layout = layoutMindMap({
    title: 'Cell Biology',
    keyIdeas: [
      'The cell membrane controls what enters the cell.',
      'Mitochondria release energy from food in every cell.',
      'The basic idea of heredity is that DNA stores genetic information.',
    ],
    definitions: [
      { term: 'Cell membrane', meaning: 'A thin layer around the cell' },
      { term: 'ATP', meaning: 'The molecule cells use to carry energy' },
      { term: 'Osmosis', meaning: 'Diffusion of water across a membrane' },
    ],
  });
  const byId = new Map(layout.nodes.map((n) => [n.id, n]));
  const root = byId.get(ROOT_NODE_ID)!;
  const parentOf = (id: string) => byId.get(layout.edges.find((e) => e.to === id)!.from)!;

  it('puts the main topic at the centre of the 800x600 canvas', () => {
    expect(root).toMatchObject({ text: 'Cell Biology', x: 400, y: 300, level: 0, color: MIND_MAP_LEVEL_COLORS[0] });
  });

  it('labels key ideas with their concept (a defined term, else the main noun phrase) and keeps the sentence as detail', () => {
    const ideas = layout.nodes.filter((n) => n.level === 1);
    expect(ideas.map((n) => n.text)).toEqual(['Cell membrane', 'Mitochondria', 'Heredity']);
    expect(ideas[1]!.detail).toBe('Mitochondria release energy from food in every cell.');
    // The key idea labelled with a defined term carries the definition too.
    expect(ideas[0]!.detail).toBe('Cell membrane: A thin layer around the cell\nThe cell membrane controls what enters the cell.');
    for (const idea of ideas) {
      expect(idea.text.split(' ').length).toBeLessThanOrEqual(4);
      expect(distance(idea, root)).toBeCloseTo(150, 0);
      expect(idea.color).toBe(MIND_MAP_LEVEL_COLORS[1]);
      expect(layout.edges).toContainEqual({ from: ROOT_NODE_ID, to: idea.id });
    }
    expect(ideas[0]).toMatchObject({ x: 400, y: 150 });
  });

  it('places each other definition at radius 80 around the key idea naming its term, else around the centre', () => {
    const defs = layout.nodes.filter((n) => n.level === 2);
    expect(defs.map((d) => [d.text, d.detail])).toEqual([
      ['ATP', 'The molecule cells use to carry energy'],
      ['Osmosis', 'Diffusion of water across a membrane'],
    ]);
    for (const def of defs) {
      expect(parentOf(def.id).id).toBe(ROOT_NODE_ID);
      expect(distance(def, root)).toBeCloseTo(80, 0);
      expect(def.color).toBe(MIND_MAP_LEVEL_COLORS[2]);
    }
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

  it('with sections, branches follow the sections and their concepts hang off them', () => {
    const withSections = layoutMindMap({
      title: 'Economics',
      keyIdeas: ['Overall: scarcity forces choices.'],
      definitions: [{ term: 'Scarcity', meaning: 'wants exceed resources' }],
      sections: [
        { title: 'Scarcity and Choice', summary: 'Why we choose.', keyIdeas: ['The opportunity cost of a choice is the next best alternative.'], definitions: [{ term: 'Scarcity', meaning: 'wants exceed resources' }] },
        { title: 'Markets', summary: 'How prices form.', keyIdeas: ['In markets for financial capital, demand comes from firms.', 'Prices signal scarcity to buyers.'], definitions: [] },
        { title: 'Money', summary: 'What money does.', keyIdeas: [], definitions: [{ term: 'Medium of exchange', meaning: 'something people accept in trade' }] },
      ],
    });
    const nodes = new Map(withSections.nodes.map((n) => [n.id, n]));
    const branches = withSections.nodes.filter((n) => n.level === 1);
    expect(branches.map((b) => [b.text, b.detail])).toEqual([['Scarcity and Choice', 'Why we choose.'], ['Markets', 'How prices form.'], ['Money', 'What money does.']]);
    const childrenOf = (id: string) => withSections.edges.filter((e) => e.from === id).map((e) => nodes.get(e.to)!);
    expect(childrenOf('section-1').map((c) => [c.text, c.detail])).toEqual([
      ['Scarcity', 'wants exceed resources'], ['Opportunity cost', 'The opportunity cost of a choice is the next best alternative.'],
    ]);
    expect(childrenOf('section-2').map((c) => c.text)).toEqual(['Financial capital', 'Prices']);
    expect(childrenOf('section-3').map((c) => c.text)).toEqual(['Medium of exchange']);
    for (const branch of branches) {
      expect(distance(branch, nodes.get(ROOT_NODE_ID)!)).toBeCloseTo(150, 0);
      for (const child of childrenOf(branch.id)) {
        expect(child.level).toBe(2);
        expect(distance(child, branch)).toBeCloseTo(80, 0);
      }
    }
  });
});
