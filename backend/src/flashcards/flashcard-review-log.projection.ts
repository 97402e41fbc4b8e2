import type { EntityManager } from '@mikro-orm/postgresql';
import type { FlashcardEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { FlashcardReviewEntity } from './flashcard-review.entity.js';

/** Every review as a row, for review-day streaks and accuracy over time. */
export class FlashcardReviewLogProjection implements Projection {
  readonly name = 'flashcard-review-log';
  readonly tables = ['flashcard_reviews'];
  readonly eventTypes = new Set<string>(['FlashcardReviewed']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    const rows = events.map((recorded) => {
      const event = { type: recorded.type, data: recorded.data } as FlashcardEvent;
      switch (event.type) {
        case 'FlashcardReviewed': {
          const d = event.data;
          return {
            eventId: recorded.eventId, flashcardId: d.flashcardId, notesId: d.notesId, userId: d.userId, rating: d.rating,
            correct: d.correct, elapsedMs: d.elapsedMs ?? null, reviewedAt: new Date(d.reviewedAt),
          };
        }
        default: { const unknown: never = event.type; return unknown; }
      }
    });
    if (rows.length) await em.insertMany(FlashcardReviewEntity, rows);
  }
}
