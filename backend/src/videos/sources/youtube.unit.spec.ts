import { readFileSync } from 'node:fs';
import { extractJsonAssignment, rankCaptionTracks, readPlayerResponse, timedTextUrl } from './youtube-player-response.js';
import { isYouTubeHost, youTubeVideoId } from './youtube-url.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

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

describe('YouTube watch page (recorded)', () => {
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
