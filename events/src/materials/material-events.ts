import type { DomainEvent } from '../envelope.js';
import type { CaptionOrigin, VideoMetadataResolved, VideoResubmitted, VideoSubmitted } from '../videos/video-events.js';

/**
 * Processing of learning material: a source (pasted text, PDF text, video) becomes cited study notes
 * and flashcards.
 *
 * Stream `material-<materialId>`: one source's processing lifecycle. For videos the material id is
 * also the video id (their events: videos/video-events.ts); for every source it is also the id of the
 * study notes it produces (`notes-<notesId>`, notes/notes-events.ts).
 *
 * Happy path on `material-<id>`: MaterialSubmitted | VideoSubmitted → (VideoMetadataResolved) →
 * SourceTextExtracted → ProcessingCompleted, with StudyNotesGenerated + FlashcardsGenerated appended to
 * `notes-<id>` in the same transaction as ProcessingCompleted. A stage that fails appends
 * ProcessingFailed (reason is user-facing). A failed video can be completed by uploading captions:
 * SourceTextExtracted (origin 'caption-upload') → ProcessingCompleted, or be sent again:
 * VideoResubmitted → VideoMetadataResolved → … as above.
 */

export type MaterialKind = 'text' | 'pdf' | 'video';
export type ProcessingStage = 'extract' | 'generate';

/** One piece of source text as kept for citations and search: PDF page, caption cue, or text paragraph. */
export interface SourceSegmentData {
  text: string;
  /** 1-based PDF page. */
  page?: number;
  /** Caption cue start/end in seconds. */
  start?: number;
  end?: number;
}

/** Where a generated item comes from: page (PDF) or time in seconds (video), plus the source sentence. */
export interface CitationData {
  page?: number;
  time?: number;
  quote: string;
}

export type MaterialSubmitted = DomainEvent<'MaterialSubmitted', {
  materialId: string;
  userId: string;
  kind: 'text' | 'pdf';
  /** Original file name of a PDF (as the client sent it). */
  filename: string | null;
  characterCount: number;
  submittedAt: string;
}>;

export type SourceTextExtracted = DomainEvent<'SourceTextExtracted', {
  materialId: string;
  kind: MaterialKind;
  title: string | null;
  segments: SourceSegmentData[];
  wordCount: number;
  pageCount: number | null;
  durationSeconds: number | null;
  /** Video only: where the captions came from. */
  captionOrigin: CaptionOrigin | null;
  /** Video only: caption language code when known. */
  language: string | null;
  extractedAt: string;
}>;

export type ProcessingFailed = DomainEvent<'ProcessingFailed', {
  materialId: string;
  stage: ProcessingStage;
  /** Shown to the learner as is. */
  reason: string;
  failedAt: string;
}>;

export type ProcessingCompleted = DomainEvent<'ProcessingCompleted', {
  materialId: string;
  notesId: string;
  flashcardCount: number;
  /** Generator that produced the notes, e.g. 'local' or 'openai:gpt-4o-mini'. */
  generator: string;
  completedAt: string;
}>;

export type MaterialEvent =
  | MaterialSubmitted | VideoSubmitted | VideoResubmitted | VideoMetadataResolved | SourceTextExtracted | ProcessingFailed | ProcessingCompleted;

export const materialStream = (materialId: string) => `material-${materialId}`;
