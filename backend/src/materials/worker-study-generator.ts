import { GenerationError, type SourceDocument, type StudyGenerator, type StudyMaterial } from '../generation/generation.types.js';
import { MaterialsWorker, WorkerOutOfMemoryError } from './materials-worker.js';

const TOO_LARGE = 'This material is too large to make notes from in one go. Split it into parts (for example chapter by chapter) and process each one.';

/**
 * The configured generator, run in the materials worker (see MaterialsWorker) so generation neither
 * stalls the main thread nor grows its heap. The main thread only names it (`name`, from the
 * environment): it never loads the generator's modules (the NLP model, the OpenAI SDK: tens of MB of
 * heap that the worker holds already). Where the compiled worker file is absent (tests run from
 * TypeScript sources), it loads the same generator on first use and generates in-process.
 */
export class WorkerStudyGenerator implements StudyGenerator {
  private inProcess: Promise<StudyGenerator> | undefined;

  constructor(
    readonly name: string,
    private readonly loadInProcess: () => Promise<StudyGenerator>,
    private readonly worker: MaterialsWorker,
  ) {}

  get usesWorker(): boolean {
    return this.worker.usesWorker;
  }

  async generate(doc: SourceDocument): Promise<StudyMaterial> {
    if (!this.worker.usesWorker) return (await (this.inProcess ??= this.loadInProcess())).generate(doc);
    try {
      return await this.worker.run<StudyMaterial>('generate', doc);
    } catch (error) {
      if (error instanceof WorkerOutOfMemoryError) throw new GenerationError(TOO_LARGE, { cause: error });
      throw error;
    }
  }
}
