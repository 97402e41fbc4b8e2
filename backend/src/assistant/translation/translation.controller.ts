import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { translatePayload, type AssistantCapabilities, type NotesTranslationView } from '@studyloop/events';
import { CurrentUserId, OptionalUserId } from '../../common/session.js';
import { parsePayload } from '../../common/validation.js';
import { TranslationService } from './translation.service.js';
import { ApiPayload } from '../../common/openapi.js';

@Controller('api/assistant')
export class TranslationController {
  constructor(private readonly translations: TranslationService) {}

  @Get('capabilities')
  capabilities(): AssistantCapabilities {
    return this.translations.capabilities();
  }

  @Post('translate')
  @HttpCode(200)
  @ApiPayload(translatePayload)
  translate(@CurrentUserId() userId: string, @Body() body: unknown): Promise<NotesTranslationView> {
    return this.translations.translate(userId, parsePayload(translatePayload, body));
  }

  @Get('translations/:notesId')
  list(@Param('notesId') notesId: string, @OptionalUserId() viewerId: string | null): Promise<NotesTranslationView[]> {
    return this.translations.list(notesId, viewerId);
  }
}
