import { Module } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module.js';
import { ScheduleService } from './schedule.service.js';
import { StudyController } from './study.controller.js';
import { StudyService } from './study.service.js';

/** The study timer, today's schedule and study preferences (stream study-<userId>). */
@Module({
  imports: [ProgressModule],
  controllers: [StudyController],
  providers: [StudyService, ScheduleService],
})
export class StudyModule {}
