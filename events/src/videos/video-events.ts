import type { DomainEvent } from '../envelope.js';

/**
 * Videos as material: their submissions and metadata on `material-<materialId>` (materials/), and
 * two streams of their own:
 * - `video-quota-<userId>-<YYYY-MM>`: one `VideoQuotaConsumed` per video submitted that UTC month and
 *   one `VideoQuotaReleased` when that video then failed, so consumed − released is the month's count
 *   (free-tier limit, `GET /api/user/usage`). Streams written before releases existed hold only
 *   consumptions.
 * - `video-link-<userId>-<linkHash>`: `VideoLinkClaimed` per attempt at one video link (same YouTube
 *   video however the link is written), appended with the VideoSubmitted it names: a learner's second
 *   submission of a link finds the first instead of making a copy.
 */

export type VideoProvider = 'youtube' | 'caption-file' | 'web-page';
export type CaptionOrigin = 'youtube-manual' | 'youtube-auto' | 'caption-file' | 'web-page-track' | 'caption-upload';

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

export type VideoQuotaEvent = VideoQuotaConsumed | VideoQuotaReleased;

export const videoQuotaStream = (userId: string, month: string) => `video-quota-${userId}-${month}`;
