/**
 * Study notes and flashcards. Private notes (and their cards) are 404 for everyone but the owner.
 * - GET /api/notes/{id} → StudyNotesView;  GET /api/notes/{id}/flashcards → FlashcardView[] (in order).
 * - GET /api/notes/user (session) → StudyNotesView[] newest first;  GET /api/notes/public → newest 100 public.
 * - PATCH /api/notes/{id}/visibility NotesVisibilityPayload (owner; 403 for others on public notes)
 *   → StudyNotesView.  (Share Notes = isPublic true.)
 * - GET /api/flashcards/user (session) → the caller's cards, newest notes first;
 *   GET /api/flashcards/public → cards of public notes.
 * Read models (Postgres): study_notes, flashcards, videos, materials, source_segments (see migration 0100).
 */
import { z } from 'zod';
import type { FlashcardDifficulty, FlashcardKind } from '../flashcards/flashcard-events.js';
import type { MaterialKind } from '../materials/material-events.js';
import type { NotesDifficulty } from '../notes/notes-events.js';

/** Where an item comes from: PDF page (1-based), or video time in seconds, plus the source sentence. */
export interface Citation {
  page?: number;
  time?: number;
  quote: string;
}

/** `studyNotes` in process replies. */
export interface StudyNotesRef {
  id: string;
}

/**
 * Study notes as the spec's entity (`keyIdeas` list of text, `definitions` term → meaning,
 * `timestamps` [{ time, text }]) plus `citations` (kept parallel so the spec shapes stay intact).
 */
export interface StudyNotesView {
  id: string;
  title: string;
  summary: string;
  keyIdeas: string[];
  /** Term → meaning, in source order. */
  definitions: Record<string, string>;
  /** Video only: seconds and text, increasing. */
  timestamps: { time: number; text: string }[];
  citations: {
    /** Same order and length as keyIdeas. */
    keyIdeas: Citation[];
    /** Keyed by term, like definitions. */
    definitions: Record<string, Citation>;
  };
  isPublic: boolean;
  createdAt: string;
  difficulty: NotesDifficulty;
  /** Minutes (video length, or reading time). */
  duration: number;
  /** The source video (duration in seconds; `watchUrl` to open it at a cited time), or null for text/PDF notes. */
  video: { id: string; url: string; watchUrl: string; title: string | null; duration: number | null; thumbnailUrl: string | null; channelName: string | null } | null;
  source: { kind: MaterialKind; filename: string | null; url: string | null; pageCount: number | null };
  flashcardCount: number;
  /**
   * The source's parts in order (PDF chapters by page range, video chapters by time range), each
   * with its own summary, key ideas and definitions; the fields above are the whole's view. Empty
   * for short sources and for notes made before sections existed.
   */
  sections: NotesSectionView[];
  /** BCP 47 language of the notes. */
  language: string;
  /** The owner's id; `isOwner` is true when the caller owns these notes. */
  userId: string;
  isOwner: boolean;
  /** The owner's username (shown on others' public notes); null when the account is gone. */
  authorUsername: string | null;
}

export interface NotesSectionView {
  /** Stable within the notes: the section's index, used as the outline's anchor (`#section-<index>`). */
  index: number;
  title: string;
  level: number;
  pageStart: number | null;
  pageEnd: number | null;
  start: number | null;
  end: number | null;
  summary: string;
  keyIdeas: string[];
  definitions: Record<string, string>;
  citations: { keyIdeas: Citation[]; definitions: Record<string, Citation> };
  flashcardCount: number;
}

/** The spec's Flashcard entity plus its kind, citation and notes. */
export interface FlashcardView {
  id: string;
  question: string;
  answer: string;
  difficulty: FlashcardDifficulty;
  /** Due when at or before now. New cards are due at creation. */
  nextReviewAt: string;
  timesReviewed: number;
  correctAnswers: number;
  kind: FlashcardKind;
  citation: Citation;
  /** Index of the notes section the card comes from, when the notes have sections. */
  section: number | null;
  notesId: string;
  /** Title of the notes the card belongs to. */
  notesTitle: string;
  createdAt: string;
}

/** `PATCH /api/notes/{id}/visibility` (owner only) → StudyNotesView. */
export const notesVisibilityPayload = z.object({
  isPublic: z.boolean({ error: 'isPublic must be true or false' }),
});
export type NotesVisibilityPayload = z.infer<typeof notesVisibilityPayload>;
