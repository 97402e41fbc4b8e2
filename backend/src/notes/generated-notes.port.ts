import type { NotesEvent } from '@studyloop/events';
import type { Decider } from '../event-store/command-handler.js';
import * as decider from './notes.decider.js';

/**
 * Materials record the notes and cards they generate in the same decision that completes the material
 * (stream `notes-<id>`). That is all another feature may decide on a notes stream: sharing stays with
 * notes (NotesService).
 */
export type GeneratedNotesCommand = Extract<decider.NotesCommand, { type: 'RecordGeneratedNotes' }>;

export const notesDecider: Decider<decider.NotesState, GeneratedNotesCommand, NotesEvent> = decider;
