import { notesStream, type NotesEvent } from '@studyloop/events';
import type { EventLog } from '../event-store/event-store.port.js';

export interface NotesAccess {
  notesId: string;
  ownerId: string;
  isPublic: boolean;
  title: string;
}

/**
 * Who may study a set of notes, decided from the notes' own stream (not a read model), so a command
 * never depends on how far the notes projection has got.
 */
export async function readNotesAccess(store: Pick<EventLog, 'readStream'>, notesId: string): Promise<NotesAccess | null> {
  let access = null as NotesAccess | null;
  for (const recorded of await store.readStream(notesStream(notesId))) {
    const event = { type: recorded.type, data: recorded.data } as NotesEvent;
    switch (event.type) {
      case 'StudyNotesGenerated':
        access = { notesId, ownerId: event.data.userId, isPublic: event.data.isPublic, title: event.data.title };
        break;
      case 'StudyNotesVisibilityChanged':
        if (access) access = { ...access, isPublic: event.data.isPublic };
        break;
      case 'FlashcardsGenerated':
        break;
      default: {
        // Compile-time exhaustiveness; a type added later is ignored until handled here.
        const unknown: never = event;
        void unknown;
      }
    }
  }
  return access;
}

export function canStudy(access: NotesAccess | null, userId: string): access is NotesAccess {
  return access !== null && (access.ownerId === userId || access.isPublic);
}
