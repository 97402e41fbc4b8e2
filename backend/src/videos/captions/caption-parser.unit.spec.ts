import { readFileSync } from 'node:fs';
import { parseCaptions, parseSrt, parseTimestamp, parseVtt, removeRollingRepeats, withPlausibleEnds } from './caption-parser.js';

const fixture = (name: string) => readFileSync(new URL(`../sources/fixtures/${name}`, import.meta.url), 'utf8');
const transcript = fixture('lecture-transcript.txt').trim().split('\n').map((l) => l.split('|'));

describe('caption parsing', () => {
  it('reads timestamps in WebVTT and SRT forms', () => {
    expect(parseTimestamp('01:02:03.450')).toBeCloseTo(3723.45);
    expect(parseTimestamp('02:03.5')).toBeCloseTo(123.5);
    expect(parseTimestamp('00:00:01,000')).toBe(1);
    expect(parseTimestamp('nonsense')).toBeNaN();
  });

  it('parses a WebVTT file with header metadata, NOTE blocks, cue ids and settings', () => {
    const cues = parseVtt(fixture('lecture.vtt'));
    expect(cues).toHaveLength(transcript.length);
    expect(cues[1]).toEqual({ start: 4.2, end: 9.1, text: transcript[1][2] });
    expect(cues.at(-1)!.end).toBeCloseTo(229.5);
  });

  it('parses SRT with wrapped lines into the same cues', () => {
    const cues = parseSrt(fixture('lecture.srt'));
    expect(cues).toHaveLength(transcript.length);
    expect(cues[1].text.replace(/\n/g, ' ')).toBe(transcript[1][2]);
    expect(cues[1].start).toBeCloseTo(4.2);
  });

  it('reads YouTube json3 (manual and auto-generated) tracks', () => {
    const manual = parseCaptions(fixture('youtube-timedtext-manual.json3'));
    expect(manual.format).toBe('json3');
    expect(manual.cues).toHaveLength(transcript.length);
    expect(manual.cues[0].text).toBe('Welcome back to Biology 101. Today we are talking about photosynthesis.');
    const auto = parseCaptions(fixture('youtube-timedtext-auto.json3')).cues;
    expect(auto[0].text).toBe('welcome back to biology 101 today we');
    expect(auto.every((c) => c.text.trim().length > 0)).toBe(true);
  });

  it('keeps each line of rolling auto-generated WebVTT once', () => {
    const cues = parseVtt(fixture('youtube-timedtext-auto.vtt'));
    const words = cues.map((c) => c.text).join(' ').split(/\s+/);
    const expected = transcript.map(([, , t]) => t.replace(/[^\w\s'-]/g, '').toLowerCase()).join(' ').split(/\s+/);
    expect(words).toEqual(expected);
    expect(cues[1].text).toBe('are talking about photosynthesis photosynthesis is the');
    expect(removeRollingRepeats([{ start: 0, end: 1, text: 'a' }, { start: 1, end: 2, text: 'a\nb' }])).toEqual([
      { start: 0, end: 1, text: 'a' }, { start: 1, end: 2, text: 'b' },
    ]);
  });

  it('reads YouTube timedtext XML and decodes entities', () => {
    const xml = '<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.5" dur="2">It&amp;#39;s &lt;b&gt;light&lt;/b&gt;</text><text start="2.5" dur="1.5">energy</text></transcript>';
    expect(parseCaptions(xml).cues).toEqual([{ start: 0.5, end: 2.5, text: "It's light" }, { start: 2.5, end: 4, text: 'energy' }]);
  });

  it('ends a last cue marked 99:59:59 a typical cue length after its start', () => {
    // Given an SRT whose cues last 4 s, the last one "until 99:59:59" as some course exports write it
    const srt = ['1', '00:00:00,000 --> 00:00:04,000', 'Welcome to the course.', '', '2', '00:00:04,000 --> 00:00:08,000', 'Today: interviews.', '', '3', '00:11:31,041 --> 99:59:59,000', 'Thank you.', ''].join('\n');
    // When it is parsed
    const cues = parseCaptions(srt).cues;
    // Then the last cue ends 4 s after it starts, so the lecture lasts about 11.5 minutes, not 100 hours
    expect(cues.at(-1)!.end).toBeCloseTo(695.041);
    expect(cues.slice(0, 2).map((c) => c.end)).toEqual([4, 8]);
  });

  it('never stretches an absurd cue past the next cue and leaves ordinary tracks alone', () => {
    // Given a cue in the middle of a track that claims to last ten hours
    const cues = [{ start: 0, end: 3, text: 'a' }, { start: 3, end: 36003, text: 'b' }, { start: 4, end: 7, text: 'c' }];
    // When its ends are made plausible
    // Then it ends where the next cue starts; a track without such a cue is returned as it is
    expect(withPlausibleEnds(cues).map((c) => c.end)).toEqual([3, 4, 7]);
    const ordinary = [{ start: 0, end: 3, text: 'a' }, { start: 3, end: 50, text: 'b' }];
    expect(withPlausibleEnds(ordinary)).toBe(ordinary);
  });

  it('refuses files that are not captions', () => {
    expect(() => parseCaptions('hello world')).toThrow('not a caption file');
    expect(() => parseCaptions('WEBVTT\n\nNOTE nothing here')).toThrow('contains no captions');
  });
});
