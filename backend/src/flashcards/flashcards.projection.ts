import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardReviewed, FlashcardsGenerated } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { BatchWrite, Projection } from '../projections/projection.js';
import { FlashcardEntity } from './flashcard.entity.js';
import { applyFlashcardReviews, flashcardReviewWrites, type RecordedReview } from './flashcard-review.projector.js';

type FlashcardsEvent = FlashcardsGenerated | FlashcardReviewed;

/**
 * The cards (table `flashcards`) and their review log (`flashcard_reviews`). Cards start due at
 * generation and never reviewed; FlashcardReviewed (stream flashcard-<id>) then moves their FSRS
 * schedule and adds to the log. Creation and reviews replay in one order here, and a review's reply
 * waits for one transaction. A run of reviews is applied as one statement, with the checkpoint's move when nothing else is in the batch.
 */
export class FlashcardsProjection implements Projection {
  readonly name = 'flashcards';
  readonly tables = ['flashcards', 'flashcard_reviews'];
  readonly eventTypes = new Set<string>(['FlashcardsGenerated', 'FlashcardReviewed']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    let reviews: RecordedReview[] = [];
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as FlashcardsEvent;
      switch (event.type) {
        case 'FlashcardReviewed':
          reviews.push({ eventId: recorded.eventId, event });
          break;
        case 'FlashcardsGenerated':
          await applyFlashcardReviews(reviews, em);
          reviews = [];
          await createCards(event, em);
          break;
        default: { const unknown: never = event; return unknown; }
      }
    }
    await applyFlashcardReviews(reviews, em);
  }

  /** A run of reviews alone (the hot path: every grade waits for it) is one statement; new cards go through apply. */
  prepareBatch(events: RecordedEvent[]): Promise<BatchWrite | null> {
    if (!events.every((e) => e.type === 'FlashcardReviewed')) return Promise.resolve(null);
    return Promise.resolve(flashcardReviewWrites(events.map((e) => ({ eventId: e.eventId, event: { type: 'FlashcardReviewed', data: e.data } as FlashcardReviewed }))));
  }
}

async function createCards({ data: d }: FlashcardsGenerated, em: EntityManager): Promise<void> {
  if (!d.cards.length) return;
  const when = new Date(d.generatedAt);
  await em.insertMany(FlashcardEntity, d.cards.map((card, position) => ({
    id: card.flashcardId, notesId: d.notesId, userId: d.userId, position, question: card.question, answer: card.answer,
    kind: card.kind, difficulty: card.difficulty, citation: card.citation, section: card.section ?? null, nextReviewAt: when, createdAt: when,
  })));
}
