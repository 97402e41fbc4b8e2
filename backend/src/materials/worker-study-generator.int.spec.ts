import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GenerationError, type SourceDocument, type StudyGenerator } from '../generation/generation.types.js';
import { WorkerStudyGenerator } from './worker-study-generator.js';

/**
 * The message protocol of study-generator.worker.ts, spoken by a plain-JS worker (the real worker
 * file exists only in the compiled build, where the benchmark and e2e runs use it).
 */
const PROTOCOL_WORKER = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, doc }) => {
  if (doc.title === 'crash') process.exit(3);
  if (doc.title === 'huge') { const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length)); }
  if (doc.title === 'unusable') return parentPort.postMessage({ id, error: { message: 'Not enough text', generation: true } });
  parentPort.postMessage({ id, material: { title: 'From worker: ' + doc.segments.map((s) => s.text).join(' '), summary: '', keyIdeas: [], definitions: [], timestamps: [], difficulty: 'beginner', durationMinutes: 1, flashcards: [], sections: [], language: 'en' } });
});
`;

const inProcess: StudyGenerator = { name: 'local', generate: async (doc) => ({ title: `in process: ${doc.segments.length}`, summary: '', keyIdeas: [], definitions: [], timestamps: [], difficulty: 'beginner', durationMinutes: 1, flashcards: [], sections: [], language: 'en' }) };
const doc = (title: string): SourceDocument => ({ kind: 'text', title, segments: [{ text: 'Cells divide.' }] });

describe('WorkerStudyGenerator', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sl-worker-'));
  const workerFile = path.join(dir, 'worker.mjs');
  writeFileSync(workerFile, PROTOCOL_WORKER);

  it('generates in the worker, keeps GenerationError, and survives a worker crash', async () => {
    const generator = new WorkerStudyGenerator(inProcess, pathToFileURL(workerFile));
    try {
      expect(generator.name).toBe('local');
      const results = await Promise.all([generator.generate(doc('a')), generator.generate(doc('b'))]);
      expect(results.map((r) => r.title)).toEqual(['From worker: Cells divide.', 'From worker: Cells divide.']);
      await expect(generator.generate(doc('unusable'))).rejects.toThrow(GenerationError);
      await expect(generator.generate(doc('crash'))).rejects.toThrow('exited with code 3');
      expect((await generator.generate(doc('again'))).title).toBe('From worker: Cells divide.');
    } finally {
      await generator.close();
    }
  });

  it('bounds the worker heap: a source that outgrows it fails with a clear message, and the next one is served', async () => {
    const generator = new WorkerStudyGenerator(inProcess, pathToFileURL(workerFile), { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 });
    try {
      const failure = generator.generate(doc('huge'));
      await expect(failure).rejects.toThrow(GenerationError);
      await expect(failure).rejects.toThrow(/too large to make notes from in one go/);
      expect((await generator.generate(doc('after'))).title).toBe('From worker: Cells divide.');
    } finally {
      await generator.close();
    }
  });

  it('generates in-process when there is no compiled worker', async () => {
    const generator = new WorkerStudyGenerator(inProcess, pathToFileURL(path.join(dir, 'missing.js')));
    expect(generator.usesWorker).toBe(false);
    expect((await generator.generate(doc('x'))).title).toBe('in process: 1');
  });
});
