import type { CaptionOrigin, VideoChapterData, VideoProvider } from '@studyloop/events';
import type { CaptionCue } from '../captions/caption-parser.js';

/** The link is not a video we can work with (bad link, missing video, no video on the page): 400, nothing recorded. */
export class VideoLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoLinkError';
  }
}

/** The video exists but its captions cannot be had: the video is recorded as failed with this reason. */
export class CaptionsUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptionsUnavailable';
  }
}

export interface VideoMetadata {
  title: string | null;
  description: string | null;
  channelName: string | null;
  durationSeconds: number | null;
  thumbnailUrl: string | null;
  canonicalUrl: string | null;
}

export interface LoadedCaptions {
  cues: CaptionCue[];
  origin: CaptionOrigin;
  language: string | null;
}

export interface ResolvedVideo {
  provider: VideoProvider;
  externalId: string | null;
  metadata: VideoMetadata;
  /** The creator's chapters (YouTube description), in order; empty when none. */
  chapters?: VideoChapterData[];
  /** Fetches and parses the captions; throws CaptionsUnavailable with a learner-facing reason. */
  loadCaptions(): Promise<LoadedCaptions>;
}

export const NO_CAPTIONS_HINT = 'Upload a .vtt or .srt caption file for this video to finish processing.';
