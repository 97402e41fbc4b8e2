import { cleanSourceText } from '@studyloop/events';
import { mediaDuration } from '../../common/bounded-number.js';
import { decodeEntities } from '../captions/caption-parser.js';

/** Just enough HTML reading for link previews: attributes of <meta>, <track>, <video>/<source> and the <title>. */

export type Attributes = Record<string, string>;

export function parseAttributes(tagSource: string): Attributes {
  const attrs: Attributes = {};
  for (const match of tagSource.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1].toLowerCase();
    if (name in attrs) continue;
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

export function tags(html: string, name: string): Attributes[] {
  const out: Attributes[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) out.push(parseAttributes(match[1]));
  return out;
}

export interface PageInfo {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
  durationSeconds: number | null;
  /** og:video / og:video:url / og:video:secure_url / twitter:player, in that order, resolved. */
  videoUrls: string[];
  /** <video src> and <source src>, resolved. */
  mediaUrls: string[];
  tracks: { src: string; kind: string; srclang: string | null; label: string | null; isDefault: boolean }[];
  /** <track kind="chapters"> sources (WebVTT whose cues are chapter titles), resolved. */
  chapterTracks: string[];
  /** <iframe src> of embedded players, resolved. */
  iframes: string[];
}

function resolveUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    return new URL(value.trim(), base).toString();
  } catch {
    return null;
  }
}

export function readPage(html: string, base: URL): PageInfo {
  const head = html.slice(0, 2_000_000);
  const metas = tags(head, 'meta');
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const found = metas.find((m) => (m.property ?? m.name ?? m.itemprop ?? '').toLowerCase() === key);
      if (found?.content?.trim()) return cleanSourceText(found.content.trim());
    }
    return null;
  };
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const duration = Number(meta('video:duration', 'og:video:duration'));
  const videoUrls = ['og:video', 'og:video:url', 'og:video:secure_url', 'twitter:player']
    .map((key) => resolveUrl(meta(key) ?? undefined, base))
    .filter((u): u is string => Boolean(u));
  const trackTags = tags(head, 'track');
  return {
    title: meta('og:title', 'twitter:title') ?? (titleTag ? decodeEntities(titleTag).replace(/\s+/g, ' ').trim() || null : null),
    description: meta('og:description', 'description', 'twitter:description'),
    image: resolveUrl(meta('og:image', 'og:image:url', 'twitter:image') ?? undefined, base),
    siteName: meta('og:site_name'),
    durationSeconds: mediaDuration(Math.round(duration)),
    videoUrls: [...new Set(videoUrls)],
    mediaUrls: [...tags(head, 'video'), ...tags(head, 'source')].map((a) => resolveUrl(a.src, base)).filter((u): u is string => Boolean(u)),
    tracks: trackTags
      .map((a) => ({ src: resolveUrl(a.src, base), kind: (a.kind || 'subtitles').toLowerCase(), srclang: a.srclang || null, label: a.label || null, isDefault: 'default' in a }))
      .filter((t): t is PageInfo['tracks'][number] & { src: string } => Boolean(t.src) && ['captions', 'subtitles'].includes(t.kind)),
    chapterTracks: trackTags.filter((a) => (a.kind ?? '').toLowerCase() === 'chapters').map((a) => resolveUrl(a.src, base)).filter((u): u is string => Boolean(u)),
    iframes: tags(head, 'iframe').map((a) => resolveUrl(a.src, base)).filter((u): u is string => Boolean(u)),
  };
}

/** Captions before subtitles, English and `default` first. */
export function rankTracks(tracks: PageInfo['tracks']): PageInfo['tracks'] {
  const score = (t: PageInfo['tracks'][number]) => (t.kind === 'captions' ? 0 : 4) + (/^en\b/i.test(t.srclang ?? '') ? 0 : 2) + (t.isDefault ? 0 : 1);
  return [...tracks].sort((a, b) => score(a) - score(b));
}
