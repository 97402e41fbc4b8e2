import { SafeFetcher } from '../../fetch/safe-fetcher.js';
import { InnerTubeClient, safeFetch } from './innertube.client.js';
import type { PageInfo } from './html-meta.js';
import { VideoLinkError, type ResolvedVideo } from './video-source.js';
import { WebPageSource } from './web-page.source.js';
import { YouTubeSource } from './youtube.source.js';
import { DEFAULT_YOUTUBE_STRATEGIES, type YouTubeStrategy } from './youtube-strategies.js';
import { isYouTubeHost, youTubeVideoId } from './youtube-url.js';

export const DEFAULT_YOUTUBE_BASE_URL = 'https://www.youtube.com';

/** Picks the source for a learner's link; throws VideoLinkError (400) when it is no usable video. */
export class VideoSourceResolver {
  private readonly youtube: YouTubeSource;
  private readonly web: WebPageSource;

  constructor(fetcher: SafeFetcher, youtube: { baseUrl?: string | null; strategies?: readonly YouTubeStrategy[] } = {}) {
    const baseUrl = youtube.baseUrl || DEFAULT_YOUTUBE_BASE_URL;
    const origin = baseUrl === DEFAULT_YOUTUBE_BASE_URL ? null : new URL(baseUrl);
    this.youtube = new YouTubeSource(fetcher, new InnerTubeClient(safeFetch(fetcher, origin)), youtube.strategies ?? DEFAULT_YOUTUBE_STRATEGIES, baseUrl);
    this.web = new WebPageSource(fetcher, (id, pageUrl, page) => this.youTubeFromPage(id, pageUrl, page));
  }

  /** Checks the link's form only (no network), so bad links are refused before anything is recorded. */
  static classify(raw: string): { url: URL; provider: 'youtube' | 'web'; youtubeId: string | null } {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw new VideoLinkError('Please enter a valid video URL starting with http:// or https://');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new VideoLinkError('Please enter a valid video URL starting with http:// or https://');
    if (url.username || url.password) throw new VideoLinkError('Links with a user name or password are not supported');
    if (isYouTubeHost(url)) {
      const id = youTubeVideoId(url);
      if (!id) throw new VideoLinkError('This YouTube link has no video in it: use a watch, youtu.be, shorts or embed link');
      return { url, provider: 'youtube', youtubeId: id };
    }
    return { url, provider: 'web', youtubeId: null };
  }

  resolve(link: ReturnType<typeof VideoSourceResolver.classify>): Promise<ResolvedVideo> {
    return link.youtubeId ? this.youtube.resolve(link.youtubeId) : this.web.resolve(link.url);
  }

  private async youTubeFromPage(videoId: string, _pageUrl: URL, page: PageInfo): Promise<ResolvedVideo> {
    const video = await this.youtube.resolve(videoId);
    return { ...video, metadata: { ...video.metadata, description: video.metadata.description ?? page.description } };
  }
}

export { VideoLinkError };
