import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import { GenerationError } from '../generation/generation.types.js';
import { PdfRejectedError } from './sources/pdf-rejection.js';

/**
 * One worker thread for the CPU- and memory-heavy work on materials: generating notes (a 50,000-word
 * text takes a second or more) and reading uploaded PDFs (pdf.js allocates ~2 MB per page it parses).
 * On the main thread both would stall every other request, socket and projection of this node, and
 * their garbage would grow the main heap (V8 collects the old generation late: on the processing
 * bench the main heap grew to ~300 MB around ~120 MB live). Here it stays on a bounded heap.
 * One thread, not one per task: each isolate costs its own base heap and loaded code.
 *
 * Protocol (materials.worker.ts): { id, task, input } in; { id, output } or { id, error } out.
 */

/**
 * V8 sizes an unbounded heap from the machine's memory and grows it far past what generation keeps
 * alive, and that RSS adds to the app's. Measured on the 50,000-word text and 10,000-word transcript,
 * 3 runs each in a worker: peak RSS 257 MB unbounded, ~183 MB with these limits, same CPU time (a 16 MB
 * young generation saves ~20 MB more but costs ~10% CPU in scavenges). Work too large for the bound
 * fails with a clear message (WorkerOutOfMemoryError) instead of taking the node down.
 */
export const MATERIALS_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };

export type MaterialsTask = 'generate' | 'extract-pdf' | 'warm-up';

/** An error as the worker sends it: its kind says which of our errors to rebuild. */
export interface WorkerFailure {
  message: string;
  kind: 'generation' | 'pdf-rejected' | 'other';
  status?: 400 | 413;
}

/**
 * In our own words rather than V8's: Jest reads "heap out of memory" on a test process's stderr as that
 * process crashing, and fails the test file when the process is next recycled.
 */
const OUTGREW_HEAP = 'a task outgrew the worker’s bounded heap (ERR_WORKER_OUT_OF_MEMORY); the next task gets a fresh worker';

/** The worker ran out of its bounded heap on a task (it restarts for the next one). */
export class WorkerOutOfMemoryError extends Error {
  override readonly name = 'WorkerOutOfMemoryError';
}

export function describeFailure(error: unknown): WorkerFailure {
  const message = (error as Error)?.message ?? String(error);
  if (error instanceof GenerationError) return { message, kind: 'generation' };
  if (error instanceof PdfRejectedError) return { message, kind: 'pdf-rejected', status: error.status };
  return { message, kind: 'other' };
}

function rebuild(failure: WorkerFailure): Error {
  if (failure.kind === 'generation') return new GenerationError(failure.message);
  if (failure.kind === 'pdf-rejected') return new PdfRejectedError(failure.status ?? 400, failure.message);
  return new Error(failure.message);
}

interface Pending {
  resolve(output: unknown): void;
  reject(error: Error): void;
}

export class MaterialsWorker {
  private readonly logger = new Logger('MaterialsWorker');
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private readonly workerFile: string;

  constructor(
    workerUrl = new URL('./materials.worker.js', import.meta.url),
    private readonly resourceLimits: ResourceLimits = MATERIALS_WORKER_LIMITS,
  ) {
    this.workerFile = fileURLToPath(workerUrl);
  }

  /** False where the compiled worker file is absent (tests run from TypeScript sources): callers work in-process. */
  get usesWorker(): boolean {
    return existsSync(this.workerFile);
  }

  /** Starts the worker and loads its modules ahead of the first request (that takes a moment). */
  warmUp(): void {
    if (this.usesWorker) this.run('warm-up', null).catch((error: Error) => this.logger.warn(`Warm-up failed: ${error.message}`));
  }

  run<T>(task: MaterialsTask, input: unknown, transfer: Transferable[] = []): Promise<T> {
    const worker = this.ensureWorker();
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (output: unknown) => void, reject });
      worker.postMessage({ id, task, input }, transfer);
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
    worker.on('message', ({ id, output, error }: { id: number; output?: unknown; error?: WorkerFailure }) => {
      const pending = this.pending.get(id);
      if (!pending) return;
      this.pending.delete(id);
      if (error) pending.reject(rebuild(error));
      else pending.resolve(output);
    });
    const fail = (error: Error) => {
      this.logger.error(`Materials worker stopped: ${error.message}`);
      if (this.worker === worker) this.worker = null;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerOutOfMemoryError(OUTGREW_HEAP, { cause: error }) : error));
    worker.on('exit', (code) => { if (this.worker === worker) fail(new Error(`exited with code ${code}`)); });
    this.worker = worker;
    return worker;
  }
}
