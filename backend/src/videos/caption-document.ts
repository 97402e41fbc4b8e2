import type { VideoChapterData } from '@studyloop/events';
import type { SourceDocument } from '../generation/generation.types.js';
import type { CaptionCue } from './captions/caption-parser.js';

export function cueSegments(cues: CaptionCue[]): SourceDocument['segments'] {
  return cues.map((c) => ({ text: c.text.replace(/\s*\n\s*/g, ' '), start: c.start, end: c.end }));
}

export function spokenWords(cues: CaptionCue[]): number {
  return cues.reduce((n, c) => n + (c.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);
}

/**
 * A video's captions as the generators read them: cues as timed segments, the creator's chapters as
 * the outline (so notes get a section per chapter) and the caption track's language.
 */
export function captionDocument(input: {
  title: string | null; durationSeconds: number | null; cues: CaptionCue[]; chapters: VideoChapterData[]; language: string | null;
}): SourceDocument {
  const segments = cueSegments(input.cues);
  const last = input.cues[input.cues.length - 1];
  const duration = input.durationSeconds ?? (last ? Math.round(last.end) : null);
  // Chapters past the end of the captions cut nothing; the generator needs entries inside the text.
  const end = last ? last.end : Infinity;
  const outline = input.chapters.filter((c) => c.start < end).map((c) => ({ title: c.title, level: 1, start: c.start }));
  return {
    kind: 'video',
    title: input.title ?? undefined,
    segments,
    durationSeconds: duration ?? undefined,
    ...(outline.length ? { outline } : {}),
    ...(input.language ? { language: input.language } : {}),
  };
}
