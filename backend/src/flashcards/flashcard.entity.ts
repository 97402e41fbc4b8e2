import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CitationData, FlashcardDifficulty, FlashcardKind } from '@studyloop/events';

/**
 * The spec's Flashcard. Created by the 'study-notes' projection from FlashcardsGenerated (due at
 * creation, never reviewed); nextReviewAt, timesReviewed and correctAnswers belong to the review
 * feature afterwards (FlashcardReviewed on stream flashcard-<id>).
 */
@Entity({ tableName: 'flashcards' })
export class FlashcardEntity {
  [OptionalProps]?: 'timesReviewed' | 'correctAnswers';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  /** Order within its notes, from 0. */
  @Property({ type: 'integer' }) position!: number;
  @Property({ type: 'text' }) question!: string;
  @Property({ type: 'text' }) answer!: string;
  @Property({ type: 'text' }) kind!: FlashcardKind;
  @Property({ type: 'text' }) difficulty!: FlashcardDifficulty;
  @Property({ type: 'json' }) citation!: CitationData;
  @Property({ type: 'datetime', fieldName: 'next_review_at' }) nextReviewAt!: Date;
  @Property({ type: 'integer', fieldName: 'times_reviewed' }) timesReviewed = 0;
  @Property({ type: 'integer', fieldName: 'correct_answers' }) correctAnswers = 0;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
}
