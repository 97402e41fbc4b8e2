/**
 * Materials (text and PDF). All routes need a session (401 'Not authenticated'); errors are
 * `{ statusCode, error, message }`.
 * - POST /api/materials/upload  multipart field `file` (PDF ≤ 10 MB) → 201 UploadMaterialResult.
 *   400 not a PDF by content ('Please upload a PDF file: …'), damaged, password-protected or without
 *   selectable text; 413 over 10 MB. Nothing is stored.
 *   The reply also gives the PDF's own `title` and its `outline` (bookmarks, else printed contents,
 *   else headings), to send back with `process`.
 * - POST /api/materials/process ProcessMaterialPayload → 201 ProcessMaterialResult, after the notes and
 *   cards are readable. 400 blank text, or an outline that does not fit the document (pages beyond it,
 *   levels outside 1–6, titles over 300 characters, more than 2,000 entries, an outline with text);
 *   413 over MAX_MATERIAL_CHARACTERS; 422 when the generator cannot
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

/** Limits of a document outline sent with `process` (a PDF's bookmarks, printed contents or headings). */
export const MAX_OUTLINE_ENTRIES = 2_000;
export const MAX_OUTLINE_TITLE_CHARS = 300;
export const MAX_OUTLINE_LEVEL = 6;

/** One entry of a PDF's outline: its title, depth (1 = chapter) and 1-based start page. */
export const outlineEntrySchema = z.object({
  title: storableString({ error: 'Each outline entry needs a title' }).trim().min(1, 'Each outline entry needs a title')
    .max(MAX_OUTLINE_TITLE_CHARS, `Outline titles can be up to ${MAX_OUTLINE_TITLE_CHARS} characters`),
  level: z.number({ error: 'Outline levels must be numbers' }).int('Outline levels must be whole numbers')
    .min(1, 'Outline levels go from 1 to 6').max(MAX_OUTLINE_LEVEL, 'Outline levels go from 1 to 6'),
  page: z.number({ error: 'Outline pages must be numbers' }).int('Outline pages must be whole numbers').min(1, 'Outline pages start at 1').optional(),
});
export type OutlineEntryData = z.infer<typeof outlineEntrySchema>;

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
  /** PDF only: the document's title from `upload` (used instead of the file name). */
  title: storableString({ error: 'The title must be text' }).trim().max(MAX_OUTLINE_TITLE_CHARS, `The title can be up to ${MAX_OUTLINE_TITLE_CHARS} characters`).optional(),
  /** PDF only: the outline from `upload`; pages must lie within the content's pages. */
  outline: z.array(outlineEntrySchema).max(MAX_OUTLINE_ENTRIES, `An outline can have up to ${MAX_OUTLINE_ENTRIES.toLocaleString('en-US')} entries`).optional(),
  jobId,
}).superRefine((payload, ctx) => {
  if (!payload.outline?.length) return;
  if (payload.type !== 'pdf') {
    ctx.addIssue({ code: 'custom', path: ['outline'], message: 'An outline can only be sent with a PDF' });
    return;
  }
  let pageCount = 1;
  for (const ch of payload.content) if (ch === PDF_PAGE_SEPARATOR) pageCount += 1;
  const outside = payload.outline.findIndex((entry) => entry.page !== undefined && entry.page > pageCount);
  if (outside >= 0) ctx.addIssue({ code: 'custom', path: ['outline', outside, 'page'], message: `Outline pages must lie within the document's ${pageCount} pages` });
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
  /** The document's title: its Title metadata when meaningful, else its first heading; null when neither is found. */
  title: string | null;
  /**
   * How the document is organised, in page order: its bookmarks, else its printed table of contents,
   * else headings found by font size. Empty when none is found. Send it back with `process`.
   */
  outline: OutlineEntryData[];
}
