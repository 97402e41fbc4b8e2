import { Logger } from '@nestjs/common';
import { CaptionFormatError, parseCaptions, type CaptionCue } from '../captions/caption-parser.js';
import { FetchError, type SafeFetcher } from '../../fetch/safe-fetcher.js';
import { InnerTubeClient } from './innertube.client.js';
import { CaptionsUnavailable, NO_CAPTIONS_HINT, VideoLinkError, type LoadedCaptions, type ResolvedVideo } from './video-source.js';
import { descriptionChapters } from './youtube-chapters.js';
import {
  extractJsonAssignment, isGatedCaptionUrl, rankCaptionTracks, readPlayerResponse, spokenLanguage, timedTextUrl,
  type YouTubeCaptionTrack, type YouTubePlayerInfo,
} from './youtube-player-response.js';
import { YOUTUBE_STRATEGIES, type YouTubeStrategy } from './youtube-strategies.js';
import { youTubeWatchUrl } from './youtube-url.js';

const PAGE_LIMIT = 8 * 1024 * 1024;
const CAPTION_LIMIT = 5 * 1024 * 1024;
const TRACKS_PER_STRATEGY = 2;
/** Skips the EU cookie-consent interstitial that would otherwise replace the watch page. */
const CONSENT_COOKIE = 'CONSENT=YES+cb.20240101-00-p0.en+FX+000; SOCS=CAI';

/** Why YouTube refused, in the learner's words, from its playability status and reason. */
export function refusalReason(info: Pick<YouTubePlayerInfo, 'status' | 'unplayableReason'>): string {
  const reason = info.unplayableReason ?? '';
  if (/private/i.test(reason)) return 'this video is private';
  if (/confirm your age|age[- ]restricted|inappropriate for some users/i.test(reason)) return 'this video is age-restricted (YouTube only shows it to signed-in adults)';
  if (/not a bot/i.test(reason)) return 'YouTube asked for a sign-in to check we are not a bot';
  if (/members|join this channel/i.test(reason)) return 'this video is for channel members only';
  if (info.status === 'LIVE_STREAM_OFFLINE') return 'this live stream has not started';
  if (/removed|terminated|no longer available|unavailable|does not exist/i.test(reason) || info.status === 'ERROR') return `this video is unavailable${reason && !/^video unavailable$/i.test(reason) ? ` (${reason})` : ''}`;
  return reason ? `YouTube says: ${reason}` : `YouTube answered ${info.status}`;
}

interface Attempt {
  strategy: YouTubeStrategy;
  info: YouTubePlayerInfo | null;
  problem: string | null;
}

/**
 * YouTube without an API key. Each strategy of the chain (YOUTUBE_CLIENTS) asks for the video's player
 * response; the first whose caption track gives captions wins. Caption URLs marked as needing a
 * proof-of-origin token (exp=xpe/xpv), and tracks that answer empty, move on to the next strategy
 * at once. Which strategy served a video is logged, so a change at YouTube shows at once.
 */
export class YouTubeSource {
  private readonly logger = new Logger('YouTube');

  constructor(
    private readonly fetcher: SafeFetcher,
    private readonly innertube: InnerTubeClient,
    private readonly strategies: readonly YouTubeStrategy[],
    private readonly baseUrl: string,
  ) {}

  async resolve(videoId: string): Promise<ResolvedVideo> {
    const attempts: Attempt[] = [];
    let captions: LoadedCaptions | null = null;
    for (const strategy of this.strategies) {
      const attempt = await this.attempt(strategy, videoId);
      attempts.push(attempt);
      if (attempt.info && !attempt.problem) {
        captions = await this.captionsOf(attempt);
        if (captions) {
          const skipped = attempts.slice(0, -1).map((a) => `${a.strategy}: ${a.problem}`);
          this.logger.log(`${videoId}: captions via ${strategy} (${captions.language}, ${captions.origin === 'youtube-auto' ? 'auto-generated' : 'manual'})${skipped.length ? ` after ${skipped.join('; ')}` : ''}`);
          break;
        }
      }
    }
    const details = attempts.find((a) => a.info?.title)?.info;
    if (!captions) this.logger.warn(`${videoId}: no captions (${attempts.map((a) => `${a.strategy}: ${a.problem}`).join('; ')})`);
    if (!details) throw new VideoLinkError(this.notFound(attempts));
    const chapters = descriptionChapters(details.description, details.durationSeconds);
    const found = captions;
    return {
      provider: 'youtube',
      externalId: videoId,
      metadata: {
        title: details.title,
        description: details.description,
        channelName: details.channelName,
        durationSeconds: details.durationSeconds,
        thumbnailUrl: details.thumbnailUrl,
        canonicalUrl: youTubeWatchUrl(videoId),
      },
      chapters,
      loadCaptions: async () => {
        if (found) return found;
        throw new CaptionsUnavailable(`${this.noCaptions(attempts)} ${NO_CAPTIONS_HINT}`);
      },
    };
  }

  /** One strategy's player response; `problem` says why it cannot serve captions. */
  private async attempt(strategy: YouTubeStrategy, videoId: string): Promise<Attempt> {
    let info: YouTubePlayerInfo;
    try {
      const client = YOUTUBE_STRATEGIES[strategy];
      info = client ? await this.innertube.player(videoId, client) : await this.watchPage(videoId);
    } catch (error) {
      return { strategy, info: null, problem: `failed: ${(error as Error).message}` };
    }
    if (!info.playable && info.captionTracks.length === 0) return { strategy, info, problem: `${info.status}: ${info.unplayableReason ?? ''}` };
    if (info.captionTracks.length === 0) return { strategy, info, problem: 'no caption tracks' };
    if (info.captionTracks.every((t) => isGatedCaptionUrl(t.baseUrl))) return { strategy, info, problem: 'caption URLs need a proof-of-origin token (exp=xpe)' };
    return { strategy, info, problem: null };
  }

  private async captionsOf(attempt: Attempt): Promise<LoadedCaptions | null> {
    const info = attempt.info!;
    const tracks = rankCaptionTracks(info.captionTracks, spokenLanguage(info)).filter((t) => !isGatedCaptionUrl(t.baseUrl));
    const problems: string[] = [];
    for (const track of tracks.slice(0, TRACKS_PER_STRATEGY)) {
      try {
        const cues = await this.trackCues(track);
        if (cues.length) return { cues, origin: track.kind === 'asr' ? 'youtube-auto' : 'youtube-manual', language: track.languageCode };
        // An empty 200 is how YouTube answers a gated URL: another client, not another wait.
        problems.push(`${track.languageCode}: empty answer`);
        break;
      } catch (error) {
        if (!(error instanceof FetchError) && !(error instanceof CaptionFormatError)) throw error;
        problems.push(`${track.languageCode}: ${error.message}`);
      }
    }
    attempt.problem = `captions: ${problems.join(', ') || 'none'}`;
    return null;
  }

  private async trackCues(track: YouTubeCaptionTrack): Promise<CaptionCue[]> {
    const url = this.local(timedTextUrl(track.baseUrl, 'json3'));
    const resource = await this.fetcher.fetch(url, { maxBytes: CAPTION_LIMIT, headers: { cookie: CONSENT_COOKIE } });
    const body = resource.text();
    if (!body.trim()) return [];
    return parseCaptions(body).cues;
  }

  /** The `page` strategy: the watch page's embedded player response. */
  private async watchPage(videoId: string): Promise<YouTubePlayerInfo> {
    const watchUrl = new URL('/watch', this.baseUrl);
    watchUrl.searchParams.set('v', videoId);
    watchUrl.searchParams.set('hl', 'en');
    const html = (await this.fetcher.fetch(watchUrl, { maxBytes: PAGE_LIMIT, headers: { cookie: CONSENT_COOKIE, accept: 'text/html' } })).text();
    const response = extractJsonAssignment(html, 'ytInitialPlayerResponse');
    if (!response) throw new Error('no player response in the watch page');
    return readPlayerResponse(response);
  }

  /** Caption URLs name www.youtube.com; with YOUTUBE_BASE_URL (tests) they go to that origin. */
  private local(url: string): string {
    const parsed = new URL(url);
    if (!/(^|\.)youtube\.com$/i.test(parsed.hostname)) return url;
    return new URL(parsed.pathname + parsed.search, this.baseUrl).toString();
  }

  private notFound(attempts: Attempt[]): string {
    const refused = attempts.find((a) => a.info && !a.info.playable && !/not a bot/i.test(a.info.unplayableReason ?? ''))?.info;
    if (refused) return `This YouTube video cannot be read: ${refusalReason(refused)}`;
    const failure = attempts.find((a) => a.problem?.startsWith('failed'))?.problem;
    return `Could not load this YouTube video${failure ? ` (${failure.replace(/^failed: /, '')})` : ''}`;
  }

  private noCaptions(attempts: Attempt[]): string {
    const answered = attempts.filter((a) => a.info);
    if (answered.some((a) => a.info!.playable && a.info!.captionTracks.length === 0) && !answered.some((a) => a.info!.captionTracks.length)) {
      return 'This YouTube video has no captions.';
    }
    const refused = answered.find((a) => !a.info!.playable)?.info;
    if (refused && !answered.some((a) => a.info!.playable)) return `YouTube does not let us read this video: ${refusalReason(refused)}.`;
    return `YouTube did not give us the captions of this video (${attempts.map((a) => `${a.strategy}: ${a.problem}`).join('; ')}).`;
  }
}
