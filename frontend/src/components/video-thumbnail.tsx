import { useState } from 'react';
import './video-thumbnail.css';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube watch / short / embed / youtu.be link, else null. */
export function youTubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^(www|m|music)\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id = parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:shorts|embed|live|v)\/([^/?#]+)/)?.[1] ?? null;
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The thumbnail to show: the one the server has, else YouTube's own for a YouTube link, else none. */
export function thumbnailFor(video: { thumbnailUrl?: string | null; thumbnail?: string | null; url?: string | null }): string | null {
  const known = video.thumbnailUrl ?? video.thumbnail ?? null;
  if (known) return known;
  const id = youTubeId(video.url);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/** A stable hue from the title, so one video keeps its colour everywhere. */
function hueOf(title: string): number {
  let hash = 0;
  for (let i = 0; i < title.length; i++) hash = (hash * 31 + title.charCodeAt(i)) | 0;
  return Math.abs(hash) % 360;
}

/**
 * A video's picture: its thumbnail, or (no thumbnail, or it fails to load) a cover drawn from its
 * title instead of an empty grey box. Decorative: the title is printed beside it.
 */
export function VideoThumbnail({ title, src, className }: { title: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const hue = hueOf(title);
  return (
    <div className={className ? `video-thumbnail ${className}` : 'video-thumbnail'}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
      ) : (
        <div
          className="video-thumbnail__cover"
          data-testid="generated-cover"
          aria-hidden="true"
          style={{ background: `linear-gradient(135deg, hsl(${hue} 62% 38%), hsl(${(hue + 48) % 360} 58% 30%))` }}
        >
          <span className="video-thumbnail__title">{title}</span>
        </div>
      )}
    </div>
  );
}
