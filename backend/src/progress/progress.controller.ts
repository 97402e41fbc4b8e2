import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import type { DashboardResponse, NotesProgressView, ProgressView } from '@studyloop/events';
import { CurrentUserId } from '../common/session.js';
import { DashboardService } from './dashboard.service.js';
import { ProgressService } from './progress.service.js';

@Controller('api')
export class ProgressController {
  constructor(private readonly progress: ProgressService, private readonly dashboards: DashboardService) {}

  @Get('progress')
  mine(@CurrentUserId() userId: string): Promise<ProgressView> {
    return this.progress.progress(userId);
  }

  @Get('progress/notes/:notesId')
  notes(@CurrentUserId() userId: string, @Param('notesId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) notesId: string): Promise<NotesProgressView> {
    return this.progress.notesProgress(userId, notesId);
  }

  @Get('analytics/dashboard')
  dashboard(@CurrentUserId() userId: string): Promise<DashboardResponse> {
    return this.dashboards.dashboard(userId);
  }
}
