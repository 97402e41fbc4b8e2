import { Controller, Get, Param } from '@nestjs/common';
import type { MindMapHistoryEntry, MindMapView } from '@studyloop/events';
import { CurrentUserId } from '../common/session.js';
import { MindMapsService } from './mind-maps.service.js';

@Controller('api/mind-maps')
export class MindMapsController {
  constructor(private readonly mindMaps: MindMapsService) {}

  @Get(':notesId')
  view(@CurrentUserId() userId: string, @Param('notesId') notesId: string): Promise<MindMapView> {
    return this.mindMaps.view(userId, notesId);
  }

  @Get(':notesId/history')
  history(@CurrentUserId() userId: string, @Param('notesId') notesId: string): Promise<MindMapHistoryEntry[]> {
    return this.mindMaps.history(userId, notesId);
  }
}
