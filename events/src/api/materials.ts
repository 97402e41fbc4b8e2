import { z } from 'zod';
import type { FlashcardView, StudyNotesRef } from './notes.js';

/** Server limits of material processing (the UI may check them first for a faster message). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** About 150,000 words; longer text is refused with 413. */
export const MAX_MATERIAL_CHARACTERS = 1_000_000;
/** Pages of `extractedText` are separated by this character (form feed). */
export const PDF_PAGE_SEPARATOR = '\f';

const jobId = z.string().trim().min(1).max(100).optional();

/**
 * `POST /api/materials/process`. `content` is the pasted text, or the `extractedText` of
 * `POST /api/materials/upload` (pages separated by '\f', so citations get page numbers).
 * `jobId` (optional, client-chosen) is echoed in `processing:progress` socket events.
 */
export const processMaterialPayload = z.object({
  type: z.enum(['text', 'pdf'], { error: "Type must be 'text' or 'pdf'" }),
  content: z.string({ error: 'Please enter some text to process' })
    .refine((s) => s.trim().length > 0, 'Please enter some text to process'),
  filename: z.string().trim().max(255, 'File name is too long').optional(),
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
