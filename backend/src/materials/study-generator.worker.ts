import { parentPort } from 'node:worker_threads';
import { createStudyGenerator } from '../generation/create-study-generator.js';
import { GenerationError, type SourceDocument } from '../generation/generation.types.js';

/** Runs the configured generator off the main thread; see WorkerStudyGenerator. */
const generator = createStudyGenerator(process.env);

parentPort!.on('message', async ({ id, doc }: { id: number; doc: SourceDocument }) => {
  try {
    parentPort!.postMessage({ id, material: await generator.generate(doc) });
  } catch (error) {
    parentPort!.postMessage({ id, error: { message: (error as Error)?.message ?? String(error), generation: error instanceof GenerationError } });
  }
});
