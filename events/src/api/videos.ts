/**
 * Videos. Routes:
 * - POST /api/videos/process ProcessVideoPayload (session) → 201 ProcessVideoResult.
 *   A link the learner already processed (same YouTube video id however written; else the same
 *   normalised URL) answers with the existing notes, fetches nothing and counts nothing; while the
 *   first submission is still processing, the second waits for it (409 after two minutes). A link
 *   whose video failed is processed again on the same video.
 *   400: not a usable video link (bad URL, YouTube link without a video, private or unavailable video,
 *   page without a video, unreachable, private/local address) — nothing recorded, nothing counted.
 *   403: free plan's monthly limit; message contains 'limit reached'.
 *   422: the video exists but its captions cannot be had (or notes cannot be generated): the video is
 *   recorded as 'failed' with `failureReason` (why: age-restricted, no captions, …), does not count
 *   toward the month, and can be finished with POST /api/videos/{id}/captions.
 * - POST /api/videos/{id}/captions multipart `file` (.vtt/.srt ≤ 2 MB; optional field `jobId`), owner
 *   only, failed videos only → 201 ProcessVideoResult (notes id = video id; counts the video).
 *   404 not yours / unknown; 409 not failed; 400 not a caption file; 403 monthly limit.
 * - GET /api/videos/recent → VideoView[] (≤ 12, newest first): the caller's videos and videos whose
 *   notes are public. Anonymous callers see only the latter.
 * - GET /api/videos/my-videos (session) → VideoView[] newest first.
 * Free plan: FREE_VIDEOS_PER_MONTH videos per UTC month (`GET /api/user/usage`); premium, pro and
 * admin unlimited.
 */
import { z } from 'zod';
import { storableString, tokenString } from './text.js';
import type { FlashcardView, StudyNotesRef } from './notes.js';

/** Scheme, then a host without spaces; the server parses it fully. (No URL global here: events has no DOM/Node types.) */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

export const videoUrlPayload = storableString({ error: 'Please enter a video URL' }).trim()
  .min(1, 'Please enter a video URL')
  .max(2048, 'That URL is too long')
  .refine((value) => HTTP_URL.test(value), 'Please enter a valid video URL starting with http:// or https://');

/** `POST /api/videos/process`. `jobId` (optional, client-chosen) is echoed in `processing:progress`. */
export const processVideoPayload = z.object({
  url: videoUrlPayload,
  jobId: tokenString('jobId').optional(),
});
export type ProcessVideoPayload = z.infer<typeof processVideoPayload>;

/** Reply of `POST /api/videos/process` and `POST /api/videos/{id}/captions` (201). */
export interface ProcessVideoResult {
  flashcards: FlashcardView[];
  studyNotes: StudyNotesRef;
  /** Set when the learner had already processed this link: these are the existing notes (nothing counted). */
  alreadyProcessed?: true;
}

export type VideoProcessingStatus = 'processing' | 'completed' | 'failed';

/** A video as the spec's Video entity, plus failure reason and the id of its notes. */
export interface VideoView {
  /** Also the id of its study notes once completed. */
  id: string;
  title: string | null;
  url: string;
  /** Where to watch it: YouTube's canonical watch URL, else the link as given (the UI adds the time). */
  watchUrl: string;
  description: string | null;
  thumbnail: string | null;
  /** Same as `thumbnail` (the spec names both). */
  thumbnailUrl: string | null;
  channelName: string | null;
  /** Seconds; null when unknown. */
  duration: number | null;
  isProcessed: boolean;
  processingStatus: VideoProcessingStatus;
  /** Why processing failed (user-facing), when failed. */
  failureReason: string | null;
  /** Set when completed: open /notes/{studyNotesId}. */
  studyNotesId: string | null;
  provider: 'youtube' | 'caption-file' | 'web-page';
  createdAt: string;
  /** The owner; the UI compares it with the current user (e.g. to offer a caption upload on failure). */
  userId: string;
}

/** `POST /api/videos/{id}/captions` (owner, failed video): multipart field `file`, a .vtt or .srt up to this size. */
export const MAX_CAPTION_FILE_BYTES = 2 * 1024 * 1024;

