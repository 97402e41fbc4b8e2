import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardReviewed, NotesEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import { FlashcardEntity } from '../flashcards/flashcard.entity.js';
import { applyFlashcardReviews, type RecordedReview } from '../flashcards/flashcard-review.projector.js';
import type { Projection } from '../projections/projection.js';
import { StudyNotesEntity } from './study-notes.entity.js';

/**
 * Study notes and the cards generated with them. Cards start due at generation and never reviewed;
 * FlashcardReviewed (stream flashcard-<id>) then moves their FSRS schedule and adds to the review log
 * through the review feature's applyFlashcardReviews, here so creation and reviews replay in one order
 * (and one rebuild), and a review's reply waits for one transaction, not two.
 */
/** Cards per section index (a card without a section counts for none). */
export function cardsPerSection(cards: readonly { section?: number }[]): number[] {
  const counts: number[] = [];
  for (const { section } of cards) {
    if (section === undefined || !Number.isInteger(section) || section < 0) continue;
    while (counts.length <= section) counts.push(0);
    counts[section]! += 1;
  }
  return counts;
}

export class NotesProjection implements Projection {
  readonly name = 'study-notes';
  readonly tables = ['study_notes', 'flashcards', 'flashcard_reviews'];
  readonly eventTypes = new Set<string>(['StudyNotesGenerated', 'FlashcardsGenerated', 'StudyNotesVisibilityChanged', 'FlashcardReviewed']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    let reviews: RecordedReview[] = [];
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as NotesEvent | FlashcardReviewed;
      if (event.type === 'FlashcardReviewed') {
        reviews.push({ eventId: recorded.eventId, event });
        continue;
      }
      await applyFlashcardReviews(reviews, em);
      reviews = [];
      await this.applyOne(event, em);
    }
    await applyFlashcardReviews(reviews, em);
  }

  private async applyOne(event: NotesEvent, em: EntityManager): Promise<void> {
    switch (event.type) {
      case 'StudyNotesGenerated': {
        const d = event.data;
        const when = new Date(d.generatedAt);
        await em.insert(StudyNotesEntity, {
          id: d.notesId, userId: d.userId, materialId: d.materialId, sourceKind: d.sourceKind, title: d.title, summary: d.summary,
          keyIdeas: d.keyIdeas, definitions: d.definitions, timestamps: d.timestamps, difficulty: d.difficulty,
          durationMinutes: d.durationMinutes, isPublic: d.isPublic, generator: d.generator, flashcardCount: 0, createdAt: when, updatedAt: when,
          // Notes generated before sections and languages existed: none, and English.
          sections: d.sections ?? [], language: d.language ?? 'en',
        });
        return;
      }
      case 'FlashcardsGenerated': {
        const d = event.data;
        const when = new Date(d.generatedAt);
        if (d.cards.length) {
          await em.insertMany(FlashcardEntity, d.cards.map((card, position) => ({
            id: card.flashcardId, notesId: d.notesId, userId: d.userId, position, question: card.question, answer: card.answer,
            kind: card.kind, difficulty: card.difficulty, citation: card.citation, section: card.section ?? null, nextReviewAt: when, createdAt: when,
          })));
        }
        await em.nativeUpdate(StudyNotesEntity, { id: d.notesId }, { flashcardCount: d.cards.length, sectionFlashcardCounts: cardsPerSection(d.cards) });
        return;
      }
      case 'StudyNotesVisibilityChanged': {
        const d = event.data;
        await em.nativeUpdate(StudyNotesEntity, { id: d.notesId }, { isPublic: d.isPublic, updatedAt: new Date(d.changedAt) });
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
