import { Module, type OnModuleInit } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { PreferencesService } from './preferences.service.js';
import { ScheduleService } from './schedule.service.js';
import { StudyController } from './study.controller.js';
import { StudyProjection } from './study.projection.js';
import { StudyService } from './study.service.js';

/** The study timer, today's schedule and study preferences (stream study-<userId>). */
@Module({
  imports: [ProgressModule],
  controllers: [StudyController],
  providers: [StudyService, ScheduleService, PreferencesService],
})
export class StudyModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new StudyProjection());
  }
}
