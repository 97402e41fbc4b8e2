import type { DomainEvent } from '../envelope.js';
import type { FlashcardsGenerated } from '../flashcards/flashcard-events.js';
import type { CitationData, MaterialKind } from '../materials/material-events.js';

/**
 * Study notes. Stream `notes-<notesId>` (notesId === the material's id): StudyNotesGenerated and the
 * notes' cards (FlashcardsGenerated, flashcards/) in the transaction that completes processing, then
 * visibility changes.
 */

export interface KeyIdeaData { text: string; citation: CitationData }
export interface DefinitionData { term: string; meaning: string; citation: CitationData }
export interface TimestampData { time: number; text: string }
/** A part of the source with its own notes: inclusive pages (PDF) or [start, end) seconds (video). */
export interface NotesSectionData {
  title: string;
  level: number;
  pageStart?: number;
  pageEnd?: number;
  start?: number;
  end?: number;
  summary: string;
  keyIdeas: KeyIdeaData[];
  definitions: DefinitionData[];
}
export type NotesDifficulty = 'beginner' | 'intermediate' | 'advanced';

export type StudyNotesGenerated = DomainEvent<'StudyNotesGenerated', {
  notesId: string;
  materialId: string;
  userId: string;
  sourceKind: MaterialKind;
  title: string;
  summary: string;
  keyIdeas: KeyIdeaData[];
  definitions: DefinitionData[];
  /** Video only, seconds, increasing. */
  timestamps: TimestampData[];
  difficulty: NotesDifficulty;
  durationMinutes: number;
  /** The source's parts in order (absent in notes generated before sections existed). */
  sections?: NotesSectionData[];
  /** BCP 47 language of the notes (absent before languages were told apart: English). */
  language?: string;
  /** Notes start private; see StudyNotesVisibilityChanged. */
  isPublic: boolean;
  generator: string;
  generatedAt: string;
}>;

export type StudyNotesVisibilityChanged = DomainEvent<'StudyNotesVisibilityChanged', {
  notesId: string;
  isPublic: boolean;
  changedBy: string;
  changedAt: string;
}>;

export type NotesEvent = StudyNotesGenerated | FlashcardsGenerated | StudyNotesVisibilityChanged;

export const notesStream = (notesId: string) => `notes-${notesId}`;
