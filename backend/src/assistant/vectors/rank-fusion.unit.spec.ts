import { reciprocalRankFusion, RRF_K } from './rank-fusion.js';

describe('reciprocal rank fusion', () => {
  const id = (s: string) => s;

  it('given two rankings, when fused, then an item both rank well beats one only a single list ranks first', () => {
    const fused = reciprocalRankFusion([['a', 'b', 'c'], ['d', 'b', 'e']], id);
    expect(fused.map((f) => f.item)).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(fused[0]!.score).toBeCloseTo(2 / (RRF_K + 2));
  });

  it('given one list, when fused, then its order is kept', () => {
    expect(reciprocalRankFusion([['x', 'y', 'z']], id).map((f) => f.item)).toEqual(['x', 'y', 'z']);
  });

  it('given items equal by key, when fused, then they count as one item', () => {
    const fused = reciprocalRankFusion([[{ k: '1', from: 'text' }], [{ k: '1', from: 'vector' }]], (x) => x.k);
    expect(fused).toHaveLength(1);
    expect(fused[0]!.item.from).toBe('text');
  });

  it('given equal scores, when fused, then the item met first leads', () => {
    expect(reciprocalRankFusion([['p'], ['q']], id).map((f) => f.item)).toEqual(['p', 'q']);
    expect(reciprocalRankFusion([], id)).toEqual([]);
  });
});
