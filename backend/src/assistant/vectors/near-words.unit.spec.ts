import { isParticular, nearWords } from './near-words.js';
import { decodeWordVectorTable, encodeWordVectorTable } from './word-vector-table.js';

/**
 * A table of 3,000 words, most frequent first (the weight of row i is ln(1 + i / 50): row 2,700 and beyond
 * weigh 4 or more). Named words sit at chosen rows; the rest are filler pointing elsewhere.
 */
function table() {
  const named: Record<number, [string, number[]]> = {
    10: ['look', [1, 0, 0]], 11: ['find', [0.95, 0.3, 0]], 12: ['sure', [0.9, 0.4, 0]],
    2900: ['dim', [0, 1, 0]], 2901: ['brighter', [0, 0.8, 0.6]], 2902: ['faint', [0, 0.55, 0.83]], 2903: ['causes', [0, 0, 1]],
    20: ['cause', [0, 0, 1]],
  };
  const words: string[] = [];
  const vectors: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const [word, v] = named[i] ?? [`filler${i}`, [-1, -1, -1]];
    words.push(word);
    vectors.push(...v);
  }
  return decodeWordVectorTable(encodeWordVectorTable(words, new Float32Array(vectors), 3));
}

describe('near words', () => {
  const t = table();

  it('given a rare word and a common one, when asked whether they are particular, then only the rare one is', () => {
    expect(isParticular(t, 'dim')).toBe(true);
    expect(isParticular(t, 'look')).toBe(false);
  });

  it('given a plural whose singular is common, when asked whether it is particular, then it weighs as its singular', () => {
    // "causes" is a rare row of the table, "cause" a common one: the commoner form decides.
    expect(isParticular(t, 'causes')).toBe(false);
  });

  it('given a word the table does not know, when asked whether it is particular, then it is (rarer than every word listed)', () => {
    expect(isParticular(t, 'sourdough')).toBe(true);
  });

  it('given no table, when asked whether a word is particular, then nothing is', () => {
    expect(isParticular(null, 'dim')).toBe(false);
  });

  it('given library words, when the words near a question word are looked up, then those at cosine 0.65 or more come, closest first, never its own stem', () => {
    const library = new Map([[2901, 'brighter'], [2902, 'faint'], [2900, 'dim'], [11, 'find']]);
    const near = nearWords(t, 'dim', 'dim', library);
    expect(near.map((n) => n.stem)).toEqual(['brighter']);
    expect(near[0]!.cosine).toBeCloseTo(0.8);
  });
});
