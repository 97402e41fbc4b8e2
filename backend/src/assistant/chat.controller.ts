import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { askPayload, type ChatAnswer, type ChatHistory } from '@studyloop/events';
import { QueryParam } from '../common/query-param.js';
import { CurrentUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { AssistantService } from './assistant.service.js';

@Controller('api/chat')
export class ChatController {
  constructor(private readonly assistant: AssistantService) {}

  @Post('ask')
  @HttpCode(200)
  ask(@CurrentUserId() userId: string, @Body() body: unknown): Promise<ChatAnswer> {
    return this.assistant.ask(userId, parsePayload(askPayload, body));
  }

  /** /chat's conversation, or with `?notesId=` the Q&A panel's conversation about that note. */
  @Get('history')
  history(@CurrentUserId() userId: string, @QueryParam('notesId') notesId?: string): Promise<ChatHistory> {
    return this.assistant.history(userId, typeof notesId === 'string' && notesId.trim() ? notesId.trim() : null);
  }
}
