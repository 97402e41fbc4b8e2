/**
 * Materials (text and PDF). All routes need a session (401 'Not authenticated'); errors are
 * `{ statusCode, error, message }`.
 * - POST /api/materials/upload  multipart field `file` (PDF ≤ 10 MB) → 201 UploadMaterialResult.
 *   400 not a PDF by content ('Please upload a PDF file: …'), damaged, password-protected or without
 *   selectable text; 413 over 10 MB. Nothing is stored.
 * - POST /api/materials/process ProcessMaterialPayload → 201 ProcessMaterialResult, after the notes and
 *   cards are readable. 400 blank text; 413 over MAX_MATERIAL_CHARACTERS; 422 when the generator cannot
 *   make notes from it (e.g. too short) — no notes are created then.
 * Progress: socket `processing:progress` to room `user:<id>` (see processing-progress.ts).
 */
import { z } from 'zod';
import { cleanSourceText, storableString, tokenString } from './text.js';
import type { FlashcardView, StudyNotesRef } from './notes.js';

/** Server limits of material processing (the UI may check them first for a faster message). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** About 150,000 words; longer text is refused with 413. */
export const MAX_MATERIAL_CHARACTERS = 1_000_000;
/** Pages of `extractedText` are separated by this character (form feed). */
/** Beyond this the body is refused at once (400) instead of being read for the 413 check. */
const MAX_MATERIAL_PAYLOAD_CHARACTERS = 4 * MAX_MATERIAL_CHARACTERS;
export const PDF_PAGE_SEPARATOR = '\f';

const jobId = tokenString('jobId').optional();

/**
 * `POST /api/materials/process`. `content` is the pasted text, or the `extractedText` of
 * `POST /api/materials/upload` (pages separated by '\f', so citations get page numbers).
 * `jobId` (optional, client-chosen) is echoed in `processing:progress` socket events.
 */
export const processMaterialPayload = z.object({
  type: z.enum(['text', 'pdf'], { error: "Type must be 'text' or 'pdf'" }),
  /** Cleaned, not refused (see text.ts); over MAX_MATERIAL_CHARACTERS the server answers 413. */
  content: z.string({ error: 'Please enter some text to process' })
    .max(MAX_MATERIAL_PAYLOAD_CHARACTERS, `Text is too long: up to ${MAX_MATERIAL_CHARACTERS.toLocaleString('en-US')} characters can be processed at once`)
    .transform(cleanSourceText)
    .refine((s) => s.trim().length > 0, 'Please enter some text to process'),
  filename: storableString({ error: 'File name must be text' }).trim().max(255, 'File name is too long').optional(),
  jobId,
});
export type ProcessMaterialPayload = z.infer<typeof processMaterialPayload>;

/** Reply of `POST /api/materials/process` (201). */
export interface ProcessMaterialResult {
  flashcards: FlashcardView[];
  studyNotes: StudyNotesRef;
}

/** Reply of `POST /api/materials/upload` (201), multipart field `file`: a PDF up to 10 MB. */
export interface UploadMaterialResult {
  /** All pages' text joined with '\f' (PDF_PAGE_SEPARATOR); send it back as `content` with type 'pdf'. */
  extractedText: string;
  /** The same text per page, 1-based page = index + 1. */
  pages: string[];
  pageCount: number;
  filename: string;
  wordCount: number;
}
