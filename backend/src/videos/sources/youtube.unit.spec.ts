import { readFileSync } from 'node:fs';
import { InnerTubeClient } from './innertube.client.js';
import { refusalReason } from './youtube.source.js';
import {
  extractJsonAssignment, isGatedCaptionUrl, rankCaptionTracks, readPlayerResponse, spokenLanguage, timedTextUrl, type YouTubeCaptionTrack,
} from './youtube-player-response.js';
import { DEFAULT_YOUTUBE_STRATEGIES, parseYouTubeStrategies } from './youtube-strategies.js';
import { isYouTubeHost, youTubeVideoId } from './youtube-url.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const innertube = (name: string) => JSON.parse(fixture(`innertube/${name}`));

describe('YouTube links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Xk9bE1v2TqA', 'Xk9bE1v2TqA'],
    ['https://youtube.com/watch?feature=share&v=Xk9bE1v2TqA&t=42s', 'Xk9bE1v2TqA'],
    ['https://m.youtube.com/watch?v=Xk9bE1v2TqA', 'Xk9bE1v2TqA'],
    ['https://youtu.be/Xk9bE1v2TqA?si=abc', 'Xk9bE1v2TqA'],
    ['https://www.youtube.com/shorts/Xk9bE1v2TqA', 'Xk9bE1v2TqA'],
    ['https://www.youtube.com/embed/Xk9bE1v2TqA?start=10', 'Xk9bE1v2TqA'],
    ['https://www.youtube-nocookie.com/embed/Xk9bE1v2TqA', 'Xk9bE1v2TqA'],
    ['https://www.youtube.com/live/Xk9bE1v2TqA', 'Xk9bE1v2TqA'],
  ])('finds the video id in %s', (url, id) => {
    expect(youTubeVideoId(new URL(url))).toBe(id);
  });

  it.each(['https://www.youtube.com/@channel', 'https://www.youtube.com/watch?v=short', 'https://example.com/watch?v=Xk9bE1v2TqA'])('finds no video id in %s', (url) => {
    expect(youTubeVideoId(new URL(url))).toBeNull();
  });

  it('knows YouTube hosts', () => {
    expect(isYouTubeHost(new URL('https://youtu.be/x'))).toBe(true);
    expect(isYouTubeHost(new URL('https://notyoutube.com/x'))).toBe(false);
  });
});

describe('YouTube watch page (the `page` strategy)', () => {
  it('reads title, channel, duration, thumbnail, description and caption tracks', () => {
    const info = readPlayerResponse(extractJsonAssignment(fixture('youtube-watch.html'), 'ytInitialPlayerResponse'));
    expect(info).toMatchObject({
      playable: true,
      videoId: 'Xk9bE1v2TqA',
      title: 'Photosynthesis: Light Reactions and the Calvin Cycle | Biology 101, Lecture 7',
      channelName: 'Open Biology Lectures',
      durationSeconds: 230,
      thumbnailUrl: 'https://i.ytimg.com/vi_webp/Xk9bE1v2TqA/maxresdefault.webp',
    });
    expect(info.description).toContain('0:41 Two stages');
    expect(info.captionTracks.map((t) => [t.languageCode, t.kind])).toEqual([['en', 'asr'], ['es', null], ['en', null]]);
    expect(info.captionTracks[0].baseUrl).toContain('&kind=asr&lang=en');
    // The web page's caption URLs need a proof-of-origin token nowadays.
    expect(info.captionTracks.every((t) => isGatedCaptionUrl(t.baseUrl))).toBe(true);
  });

  it('prefers the manual English track, then other manual tracks, then auto-generated', () => {
    const info = readPlayerResponse(extractJsonAssignment(fixture('youtube-watch.html'), 'ytInitialPlayerResponse'));
    expect(rankCaptionTracks(info.captionTracks).map((t) => t.name)).toEqual(['English', 'Spanish', 'English (auto-generated)']);
    const autoOnly = readPlayerResponse(extractJsonAssignment(fixture('youtube-watch-auto-only.html'), 'ytInitialPlayerResponse'));
    expect(rankCaptionTracks(autoOnly.captionTracks).map((t) => t.kind)).toEqual(['asr']);
  });

  it('reports videos without captions and unavailable videos', () => {
    const noCaptions = readPlayerResponse(extractJsonAssignment(fixture('youtube-watch-no-captions.html'), 'ytInitialPlayerResponse'));
    expect(noCaptions.title).not.toBeNull();
    expect(noCaptions.captionTracks).toEqual([]);
    const gone = readPlayerResponse(extractJsonAssignment(fixture('youtube-watch-unavailable.html'), 'ytInitialPlayerResponse'));
    expect(gone).toMatchObject({ playable: false, unplayableReason: 'Video unavailable', title: null });
  });

  it('asks the timedtext endpoint for json3', () => {
    const url = new URL(timedTextUrl('https://www.youtube.com/api/timedtext?v=x&lang=en&fmt=srv3', 'json3'));
    expect(url.searchParams.get('fmt')).toBe('json3');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('matches braces inside JSON strings correctly', () => {
    expect(extractJsonAssignment('var ytInitialPlayerResponse = {"a":"}{\\"","b":{"c":1}};var x = 1;', 'ytInitialPlayerResponse')).toEqual({ a: '}{"', b: { c: 1 } });
    expect(extractJsonAssignment('<html>nothing</html>', 'ytInitialPlayerResponse')).toBeNull();
  });
});

describe('InnerTube player responses (real shape)', () => {
  it('reads the IOS answer: details, clean caption URLs, the default track', () => {
    const info = readPlayerResponse(innertube('lecture.ios.json'));
    expect(info).toMatchObject({
      status: 'OK', playable: true, videoId: 'Xk9bE1v2TqA', channelName: 'Open Biology Lectures', durationSeconds: 230, defaultCaptionLanguage: 'en',
    });
    expect(info.captionTracks.map((t) => [t.languageCode, t.kind, isGatedCaptionUrl(t.baseUrl)])).toEqual([['en', 'asr', false], ['es', null, false], ['en', null, false]]);
    expect(info.description).toContain('0:41 Two stages of photosynthesis');
  });

  it('recognises gated caption URLs (exp=xpe / xpv) in the WEB answer', () => {
    const info = readPlayerResponse(innertube('lecture.web.json'));
    expect(info.captionTracks.every((t) => isGatedCaptionUrl(t.baseUrl))).toBe(true);
    expect(isGatedCaptionUrl('https://www.youtube.com/api/timedtext?v=x&lang=en&exp=xpv')).toBe(true);
    expect(isGatedCaptionUrl('https://www.youtube.com/api/timedtext?v=x&lang=en&expire=1782302848')).toBe(false);
  });

  it('reads refusals: LOGIN_REQUIRED with and without details, ERROR', () => {
    const age = readPlayerResponse(innertube('age-restricted.ios.json'));
    expect(age).toMatchObject({ status: 'LOGIN_REQUIRED', playable: false, title: 'Field surgery techniques, lecture 3 (graphic)', captionTracks: [] });
    expect(refusalReason(age)).toMatch(/age-restricted/);
    const privateVideo = readPlayerResponse(innertube('private.ios.json'));
    expect(privateVideo.title).toBeNull();
    expect(refusalReason(privateVideo)).toBe('this video is private');
    expect(refusalReason(readPlayerResponse(innertube('unavailable.ios.json')))).toBe('this video is unavailable');
    expect(refusalReason(readPlayerResponse(innertube('bot-check.web.json')))).toMatch(/not a bot/);
  });
});

describe('caption track choice', () => {
  const track = (languageCode: string, kind: string | null = null): YouTubeCaptionTrack => ({ baseUrl: `https://www.youtube.com/api/timedtext?lang=${languageCode}${kind ? '&kind=asr' : ''}`, languageCode, name: languageCode, kind, vssId: null });

  it('prefers manual captions in the spoken language, then its auto-generated track, then other manual ones', () => {
    // A Spanish lecture with an English translation: the ASR track says what is spoken.
    const tracks = [track('en'), track('es', 'asr'), track('fr'), track('es-419')];
    const language = spokenLanguage({ captionTracks: tracks, defaultCaptionLanguage: 'en' });
    expect(language).toBe('es');
    expect(rankCaptionTracks(tracks, language).map((t) => `${t.languageCode}${t.kind ? ':asr' : ''}`)).toEqual(['es-419', 'es:asr', 'en', 'fr']);
  });

  it('without an auto-generated track, takes the language YouTube shows by default', () => {
    const tracks = [track('de'), track('en')];
    expect(rankCaptionTracks(tracks, spokenLanguage({ captionTracks: tracks, defaultCaptionLanguage: 'de' }))[0].languageCode).toBe('de');
    expect(rankCaptionTracks(tracks, null)[0].languageCode).toBe('en');
  });
});

describe('YOUTUBE_CLIENTS', () => {
  it('orders the strategies, defaulting to the mobile clients first', () => {
    expect(parseYouTubeStrategies(undefined)).toEqual(DEFAULT_YOUTUBE_STRATEGIES);
    expect(DEFAULT_YOUTUBE_STRATEGIES[0]).toBe('ios');
    expect(parseYouTubeStrategies(' Android, ios ,page,ios')).toEqual(['android', 'ios', 'page']);
    expect(() => parseYouTubeStrategies('ios,iphone')).toThrow(/unknown iphone.*ios, android/);
  });
});

describe('InnerTubeClient (youtubei.js)', () => {
  it('asks /youtubei/v1/player with the client context and maps the answer', async () => {
    const sent: { url: string; body: any; headers: Record<string, string> }[] = [];
    // YouTube's side of the exchange: the recorded-shape answer for each client asked.
    const youtube: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const body = JSON.parse(await request.text());
      sent.push({ url: request.url, body, headers: Object.fromEntries(request.headers) });
      const file = `lecture.${body.context.client.clientName.toLowerCase()}.json`;
      return new Response(fixture(`innertube/${file}`), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = new InnerTubeClient(youtube);
    const info = await client.player('Xk9bE1v2TqA', 'IOS');
    expect(sent[0].url).toMatch(/^https:\/\/www\.youtube\.com\/youtubei\/v1\/player\?/);
    expect(sent[0].body).toMatchObject({ videoId: 'Xk9bE1v2TqA', contentCheckOk: true, racyCheckOk: true, context: { client: { clientName: expect.stringMatching(/^ios$/i), clientVersion: expect.any(String) } } });
    expect(sent[0].headers['x-youtube-client-name']).toBe('5');
    expect(info).toMatchObject({
      status: 'OK', playable: true, videoId: 'Xk9bE1v2TqA', title: 'Photosynthesis: Light Reactions and the Calvin Cycle | Biology 101, Lecture 7',
      channelName: 'Open Biology Lectures', durationSeconds: 230, thumbnailUrl: 'https://i.ytimg.com/vi_webp/Xk9bE1v2TqA/maxresdefault.webp', defaultCaptionLanguage: 'en',
    });
    expect(info.captionTracks.map((t) => [t.languageCode, t.kind, t.name])).toEqual([['en', 'asr', 'English (auto-generated)'], ['es', null, 'Spanish'], ['en', null, 'English']]);
    await client.player('Xk9bE1v2TqA', 'ANDROID');
    expect(sent[1].headers['x-youtube-client-name']).toBe('3');
    // The WEB answer (ciphered formats, attestation) reads too, its caption URLs gated.
    const web = await client.player('Xk9bE1v2TqA', 'WEB');
    expect(sent[2].headers['x-youtube-client-name']).toBe('1');
    expect(web.captionTracks).toHaveLength(3);
    expect(web.captionTracks.every((t) => isGatedCaptionUrl(t.baseUrl))).toBe(true);
  });

  it('maps refusals without details (LOGIN_REQUIRED, ERROR)', async () => {
    const answer = (name: string) => new InnerTubeClient(async () => new Response(fixture(`innertube/${name}`), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await answer('private.ios.json').player('Private0001', 'IOS')).toMatchObject({ status: 'LOGIN_REQUIRED', playable: false, unplayableReason: 'This video is private', title: null, captionTracks: [] });
    expect(await answer('unavailable.ios.json').player('Unavailabl1', 'IOS')).toMatchObject({ status: 'ERROR', playable: false, unplayableReason: 'Video unavailable', title: null });
  });
});
