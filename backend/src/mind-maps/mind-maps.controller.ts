import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { mindMapSavePayload, type MindMapHistoryEntry, type MindMapSaved, type MindMapView } from '@studyloop/events';
import { parsePayload } from '../common/validation.js';
import { CurrentUserId } from '../common/session.js';
import { MindMapsService } from './mind-maps.service.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api/mind-maps')
export class MindMapsController {
  constructor(private readonly mindMaps: MindMapsService) {}

  @Get(':notesId')
  view(@CurrentUserId() userId: string, @Param('notesId') notesId: string): Promise<MindMapView> {
    return this.mindMaps.view(userId, notesId);
  }

  @Post(':notesId/save')
  @HttpCode(200)
  @ApiPayload(mindMapSavePayload)
  save(@CurrentUserId() userId: string, @Param('notesId') notesId: string, @Body() body: unknown): Promise<MindMapSaved> {
    return this.mindMaps.save(userId, notesId, parsePayload(mindMapSavePayload, body));
  }

  @Get(':notesId/history')
  history(@CurrentUserId() userId: string, @Param('notesId') notesId: string): Promise<MindMapHistoryEntry[]> {
    return this.mindMaps.history(userId, notesId);
  }
}
