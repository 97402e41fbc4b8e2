import type { Types } from 'youtubei.js';

/**
 * Ways to ask YouTube for a video's player response, tried in order until one yields captions.
 * Names are what operators write in YOUTUBE_CLIENTS; all but `page` are InnerTube clients
 * (`/youtubei/v1/player` with that client's context, as youtubei.js sends it).
 */
export const YOUTUBE_STRATEGIES = {
  ios: 'IOS',
  android: 'ANDROID',
  web: 'WEB',
  mweb: 'MWEB',
  tv: 'TV',
  android_vr: 'ANDROID_VR',
  /** The web watch page's embedded ytInitialPlayerResponse (the oldest way; web-client caption URLs). */
  page: null,
} as const satisfies Record<string, Types.InnerTubeClient | null>;

export type YouTubeStrategy = keyof typeof YOUTUBE_STRATEGIES;

/** Mobile clients first: their caption URLs are not gated (2025–2026); the web ones come last. */
export const DEFAULT_YOUTUBE_STRATEGIES: YouTubeStrategy[] = ['ios', 'android', 'web', 'page'];

/** Parses YOUTUBE_CLIENTS ("ios,android,web"); unknown names stop the app at start with the list of known ones. */
export function parseYouTubeStrategies(value: string | undefined): YouTubeStrategy[] {
  if (!value?.trim()) return DEFAULT_YOUTUBE_STRATEGIES;
  const names = value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((name) => !(name in YOUTUBE_STRATEGIES));
  if (unknown.length || names.length === 0) {
    throw new Error(`YOUTUBE_CLIENTS: unknown ${unknown.join(', ') || 'value'}; use a comma-separated list of ${Object.keys(YOUTUBE_STRATEGIES).join(', ')}`);
  }
  return [...new Set(names)] as YouTubeStrategy[];
}
