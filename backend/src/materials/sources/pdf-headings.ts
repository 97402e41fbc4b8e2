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
  // "2 C++" is a numbered heading with one letter.
  if (!/\p{L}{2,}/u.test(t) && !NUMBERED_HEADING.test(t)) return false;
  // Sentences, figure captions and page furniture are not headings.
  if (/[.,;:]$/.test(t) && !/\.\.\.$/.test(t)) return false;
  if (/^(figure|fig\.|table|listing|page)\s+\d/i.test(t)) return false;
  // Code and shell lines set in a larger type ("$ gcc -c hello.c", "> GET /index.html", "} catch (…) {") are not headings.
  if (/[{};$<>=~\\|`@]|\/\/|^[^\p{L}\p{N}"“'‘¿¡(]/u.test(t)) return false;
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

  const levels = headingSizes(kept, pages.length);
  const chosen = kept.filter((c) => levels.includes(Math.round(c.size / SIZE_STEP)));
  // "1 Shell" and "1.1 File System" set in one size: within a size, the numbering's depth tells the level.
  const shallowest = new Map<number, number>();
  for (const c of chosen) {
    const depth = numberingDepth(c.title);
    const key = Math.round(c.size / SIZE_STEP);
    if (depth !== undefined) shallowest.set(key, Math.min(shallowest.get(key) ?? depth, depth));
  }
  return chosen.map((c) => {
    const key = Math.round(c.size / SIZE_STEP);
    const deeper = (numberingDepth(c.title) ?? shallowest.get(key) ?? 1) - (shallowest.get(key) ?? 1);
    return { title: c.title, level: levels.indexOf(key) + 1 + Math.max(0, deeper), page: c.page };
  });
}

/** 1 for "3 Parsing", 2 for "3.1 Grammars"; undefined when the heading is not numbered so. */
function numberingDepth(title: string): number | undefined {
  return /^(\d{1,3}(?:\.\d{1,3})*)\.?\s/.exec(title)?.[1]?.split('.').length;
}

/** "3 Parsing", "2.1 Grammars", "Chapter 3", "Capítulo 2", "Lecture 4": a heading that numbers its place. */
const NUMBERS_ITS_PLACE = /^(?:\d{1,3}(?:\.\d{1,3})*\.?\s|[A-Z](?:\.\d{1,3})+\.?\s|(?:chapter|part|section|lecture|unit|appendix|kapitel|capítulo|chapitre|teil|tema|lección|leçon|parte)\s+(?:\d|[IVXLC]+\b))/iu;
/** Documents at least this long use a heading size on more than one page. */
const MIN_PAGES_FOR_REPEAT = 8;

/**
 * The size classes that are heading levels, largest first (at most three). A size set on one page only is a
 * title page's title or a figure's label, not a level. Where the document numbers its headings ("1 Introduction",
 * "1.1 …", "Chapter 2"), the numbered sizes are the levels, with a larger unnumbered size only when it sits on the
 * numbered headings' pages (a report's chapter title under "Chapter 2"): other large lines (a slide's big word, a
 * scanned figure's text) are not structure.
 */
function headingSizes(candidates: readonly { title: string; page: number; size: number }[], pageCount: number): number[] {
  const classes = new Map<number, { pages: Set<number>; numbered: number; count: number }>();
  for (const c of candidates) {
    const key = Math.round(c.size / SIZE_STEP);
    const entry = classes.get(key) ?? { pages: new Set<number>(), numbered: 0, count: 0 };
    entry.pages.add(c.page);
    entry.count += 1;
    if (NUMBERS_ITS_PLACE.test(c.title)) entry.numbered += 1;
    classes.set(key, entry);
  }
  const repeated = [...classes.entries()].filter(([, c]) => pageCount < MIN_PAGES_FOR_REPEAT || c.pages.size >= 2);
  const numbered = repeated.filter(([, c]) => c.numbered / c.count >= 0.5);
  if (!numbered.length) return repeated.map(([key]) => key).sort((a, b) => b - a).slice(0, MAX_LEVELS);
  const numberedPages = new Set(numbered.flatMap(([, c]) => [...c.pages]));
  const largestNumbered = Math.max(...numbered.map(([key]) => key));
  const besideNumbered = repeated.filter(([key, c]) => key > largestNumbered && c.numbered / c.count < 0.5
    && [...c.pages].filter((p) => numberedPages.has(p)).length >= c.pages.size * 0.8);
  return [...numbered, ...besideNumbered].map(([key]) => key).sort((a, b) => b - a).slice(0, MAX_LEVELS);
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
