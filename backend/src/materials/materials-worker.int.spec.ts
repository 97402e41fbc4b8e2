import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GenerationError, type SourceDocument, type StudyGenerator } from '../generation/generation.types.js';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { pdfFromTexts } from '../test-support/pdf-builder.js';
import { MaterialsWorker } from './materials-worker.js';
import { PdfExtractor } from './pdf-extractor.js';
import { WorkerStudyGenerator } from './worker-study-generator.js';

/**
 * The message protocol of materials.worker.ts, spoken by a plain-JS worker (the real worker file
 * exists only in the compiled build, where the benchmark and e2e runs use it).
 */
const PROTOCOL_WORKER = `
import { parentPort } from 'node:worker_threads';
const huge = () => { const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length)); };
parentPort.on('message', ({ id, task, input }) => {
  if (task === 'extract-pdf') {
    const head = Buffer.from(input.subarray(0, 8)).toString('latin1');
    if (input.byteLength > 3000) huge();
    if (input.byteLength % 2) return parentPort.postMessage({ id, error: { message: 'This PDF is password-protected.', kind: 'pdf-rejected', status: 400 } });
    return parentPort.postMessage({ id, output: { pages: [head], wordCount: 1, title: null, outline: [], outlineOrigin: 'none' } });
  }
  const doc = input;
  if (doc.title === 'crash') process.exit(3);
  if (doc.title === 'huge') huge();
  if (doc.title === 'unusable') return parentPort.postMessage({ id, error: { message: 'Not enough text', kind: 'generation' } });
  parentPort.postMessage({ id, output: { title: 'From worker: ' + doc.segments.map((s) => s.text).join(' '), summary: '', keyIdeas: [], definitions: [], timestamps: [], difficulty: 'beginner', durationMinutes: 1, flashcards: [], sections: [], language: 'en' } });
});
`;

const inProcess: StudyGenerator = { name: 'local', generate: async (doc) => ({ title: `in process: ${doc.segments.length}`, summary: '', keyIdeas: [], definitions: [], timestamps: [], difficulty: 'beginner', durationMinutes: 1, flashcards: [], sections: [], language: 'en' }) };
const doc = (title: string): SourceDocument => ({ kind: 'text', title, segments: [{ text: 'Cells divide.' }] });

describe('MaterialsWorker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sl-worker-'));
  const workerFile = path.join(dir, 'worker.mjs');
  writeFileSync(workerFile, PROTOCOL_WORKER);

  it('generates in the worker, keeps GenerationError, and survives a worker crash', async () => {
    const worker = new MaterialsWorker(pathToFileURL(workerFile));
    const generator = new WorkerStudyGenerator('local', async () => inProcess, worker);
    try {
      expect(generator.name).toBe('local');
      const results = await Promise.all([generator.generate(doc('a')), generator.generate(doc('b'))]);
      expect(results.map((r) => r.title)).toEqual(['From worker: Cells divide.', 'From worker: Cells divide.']);
      await expect(generator.generate(doc('unusable'))).rejects.toThrow(GenerationError);
      await expect(generator.generate(doc('crash'))).rejects.toThrow('exited with code 3');
      expect((await generator.generate(doc('again'))).title).toBe('From worker: Cells divide.');
    } finally {
      await worker.close();
    }
  });

  it('bounds the worker heap: a source that outgrows it fails with a clear message, and the next one is served', async () => {
    const worker = new MaterialsWorker(pathToFileURL(workerFile), { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 });
    const generator = new WorkerStudyGenerator('local', async () => inProcess, worker);
    try {
      const failure = generator.generate(doc('huge'));
      await expect(failure).rejects.toThrow(GenerationError);
      await expect(failure).rejects.toThrow(/too large to make notes from in one go/);
      expect((await generator.generate(doc('after'))).title).toBe('From worker: Cells divide.');
    } finally {
      await worker.close();
    }
  });

  it('generates in-process when there is no compiled worker', async () => {
    const generator = new WorkerStudyGenerator('local', async () => inProcess, new MaterialsWorker(pathToFileURL(path.join(dir, 'missing.js'))));
    expect(generator.usesWorker).toBe(false);
    expect((await generator.generate(doc('x'))).title).toBe('in process: 1');
  });

  it('reads PDFs in the worker: rejections and a PDF too big for the heap are 4xx, and the next upload is served', async () => {
    const worker = new MaterialsWorker(pathToFileURL(workerFile), { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 });
    const pdfs = new PdfExtractor(worker);
    const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]);
    try {
      expect((await pdfs.extract(pdf(100))).pages).toEqual(['%PDF-1.4']);
      await expect(pdfs.extract(Buffer.from('plain text, not a PDF'))).rejects.toThrow(BadRequestException);
      await expect(pdfs.extract(pdf(101))).rejects.toThrow(new BadRequestException('This PDF is password-protected.'));
      const tooComplex = pdfs.extract(pdf(4000));
      await expect(tooComplex).rejects.toThrow(PayloadTooLargeException);
      await expect(tooComplex).rejects.toThrow(/too large or complex to read in one go/);
      expect((await pdfs.extract(pdf(200))).pages).toEqual(['%PDF-1.4']);
    } finally {
      await worker.close();
    }
  });

  it('reads PDFs in-process when there is no compiled worker', async () => {
    const pdfs = new PdfExtractor(new MaterialsWorker(pathToFileURL(path.join(dir, 'missing.js'))));
    const text = await pdfs.extract(pdfFromTexts(['Cells divide by mitosis in two stages.']));
    expect(text.pages).toEqual(['Cells divide by mitosis in two stages.']);
  });
});
