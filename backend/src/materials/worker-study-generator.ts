import { GenerationError, type SourceDocument, type StudyGenerator, type StudyMaterial } from '../generation/generation.types.js';
import { MaterialsWorker, WorkerOutOfMemoryError } from './materials-worker.js';

const TOO_LARGE = 'This material is too large to make notes from in one go. Split it into parts (for example chapter by chapter) and process each one.';

/**
 * The configured generator, run in the materials worker (see MaterialsWorker) so generation neither
 * stalls the main thread nor grows its heap. Where the compiled worker file is absent (tests run
 * from TypeScript sources), it generates in-process with the same generator.
 */
export class WorkerStudyGenerator implements StudyGenerator {
  constructor(
    private readonly inProcess: StudyGenerator,
    private readonly worker: MaterialsWorker,
  ) {}

  get name(): string {
    return this.inProcess.name;
  }

  get usesWorker(): boolean {
    return this.worker.usesWorker;
  }

  async generate(doc: SourceDocument): Promise<StudyMaterial> {
    if (!this.worker.usesWorker) return this.inProcess.generate(doc);
    try {
      return await this.worker.run<StudyMaterial>('generate', doc);
    } catch (error) {
      if (error instanceof WorkerOutOfMemoryError) throw new GenerationError(TOO_LARGE, { cause: error });
      throw error;
    }
  }
}
