import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { notesVisibilityPayload, type StudyNotesView } from '@studyloop/events';
import { CurrentUserId, OptionalUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { NotesService } from './notes.service.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get('user')
  forUser(@CurrentUserId() userId: string): Promise<StudyNotesView[]> {
    return this.notes.forUser(userId);
  }

  @Get('public')
  publicNotes(@OptionalUserId() viewerId: string | null): Promise<StudyNotesView[]> {
    return this.notes.publicNotes(viewerId);
  }

  @Get(':id')
  get(@Param('id') id: string, @OptionalUserId() viewerId: string | null): Promise<StudyNotesView> {
    return this.notes.get(id, viewerId);
  }


  @Patch(':id/visibility')
  @ApiPayload(notesVisibilityPayload)
  visibility(@Param('id') id: string, @CurrentUserId() userId: string, @Body() body: unknown): Promise<StudyNotesView> {
    const { isPublic } = parsePayload(notesVisibilityPayload, body);
    return this.notes.changeVisibility(id, userId, isPublic);
  }
}
