import { captionDocument } from './caption-document.js';

const cues = [
  { start: 0, end: 4, text: 'Welcome back.\nToday: photosynthesis.' },
  { start: 41, end: 46, text: 'Photosynthesis has two stages.' },
  { start: 80, end: 85, text: 'The Calvin cycle fixes carbon.' },
];

describe('a video caption document', () => {
  it('turns chapters into the outline (level 1, start) and keeps the track language', () => {
    const doc = captionDocument({
      title: 'Lecture 7', durationSeconds: 230, cues, language: 'es',
      chapters: [{ title: 'Intro', start: 0 }, { title: 'Two stages', start: 41 }, { title: 'Calvin cycle', start: 78 }, { title: 'After the captions end', start: 200 }],
    });
    expect(doc).toMatchObject({ kind: 'video', title: 'Lecture 7', durationSeconds: 230, language: 'es' });
    expect(doc.outline).toEqual([{ title: 'Intro', level: 1, start: 0 }, { title: 'Two stages', level: 1, start: 41 }, { title: 'Calvin cycle', level: 1, start: 78 }]);
    expect(doc.segments[0]).toEqual({ text: 'Welcome back. Today: photosynthesis.', start: 0, end: 4 });
  });

  it('has no outline without chapters, and its duration from the last cue when unknown', () => {
    const doc = captionDocument({ title: null, durationSeconds: null, cues, chapters: [], language: null });
    expect(doc.outline).toBeUndefined();
    expect(doc.language).toBeUndefined();
    expect(doc.durationSeconds).toBe(85);
  });
});
