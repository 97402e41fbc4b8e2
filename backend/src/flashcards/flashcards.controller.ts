import { Controller, Get } from '@nestjs/common';
import type { FlashcardView } from '@studyloop/events';
import { CurrentUserId } from '../common/session.js';
import { FlashcardsService } from './flashcards.service.js';

@Controller('api/flashcards')
export class FlashcardsController {
  constructor(private readonly flashcards: FlashcardsService) {}

  @Get('user')
  forUser(@CurrentUserId() userId: string): Promise<FlashcardView[]> {
    return this.flashcards.forUser(userId);
  }

  @Get('public')
  publicCards(): Promise<FlashcardView[]> {
    return this.flashcards.publicCards();
  }
}
