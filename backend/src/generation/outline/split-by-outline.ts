import type { SourceDocument, SourceOutlineEntry, SourceSegment } from '../generation.types.js';

/** One part of a source cut along its outline: the entry (null for material before the first one) and its segments. */
export interface OutlinePart {
  entry: SourceOutlineEntry | null;
  segments: SourceSegment[];
  /** Inclusive pages (PDF). */
  pageStart?: number;
  pageEnd?: number;
  /** [start, end) seconds (video). */
  start?: number;
  end?: number;
}

/**
 * The outline level a source is cut at: the top level when it has at least two entries, else the
 * next one down, so a book cuts at chapters and a single-chapter document at its sections.
 */
export function sectionLevel(outline: readonly SourceOutlineEntry[]): number | null {
  const levels = [...new Set(outline.map((e) => e.level))].sort((a, b) => a - b);
  for (const level of levels) {
    if (outline.filter((e) => e.level === level).length >= 2) return level;
  }
  return null;
}

function positionOf(entry: SourceOutlineEntry, kind: SourceDocument['kind']): number | undefined {
  return kind === 'video' ? entry.start : entry.page;
}

function segmentPosition(segment: SourceSegment, kind: SourceDocument['kind']): number | undefined {
  return kind === 'video' ? segment.start : segment.page;
}

/**
 * Cuts a document's segments along its outline (pages for PDFs, cue times for videos). Entries of
 * the chosen level without a position, or starting where the previous one starts, are merged into
 * their neighbour so no part is empty. Returns [] when the outline cannot cut the document (no
 * usable entries): the caller then finds sections itself.
 */
export function splitByOutline(doc: SourceDocument): OutlinePart[] {
  const outline = doc.outline ?? [];
  const level = sectionLevel(outline);
  if (level === null) return [];
  const entries = outline
    .filter((e) => e.level === level && positionOf(e, doc.kind) !== undefined)
    .sort((a, b) => positionOf(a, doc.kind)! - positionOf(b, doc.kind)!);
  if (entries.length < 2) return [];

  const parts: OutlinePart[] = [{ entry: null, segments: [] }, ...entries.map((entry) => ({ entry, segments: [] as SourceSegment[] }))];
  let current = 0;
  for (const segment of doc.segments) {
    const at = segmentPosition(segment, doc.kind);
    if (at !== undefined) {
      while (current < entries.length && positionOf(entries[current]!, doc.kind)! <= at) current += 1;
    }
    parts[current]!.segments.push(segment);
  }
  const kept = parts.filter((p) => p.segments.length > 0);
  return kept.map((part, i) => withRange(part, kept[i + 1], doc));
}

function withRange(part: OutlinePart, next: OutlinePart | undefined, doc: SourceDocument): OutlinePart {
  if (doc.kind === 'video') {
    const starts = part.segments.map((s) => s.start).filter((s): s is number => s !== undefined);
    const ends = part.segments.map((s) => s.end ?? s.start).filter((s): s is number => s !== undefined);
    const start = part.entry?.start ?? (starts.length ? Math.min(...starts) : undefined);
    const nextStart = next?.entry?.start;
    const end = nextStart ?? (ends.length ? Math.max(...ends) : doc.durationSeconds);
    return { ...part, ...(start !== undefined ? { start } : {}), ...(end !== undefined ? { end } : {}) };
  }
  const pages = part.segments.map((s) => s.page).filter((p): p is number => p !== undefined);
  if (pages.length === 0) return part;
  return { ...part, pageStart: Math.min(...pages), pageEnd: Math.max(...pages) };
}
