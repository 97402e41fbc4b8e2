/**
 * YouTube's player response (InnerTube `/youtubei/v1/player`, or `ytInitialPlayerResponse` in the
 * watch page) as we use it: playability, video details and caption tracks (manual and "asr").
 */
import { mediaDuration } from '../../common/bounded-number.js';

export interface YouTubeCaptionTrack {
  baseUrl: string;
  languageCode: string;
  name: string;
  /** 'asr' for auto-generated tracks. */
  kind: string | null;
  vssId: string | null;
}

export interface YouTubePlayerInfo {
  /** playabilityStatus.status: OK, LOGIN_REQUIRED, UNPLAYABLE, ERROR, LIVE_STREAM_OFFLINE, … */
  status: string;
  playable: boolean;
  /** Why it is not playable (YouTube's words), when not. */
  unplayableReason: string | null;
  videoId: string | null;
  title: string | null;
  channelName: string | null;
  durationSeconds: number | null;
  description: string | null;
  thumbnailUrl: string | null;
  captionTracks: YouTubeCaptionTrack[];
  /** Language of the track YouTube would show by default, when it says. */
  defaultCaptionLanguage: string | null;
}

/** Finds `ytInitialPlayerResponse = {...}` and returns the object literal, matched brace by brace (strings respected). */
export function extractJsonAssignment(html: string, variable: string): unknown | null {
  const pattern = new RegExp(`(?:var\\s+|window\\[["']|\\b)${variable}["']?\\]?\\s*=\\s*\\{`, 'g');
  for (const match of html.matchAll(pattern)) {
    const start = match.index! + match[0].length - 1;
    const end = matchingBrace(html, start);
    if (end < 0) continue;
    try {
      return JSON.parse(html.slice(start, end + 1));
    } catch {
      // try the next occurrence
    }
  }
  return null;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

function textOf(value: unknown): string | null {
  const v = value as { simpleText?: string; runs?: { text?: string }[] } | undefined;
  if (!v) return null;
  if (typeof v.simpleText === 'string') return v.simpleText;
  if (Array.isArray(v.runs)) return v.runs.map((r) => r.text ?? '').join('') || null;
  return null;
}

/** Interprets a raw player response (watch page). */
export function readPlayerResponse(response: unknown): YouTubePlayerInfo {
  const r = (response ?? {}) as Record<string, any>;
  const details = r.videoDetails ?? {};
  const status: string = r.playabilityStatus?.status ?? 'ERROR';
  const thumbnails: { url?: string; width?: number }[] = details.thumbnail?.thumbnails ?? [];
  const best = [...thumbnails].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]?.url ?? null;
  const renderer = r.captions?.playerCaptionsTracklistRenderer ?? {};
  const tracks: any[] = renderer.captionTracks ?? [];
  const length = Number(details.lengthSeconds);
  const audio = renderer.audioTracks?.[renderer.defaultAudioTrackIndex ?? 0];
  const defaultTrack = typeof audio?.defaultCaptionTrackIndex === 'number' ? tracks[audio.defaultCaptionTrackIndex] : undefined;
  return {
    status,
    playable: status === 'OK',
    unplayableReason: status === 'OK' ? null : (r.playabilityStatus?.reason ?? textOf(r.playabilityStatus?.errorScreen?.playerErrorMessageRenderer?.reason) ?? status),
    videoId: details.videoId ?? null,
    title: details.title ?? r.microformat?.playerMicroformatRenderer?.title?.simpleText ?? null,
    channelName: details.author ?? r.microformat?.playerMicroformatRenderer?.ownerChannelName ?? null,
    durationSeconds: mediaDuration(length),
    description: details.shortDescription ?? null,
    thumbnailUrl: best,
    captionTracks: tracks
      .filter((t) => typeof t?.baseUrl === 'string')
      .map((t) => ({ baseUrl: t.baseUrl, languageCode: t.languageCode ?? 'und', name: textOf(t.name) ?? t.languageCode ?? '', kind: t.kind ?? null, vssId: t.vssId ?? null })),
    defaultCaptionLanguage: typeof defaultTrack?.languageCode === 'string' ? defaultTrack.languageCode : null,
  };
}

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];

/**
 * The video's spoken language: the auto-generated (ASR) track is transcribed from the audio, so its
 * language is the video's; else the track YouTube shows by default; else unknown.
 */
export function spokenLanguage(info: Pick<YouTubePlayerInfo, 'captionTracks' | 'defaultCaptionLanguage'>): string | null {
  const asr = info.captionTracks.find((t) => t.kind === 'asr');
  return asr ? primary(asr.languageCode) : info.defaultCaptionLanguage ? primary(info.defaultCaptionLanguage) : null;
}

/**
 * Best first: manual tracks in the video's language, then its auto-generated track, then manual
 * tracks in other languages (English first), then other auto-generated ones; YouTube's order within each.
 */
export function rankCaptionTracks(tracks: YouTubeCaptionTrack[], language: string | null = null): YouTubeCaptionTrack[] {
  const spoken = (t: YouTubeCaptionTrack) => language !== null && primary(t.languageCode) === language;
  const score = (t: YouTubeCaptionTrack) => {
    const asr = t.kind === 'asr';
    if (spoken(t)) return asr ? 1 : 0;
    const english = primary(t.languageCode) === 'en' ? 0 : 1;
    return (asr ? 4 : 2) + english;
  };
  return tracks.map((t, i) => ({ t, i })).sort((a, b) => score(a.t) - score(b.t) || a.i - b.i).map(({ t }) => t);
}

/**
 * Caption URLs that need a proof-of-origin token (since mid-2025 the web clients get them, marked
 * exp=xpe or exp=xpv): without the token YouTube answers 200 with an empty body.
 */
export function isGatedCaptionUrl(baseUrl: string): boolean {
  try {
    const exp = new URL(baseUrl).searchParams.get('exp') ?? '';
    return exp.split(',').some((flag) => flag === 'xpe' || flag === 'xpv');
  } catch {
    return false;
  }
}

/** The track URL asking for the json3 format. */
export function timedTextUrl(baseUrl: string, format: 'json3' | 'vtt'): string {
  const url = new URL(baseUrl);
  url.searchParams.set('fmt', format);
  return url.toString();
}
