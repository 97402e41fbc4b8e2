import { CaptionFormatError, parseCaptions } from '../captions/caption-parser.js';
import { FetchError, type FetchedResource, type SafeFetcher } from '../../fetch/safe-fetcher.js';
import { readPage, rankTracks, type PageInfo } from './html-meta.js';
import type { VideoChapterData } from '@studyloop/events';
import { CaptionsUnavailable, NO_CAPTIONS_HINT, VideoLinkError, type LoadedCaptions, type ResolvedVideo } from './video-source.js';
import { youTubeVideoId } from './youtube-url.js';

const PAGE_LIMIT = 5 * 1024 * 1024;
const CAPTION_LIMIT = 5 * 1024 * 1024;
const CAPTION_TYPES = /^(text\/vtt|application\/x-subrip|text\/srt|application\/srt)/;
const MEDIA_EXTENSIONS = /\.(mp4|m4v|webm|mov|mkv|ogv|ogg|mp3|m4a|wav|m3u8|mpd)$/i;

function titleFromPath(url: URL): string | null {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim();
  return last ? last.charAt(0).toUpperCase() + last.slice(1) : null;
}

/**
 * Everything that is not a YouTube link: a direct WebVTT/SRT file, a page with
 * `<track kind="captions">`, or a page whose og:video is a YouTube video or an embed page with tracks.
 */
export class WebPageSource {
  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly resolveYouTube: (videoId: string, pageUrl: URL, page: PageInfo) => Promise<ResolvedVideo>,
  ) {}

  async resolve(url: URL): Promise<ResolvedVideo> {
    if (MEDIA_EXTENSIONS.test(url.pathname)) {
      // Through the same address policy as pages and captions (and reachable) before anything is recorded.
      const media = await this.load(url, PAGE_LIMIT, 'Could not load this link', true);
      return this.bareMediaFile(media.url);
    }
    const resource = await this.load(url, PAGE_LIMIT, 'Could not load this link');
    const body = resource.text();
    if (CAPTION_TYPES.test(resource.contentType) || /\.(vtt|srt)$/i.test(resource.url.pathname) || /^\uFEFF?WEBVTT/.test(body.trimStart())) {
      return this.captionFile(resource, body);
    }
    if (/^(video|audio)\//.test(resource.contentType)) return this.bareMediaFile(resource.url);
    if (!/html|xml/.test(resource.contentType) && !/<html|<head|<meta/i.test(body.slice(0, 4096))) {
      throw new VideoLinkError('This link is not a video: paste a YouTube link, a web page with a video, or a .vtt/.srt caption file');
    }
    return this.page(resource.url, readPage(body, resource.url), 0);
  }

  private async load(url: URL | string, maxBytes: number, what: string, headersOnly = false): Promise<FetchedResource> {
    try {
      return await this.fetcher.fetch(url, { maxBytes, skipMediaBodies: true, headersOnly });
    } catch (error) {
      if (error instanceof FetchError) throw new VideoLinkError(`${what}: ${error.message}`);
      throw error;
    }
  }

  private captionFile(resource: FetchedResource, body: string): ResolvedVideo {
    let cues;
    try {
      cues = parseCaptions(body, resource.url.pathname).cues;
    } catch (error) {
      if (error instanceof CaptionFormatError) throw new VideoLinkError(`This caption file cannot be used: ${error.message}`);
      throw error;
    }
    const last = cues[cues.length - 1];
    return {
      provider: 'caption-file',
      externalId: null,
      metadata: { title: titleFromPath(resource.url), description: null, channelName: resource.url.hostname, durationSeconds: last ? Math.round(last.end) : null, thumbnailUrl: null, canonicalUrl: null },
      loadCaptions: async () => ({ cues, origin: 'caption-file', language: null }),
    };
  }

  private bareMediaFile(url: URL): ResolvedVideo {
    return {
      provider: 'web-page',
      externalId: null,
      metadata: { title: titleFromPath(url), description: null, channelName: url.hostname, durationSeconds: null, thumbnailUrl: null, canonicalUrl: null },
      loadCaptions: async () => { throw new CaptionsUnavailable(`This is a video file without captions we can read. ${NO_CAPTIONS_HINT}`); },
    };
  }

  private async page(url: URL, page: PageInfo, depth: number): Promise<ResolvedVideo> {
    const embedded = [...page.videoUrls, ...page.iframes].map((u) => ({ u, id: youTubeVideoId(new URL(u)) })).find((x) => x.id);
    if (embedded?.id) return this.resolveYouTube(embedded.id, url, page);
    const tracks = rankTracks(page.tracks);
    const metadata = {
      title: page.title, description: page.description, channelName: page.siteName ?? url.hostname,
      durationSeconds: page.durationSeconds, thumbnailUrl: page.image, canonicalUrl: null,
    };
    if (tracks.length) {
      return { provider: 'web-page', externalId: null, metadata, chapters: await this.chapters(page.chapterTracks), loadCaptions: () => this.trackCaptions(tracks) };
    }
    // og:video may be an embeddable player page that declares the tracks itself (one level deep).
    const playerPage = depth === 0 ? page.videoUrls.find((u) => !MEDIA_EXTENSIONS.test(new URL(u).pathname)) : undefined;
    if (playerPage) {
      const resource = await this.load(playerPage, PAGE_LIMIT, 'Could not load the video player of this page').catch(() => null);
      if (resource && /html/.test(resource.contentType)) {
        const inner = await this.page(resource.url, readPage(resource.text(), resource.url), depth + 1).catch(() => null);
        if (inner) return { ...inner, metadata: { ...inner.metadata, ...Object.fromEntries(Object.entries(metadata).filter(([, v]) => v !== null)) } };
      }
    }
    if (page.videoUrls.length || page.mediaUrls.length) {
      return {
        provider: 'web-page', externalId: null, metadata,
        loadCaptions: async () => { throw new CaptionsUnavailable(`This page's video declares no captions. ${NO_CAPTIONS_HINT}`); },
      };
    }
    throw new VideoLinkError('No video found at this link: paste a YouTube link, a page with a captioned video, or a .vtt/.srt caption file');
  }

  /** A `<track kind="chapters">` WebVTT: each cue's text is a chapter title, its start the chapter's. Best effort. */
  private async chapters(sources: string[]): Promise<VideoChapterData[]> {
    for (const src of sources.slice(0, 1)) {
      try {
        const resource = await this.fetcher.fetch(src, { maxBytes: CAPTION_LIMIT });
        const chapters: VideoChapterData[] = [];
        for (const cue of parseCaptions(resource.text(), resource.url.pathname).cues) {
          const title = cue.text.replace(/\s+/g, ' ').trim().slice(0, 200);
          if (title && (chapters.length === 0 || cue.start > chapters[chapters.length - 1].start)) chapters.push({ title, start: cue.start });
        }
        if (chapters.length >= 2) return chapters;
      } catch (error) {
        if (!(error instanceof FetchError) && !(error instanceof CaptionFormatError)) throw error;
      }
    }
    return [];
  }

  private async trackCaptions(tracks: PageInfo['tracks']): Promise<LoadedCaptions> {
    const problems: string[] = [];
    for (const track of tracks.slice(0, 3)) {
      try {
        const resource = await this.fetcher.fetch(track.src, { maxBytes: CAPTION_LIMIT });
        const { cues } = parseCaptions(resource.text(), resource.url.pathname);
        return { cues, origin: 'web-page-track', language: track.srclang };
      } catch (error) {
        if (!(error instanceof FetchError) && !(error instanceof CaptionFormatError)) throw error;
        problems.push(`${track.label ?? track.srclang ?? 'track'}: ${error.message}`);
      }
    }
    throw new CaptionsUnavailable(`The captions of this video could not be loaded (${problems.join('; ')}). ${NO_CAPTIONS_HINT}`);
  }
}
