import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { FlashcardsModule } from '../flashcards/flashcards.module.js';
import { createStudyGenerator } from '../generation/create-study-generator.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { VideoQuotaModule } from '../videos/video-quota.module.js';
import { InterruptedProcessingSweeper } from './interrupted-processing.sweeper.js';
import { MaterialsController } from './materials.controller.js';
import { MaterialsProjection } from './materials.projection.js';
import { ProcessingService, STUDY_GENERATOR } from './processing.service.js';
import { PROGRESS_REPORTER, SocketProgressReporter } from './progress-reporter.js';
import { WorkerStudyGenerator } from './worker-study-generator.js';

@Module({
  imports: [FlashcardsModule, VideoQuotaModule],
  controllers: [MaterialsController],
  providers: [
    ProcessingService,
    InterruptedProcessingSweeper,
    { provide: STUDY_GENERATOR, useFactory: () => new WorkerStudyGenerator(createStudyGenerator(process.env)) },
    { provide: PROGRESS_REPORTER, useClass: SocketProgressReporter },
  ],
  exports: [ProcessingService],
})
export class MaterialsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(private readonly runner: ProjectionRunner, @Inject(STUDY_GENERATOR) private readonly generator: WorkerStudyGenerator) {}

  onModuleInit(): void {
    this.runner.register(new MaterialsProjection());
    this.generator.warmUp();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.generator.close();
  }
}
