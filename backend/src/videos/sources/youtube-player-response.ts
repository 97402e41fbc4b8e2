/**
 * Reading YouTube's watch page: the `ytInitialPlayerResponse` JSON assigned in an inline script
 * holds the video details and the caption tracks (manual and auto-generated "asr").
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

/** Interprets a player response (from the watch page or the player API). */
export function readPlayerResponse(response: unknown): YouTubePlayerInfo {
  const r = (response ?? {}) as Record<string, any>;
  const details = r.videoDetails ?? {};
  const status: string = r.playabilityStatus?.status ?? 'ERROR';
  const thumbnails: { url?: string; width?: number }[] = details.thumbnail?.thumbnails ?? [];
  const best = [...thumbnails].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]?.url ?? null;
  const tracks: any[] = r.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
  const length = Number(details.lengthSeconds);
  return {
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
  };
}

/** Manual tracks before auto-generated ones; English first within each, then YouTube's order. */
export function rankCaptionTracks(tracks: YouTubeCaptionTrack[]): YouTubeCaptionTrack[] {
  const score = (t: YouTubeCaptionTrack) => (t.kind === 'asr' ? 2 : 0) + (/^en\b/i.test(t.languageCode) ? 0 : 1);
  return tracks.map((t, i) => ({ t, i })).sort((a, b) => score(a.t) - score(b.t) || a.i - b.i).map(({ t }) => t);
}

/** The track URL asking for the json3 format. */
export function timedTextUrl(baseUrl: string, format: 'json3' | 'vtt'): string {
  const url = new URL(baseUrl);
  url.searchParams.set('fmt', format);
  return url.toString();
}
