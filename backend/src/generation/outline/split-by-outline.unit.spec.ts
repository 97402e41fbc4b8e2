import type { SourceDocument } from '../generation.types.js';
import { sectionLevel, splitByOutline } from './split-by-outline.js';

describe('splitByOutline', () => {
  it('given a PDF outline with two chapters, when split, then each chapter gets its pages and front matter stays apart', () => {
    const doc: SourceDocument = {
      kind: 'pdf',
      segments: [1, 2, 3, 4, 5].map((page) => ({ text: `page ${page}`, page })),
      outline: [
        { title: 'Contents', level: 2, page: 1 },
        { title: 'Chapter 1', level: 1, page: 2 },
        { title: '1.1 Basics', level: 2, page: 3 },
        { title: 'Chapter 2', level: 1, page: 4 },
      ],
    };
    const parts = splitByOutline(doc);
    expect(parts.map((p) => [p.entry?.title ?? null, p.pageStart, p.pageEnd])).toEqual([
      [null, 1, 1],
      ['Chapter 1', 2, 3],
      ['Chapter 2', 4, 5],
    ]);
  });

  it('given video chapters, when split, then cues fall into the chapter that started before them, with time ranges', () => {
    const doc: SourceDocument = {
      kind: 'video',
      durationSeconds: 300,
      segments: [0, 50, 100, 150, 200, 250].map((start) => ({ text: `cue ${start}`, start, end: start + 50 })),
      outline: [
        { title: 'Intro', level: 1, start: 0 },
        { title: 'Middle', level: 1, start: 120 },
        { title: 'End', level: 1, start: 240 },
      ],
    };
    const parts = splitByOutline(doc);
    expect(parts.map((p) => [p.entry?.title, p.start, p.end, p.segments.length])).toEqual([
      ['Intro', 0, 120, 3],
      ['Middle', 120, 240, 2],
      ['End', 240, 300, 1],
    ]);
  });

  it('given an outline with a single top entry, when the level is chosen, then the next level down is used', () => {
    expect(sectionLevel([{ title: 'Book', level: 1 }, { title: 'A', level: 2 }, { title: 'B', level: 2 }])).toBe(2);
    expect(sectionLevel([{ title: 'Only', level: 1 }])).toBeNull();
  });

  it('given no outline, when split, then there are no parts', () => {
    expect(splitByOutline({ kind: 'text', segments: [{ text: 'x' }] })).toEqual([]);
  });
});
