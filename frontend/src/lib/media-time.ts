/** Seconds as m:ss (minutes keep counting past 59, e.g. 75:03), the spec's timestamp format. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/**
 * The video's URL opened at `seconds`: YouTube takes `t=123s` (watch, youtu.be, shorts), `start=` for
 * embeds; other players get the media-fragment `#t=123`. Returns the URL unchanged if it cannot be parsed.
 */
export function videoUrlAt(url: string, seconds: number): string {
  const at = Math.max(0, Math.floor(seconds));
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (YOUTUBE_HOSTS.test(parsed.hostname)) {
    if (parsed.pathname.startsWith('/embed/')) {
      parsed.searchParams.set('start', String(at));
    } else if (parsed.pathname.startsWith('/shorts/')) {
      // Shorts have no seek parameter; the watch page does.
      const id = parsed.pathname.split('/')[2] ?? '';
      return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}&t=${at}s`;
    } else {
      parsed.searchParams.set('t', `${at}s`);
    }
    return parsed.toString();
  }
  parsed.hash = `t=${at}`;
  return parsed.toString();
}
