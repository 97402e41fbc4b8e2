import { Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { FlashcardsModule } from '../flashcards/flashcards.module.js';
import { createStudyGenerator } from '../generation/create-study-generator.js';
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

@Module({
  imports: [FlashcardsModule, VideoQuotaModule],
  controllers: [MaterialsController],
  providers: [
    ProcessingService,
    InterruptedProcessingSweeper,
    { provide: MaterialsWorker, useFactory: () => new MaterialsWorker() },
    { provide: STUDY_GENERATOR, inject: [MaterialsWorker], useFactory: (worker: MaterialsWorker) => new WorkerStudyGenerator(createStudyGenerator(process.env), worker) },
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
