import type { FlashcardsGenerated, NotesEvent, StudyNotesGenerated } from '@studyloop/events';
import { Conflict, Forbidden, NotFound } from '../common/domain-errors.js';

/** Study notes and their cards (stream `notes-<id>`): generated once, then shared or made private by the owner. */
export interface NotesState {
  exists: boolean;
  userId: string | null;
  isPublic: boolean;
}

export const initialState: NotesState = { exists: false, userId: null, isPublic: false };

export type NotesCommand =
  | { type: 'RecordGeneratedNotes'; data: { notes: StudyNotesGenerated['data']; flashcards: FlashcardsGenerated['data'] } }
  | { type: 'ChangeVisibility'; data: { notesId: string; isPublic: boolean; requestedBy: string; now: string } };

export function evolve(state: NotesState, event: NotesEvent): NotesState {
  switch (event.type) {
    case 'StudyNotesGenerated': return { exists: true, userId: event.data.userId, isPublic: event.data.isPublic };
    case 'FlashcardsGenerated': return state;
    case 'StudyNotesVisibilityChanged': return { ...state, isPublic: event.data.isPublic };
    default: { const unknown: never = event; return unknown; }
  }
}

export function decide(command: NotesCommand, state: NotesState): NotesEvent[] {
  switch (command.type) {
    case 'RecordGeneratedNotes': {
      if (state.exists) throw new Conflict('These study notes already exist');
      const { notes, flashcards } = command.data;
      if (flashcards.notesId !== notes.notesId || flashcards.userId !== notes.userId) throw new Error('Flashcards must belong to the notes they are generated with');
      return [{ type: 'StudyNotesGenerated', data: notes }, { type: 'FlashcardsGenerated', data: flashcards }];
    }
    case 'ChangeVisibility': {
      const { notesId, isPublic, requestedBy, now } = command.data;
      // Private notes do not exist for anyone but their owner.
      if (!state.exists || (state.userId !== requestedBy && !state.isPublic)) throw new NotFound('Study notes not found');
      if (state.userId !== requestedBy) throw new Forbidden('Only the owner can share or unshare these notes');
      if (state.isPublic === isPublic) return [];
      return [{ type: 'StudyNotesVisibilityChanged', data: { notesId, isPublic, changedBy: requestedBy, changedAt: now } }];
    }
    default: { const unknown: never = command; return unknown; }
  }
}
