import { Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { FlashcardsModule } from '../flashcards/flashcards.module.js';
import { studyGeneratorName } from '../generation/study-generator-name.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { VideoQuotaModule } from '../videos/video-quota.module.js';
import { InterruptedProcessingSweeper } from './interrupted-processing.sweeper.js';
import { MaterialsController } from './materials.controller.js';
import { MaterialsProjection } from './materials.projection.js';
import { ProcessingService, STUDY_GENERATOR } from './processing.service.js';
import { PROGRESS_REPORTER, SocketProgressReporter } from './progress-reporter.js';
import { MaterialsWorker } from './materials-worker.js';
import { PdfExtractor } from './pdf-extractor.js';
import { WorkerStudyGenerator } from './worker-study-generator.js';

/**
 * The generator, loaded only where there is no compiled worker to generate in (tests from sources),
 * with the environment as it was when the app started.
 */
function studyGeneratorIn(worker: MaterialsWorker): WorkerStudyGenerator {
  const env = { ...process.env };
  const load = () => import('../generation/create-study-generator.js').then((m) => m.createStudyGenerator(env));
  return new WorkerStudyGenerator(studyGeneratorName(env), load, worker);
}

@Module({
  imports: [FlashcardsModule, VideoQuotaModule],
  controllers: [MaterialsController],
  providers: [
    ProcessingService,
    InterruptedProcessingSweeper,
    { provide: MaterialsWorker, useFactory: () => new MaterialsWorker() },
    { provide: STUDY_GENERATOR, inject: [MaterialsWorker], useFactory: studyGeneratorIn },
    { provide: PdfExtractor, inject: [MaterialsWorker], useFactory: (worker: MaterialsWorker) => new PdfExtractor(worker) },
    { provide: PROGRESS_REPORTER, useClass: SocketProgressReporter },
  ],
  exports: [ProcessingService],
})
export class MaterialsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(private readonly runner: ProjectionRunner, private readonly worker: MaterialsWorker) {}

  onModuleInit(): void {
    this.runner.register(new MaterialsProjection());
    this.worker.warmUp();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }
}
