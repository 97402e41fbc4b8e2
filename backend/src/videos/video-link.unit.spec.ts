import { videoLinkKey, videoLinkStream } from './video-link.js';
import { VideoSourceResolver } from './sources/video-source.resolver.js';

const key = (raw: string) => {
  const link = VideoSourceResolver.classify(raw);
  return videoLinkKey(link.url, link.youtubeId);
};

describe('the same video link however it is written', () => {
  it('is one YouTube video id across watch, short, embed, youtu.be and parameters', () => {
    const links = [
      'https://www.youtube.com/watch?v=Xk9bE1v2TqA', 'https://youtube.com/watch?feature=share&v=Xk9bE1v2TqA&t=42s',
      'https://m.youtube.com/watch?v=Xk9bE1v2TqA&list=PL123', 'https://youtu.be/Xk9bE1v2TqA?si=abc', 'https://www.youtube.com/shorts/Xk9bE1v2TqA',
      'https://www.youtube-nocookie.com/embed/Xk9bE1v2TqA?start=10', 'http://www.youtube.com/live/Xk9bE1v2TqA',
    ];
    expect(new Set(links.map(key))).toEqual(new Set(['youtube:Xk9bE1v2TqA']));
    expect(key('https://youtu.be/Xk9bE1v2TqB')).not.toBe(key('https://youtu.be/Xk9bE1v2TqA'));
  });

  it('normalises other links: fragment, tracking parameters, order, host case, default port, trailing slash', () => {
    const same = [
      'https://Example.edu/courses/bio/lecture-7?b=2&a=1', 'https://www.example.edu:443/courses/bio/lecture-7/?a=1&b=2#t=30',
      'http://example.edu/courses/bio/lecture-7?utm_source=news&a=1&b=2&fbclid=xyz',
    ];
    expect(new Set(same.map(key)).size).toBe(1);
    expect(key('https://example.edu/courses/bio/lecture-8?a=1&b=2')).not.toBe(key(same[0]));
    expect(key('https://example.edu/courses/bio/lecture-7?a=1&b=3')).not.toBe(key(same[0]));
  });

  it('keeps each learner apart and each stream name short', () => {
    const k = key('https://example.edu/' + 'x'.repeat(1500));
    expect(videoLinkStream('u1', k)).not.toBe(videoLinkStream('u2', k));
    expect(videoLinkStream('u1', k).length).toBeLessThan(100);
  });
});
