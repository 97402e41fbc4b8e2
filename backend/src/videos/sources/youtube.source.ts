import { CaptionFormatError, parseCaptions } from '../captions/caption-parser.js';
import { FetchError, type SafeFetcher } from '../../materials/fetch/safe-fetcher.js';
import { CaptionsUnavailable, NO_CAPTIONS_HINT, VideoLinkError, type LoadedCaptions, type ResolvedVideo } from './video-source.js';
import { extractJsonAssignment, rankCaptionTracks, readPlayerResponse, timedTextUrl, type YouTubeCaptionTrack, type YouTubePlayerInfo } from './youtube-player-response.js';
import { youTubeWatchUrl } from './youtube-url.js';

const PAGE_LIMIT = 8 * 1024 * 1024;
const CAPTION_LIMIT = 5 * 1024 * 1024;
/** Skips the EU cookie-consent interstitial that would otherwise replace the watch page. */
const CONSENT_COOKIE = 'CONSENT=YES+cb.20240101-00-p0.en+FX+000; SOCS=CAI';

/**
 * YouTube without an API key, as a browser sees it: the watch page's `ytInitialPlayerResponse`
 * gives title, channel, duration, thumbnail and caption tracks; a track's timedtext URL gives the
 * captions (fmt=json3). `baseUrl` (YOUTUBE_BASE_URL) lets tests point it at a local fake.
 */
export class YouTubeSource {
  constructor(private readonly fetcher: SafeFetcher, private readonly baseUrl: string) {}

  async resolve(videoId: string): Promise<ResolvedVideo> {
    const info = await this.playerInfo(videoId);
    if (!info.title) {
      throw new VideoLinkError(`This YouTube video is not available${info.unplayableReason ? `: ${info.unplayableReason}` : ''}`);
    }
    return {
      provider: 'youtube',
      externalId: videoId,
      metadata: {
        title: info.title,
        description: info.description,
        channelName: info.channelName,
        durationSeconds: info.durationSeconds,
        thumbnailUrl: info.thumbnailUrl,
        canonicalUrl: youTubeWatchUrl(videoId),
      },
      loadCaptions: () => this.captions(info),
    };
  }

  private async playerInfo(videoId: string): Promise<YouTubePlayerInfo> {
    const watchUrl = new URL('/watch', this.baseUrl);
    watchUrl.searchParams.set('v', videoId);
    watchUrl.searchParams.set('hl', 'en');
    let html: string;
    try {
      html = (await this.fetcher.fetch(watchUrl, { maxBytes: PAGE_LIMIT, headers: { cookie: CONSENT_COOKIE, accept: 'text/html' } })).text();
    } catch (error) {
      if (error instanceof FetchError) throw new VideoLinkError(`Could not load this YouTube video: ${error.message}`);
      throw error;
    }
    const response = extractJsonAssignment(html, 'ytInitialPlayerResponse');
    if (!response) throw new VideoLinkError('Could not read this YouTube video page (YouTube may have changed its page or asked for a sign-in)');
    return readPlayerResponse(response);
  }

  private async captions(info: YouTubePlayerInfo): Promise<LoadedCaptions> {
    if (!info.playable && info.captionTracks.length === 0) {
      throw new CaptionsUnavailable(`YouTube does not let us read this video (${info.unplayableReason ?? 'not playable'}). ${NO_CAPTIONS_HINT}`);
    }
    const tracks = rankCaptionTracks(info.captionTracks);
    if (tracks.length === 0) throw new CaptionsUnavailable(`This YouTube video has no captions. ${NO_CAPTIONS_HINT}`);
    const problems: string[] = [];
    for (const track of tracks.slice(0, 3)) {
      try {
        const cues = await this.trackCues(track);
        if (cues.length) return { cues, origin: track.kind === 'asr' ? 'youtube-auto' : 'youtube-manual', language: track.languageCode };
        problems.push(`${track.name}: empty`);
      } catch (error) {
        if (!(error instanceof FetchError) && !(error instanceof CaptionFormatError)) throw error;
        problems.push(`${track.name}: ${error.message}`);
      }
    }
    throw new CaptionsUnavailable(`YouTube did not return the captions of this video (${problems.join('; ')}). ${NO_CAPTIONS_HINT}`);
  }

  private async trackCues(track: YouTubeCaptionTrack) {
    const resource = await this.fetcher.fetch(timedTextUrl(track.baseUrl, 'json3'), { maxBytes: CAPTION_LIMIT, headers: { cookie: CONSENT_COOKIE } });
    const body = resource.text();
    if (!body.trim()) return [];
    return parseCaptions(body).cues;
  }
}
