import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  preferencesPayload, recordStudySessionPayload,
  type Preferences, type ScheduleItem, type ScheduleResponse, type StudySessionRecorded,
} from '@studyloop/events';
import { CurrentUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { PreferencesService } from './preferences.service.js';
import { ScheduleService } from './schedule.service.js';
import { StudyService } from './study.service.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api')
export class StudyController {
  constructor(private readonly study: StudyService, private readonly schedules: ScheduleService, private readonly preferenceReads: PreferencesService) {}

  @Post('study/sessions')
  @ApiPayload(recordStudySessionPayload)
  recordSession(@CurrentUserId() userId: string, @Body() body: unknown): Promise<StudySessionRecorded> {
    return this.study.recordSession(userId, parsePayload(recordStudySessionPayload, body));
  }

  @Get('schedule/today')
  today(@CurrentUserId() userId: string): Promise<ScheduleResponse> {
    return this.schedules.today(userId);
  }

  @Put('schedule/:id/complete')
  @HttpCode(200)
  complete(@CurrentUserId() userId: string, @Param('id') id: string): Promise<{ success: true; item: ScheduleItem }> {
    return this.schedules.complete(userId, id);
  }

  @Get('preferences')
  preferences(@CurrentUserId() userId: string): Promise<Preferences> {
    return this.preferenceReads.preferences(userId);
  }

  @Put('preferences')
  @ApiPayload(preferencesPayload)
  updatePreferences(@CurrentUserId() userId: string, @Body() body: unknown): Promise<Preferences> {
    return this.study.updatePreferences(userId, parsePayload(preferencesPayload, body));
  }
}
