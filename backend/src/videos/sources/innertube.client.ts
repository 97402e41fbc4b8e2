import type { Innertube, Types } from 'youtubei.js';
import { FetchError, type SafeFetcher } from '../../fetch/safe-fetcher.js';
import type { YouTubePlayerInfo } from './youtube-player-response.js';

const PLAYER_LIMIT = 8 * 1024 * 1024;

let library: Promise<typeof import('youtubei.js')> | undefined;

/** youtubei.js (~10 MB of heap, ~40 MB RSS) loads with the first YouTube link, not at startup. */
function youtubei(): Promise<typeof import('youtubei.js')> {
  return (library ??= import('youtubei.js').then((loaded) => {
    // It warns on the console about renderers it does not know yet; we read few fields.
    loaded.Log.setLevel(loaded.Log.Level.ERROR);
    return loaded;
  }));
}

/**
 * youtubei.js's `fetch`, carried by our SafeFetcher (size and time limits, no private addresses).
 * `origin` (YOUTUBE_BASE_URL, tests) sends youtube.com requests to another origin.
 */
export function safeFetch(fetcher: SafeFetcher, origin: URL | null): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    let url = new URL(request.url);
    if (origin && /(^|\.)youtube\.com$/i.test(url.hostname)) url = new URL(url.pathname + url.search, origin);
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => { if (name !== 'content-length') headers[name] = value; });
    const body = method === 'POST' ? await request.text() : undefined;
    try {
      const resource = await fetcher.fetch(url, { method, headers, body, maxBytes: PLAYER_LIMIT });
      return new Response(new Uint8Array(resource.body), { status: resource.status, headers: { 'content-type': resource.contentType } });
    } catch (error) {
      // youtubei.js reports HTTP errors itself; anything else (refused, timeout) stays our FetchError.
      if (error instanceof FetchError && error.status) return new Response(error.message, { status: error.status });
      throw error;
    }
  };
}

const NO_VIDEO: YouTubePlayerInfo = {
  status: 'ERROR', playable: false, unplayableReason: null, videoId: null, title: null, channelName: null, durationSeconds: null,
  description: null, thumbnailUrl: null, captionTracks: [], defaultCaptionLanguage: null,
};

/**
 * YouTube's InnerTube API through youtubei.js, which keeps each client's context (name, version,
 * user agent, device) current as YouTube changes. The session is made locally (no network) and
 * without the JS player: we only read player responses, never decipher stream URLs.
 */
export class InnerTubeClient {
  private session: Promise<Innertube> | null = null;

  constructor(private readonly fetchFn: typeof fetch) {}

  async player(videoId: string, client: Types.InnerTubeClient): Promise<YouTubePlayerInfo> {
    const [innertube, { Utils }] = await Promise.all([this.innertube(), youtubei()]);
    let info;
    try {
      info = await innertube.getBasicInfo(videoId, { client });
    } catch (error) {
      // youtubei.js throws on status ERROR (removed, terminated, never existed), with the status attached.
      const status = error instanceof Utils.InnertubeError ? (error.info as { status?: string; reason?: string } | undefined) : undefined;
      if (status?.status !== 'ERROR') throw error;
      return { ...NO_VIDEO, videoId, status: 'ERROR', unplayableReason: status.reason || 'Video unavailable' };
    }
    const details = info.basic_info;
    const status = info.playability_status?.status ?? 'ERROR';
    const thumbnails = [...(details.thumbnail ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
    const tracklist = info.captions;
    const tracks = tracklist?.caption_tracks ?? [];
    const audio = tracklist?.audio_tracks?.[tracklist.default_audio_track_index ?? 0];
    const defaultTrack = audio?.default_caption_track_index !== undefined ? tracks[audio.default_caption_track_index] : undefined;
    return {
      status,
      playable: status === 'OK',
      unplayableReason: status === 'OK' ? null : (info.playability_status?.reason || status),
      videoId: details.id ?? null,
      title: details.title ?? null,
      channelName: details.author ?? details.channel?.name ?? null,
      durationSeconds: details.duration && details.duration > 0 ? details.duration : null,
      description: details.short_description ?? null,
      thumbnailUrl: thumbnails[0]?.url ?? null,
      captionTracks: tracks.filter((t) => typeof t.base_url === 'string').map((t) => ({
        baseUrl: t.base_url, languageCode: t.language_code ?? 'und', name: t.name?.toString() ?? t.language_code ?? '', kind: t.kind ?? null, vssId: t.vss_id ?? null,
      })),
      defaultCaptionLanguage: defaultTrack?.language_code ?? null,
    };
  }

  private innertube(): Promise<Innertube> {
    this.session ??= youtubei().then(({ Innertube }) => Innertube.create({
      fetch: this.fetchFn,
      generate_session_locally: true,
      retrieve_player: false,
      retrieve_innertube_config: false,
      enable_session_cache: false,
      lang: 'en',
      location: 'US',
    })).catch((error) => {
      this.session = null;
      throw error;
    });
    return this.session;
  }
}
