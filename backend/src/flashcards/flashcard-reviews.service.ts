import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import {
  flashcardStream, isCorrectRating, type FlashcardDeckView, type FlashcardExportFormat, type FlashcardOverviewView, type FlashcardReviewResultView,
  type FlashcardStatsView, type FlashcardView, type ReviewFlashcardPayload,
} from '@studyloop/events';
import type pg from 'pg';
import { CommandsService } from '../event-store/commands.service.js';
import { PG_POOL } from '../database/database.module.js';
import { isUuid } from '../common/uuid.js';
import { NotesService } from '../notes/notes.service.js';
import { StudyNotesEntity } from '../notes/study-notes.entity.js';
import * as reviewDecider from './flashcard-review.decider.js';
import { FlashcardEntity } from './flashcard.entity.js';
import { flashcardFromRow } from './flashcard-row.js';
import { FlashcardsService } from './flashcards.service.js';
import { scheduleFields } from './flashcard-review.projector.js';
import { exportFlashcards, type ExportFile } from './flashcard-export.js';
import { toStudyFlashcardView } from './flashcard-study.view.js';
import { MASTERED_STABILITY_DAYS } from './fsrs-schedule.js';
import { localDay } from '../common/local-time.js';
import { reviewStreak } from './review-streak.js';
import type { ProjectionName } from '../projections/projection.js';

/** Projections a review touches: the card row and review log (kept by 'flashcards'), and XP/streaks shown beside the deck. */
export const REVIEW_PROJECTIONS: ProjectionName[] = ['flashcards', 'progress'];
const USER_CARD_LIMIT = 5000;
const STREAK_LOOKBACK_DAYS = 800;
/** Columns sl_reviewable_card joins from the card's notes. */
const REVIEWABLE_CARD_JOINED = ['notes_title', 'notes_public'];

function notFoundCard(): never {
  throw new NotFoundException('Flashcard not found');
}

/** Spaced-repetition side of flashcards: grading, due cards, figures, export. */
@Injectable()
export class FlashcardReviewsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    private readonly notes: NotesService,
    private readonly flashcards: FlashcardsService,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  /** The notes' cards, for anyone who may read the notes. */
  async cardsOf(notesId: string, viewerId: string | null): Promise<FlashcardView[]> {
    const em = this.orm.em.fork();
    await this.notes.visibleNotes(notesId, viewerId, em);
    return this.flashcards.forNotes(notesId, em);
  }

  async review(userId: string, flashcardId: string, payload: ReviewFlashcardPayload): Promise<FlashcardReviewResultView> {
    if (!isUuid(flashcardId)) notFoundCard();
    // Reviews are the hottest write: the card (one plain query) and the card's stream load side by side,
    // and the reply comes from the stream's new state.
    const reviewable = this.reviewableCard(userId, flashcardId);
    const command = reviewable.then(({ card }): reviewDecider.FlashcardReviewCommand => ({
      type: 'ReviewFlashcard',
      data: {
        flashcardId, notesId: card.notesId, userId, ownerId: card.userId, rating: payload.rating,
        elapsedMs: payload.elapsedMs, reviewId: payload.reviewId, now: new Date().toISOString(),
      },
    }));
    const { state: reviewed } = await this.commands.execute(flashcardStream(flashcardId), reviewDecider, command, { waitFor: REVIEW_PROJECTIONS, metadata: { userId } });
    const { card, notesTitle } = await reviewable;
    // The card's row now holds what its stream says (the reply waited for that), without reading it again.
    if (reviewed.schedule) Object.assign(card, scheduleFields(reviewed.schedule));
    Object.assign(card, { timesReviewed: reviewed.reviews, correctAnswers: reviewed.correct });
    return { card: toStudyFlashcardView(card, notesTitle, new Date()), rating: payload.rating, correct: isCorrectRating(payload.rating) };
  }

  /** The learner's own card; someone else's is 403 if its notes are public, otherwise it does not exist for them. */
  private async reviewableCard(userId: string, flashcardId: string): Promise<{ card: FlashcardEntity; notesTitle: string }> {
    // A prepared statement: the hottest read of the hottest write.
    const { rows: [row] } = await this.pool.query<Record<string, unknown>>({
      name: 'sl_reviewable_card',
      text: 'SELECT f.*, n.title AS notes_title, n.is_public AS notes_public FROM flashcards f LEFT JOIN study_notes n ON n.id = f.notes_id WHERE f.id = $1',
      values: [flashcardId],
    });
    if (!row) notFoundCard();
    const card = flashcardFromRow(row, REVIEWABLE_CARD_JOINED);
    if (card.userId !== userId) {
      if (!row.notes_public) notFoundCard();
      throw new ForbiddenException('Only the owner can review this flashcard');
    }
    return { card, notesTitle: (row.notes_title as string | null) ?? '' };
  }

  /** One notes' cards for the viewer; statistics only for the owner. */
  async deck(userId: string | null, notesId: string, timeZone: string): Promise<FlashcardDeckView> {
    const em = this.orm.em.fork();
    const notes = await this.notes.visibleNotes(notesId, userId, em);
    const now = new Date();
    const cards = await em.find(FlashcardEntity, { notesId }, { orderBy: { position: 'asc' } });
    const canReview = userId === notes.userId;
    return {
      notesId,
      notesTitle: notes.title,
      canReview,
      cards: cards.map((c) => toStudyFlashcardView(c, notes.title, now)),
      stats: canReview ? await this.stats(em, notes.userId, timeZone, now, notesId) : null,
    };
  }

  /** All of a learner's cards (due first, then by notes) with their overall figures. */
  async overview(userId: string, timeZone: string): Promise<FlashcardOverviewView> {
    const em = this.orm.em.fork();
    const now = new Date();
    const [cards, stats] = await Promise.all([
      em.find(FlashcardEntity, { userId }, { orderBy: { nextReviewAt: 'asc', position: 'asc' }, limit: USER_CARD_LIMIT }),
      this.stats(this.orm.em.fork(), userId, timeZone, now),
    ]);
    const ids = [...new Set(cards.map((c) => c.notesId))];
    const notes = ids.length ? await em.find(StudyNotesEntity, { id: { $in: ids } }, { fields: ['id', 'title'] }) : [];
    const titles = new Map(notes.map((n) => [n.id, n.title]));
    return { cards: cards.map((c) => toStudyFlashcardView(c, titles.get(c.notesId) ?? '', now)), stats };
  }

  async userStats(userId: string, timeZone: string): Promise<FlashcardStatsView> {
    return this.stats(this.orm.em.fork(), userId, timeZone, new Date());
  }

  async export(userId: string | null, notesId: string, format: FlashcardExportFormat): Promise<ExportFile> {
    const em = this.orm.em.fork();
    const notes = await this.notes.visibleNotes(notesId, userId, em);
    const cards = await em.find(FlashcardEntity, { notesId }, { orderBy: { position: 'asc' } });
    const isOwner = userId === notes.userId;
    return exportFlashcards(cards.map((c) => ({
      question: c.question, answer: c.answer, difficulty: c.difficulty, kind: c.kind, citation: c.citation,
      review: isOwner ? { nextReviewAt: c.nextReviewAt, timesReviewed: c.timesReviewed, correctAnswers: c.correctAnswers } : undefined,
    })), notes.title, format, isOwner);
  }


  private async stats(em: EntityManager, userId: string, timeZone: string, now: Date, notesId?: string): Promise<FlashcardStatsView> {
    const connection = em.getConnection();
    const scope = notesId ? 'AND notes_id = ?' : '';
    const scopeParams = notesId ? [notesId] : [];
    const [[cards], days] = await Promise.all([
      connection.execute<{ total: number; due: number; mastered: number; reviewed: number; reviews: number; correct: number }[]>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE next_review_at <= ?)::int AS due,
                count(*) FILTER (WHERE fsrs_state = 'review' AND stability >= ?)::int AS mastered,
                count(*) FILTER (WHERE times_reviewed > 0)::int AS reviewed,
                coalesce(sum(times_reviewed), 0)::int AS reviews,
                coalesce(sum(correct_answers), 0)::int AS correct
           FROM flashcards WHERE user_id = ? ${scope}`,
        [now, MASTERED_STABILITY_DAYS, userId, ...scopeParams],
      ),
      connection.execute<{ day: string }[]>(
        `SELECT DISTINCT to_char((reviewed_at AT TIME ZONE ?)::date, 'YYYY-MM-DD') AS day
           FROM flashcard_reviews WHERE user_id = ? AND reviewed_at > ?::timestamptz - interval '${STREAK_LOOKBACK_DAYS} days'`,
        [timeZone, userId, now],
      ),
    ]);
    const averageAccuracy = cards.reviews ? cards.correct / cards.reviews : 0;
    return {
      totalCards: cards.total,
      dueToday: cards.due,
      mastered: cards.mastered,
      reviewedCards: cards.reviewed,
      totalFlashcardsReviewed: cards.reviews,
      averageAccuracy,
      accuracy: cards.reviews ? Math.round(averageAccuracy * 100) : null,
      streakDays: reviewStreak(days.map((d) => d.day), localDay(now, timeZone)),
      timeZone,
    };
  }
}
