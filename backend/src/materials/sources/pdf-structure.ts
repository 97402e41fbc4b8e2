import type { PDFDocumentProxy, PDFPageProxy, TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { cleanSourceText, MAX_OUTLINE_ENTRIES, MAX_OUTLINE_LEVEL, MAX_OUTLINE_TITLE_CHARS } from '@studyloop/events';
import type { SourceOutlineEntry } from '../../generation/generation.types.js';
import { repairTexGlyphs } from './pdf-tex-glyphs.js';
import { findPrintedContents, isContentsHeading, mapPrintedPages } from './pdf-contents-page.js';
import { findHeadings, mayHoldHeading, type StyledLine } from './pdf-headings.js';

/**
 * How a PDF is organised and what it is called, from the same pdf.js document its text is read from:
 * its bookmarks, else its printed table of contents, else headings found by font size and weight.
 * The title is the lone bookmark the whole document hangs from, else the PDF's Title metadata when it is meaningful,
 * else its first (largest) heading.
 * Structure is a help, never a gate: any failure here gives an empty outline, not a refused upload.
 */

export type OutlineOrigin = 'bookmarks' | 'contents' | 'headings' | 'none';

export interface PdfStructure {
  title: string | null;
  outline: SourceOutlineEntry[];
  /** Where the outline came from. */
  origin: OutlineOrigin;
}

const MIN_ENTRIES = 2;

/** Metadata titles that name a tool, a file or nothing rather than the document. */
export function meaningfulTitle(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const title = cleanSourceText(raw).replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  if (title.length < 3 || title.length > MAX_OUTLINE_TITLE_CHARS) return null;
  if (!/\p{L}{2,}/u.test(title)) return null;
  if (/\.(pdf|docx?|odt|rtf|tex|pptx?|txt|indd|html?)$/i.test(title)) return null;
  if (/^(microsoft (word|powerpoint)|untitled|document|title|slide \d+|presentation\d*|powerpoint presentation|no title|unknown)\b/i.test(title)) return null;
  if (/^[\w-]+_[\w-]+$/.test(title) || /^[a-f0-9-]{16,}$/i.test(title)) return null; // file-like ids
  return title;
}

function clean(entries: SourceOutlineEntry[], pageCount: number): SourceOutlineEntry[] {
  return entries
    .map((e) => ({
      title: cleanSourceText(e.title).replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_OUTLINE_TITLE_CHARS),
      level: Math.min(MAX_OUTLINE_LEVEL, Math.max(1, Math.round(e.level))),
      ...(e.page !== undefined && e.page >= 1 && e.page <= pageCount ? { page: e.page } : {}),
    }))
    .filter((e) => e.title.length > 0)
    .slice(0, MAX_OUTLINE_ENTRIES);
}

type OutlineItem = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];

/** A bookmark's destination as a 1-based page: named destinations are looked up, page refs resolved. */
async function destinationPage(doc: PDFDocumentProxy, dest: OutlineItem['dest']): Promise<number | undefined> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    const target = explicit?.[0];
    if (target === undefined || target === null) return undefined;
    if (typeof target === 'number') return target + 1;
    return (await doc.getPageIndex(target)) + 1;
  } catch {
    return undefined;
  }
}

async function bookmarks(doc: PDFDocumentProxy): Promise<SourceOutlineEntry[]> {
  const outline = await doc.getOutline();
  if (!outline?.length) return [];
  const out: SourceOutlineEntry[] = [];
  const walk = async (items: OutlineItem[], level: number): Promise<void> => {
    for (const item of items) {
      if (out.length >= MAX_OUTLINE_ENTRIES) return;
      const page = await destinationPage(doc, item.dest);
      out.push({ title: item.title ?? '', level, ...(page !== undefined ? { page } : {}) });
      if (item.items?.length) await walk(item.items as OutlineItem[], level + 1);
    }
  };
  await walk(outline, 1);
  return out;
}

/** A page's text as visual lines with their largest font size and boldness, from its text content. */
export function styledLines(content: TextContent, page: PDFPageProxy): StyledLine[] {
  const lines: StyledLine[] = [];
  let current: { text: string; size: number; bold: boolean; y: number } | null = null;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    const y = Math.round(item.transform[5] ?? 0);
    const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height;
    const style = content.styles[item.fontName] as { fontFamily?: string } | undefined;
    const bold = /bold|black|heavy|semibold/i.test(`${item.fontName} ${style?.fontFamily ?? ''} ${fontRealName(page, item.fontName)}`);
    if (current && Math.abs(current.y - y) <= 2) {
      current.text += item.str;
      if (item.str.trim()) { current.size = Math.max(current.size, size); current.bold &&= bold; }
    } else {
      if (current?.text.trim()) lines.push({ text: current.text, size: current.size, bold: current.bold });
      current = { text: item.str, size: item.str.trim() ? size : 0, bold, y };
    }
    if (item.hasEOL && current) {
      if (current.text.trim()) lines.push({ text: current.text, size: current.size, bold: current.bold });
      current = null;
    }
  }
  if (current?.text.trim()) lines.push({ text: current.text, size: current.size, bold: current.bold });
  return lines.map((l) => ({ ...l, text: repairTexGlyphs(l.text) }));
}

/** pdf.js loads a page's fonts, and so learns their names, only while reading its drawing operators. */
export async function loadPageFonts(page: PDFPageProxy): Promise<void> {
  await page.getOperatorList().catch(() => undefined);
}

/**
 * The loaded font's PostScript name (e.g. "ABCDEF+Helvetica-Bold"), when pdf.js has it: only once the page's fonts are
 * loaded (`loadPageFonts`), as the text content names fonts by pdf.js's own ids ("g_d0_f1").
 */
export function fontRealName(page: PDFPageProxy, fontName: string): string {
  try {
    if (!page.commonObjs.has(fontName)) return '';
    const font = page.commonObjs.get(fontName) as { name?: string } | null;
    return font?.name ?? '';
  } catch {
    return '';
  }
}

/** A title of several lines stays below this many characters (a page of running text in one size is no title). */
const MAX_TITLE_RUN_CHARS = 200;
const MAX_TITLE_RUN_LINES = 6;

/**
 * The largest lines on the first pages (1 and 2, styled): a title page's title, with the lines it wraps onto
 * ("School of Computer Science / CS 246 / Object-Oriented Software Development"), up to the first line set
 * otherwise (a footnote mark, the author). On a title page whose title is most of its few lines, the title
 * need not stand out from the median line.
 */
function firstHeading(styled: ReadonlyMap<number, StyledLine[]>): string | null {
  for (const p of [1, 2]) {
    const all = (styled.get(p) ?? []).filter((l) => l.text.trim());
    const lines = all.filter((l) => /\p{L}{2,}/u.test(l.text) && l.text.trim().length <= MAX_OUTLINE_TITLE_CHARS);
    if (!lines.length) continue;
    const sizes = lines.map((l) => l.size);
    const largest = Math.max(...sizes);
    const body = sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? largest;
    const start = all.findIndex((l) => l.size >= largest - 0.5 && /\p{L}{2,}/u.test(l.text));
    const run: string[] = [];
    for (const line of all.slice(start)) {
      const text = line.text.replace(/\s+/g, ' ').trim();
      if (line.size < largest - 0.5 || run.length >= MAX_TITLE_RUN_LINES || [...run, text].join(' ').length > MAX_TITLE_RUN_CHARS) break;
      run.push(text);
    }
    const standsOut = largest >= body * 1.15 || lines.length <= 3;
    // Not standing out, the run is a title only when it is a title page's: short, no sentence, more text after it.
    const titlePage = run.length < all.length - start && !run.some((l) => /[.!?]$/.test(l)) && run.join(' ').length <= MAX_TITLE_RUN_CHARS;
    if (!run.length || (!standsOut && !titlePage) || isContentsHeading(run.join(' '))) continue;
    // A footnote mark set on the title's last word ("Discretas1", "Notes∗") is not part of it.
    // Notes without a title page open on a numbered heading ("1 Introduction"): the number is not part of a title;
    // a course number ("6.087 Lecture 1", "18.06 Linear Algebra") is.
    return meaningfulTitle((standsOut ? run : titleWraps(run)).join(' ').replace(/(?<=\p{Ll})[\d∗*†‡]{1,2}$/u, '').replace(/^\d{1,2}\.?\s+(?=\p{L})/u, ''));
  }
  return null;
}

/**
 * A title set in the size of the text after it (a word processor's handout) is its first line and the lines it wraps
 * onto: a line left open (on a comma, colon or dash) or one that goes on in lower case. A new line in capitals is the
 * handout's next piece ("Statistical Inference on population means and variances" / "The information provided in this
 * document are for reference only" / "3 conditions"), which the size does not tell apart.
 */
function titleWraps(run: readonly string[]): string[] {
  const end = run.findIndex((line, i) => i > 0 && !/[,:;\-–—&]$/.test(run[i - 1] ?? '') && !/^\p{Ll}/u.test(line));
  return end < 0 ? [...run] : run.slice(0, end);
}

/** The PDF's Title metadata (info dictionary, else XMP dc:title) when it names the document. */
/** What `PDFDocumentProxy.getMetadata()` gives: read once per upload, for the title and the producing program. */
export type PdfMetadata = Awaited<ReturnType<PDFDocumentProxy['getMetadata']>> | null;

export function metadataTitle(metadata: PdfMetadata): string | null {
  return meaningfulTitle((metadata?.info as { Title?: unknown } | undefined)?.Title) ?? meaningfulTitle(metadata?.metadata?.get('dc:title'));
}

/**
 * The bookmark the whole outline hangs from, opening on the first pages: the document's own name ("Ensembles et
 * applications"), where the Title metadata often names the series or the template it was made with ("Exo7 - Cours de
 * mathématiques"). Null when the outline has several top entries, or its one top entry is a contents page's.
 */
export function documentBookmark(outline: readonly SourceOutlineEntry[]): string | null {
  const top = Math.min(...outline.map((e) => e.level));
  const roots = outline.filter((e) => e.level === top);
  const root = roots[0];
  if (roots.length !== 1 || root !== outline[0] || outline.length < 2 || root.page === undefined || root.page > 2) return null;
  return isContentsHeading(root.title) ? null : meaningfulTitle(root.title);
}

/** The bookmarks as an outline ([] when fewer than two, or unreadable). */
export async function bookmarkOutline(doc: PDFDocumentProxy): Promise<SourceOutlineEntry[]> {
  const outline = clean(await bookmarks(doc).catch(() => []), doc.numPages);
  return outline.length >= MIN_ENTRIES ? outline : [];
}

/** What the single read of a PDF gathered for its structure. */
export interface PdfReading {
  doc: PDFDocumentProxy;
  /** Extracted text per page (as uploaded), for the printed table of contents. */
  pages: readonly string[];
  /** Styled lines of pages 1–2 (when there is no metadata title) and of pages that may hold a heading. */
  styled: ReadonlyMap<number, StyledLine[]>;
  /** From bookmarkOutline, when bookmarks were tried. */
  bookmarks: SourceOutlineEntry[];
  metaTitle: string | null;
}

/** Outline and title from a reading: bookmarks, else printed contents, else headings by font. */
export async function readPdfStructure(reading: PdfReading, options: { only?: Exclude<OutlineOrigin, 'none'> } = {}): Promise<PdfStructure> {
  const { doc, pages, styled } = reading;
  const tries = (origin: OutlineOrigin) => options.only === undefined || options.only === origin;
  try {
    const pageCount = doc.numPages;
    let outline = tries('bookmarks') ? reading.bookmarks : [];
    let origin: OutlineOrigin = outline.length >= MIN_ENTRIES ? 'bookmarks' : 'none';
    if (origin === 'none' && tries('contents')) {
      const { entries, contentsPages } = findPrintedContents(pages);
      if (entries.length >= MIN_ENTRIES) {
        const labels = await doc.getPageLabels().catch(() => null);
        outline = clean(mapPrintedPages(entries, pages, contentsPages, labels), pageCount);
        origin = 'contents';
      }
    }
    if (origin === 'none' && tries('headings')) {
      // Fonts were read only on pages with a line that could be a heading (running text has none).
      const candidates = Array.from({ length: pageCount }, (_, i) => (mayHoldHeading(pages[i] ?? '') ? styled.get(i + 1) ?? [] : []));
      outline = clean(findHeadings(candidates), pageCount);
      origin = outline.length >= MIN_ENTRIES ? 'headings' : 'none';
    }
    if (origin === 'none') outline = [];
    const title = documentBookmark(reading.bookmarks) ?? reading.metaTitle ?? firstHeading(styled);
    return { title, outline, origin };
  } catch {
    return { title: null, outline: [], origin: 'none' };
  }
}
