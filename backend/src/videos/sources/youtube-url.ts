const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** True for any YouTube host, so a YouTube link without a video id can be refused clearly. */
export function isYouTubeHost(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return YOUTUBE_HOSTS.has(host) || host === 'youtu.be' || host === 'www.youtu.be';
}

/** The 11-character video id of watch, youtu.be, shorts, embed, live and /v/ links; null otherwise. */
export function youTubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let candidate: string | null = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v', 'e'].includes(first ?? '')) candidate = second ?? null;
    else if (url.pathname === '/' || url.pathname === '') candidate = url.searchParams.get('v');
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
