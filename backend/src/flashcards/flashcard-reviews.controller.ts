import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  FLASHCARD_EXPORT_FORMATS, isValidTimeZone, reviewFlashcardPayload, type FlashcardDeckView, type FlashcardExportFormat, type FlashcardOverviewView,
  type FlashcardReviewResultView, type FlashcardStatsView, type FlashcardView,
} from '@studyloop/events';
import { CurrentUserId, OptionalUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { QueryParam } from '../common/query-param.js';
import { FlashcardReviewsService } from './flashcard-reviews.service.js';
import { ApiPayload } from '../common/openapi.js';

/** `?tz=` is the browser's IANA time zone: review days (streaks) are the learner's calendar days. */
function timeZoneOf(tz: string | undefined): string {
  const zone = tz?.trim() || 'UTC';
  if (zone.length > 64 || !isValidTimeZone(zone)) throw new BadRequestException('Unknown time zone');
  return zone;
}

@Controller('api/flashcards')
export class FlashcardReviewsController {
  constructor(private readonly reviews: FlashcardReviewsService) {}

  /** Grade a card (owner only): FSRS schedules its next review. */
  @Post(':id/review')
  @HttpCode(200)
  @ApiPayload(reviewFlashcardPayload)
  review(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<FlashcardReviewResultView> {
    return this.reviews.review(userId, id, parsePayload(reviewFlashcardPayload, body));
  }

  /** The learner's cards with FSRS state and their overall figures (/flashcards). */
  @Get('study')
  overview(@CurrentUserId() userId: string, @QueryParam('tz') tz?: string): Promise<FlashcardOverviewView> {
    return this.reviews.overview(userId, timeZoneOf(tz));
  }

  /** Total, due, mastered, reviewed, accuracy and review-day streak over all the learner's cards. */
  @Get('stats')
  stats(@CurrentUserId() userId: string, @QueryParam('tz') tz?: string): Promise<FlashcardStatsView> {
    return this.reviews.userStats(userId, timeZoneOf(tz));
  }
}

@Controller('api/notes')
export class NotesFlashcardReviewsController {
  constructor(private readonly reviews: FlashcardReviewsService) {}

  /** The notes' cards, for anyone who may read the notes. */
  @Get(':id/flashcards')
  cards(@Param('id') id: string, @OptionalUserId() viewerId: string | null): Promise<FlashcardView[]> {
    return this.reviews.cardsOf(id, viewerId);
  }

  /** One notes' deck for the viewer (anyone who may read the notes); figures for the owner. */
  @Get(':id/flashcards/study')
  deck(@OptionalUserId() userId: string | null, @Param('id') id: string, @QueryParam('tz') tz?: string): Promise<FlashcardDeckView> {
    return this.reviews.deck(userId, id, timeZoneOf(tz));
  }

  /** Download the deck: `format=csv` (spreadsheet) or `format=tsv` (Anki plain-text import). */
  @Get(':id/flashcards/export')
  async export(@OptionalUserId() userId: string | null, @Param('id') id: string, @QueryParam('format') format: string | undefined, @Res() res: Response): Promise<void> {
    const chosen = (format ?? 'csv').toLowerCase();
    if (!FLASHCARD_EXPORT_FORMATS.includes(chosen as FlashcardExportFormat)) throw new BadRequestException("format must be 'csv' or 'tsv'");
    const file = await this.reviews.export(userId, id, chosen as FlashcardExportFormat);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(file.body);
  }
}
