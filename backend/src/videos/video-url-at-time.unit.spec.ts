import { videoUrlAtTime } from '@studyloop/events';

describe('videoUrlAtTime (shared with the UI)', () => {
  it('uses YouTube t=, replacing an existing one', () => {
    expect(videoUrlAtTime('https://www.youtube.com/watch?v=Xk9bE1v2TqA', 83.6)).toBe('https://www.youtube.com/watch?v=Xk9bE1v2TqA&t=83s');
    expect(videoUrlAtTime('https://www.youtube.com/watch?v=Xk9bE1v2TqA&t=10s&list=L', 5)).toBe('https://www.youtube.com/watch?v=Xk9bE1v2TqA&list=L&t=5s');
    expect(videoUrlAtTime('https://youtu.be/Xk9bE1v2TqA', 0)).toBe('https://youtu.be/Xk9bE1v2TqA?t=0s');
  });

  it('uses a media fragment elsewhere', () => {
    expect(videoUrlAtTime('https://courses.example.org/lecture-7#top', 42)).toBe('https://courses.example.org/lecture-7#t=42');
  });
});
