import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWordVectorTable, dot, encodeWordVectorTable, tableWords, textVector, wordVectors } from './word-vector-table.js';

/** A tiny table: frequent words first, three dimensions. */
function tinyTable() {
  const words = ['the', 'price', 'cost', 'rise', 'supply', 'shortage', 'scarcity', 'banana', 'out-of-pocket'];
  const v = [
    [1, 1, 1], [1, 0, 0], [0.9, 0.1, 0], [0, 1, 0], [0, 0.8, 0.2], [0, 0, 1], [0.05, 0, 1], [-1, -1, 0], [0.5, 0.5, 0],
  ];
  return { words, buffer: encodeWordVectorTable(words, new Float32Array(v.flat()), 3) };
}

describe('word vector table', () => {
  it('given a table written by the build step, when decoded, then each word has its unit vector and its row', () => {
    const { words, buffer } = tinyTable();
    const table = decodeWordVectorTable(buffer);
    expect(table.size).toBe(words.length);
    expect(table.dimensions).toBe(3);
    expect(table.bytes).toBe(words.length * 3 * 4);
    expect(table.indexOf('supply')).toBe(4);
    expect(table.indexOf('unknown')).toBe(-1);
    expect(dot(table.vector('price')!, table.vector('price')!)).toBeCloseTo(1);
    expect(Array.from(table.vector('price')!)).toEqual([1, 0, 0]);
    expect(table.vector('nope')).toBeNull();
  });

  it('given a frequent word, a rare word and a stop word, when weighted, then rarer weighs more and the stop word nothing', () => {
    const table = decodeWordVectorTable(tinyTable().buffer);
    expect(table.weight('the')).toBe(0);
    expect(table.weight('scarcity')).toBeGreaterThan(table.weight('price'));
    expect(table.weight('unknown')).toBe(0);
  });

  it('given something that is not a table, when decoded, then it says so', () => {
    expect(() => decodeWordVectorTable(Buffer.from('{"words": []}'))).toThrow('not a word vector table');
    const { buffer } = tinyTable();
    expect(() => decodeWordVectorTable(buffer.subarray(0, 40))).toThrow('truncated');
  });

  it('given a file path, when loaded, then the table is read once and shared', () => {
    const dir = mkdtempSync(join(tmpdir(), 'word-vectors-'));
    try {
      const path = join(dir, 'table.bin');
      writeFileSync(path, tinyTable().buffer);
      const first = wordVectors(path);
      expect(first?.indexOf('banana')).toBe(7);
      expect(wordVectors(join(dir, 'other.bin'))).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('text into vectors', () => {
  const table = decodeWordVectorTable(tinyTable().buffer);

  it('given a text, when tokenized for the table, then plurals find their word, hyphenated words are kept or split, unknown words dropped', () => {
    expect(tableWords(table, 'Prices rise; the out-of-pocket costs of supply-shortage zebras')).toEqual(['price', 'rise', 'the', 'out-of-pocket', 'cost', 'supply', 'shortage']);
  });

  it('given texts with related words, when embedded, then they are closer than texts with unrelated words', () => {
    const shortage = textVector(table, 'a shortage')!;
    expect(dot(shortage, shortage)).toBeCloseTo(1);
    expect(dot(shortage, textVector(table, 'scarcity')!)).toBeGreaterThan(0.9);
    expect(dot(textVector(table, 'price')!, textVector(table, 'costs')!)).toBeGreaterThan(dot(textVector(table, 'price')!, textVector(table, 'banana')!));
  });

  it('given a text of stop words or unknown words only, when embedded, then it has no vector', () => {
    expect(textVector(table, 'the the')).toBeNull();
    expect(textVector(table, 'zebra quokka')).toBeNull();
  });
});
