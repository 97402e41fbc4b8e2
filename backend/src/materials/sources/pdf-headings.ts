import type { SourceOutlineEntry } from '../../generation/generation.types.js';
import { isContentsHeading } from './pdf-contents-page.js';

/**
 * Headings of a PDF without bookmarks or printed contents, from the look of its text: a heading is
 * a short line set larger than the body text (or bold at body size when numbered, "2.3 Parsing").
 * Distinct heading sizes, largest first, give the levels.
 */

/** One visual line of a page: its text, font size (points) and whether its font is bold. */
export interface StyledLine {
  text: string;
  size: number;
  bold: boolean;
}

/** Larger than body text by this factor. */
const HEADING_SIZE_RATIO = 1.12;
const MAX_HEADING_CHARS = 120;
const MAX_HEADING_WORDS = 14;
/** Sizes within this many points are one level. */
const SIZE_STEP = 0.6;
const MAX_LEVELS = 3;

/** The body text size: the size covering the most characters. */
export function bodySize(pages: readonly StyledLine[][]): number {
  const chars = new Map<number, number>();
  for (const line of pages.flat()) {
    const size = Math.round(line.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + line.text.length);
  }
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

const NUMBERED_HEADING = /^(?:\d{1,3}(?:\.\d{1,3})*|[A-Z](?:\.\d{1,3})+)\.?\s+\p{L}/u;

export function looksLikeHeadingText(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > MAX_HEADING_CHARS) return false;
  if (t.split(/\s+/).length > MAX_HEADING_WORDS) return false;
  if (!/\p{L}{2,}/u.test(t)) return false;
  // Sentences, figure captions and page furniture are not headings.
  if (/[.,;:]$/.test(t) && !/\.\.\.$/.test(t)) return false;
  if (/^(figure|fig\.|table|listing|page)\s+\d/i.test(t)) return false;
  // The contents page's own heading is not a part of the document.
  if (isContentsHeading(t)) return false;
  return true;
}

/** Heading entries in page order with levels 1…3 (largest size = 1). Pages are 1-based by index. */
export function findHeadings(pages: readonly StyledLine[][]): SourceOutlineEntry[] {
  const body = bodySize(pages);
  if (body <= 0) return [];
  const candidates: { title: string; page: number; size: number }[] = [];
  pages.forEach((lines, i) => {
    for (const line of lines) {
      const text = line.text.replace(/\s+/g, ' ').trim();
      if (!looksLikeHeadingText(text)) continue;
      const larger = line.size >= body * HEADING_SIZE_RATIO;
      const boldNumbered = line.bold && line.size >= body - 0.1 && NUMBERED_HEADING.test(text);
      if (larger || boldNumbered) candidates.push({ title: text, page: i + 1, size: larger ? line.size : body });
    }
  });
  // A line repeated on many pages (running headers) is furniture, not structure.
  const repeated = new Map<string, number>();
  for (const c of candidates) repeated.set(c.title.toLowerCase(), (repeated.get(c.title.toLowerCase()) ?? 0) + 1);
  const kept = candidates.filter((c) => (repeated.get(c.title.toLowerCase()) ?? 0) < Math.max(3, pages.length * 0.3));

  const sizes = [...new Set(kept.map((c) => Math.round(c.size / SIZE_STEP)))].sort((a, b) => b - a).slice(0, MAX_LEVELS);
  return kept
    .filter((c) => sizes.includes(Math.round(c.size / SIZE_STEP)))
    .map((c) => ({ title: c.title, level: sizes.indexOf(Math.round(c.size / SIZE_STEP)) + 1, page: c.page }));
}

/**
 * Whether a page's extracted text has a line that could be a heading: short against the page's usual
 * line, no sentence punctuation at its end. Only such pages need their fonts read, which keeps the
 * font pass off pages of running text.
 */
export function mayHoldHeading(page: string): boolean {
  const lines = page.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (!lines.length) return false;
  const lengths = lines.map((l) => l.length).sort((a, b) => a - b);
  const usual = lengths[Math.floor(lengths.length * 0.75)] ?? 0;
  return lines.some((l) => looksLikeHeadingText(l) && (lines.length < 4 || l.length <= usual * 0.7));
}
