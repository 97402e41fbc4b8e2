import { createHash } from 'node:crypto';

/** Query parameters that only track where a link was shared from; they never change the video. */
const TRACKING = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|si|feature|ref|ref_src|_hsenc|_hsmi)$/i;

/**
 * What makes two links "the same video" for one learner: the YouTube video id however the link is
 * written (watch, youtu.be, shorts, embed, with a time or share parameters), else the URL without its
 * fragment, tracking parameters, default port, letter case of the host and trailing slash.
 */
export function videoLinkKey(url: URL, youtubeId: string | null): string {
  if (youtubeId) return `youtube:${youtubeId}`;
  const normal = new URL(url.toString());
  normal.hash = '';
  normal.hostname = normal.hostname.toLowerCase().replace(/^www\./, '');
  normal.protocol = 'https:';
  normal.port = '';
  const params = [...normal.searchParams.entries()].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => a.localeCompare(b));
  normal.search = new URLSearchParams(params).toString();
  normal.pathname = normal.pathname.replace(/\/+$/, '') || '/';
  return normal.toString();
}

/**
 * The stream of one learner's attempts at one link (hashed: URLs can be long and hold any characters).
 * The one stream name kept out of @studyloop/events: it hashes with node:crypto, and that package is
 * also bundled into the browser.
 */
export function videoLinkStream(userId: string, linkKey: string): string {
  return `video-link-${userId}-${createHash('sha256').update(linkKey).digest('hex').slice(0, 40)}`;
}
