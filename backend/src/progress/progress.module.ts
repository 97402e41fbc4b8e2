import { Module, type OnModuleInit } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { DashboardService } from './dashboard.service.js';
import { ProgressController } from './progress.controller.js';
import { ProgressProjection } from './progress.projection.js';
import { ProgressService } from './progress.service.js';

@Module({
  controllers: [ProgressController],
  providers: [{ provide: Clock, useClass: SystemClock }, ProgressService, DashboardService],
  exports: [Clock, ProgressService],
})
export class ProgressModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new ProgressProjection());
  }
}
