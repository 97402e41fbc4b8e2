import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const fixtureDir = new URL('../videos/sources/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtureDir), 'utf8');

/**
 * A local stand-in for the video web on 127.0.0.1, serving fixtures written in the real services'
 * shapes (backend/src/videos/sources/fixtures): a fake YouTube (InnerTube `/youtubei/v1/player`
 * answering per client, watch pages and timedtext; point YOUTUBE_BASE_URL at `origin`), a course
 * page with `<track kind="captions">`, direct .vtt/.srt files, a page whose video has no captions,
 * and a blog page with a YouTube og:video.
 */

/** Chapters in its description; IOS answers with clean caption URLs, WEB with gated ones. */
export const YOUTUBE_VIDEO = 'Xk9bE1v2TqA';
/** IOS gives caption URLs marked exp=xpe (need a proof-of-origin token); ANDROID clean ones. */
export const YOUTUBE_GATED = 'GatedLect01';
/** Only an auto-generated track; IOS's URL answers an empty 200, ANDROID's works. */
export const YOUTUBE_AUTO_ONLY = 'AutoOnly001';
export const YOUTUBE_NO_CAPTIONS = 'NoCaptions1';
/** LOGIN_REQUIRED "Sign in to confirm your age", with the video's details. */
export const YOUTUBE_AGE_RESTRICTED = 'AgeRestrict';
/** LOGIN_REQUIRED "This video is private" (the web client meets a bot check). */
export const YOUTUBE_PRIVATE = 'Private0001';
export const YOUTUBE_UNAVAILABLE = 'Unavailabl1';

export interface FakeVideoSite {
  origin: string;
  /** Paths (with query) requested so far, in order. */
  requests: string[];
  /** InnerTube player calls so far: video id and client name as sent in the context. */
  playerCalls: { videoId: string; client: string }[];
  /**
   * Holds the player answers for `videoId` until `calls` of them are waiting, then gives them all:
   * concurrent submissions are then known to be in flight together (race tests), whatever the load.
   */
  holdPlayerAnswers(videoId: string, calls: number): void;
  close(): Promise<void>;
}

/** Player responses by video and client (IOS, ANDROID, WEB); '*' answers any client. */
const PLAYER_RESPONSES: Record<string, Record<string, string>> = {
  [YOUTUBE_VIDEO]: { IOS: 'lecture.ios.json', ANDROID: 'lecture.android.json', WEB: 'lecture.web.json' },
  [YOUTUBE_GATED]: { IOS: 'gated.ios.json', ANDROID: 'gated.android.json', '*': 'gated.ios.json' },
  [YOUTUBE_AUTO_ONLY]: { IOS: 'auto-only.ios.json', ANDROID: 'auto-only.android.json', '*': 'auto-only.ios.json' },
  [YOUTUBE_NO_CAPTIONS]: { '*': 'no-captions.ios.json' },
  [YOUTUBE_AGE_RESTRICTED]: { '*': 'age-restricted.ios.json' },
  [YOUTUBE_PRIVATE]: { WEB: 'bot-check.web.json', '*': 'private.ios.json' },
};

const innertubeFixture = (name: string) => readFileSync(new URL(`innertube/${name}`, fixtureDir), 'utf8');

/** The `ei` of caption URLs YouTube answers with an empty body although they carry no exp=xpe mark. */
function silentlyGatedEi(): string {
  const response = JSON.parse(innertubeFixture('auto-only.ios.json'));
  return new URL(response.captions.playerCaptionsTracklistRenderer.captionTracks[0].baseUrl).searchParams.get('ei')!;
}


const WATCH_PAGES: Record<string, string> = {
  [YOUTUBE_VIDEO]: 'youtube-watch.html',
  [YOUTUBE_AUTO_ONLY]: 'youtube-watch-auto-only.html',
  [YOUTUBE_NO_CAPTIONS]: 'youtube-watch-no-captions.html',
  [YOUTUBE_UNAVAILABLE]: 'youtube-watch-unavailable.html',
};

export async function startFakeVideoSite(): Promise<FakeVideoSite> {
  const requests: string[] = [];
  const playerCalls: FakeVideoSite['playerCalls'] = [];
  const emptyEi = silentlyGatedEi();
  const held = new Map<string, { calls: number; waiting: (() => void)[] }>();
  const heldAnswer = (videoId: string): Promise<void> | undefined => {
    const hold = held.get(videoId);
    if (!hold) return undefined;
    const answered = new Promise<void>((resolve) => hold.waiting.push(resolve));
    if (hold.waiting.length >= hold.calls) {
      held.delete(videoId);
      for (const answer of hold.waiting) answer();
    }
    return answered;
  };
  let origin = '';
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    requests.push(url.pathname + url.search);
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    const page = (name: string) => send(200, 'text/html; charset=utf-8', fixture(name).replaceAll('https://www.youtube.com/api/', `${origin}/api/`));

    switch (url.pathname) {
      case '/youtubei/v1/player': {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        let body: { videoId?: string; context?: { client?: { clientName?: string; clientVersion?: string } } };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = {};
        }
        const client = body.context?.client;
        if (req.method !== 'POST' || !client?.clientName || !client.clientVersion || !body.videoId) {
          // What InnerTube answers a request without a client context.
          return send(400, 'application/json; charset=UTF-8', JSON.stringify({ error: { code: 400, message: 'Precondition check failed.', errors: [{ message: 'Precondition check failed.', domain: 'global', reason: 'failedPrecondition' }], status: 'FAILED_PRECONDITION' } }));
        }
        const name = client.clientName.toUpperCase();
        playerCalls.push({ videoId: body.videoId, client: name });
        await heldAnswer(body.videoId);
        const byClient = PLAYER_RESPONSES[body.videoId];
        const file = byClient ? (byClient[name] ?? byClient['*'] ?? Object.values(byClient)[0]) : 'unavailable.ios.json';
        return send(200, 'application/json; charset=UTF-8', innertubeFixture(file));
      }
      case '/watch': {
        const name = WATCH_PAGES[url.searchParams.get('v') ?? ''];
        // YouTube answers 200 with an "unavailable" player response for unknown ids too.
        return page(name ?? 'youtube-watch-unavailable.html');
      }
      case '/api/timedtext': {
        // Gated URLs (exp=xpe without a proof-of-origin token) answer 200 with nothing in it.
        const gated = (url.searchParams.get('exp') ?? '').split(',').includes('xpe') || url.searchParams.get('ei') === emptyEi;
        if (gated || url.searchParams.get('fmt') !== 'json3') return send(200, 'text/html; charset=UTF-8', '');
        const auto = url.searchParams.get('kind') === 'asr';
        return send(200, 'application/json; charset=UTF-8', fixture(auto ? 'youtube-timedtext-auto.json3' : 'youtube-timedtext-manual.json3'));
      }
      case '/courses/lecture-7': return page('lecture-page.html');
      case '/courses/lecture-8': return page('lecture-page-no-captions.html');
      case '/blog/photosynthesis': return page('lecture-page-og-youtube.html');
      case '/captions/lecture-07.chapters.vtt': return send(200, 'text/vtt; charset=utf-8', fixture('lecture-chapters.vtt'));
      case '/captions/lecture-07.en.vtt': return send(200, 'text/vtt; charset=utf-8', fixture('lecture.vtt'));
      case '/files/lecture-7.vtt': return send(200, 'text/vtt', fixture('lecture.vtt'));
      case '/files/too-short.vtt': return send(200, 'text/vtt', 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello and welcome.\n');
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
    playerCalls,
    holdPlayerAnswers: (videoId, calls) => { held.set(videoId, { calls, waiting: [] }); },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
