import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FlashcardsModule } from '../flashcards/flashcards.module.js';
import { createStudyGenerator } from '../generation/create-study-generator.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { SafeFetcher } from './fetch/safe-fetcher.js';
import { InterruptedProcessingSweeper } from './interrupted-processing.sweeper.js';
import { MaterialsController } from './materials.controller.js';
import { MaterialsProjection } from './materials.projection.js';
import { ProcessingService, STUDY_GENERATOR } from './processing.service.js';
import { PROGRESS_REPORTER, SocketProgressReporter } from './progress-reporter.js';

@Module({
  imports: [FlashcardsModule],
  controllers: [MaterialsController],
  providers: [
    ProcessingService,
    InterruptedProcessingSweeper,
    { provide: STUDY_GENERATOR, useFactory: () => createStudyGenerator(process.env) },
    { provide: PROGRESS_REPORTER, useClass: SocketProgressReporter },
    { provide: SafeFetcher, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SafeFetcher(config.fetchAllowPrivate) },
  ],
  exports: [ProcessingService, SafeFetcher],
})
export class MaterialsModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new MaterialsProjection());
  }
}
