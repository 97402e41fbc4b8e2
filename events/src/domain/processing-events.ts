import type { DomainEvent } from '../envelope.js';

/**
 * Processing of learning material: a source (pasted text, PDF text, video) becomes cited study notes
 * and flashcards.
 *
 * Streams:
 * - `material-<materialId>`: one source's processing lifecycle. For videos the material id is also
 *   the video id; for every source it is also the id of the study notes it produces.
 * - `notes-<notesId>`: the generated notes and their cards (notesId === materialId), then visibility.
 * - `video-quota-<userId>-<YYYY-MM>`: one `VideoQuotaConsumed` per video submitted that UTC month and
 *   one `VideoQuotaReleased` when that video then failed, so consumed − released is the month's count
 *   (free-tier limit, `GET /api/user/usage`). Streams written before releases existed hold only
 *   consumptions.
 * - `video-link-<userId>-<linkHash>`: `VideoLinkClaimed` per attempt at one video link (same YouTube
 *   video however the link is written), appended with the VideoSubmitted it names: a learner's second
 *   submission of a link finds the first instead of making a copy.
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

export type VideoProvider = 'youtube' | 'caption-file' | 'web-page';
export type CaptionOrigin = 'youtube-manual' | 'youtube-auto' | 'caption-file' | 'web-page-track' | 'caption-upload';

export type MaterialSubmitted = DomainEvent<'MaterialSubmitted', {
  materialId: string;
  userId: string;
  kind: 'text' | 'pdf';
  /** Original file name of a PDF (as the client sent it). */
  filename: string | null;
  characterCount: number;
  submittedAt: string;
}>;

export type VideoSubmitted = DomainEvent<'VideoSubmitted', {
  materialId: string;
  userId: string;
  /** The URL as the learner gave it (trimmed). */
  url: string;
  provider: VideoProvider;
  /** YouTube video id when provider is 'youtube'. */
  externalId: string | null;
  submittedAt: string;
}>;

/**
 * A failed video's link sent again by its learner: processing starts over on the same material (one
 * video per link), followed by VideoMetadataResolved as freshly read.
 */
export type VideoResubmitted = DomainEvent<'VideoResubmitted', {
  materialId: string;
  userId: string;
  /** The URL as the learner gave it this time (trimmed). */
  url: string;
  resubmittedAt: string;
}>;

/** Appended to `video-quota-<userId>-<month>` atomically with VideoSubmitted (expected version = count read). */
export type VideoQuotaConsumed = DomainEvent<'VideoQuotaConsumed', {
  userId: string;
  materialId: string;
  /** UTC month, 'YYYY-MM'. */
  month: string;
  /** Whether the user was on the free tier (limit enforced) when the video was submitted. */
  limited: boolean;
}>;

/** The video `materialId` failed: its VideoQuotaConsumed of `month` no longer counts. */
export type VideoQuotaReleased = DomainEvent<'VideoQuotaReleased', {
  userId: string;
  materialId: string;
  month: string;
  releasedAt: string;
}>;

/** On `video-link-<userId>-<linkHash>`: the learner's link `linkKey` is being processed as `materialId`. */
export type VideoLinkClaimed = DomainEvent<'VideoLinkClaimed', {
  userId: string;
  materialId: string;
  /** 'youtube:<videoId>' or the normalised URL. */
  linkKey: string;
  claimedAt: string;
}>;

/** A creator's chapter of a video (from "0:00 Intro" lines in its description). */
export interface VideoChapterData {
  title: string;
  /** Seconds. */
  start: number;
}

export type VideoMetadataResolved = DomainEvent<'VideoMetadataResolved', {
  materialId: string;
  title: string | null;
  description: string | null;
  channelName: string | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
  /** Canonical watch URL when known (e.g. https://www.youtube.com/watch?v=ID). */
  canonicalUrl: string | null;
  /** The creator's chapters, in order (absent in events recorded before chapters were read). */
  chapters?: VideoChapterData[];
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
export type FlashcardKind = 'definition' | 'concept' | 'cloze';
export type FlashcardDifficulty = 'easy' | 'medium' | 'hard';

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

export interface GeneratedFlashcardData {
  /** Stream id of the card's own history (reviews): `flashcard-<flashcardId>`. */
  flashcardId: string;
  question: string;
  answer: string;
  kind: FlashcardKind;
  difficulty: FlashcardDifficulty;
  citation: CitationData;
  /** Index into the notes' sections of the section the card comes from. */
  section?: number;
}

export type FlashcardsGenerated = DomainEvent<'FlashcardsGenerated', {
  notesId: string;
  userId: string;
  cards: GeneratedFlashcardData[];
  generatedAt: string;
}>;

export type StudyNotesVisibilityChanged = DomainEvent<'StudyNotesVisibilityChanged', {
  notesId: string;
  isPublic: boolean;
  changedBy: string;
  changedAt: string;
}>;

export type NotesEvent = StudyNotesGenerated | FlashcardsGenerated | StudyNotesVisibilityChanged;

export type VideoQuotaEvent = VideoQuotaConsumed | VideoQuotaReleased;

export type ProcessingEvent = MaterialEvent | NotesEvent | VideoQuotaEvent | VideoLinkClaimed;

export const materialStream = (materialId: string) => `material-${materialId}`;
export const notesStream = (notesId: string) => `notes-${notesId}`;
export const flashcardStream = (flashcardId: string) => `flashcard-${flashcardId}`;
