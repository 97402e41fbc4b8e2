import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceSegment } from '../generation.types.js';

/**
 * The project's shared, unlicensed tuning material (real lecture captions, a real course PDF), found
 * as `shared/fixtures` in a directory above this file or at STUDYLOOP_SHARED_FIXTURES. Only the
 * evaluation script reads it; tests never do, and nothing from it is copied into the repository.
 */
export function sharedFixturesDir(): string | undefined {
  const override = process.env.STUDYLOOP_SHARED_FIXTURES;
  if (override) return existsSync(override) ? override : undefined;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'fixtures');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export interface LectureFixture {
  name: string;
  language: string;
  segments: SourceSegment[];
  durationSeconds: number;
  /** The creator's chapter starts in seconds (empty when the video has none). */
  chapters: { start: number; title: string }[];
}

function seconds(stamp: string): number {
  const [h, m, rest] = stamp.split(':');
  const [s, ms] = (rest ?? '0').split(/[,.]/);
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms ?? 0) / 1000;
}

/** SRT cues (number line, "a --> b" line, text lines). */
export function parseSrtCues(body: string): SourceSegment[] {
  const cues: SourceSegment[] = [];
  for (const block of body.replace(/\r/g, '').split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim());
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0) continue;
    const [from, to] = lines[timing]!.split('-->').map((x) => x.trim());
    const text = lines.slice(timing + 1).join(' ').replace(/<[^>]+>/g, '').trim();
    if (text && from && to) cues.push({ text, start: seconds(from), end: seconds(to) });
  }
  return cues;
}

function chapterSeconds(mark: string): { start: number; title: string } | undefined {
  const m = /^(\d+(?::\d+){1,2})\s*[-–]\s*(.+)$/.exec(mark.trim());
  if (!m?.[1] || !m[2]) return undefined;
  const parts = m[1].split(':').map(Number);
  const start = parts.reduce((t, p) => t * 60 + p, 0);
  return { start, title: m[2] };
}

/** Caption languages the lecture loader looks for, as `<name>.<language>.srt`. */
export const LECTURE_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

/** The lecture set a diagnosis script reads, named by STUDYLOOP_LECTURES_DIR (it has no default set). */
export function loadLecturesFromEnv(): LectureFixture[] {
  const dir = process.env.STUDYLOOP_LECTURES_DIR;
  if (!dir) throw new Error('Set STUDYLOOP_LECTURES_DIR to a folder of lecture captions (index.json and .srt files).');
  return loadLectures(dir);
}

export function loadLectures(dir: string): LectureFixture[] {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { name: string; chapters: string[] }[];
  const out: LectureFixture[] = [];
  for (const entry of index) {
    for (const language of LECTURE_LANGUAGES) {
      const file = join(dir, `${entry.name}.${language}.srt`);
      if (!existsSync(file)) continue;
      const segments = parseSrtCues(readFileSync(file, 'utf8'));
      const durationSeconds = segments.at(-1)?.end ?? 0;
      const chapters = entry.chapters.map(chapterSeconds).filter((c): c is { start: number; title: string } => c !== undefined);
      out.push({ name: entry.name, language, segments, durationSeconds, chapters });
    }
  }
  return out;
}
