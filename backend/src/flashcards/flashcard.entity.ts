import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { CitationData, FlashcardDifficulty, FlashcardKind, FlashcardMemoryState } from '@studyloop/events';

/**
 * The spec's Flashcard. Created by the 'flashcards' projection from FlashcardsGenerated (due at
 * creation, never reviewed); nextReviewAt, timesReviewed and correctAnswers belong to the review
 * feature afterwards (FlashcardReviewed on stream flashcard-<id>).
 */
@Entity({ tableName: 'flashcards' })
export class FlashcardEntity {
  [OptionalProps]?: 'timesReviewed' | 'correctAnswers' | 'fsrsState' | 'stability' | 'fsrsDifficulty' | 'reps' | 'lapses' | 'scheduledDays' | 'learningSteps' | 'lastReviewedAt' | 'section';
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
  /** Index of the notes section the card comes from (migration 0110); null without sections. */
  @Property({ type: 'integer', nullable: true }) section: number | null = null;
  @Property({ type: 'datetime', fieldName: 'next_review_at' }) nextReviewAt!: Date;
  @Property({ type: 'integer', fieldName: 'times_reviewed' }) timesReviewed = 0;
  @Property({ type: 'integer', fieldName: 'correct_answers' }) correctAnswers = 0;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
  // FSRS schedule (migration 0200): set from FlashcardReviewed by flashcard-review.projector.ts.
  @Property({ type: 'text', fieldName: 'fsrs_state' }) fsrsState: FlashcardMemoryState = 'new';
  @Property({ type: 'double', fieldName: 'stability' }) stability = 0;
  @Property({ type: 'double', fieldName: 'fsrs_difficulty' }) fsrsDifficulty = 0;
  @Property({ type: 'integer' }) reps = 0;
  @Property({ type: 'integer' }) lapses = 0;
  @Property({ type: 'integer', fieldName: 'scheduled_days' }) scheduledDays = 0;
  @Property({ type: 'integer', fieldName: 'learning_steps' }) learningSteps = 0;
  @Property({ type: 'datetime', fieldName: 'last_reviewed_at', nullable: true }) lastReviewedAt: Date | null = null;
}
