import type { SourceDocument, SourceSegment } from '../generation.types.js';
import { splitByOutline } from '../outline/split-by-outline.js';
import { partPassages, promptChars, type PartPassage } from './source-passages.js';

/**
 * How the section-by-section provider cuts a source: along its outline (PDF chapters, video
 * chapters), else by size into consecutive parts that each fit one request; a part larger than a
 * request goes in consecutive chunks. Every passage lands in exactly one chunk.
 */

/** A part with fewer words (a title page, a one-line chapter) is generated with its neighbour. */
const MIN_PART_WORDS = 60;

/** One part of the source: the author's section (or a size cut), sent in one or more requests. */
export interface Part {
  title?: string;
  level: number;
  pageStart?: number;
  pageEnd?: number;
  start?: number;
  end?: number;
  /** Consecutive groups of passages, each within the budget: one request each. */
  chunks: PartPassage[][];
}

export const countWords = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
export const segmentsWords = (segments: readonly SourceSegment[]) => segments.reduce((n, s) => n + countWords(s.text), 0);

/** Consecutive groups of passages, each within `budget` prompt characters (a passage alone may exceed it only if it is itself longer). */
export function chunksOf(passages: readonly PartPassage[], budget: number): PartPassage[][] {
  const chunks: PartPassage[][] = [];
  let current: PartPassage[] = [];
  let used = 0;
  for (const p of passages) {
    const size = promptChars(p);
    if (current.length && used + size > budget) { chunks.push(current); current = []; used = 0; }
    current.push(p);
    used += size;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

export function rangeOf(passages: readonly PartPassage[], kind: SourceDocument['kind']): Pick<Part, 'pageStart' | 'pageEnd' | 'start' | 'end'> {
  if (kind === 'video') {
    const times = passages.flatMap((p) => p.sentences.map((s) => s.time)).filter((t): t is number => t !== undefined);
    return times.length ? { start: Math.min(...times), end: Math.max(...times) } : {};
  }
  const pages = passages.map((p) => p.page).filter((p): p is number => p !== undefined);
  return pages.length ? { pageStart: Math.min(...pages), pageEnd: Math.max(...pages) } : {};
}

/** The source's parts: along its outline when it has one, else by size; one part when it fits one request. */
export function planParts(source: SourceDocument, budget: number): Part[] {
  const byOutline = splitByOutline(source);
  // Tiny parts (front matter, a heading-only chapter) ride with the next part, or the previous one at the end.
  const merged: typeof byOutline = [];
  for (const part of byOutline) {
    const last = merged.at(-1);
    if (last && segmentsWords(last.segments) < MIN_PART_WORDS) {
      merged[merged.length - 1] = { ...part, entry: part.entry ?? last.entry, segments: [...last.segments, ...part.segments], pageStart: last.pageStart ?? part.pageStart, start: last.start ?? part.start };
    } else merged.push(part);
  }
  const tail = merged.at(-1);
  if (merged.length > 1 && tail && segmentsWords(tail.segments) < MIN_PART_WORDS) {
    const before = merged[merged.length - 2]!;
    merged.splice(merged.length - 2, 2, { ...before, segments: [...before.segments, ...tail.segments], pageEnd: tail.pageEnd ?? before.pageEnd, end: tail.end ?? before.end });
  }
  if (merged.length >= 2) {
    let nextId = 1;
    // The last video chapter runs to the end of the video, not just to its last caption.
    const last = merged.at(-1)!;
    if (source.kind === 'video' && source.durationSeconds !== undefined && (last.end ?? 0) < source.durationSeconds) last.end = source.durationSeconds;
    return merged.map((part) => {
      const passages = partPassages(part.segments, source.kind, nextId, source.language);
      nextId += passages.length;
      return {
        ...(part.entry?.title ? { title: part.entry.title } : {}),
        level: 1,
        ...(part.pageStart !== undefined ? { pageStart: part.pageStart, pageEnd: part.pageEnd } : {}),
        ...(part.start !== undefined ? { start: part.start, end: part.end } : {}),
        chunks: chunksOf(passages, budget),
      };
    });
  }
  const passages = partPassages(source.segments, source.kind, 1, source.language);
  return chunksOf(passages, budget).map((chunk) => ({ level: 1, ...rangeOf(chunk, source.kind), chunks: [chunk] }));
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the items' order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return results;
}
