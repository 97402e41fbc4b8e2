import type { VideoChapterData } from '@studyloop/events';

/** "1:02:03", "12:05" or "0:00" (optionally in brackets) at the start or the end of a description line. */
const LEADING = /^\s*(?:[-*•▶►]\s*)?[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})[\])]?\s*(?:[-–—:|.)]\s*)?(.+?)\s*$/u;
const TRAILING = /^\s*(?:[-*•]\s*)?(.+?)\s*(?:[-–—:|]\s*)?[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2})[\])]?\s*$/u;
/** YouTube ignores chapters shorter than this. */
const MIN_CHAPTER_SECONDS = 10;
const MIN_CHAPTERS = 3;

function seconds(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

function chapterLine(line: string): VideoChapterData | null {
  const leading = LEADING.exec(line);
  if (leading) return { start: seconds(leading[1]), title: leading[2] };
  const trailing = TRAILING.exec(line);
  if (trailing) return { start: seconds(trailing[2]), title: trailing[1] };
  return null;
}

/**
 * A video's chapters as YouTube makes them from its description: timestamped lines ("0:00 Intro" or
 * "Intro 0:00"), the first at 0:00, at least three, ascending and at least 10 s apart. When the lines
 * break those rules YouTube shows no chapters, and neither do we.
 */
export function descriptionChapters(description: string | null, durationSeconds: number | null = null): VideoChapterData[] {
  if (!description) return [];
  const chapters: VideoChapterData[] = [];
  for (const line of description.split(/\r?\n/)) {
    const chapter = chapterLine(line);
    if (!chapter || !/[\p{L}\p{N}]/u.test(chapter.title)) continue;
    // Chapter lists start at 0:00; a timestamp before that belongs to other text.
    if (chapters.length === 0 && chapter.start !== 0) continue;
    // A second list (or a stray time) after the chapters is not part of them.
    if (chapters.length && chapter.start <= chapters[chapters.length - 1].start) break;
    chapters.push({ title: chapter.title.slice(0, 200), start: chapter.start });
  }
  if (chapters.length < MIN_CHAPTERS) return [];
  for (let i = 1; i < chapters.length; i++) {
    if (chapters[i].start - chapters[i - 1].start < MIN_CHAPTER_SECONDS) return [];
  }
  if (durationSeconds && chapters[chapters.length - 1].start >= durationSeconds) return [];
  return chapters;
}
