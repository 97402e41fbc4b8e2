import type { EntityManager } from '@mikro-orm/postgresql';
import type { TranslationEvent } from '@studyloop/events';
import type { RecordedEvent } from '../../event-store/event-store.port.js';
import type { Projection } from '../../projections/projection.js';
import { NotesTranslationEntity } from './notes-translation.entity.js';

export class NotesTranslationsProjection implements Projection {
  readonly name = 'notes-translations';
  readonly tables = ['notes_translations'];
  readonly eventTypes = new Set<string>(['NotesTranslated']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as TranslationEvent;
      switch (event.type) {
        case 'NotesTranslated': {
          const d = event.data;
          if (await em.count(NotesTranslationEntity, { notesId: d.notesId, language: d.language })) break;
          await em.insert(NotesTranslationEntity, {
            notesId: d.notesId, language: d.language, title: d.title, summary: d.summary, keyIdeas: d.keyIdeas,
            definitions: d.definitions, model: d.model, requestedBy: d.requestedBy, translatedAt: new Date(d.translatedAt),
          });
          break;
        }
        default: { const unknown: never = event.type; return unknown; }
      }
    }
  }
}
