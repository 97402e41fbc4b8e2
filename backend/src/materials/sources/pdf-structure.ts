import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { cleanSourceText, MAX_OUTLINE_ENTRIES, MAX_OUTLINE_LEVEL, MAX_OUTLINE_TITLE_CHARS } from '@studyloop/events';
import type { SourceOutlineEntry } from '../../generation/generation.types.js';
import { findPrintedContents, mapPrintedPages } from './pdf-contents-page.js';
import { findHeadings, pagesWithHeadingCandidates, type StyledLine } from './pdf-headings.js';

/**
 * How a PDF is organised and what it is called, read through pdf.js (the library pdf-parse uses):
 * its bookmarks, else its printed table of contents, else headings found by font size and weight.
 * The title is the PDF's Title metadata when it is meaningful, else its first (largest) heading.
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

/** A page's text as visual lines with their largest font size and boldness. */
async function styledLines(doc: PDFDocumentProxy, pageNumber: number): Promise<StyledLine[]> {
  const page = await doc.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
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
    return lines;
  } finally {
    page.cleanup();
  }
}

/** The loaded font's PostScript name (e.g. "ABCDEF+Helvetica-Bold"), when pdf.js has it. */
function fontRealName(page: { commonObjs: { has(id: string): boolean; get(id: string): unknown } }, fontName: string): string {
  try {
    if (!page.commonObjs.has(fontName)) return '';
    const font = page.commonObjs.get(fontName) as { name?: string } | null;
    return font?.name ?? '';
  } catch {
    return '';
  }
}

/** The largest line on the first pages: a title page's title. */
async function firstHeading(doc: PDFDocumentProxy): Promise<string | null> {
  for (let p = 1; p <= Math.min(2, doc.numPages); p += 1) {
    const lines = (await styledLines(doc, p)).filter((l) => /\p{L}{2,}/u.test(l.text) && l.text.trim().length <= MAX_OUTLINE_TITLE_CHARS);
    if (!lines.length) continue;
    const sizes = lines.map((l) => l.size);
    const largest = Math.max(...sizes);
    const body = sizes.sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? largest;
    if (largest < body * 1.15 && lines.length > 3) continue; // no line stands out
    const title = lines.filter((l) => l.size >= largest - 0.5).slice(0, 2).map((l) => l.text.trim()).join(' ');
    return meaningfulTitle(title);
  }
  return null;
}

/**
 * Outline and title of a PDF. `pages` is its extracted text per page (from pdf-parse), used for the
 * printed table of contents.
 */
export async function readPdfStructure(
  data: Uint8Array, pages: readonly string[], options: { only?: Exclude<OutlineOrigin, 'none'> } = {},
): Promise<PdfStructure> {
  const tries = (origin: OutlineOrigin) => options.only === undefined || options.only === origin;
  let doc: PDFDocumentProxy | null = null;
  try {
    doc = await getDocument({ data: new Uint8Array(data), verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
    const pageCount = doc.numPages;
    const metadata = await doc.getMetadata().catch(() => null);
    const metaTitle = meaningfulTitle((metadata?.info as { Title?: unknown } | undefined)?.Title) ?? meaningfulTitle(metadata?.metadata?.get('dc:title'));

    let outline = tries('bookmarks') ? clean(await bookmarks(doc).catch(() => []), pageCount) : [];
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
      // Fonts are read only on pages with a line that could be a heading (running text has none).
      const candidates = new Set(pagesWithHeadingCandidates(pages));
      const styled: StyledLine[][] = [];
      for (let p = 1; p <= pageCount; p += 1) styled.push(candidates.has(p) ? await styledLines(doc, p) : []);
      outline = clean(findHeadings(styled), pageCount);
      origin = outline.length >= MIN_ENTRIES ? 'headings' : 'none';
    }
    if (origin === 'none') outline = [];
    const title = metaTitle ?? (await firstHeading(doc).catch(() => null));
    return { title, outline, origin };
  } catch {
    return { title: null, outline: [], origin: 'none' };
  } finally {
    await doc?.destroy().catch(() => undefined);
  }
}
