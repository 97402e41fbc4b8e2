import { parentPort } from 'node:worker_threads';
import type { SourceDocument, StudyGenerator } from '../generation/generation.types.js';
import { describeFailure, type MaterialsTask } from './materials-worker.js';

/** Runs materials tasks off the main thread; see MaterialsWorker. */
let generator: Promise<StudyGenerator> | undefined;
const loadGenerator = () => (generator ??= import('../generation/create-study-generator.js').then((m) => m.createStudyGenerator(process.env)));
const loadPdfReader = () => import('./sources/pdf-text.js');
const loadEnglishModel = () => import('../generation/text/nlp.js').then((m) => m.loadEnglishModel());

async function run(task: MaterialsTask, input: unknown): Promise<unknown> {
  switch (task) {
    case 'generate':
      return (await loadGenerator()).generate(input as SourceDocument);
    case 'extract-pdf':
      return (await loadPdfReader()).extractPdfText(input as Uint8Array);
    case 'warm-up':
      await Promise.all([loadGenerator(), loadPdfReader(), loadEnglishModel()]);
      return null;
    default: {
      const unknownTask: never = task;
      throw new Error(`Unknown task ${String(unknownTask)}`);
    }
  }
}

parentPort!.on('message', async ({ id, task, input }: { id: number; task: MaterialsTask; input: unknown }) => {
  try {
    parentPort!.postMessage({ id, output: await run(task, input) });
  } catch (error) {
    parentPort!.postMessage({ id, error: describeFailure(error) });
  }
});
