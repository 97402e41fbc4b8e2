import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotesEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { StudyNotesEntity } from './study-notes.entity.js';

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

/**
 * Study notes (table `study_notes`) with their card counts; the cards themselves are the 'flashcards'
 * projection's (flashcards/flashcards.projection.ts).
 */
export class NotesProjection implements Projection {
  readonly name = 'study-notes';
  readonly tables = ['study_notes'];
  readonly eventTypes = new Set<string>(['StudyNotesGenerated', 'FlashcardsGenerated', 'StudyNotesVisibilityChanged']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) await this.applyOne({ type: recorded.type, data: recorded.data } as NotesEvent, em);
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
