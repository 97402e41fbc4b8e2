import { z } from 'zod';
import type { FlashcardDifficulty, FlashcardKind, MaterialKind, NotesDifficulty } from '../domain/processing-events.js';

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
  /** The source video (duration in seconds), or null for text/PDF notes. */
  video: { id: string; url: string; title: string | null; duration: number | null; thumbnailUrl: string | null; channelName: string | null } | null;
  source: { kind: MaterialKind; filename: string | null; url: string | null; pageCount: number | null };
  flashcardCount: number;
  /** The owner's id; `isOwner` is true when the caller owns these notes. */
  userId: string;
  isOwner: boolean;
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
