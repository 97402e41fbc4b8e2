import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the video web on 127.0.0.1, serving recorded fixtures
 * (backend/src/videos/sources/fixtures): a fake YouTube (watch pages + timedtext, point
 * YOUTUBE_BASE_URL at `origin`), a course page with `<track kind="captions">`, direct .vtt/.srt
 * files, a page whose video has no captions, and a blog page with a YouTube og:video.
 */

export const YOUTUBE_VIDEO = 'Xk9bE1v2TqA';
export const YOUTUBE_AUTO_ONLY = 'AutoOnly001';
export const YOUTUBE_NO_CAPTIONS = 'NoCaptions1';
export const YOUTUBE_UNAVAILABLE = 'Unavailabl1';

export interface FakeVideoSite {
  origin: string;
  /** Paths (with query) requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

const fixtureDir = new URL('../videos/sources/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtureDir), 'utf8');

const WATCH_PAGES: Record<string, string> = {
  [YOUTUBE_VIDEO]: 'youtube-watch.html',
  [YOUTUBE_AUTO_ONLY]: 'youtube-watch-auto-only.html',
  [YOUTUBE_NO_CAPTIONS]: 'youtube-watch-no-captions.html',
  [YOUTUBE_UNAVAILABLE]: 'youtube-watch-unavailable.html',
};

export async function startFakeVideoSite(): Promise<FakeVideoSite> {
  const requests: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    requests.push(url.pathname + url.search);
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    const page = (name: string) => send(200, 'text/html; charset=utf-8', fixture(name).replaceAll('https://www.youtube.com/api/', `${origin}/api/`));

    switch (url.pathname) {
      case '/watch': {
        const name = WATCH_PAGES[url.searchParams.get('v') ?? ''];
        // YouTube answers 200 with an "unavailable" player response for unknown ids too.
        return page(name ?? 'youtube-watch-unavailable.html');
      }
      case '/api/timedtext': {
        if (url.searchParams.get('fmt') !== 'json3') return send(200, 'text/xml; charset=UTF-8', '');
        const auto = url.searchParams.get('kind') === 'asr';
        return send(200, 'application/json; charset=UTF-8', fixture(auto ? 'youtube-timedtext-auto.json3' : 'youtube-timedtext-manual.json3'));
      }
      case '/courses/lecture-7': return page('lecture-page.html');
      case '/courses/lecture-8': return page('lecture-page-no-captions.html');
      case '/blog/photosynthesis': return page('lecture-page-og-youtube.html');
      case '/captions/lecture-07.en.vtt': return send(200, 'text/vtt; charset=utf-8', fixture('lecture.vtt'));
      case '/files/lecture-7.vtt': return send(200, 'text/vtt', fixture('lecture.vtt'));
      case '/files/lecture-7.srt': return send(200, 'application/x-subrip', fixture('lecture.srt'));
      case '/media/lecture-08.mp4': return send(200, 'video/mp4', Buffer.alloc(2048));
      case '/redirect': {
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        return res.end();
      }
      case '/huge': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent < 64 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => { sent = Infinity; });
        return pump();
      }
      case '/slow': return setTimeout(() => send(200, 'text/html', '<html></html>'), 5000).unref();
      default: return send(404, 'text/html', '<html><body>Not found</body></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
