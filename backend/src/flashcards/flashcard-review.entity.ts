import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FlashcardRating } from '@studyloop/events';

/** One row per FlashcardReviewed (kept by the 'flashcards' projection with the cards): review days and per-day accuracy. */
@Entity({ tableName: 'flashcard_reviews' })
export class FlashcardReviewEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'event_id' }) eventId!: string;
  @Property({ type: 'uuid', fieldName: 'flashcard_id' }) flashcardId!: string;
  @Property({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) rating!: FlashcardRating;
  @Property({ type: 'boolean' }) correct!: boolean;
  @Property({ type: 'integer', fieldName: 'elapsed_ms', nullable: true }) elapsedMs: number | null = null;
  @Property({ type: 'datetime', fieldName: 'reviewed_at' }) reviewedAt!: Date;
}
