import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { GenerationError, type SourceDocument, type StudyGenerator, type StudyMaterial } from '../generation/generation.types.js';

interface Pending {
  resolve(material: StudyMaterial): void;
  reject(error: Error): void;
}

/**
 * The local generator is CPU work (a 50,000-word text takes a second or more); on the main thread it
 * would stall every other request, socket and projection of this node meanwhile. This runs the same
 * generator in a worker thread. Where the compiled worker file is absent (tests run from TypeScript
 * sources), it generates in-process with the same generator.
 */
/**
 * The worker's heap is bounded: V8 sizes an unbounded heap from the machine's memory and grows it far
 * past what generation keeps alive, and that RSS adds to the app's. Measured on the 50,000-word text and
 * 10,000-word transcript, 3 runs each in a worker: peak RSS 257 MB unbounded, ~183 MB with these
 * limits, same CPU time (a 16 MB young generation saves ~20 MB more but costs ~10% CPU in scavenges).
 * A source too large for the bound fails with a clear message instead of taking the node down.
 */
export const GENERATION_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };

const TOO_LARGE = 'This material is too large to make notes from in one go. Split it into parts (for example chapter by chapter) and process each one.';

export class WorkerStudyGenerator implements StudyGenerator {
  private readonly logger = new Logger('Generation');
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private readonly workerFile: string;

  constructor(
    private readonly inProcess: StudyGenerator,
    workerUrl = new URL('./study-generator.worker.js', import.meta.url),
    private readonly resourceLimits: ResourceLimits = GENERATION_WORKER_LIMITS,
  ) {
    this.workerFile = fileURLToPath(workerUrl);
  }

  get name(): string {
    return this.inProcess.name;
  }

  get usesWorker(): boolean {
    return existsSync(this.workerFile);
  }

  /** Starts the worker ahead of the first request (module loading takes a moment). */
  warmUp(): void {
    if (this.usesWorker) this.ensureWorker();
  }

  generate(doc: SourceDocument): Promise<StudyMaterial> {
    if (!this.usesWorker) return this.inProcess.generate(doc);
    const worker = this.ensureWorker();
    const id = ++this.nextId;
    return new Promise<StudyMaterial>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, doc });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile, { env: process.env, resourceLimits: this.resourceLimits });
    worker.unref();
    worker.on('message', ({ id, material, error }: { id: number; material?: StudyMaterial; error?: { message: string; generation: boolean } }) => {
      const pending = this.pending.get(id);
      if (!pending) return;
      this.pending.delete(id);
      if (error) pending.reject(error.generation ? new GenerationError(error.message) : new Error(error.message));
      else pending.resolve(material!);
    });
    const fail = (error: Error) => {
      this.logger.error(`Generation worker stopped: ${error.message}`);
      if (this.worker === worker) this.worker = null;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new GenerationError(TOO_LARGE, { cause: error }) : error));
    worker.on('exit', (code) => { if (this.worker === worker) fail(new Error(`exited with code ${code}`)); });
    this.worker = worker;
    return worker;
  }
}
