import { cleanSourceText, PDF_PAGE_SEPARATOR } from '@studyloop/events';
import type { PDFDocumentProxy, PDFPageProxy, TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { PageViewport } from 'pdfjs-dist/types/src/display/display_utils.js';
import type { SourceOutlineEntry } from '../../generation/generation.types.js';
import { repairTexGlyphs } from './pdf-tex-glyphs.js';
import { texMathFont, withTexMathGlyphs, type TexMathFont } from './pdf-math-fonts.js';
import { bulletGlyphItems } from './pdf-glyph-bullets.js';
import { mayHoldHeading, type StyledLine } from './pdf-headings.js';
import { withoutOverprints } from './pdf-overprint.js';
import { isRunInLabel } from './pdf-run-in-labels.js';
import { isSlidePage, itemBreaks, type LineBox } from './pdf-slide-lines.js';
import { checkPdfUpload, PdfRejectedError, PDF_REJECTIONS } from './pdf-rejection.js';
import { bookmarkOutline, fontRealName, loadPageFonts, metadataTitle, readPdfStructure, styledLines, type OutlineOrigin, type PdfMetadata } from './pdf-structure.js';
import { countWords } from './text-document.js';

/*
 * pdf.js's legacy build (the one for Node) bundles core-js, which on V8 before 12 (Node 20) replaces
 * Array.prototype.push and JSON.parse with JavaScript versions for the whole thread (push ~3x slower
 * in a tight loop; reading the 100-page bench PDF took ~15% more CPU than with the natives). pdf.js
 * needs neither replacement (they fix edge cases: arrays of 2^32 items, JSON.parse source access);
 * its additions (Promise.withResolvers, Uint8Array.fromBase64, …) stay.
 */
const { push } = Array.prototype;
const { parse } = JSON;
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
// In Node pdf.js runs its worker code on this thread, loading it with the first document; that bundle
// carries core-js too. Handed over now (pdf.js looks for globalThis.pdfjsWorker), so its replacements are
// undone below as well: they would otherwise slow every later task of the thread, note generation included.
const PDF_WORKER_MODULE: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs'; // the package ships no types for it
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = (await import(PDF_WORKER_MODULE)) as { WorkerMessageHandler: unknown };
Object.defineProperty(Array.prototype, 'push', { value: push });
Object.defineProperty(JSON, 'parse', { value: parse });

/**
 * A PDF read once through pdf.js: each page's text content is fetched one time and gives both the
 * page text and, where a heading may be, its lines' font sizes; bookmarks, page labels and metadata
 * come from the same document. (Reading the text with pdf-parse and the structure with a second
 * pdf.js document parsed every page twice: ~2x the time and allocation of the text alone.)
 * No Nest imports here: this runs in the materials worker (see materials.worker.ts).
 */

export interface PdfText {
  pages: string[];
  wordCount: number;
  /** The document's own title (metadata or first heading), or null. */
  title: string | null;
  /** Bookmarks, else printed contents, else headings; [] when none. */
  outline: SourceOutlineEntry[];
  outlineOrigin: OutlineOrigin;
}

/** Page text as extracted; trailing spaces and form feeds removed so '\f' stays our page separator. */
function cleanPage(text: string): string {
  // Ligature slots first: an OT1 "fi" is the page separator's own character.
  return cleanSourceText(repairTexGlyphs(text).replaceAll(PDF_PAGE_SEPARATOR, ' ')).replace(/[ \t]+$/gm, '').trim();
}

/** Same line when baselines are closer than this (points); a tab between items further apart than CELL_GAP. */
const LINE_THRESHOLD = 4.6;
const CELL_GAP = 7;

/**
 * A page's text laid out as pdf-parse (2.4) lays it out with its defaults, which the generators and
 * evals were tuned on: items in content order, a line break at each end of line and where the
 * baseline moves by more than a line, a tab between items of one line far apart.
 */
export function layoutPageText(content: TextContent, viewport: PageViewport): string {
  const out: string[] = [];
  let lastX: number | undefined;
  let lastY: number | undefined;
  let lineHeight = 0;
  // Each line's extent, for telling a slide's wrapped line from its next bullet (see pdf-slide-lines.ts).
  const lines: LineBox[] = [];
  let line: LineBox | undefined;
  let lineStart = 0;
  // The line's opening run in one font, while nothing in another font has followed: a run-in label, maybe.
  let lead: { font: string; end: number; before: string | undefined } | undefined;
  let lastFont: string | undefined;
  const bullets = bulletGlyphItems(content.items.filter((raw): raw is TextItem => 'str' in raw));
  const endLine = () => {
    if (line) lines.push({ ...line, breakAt: out.length - 1, open: /[,([{\-–—/]\s*$/.test(out.slice(lineStart, -1).join('')) });
    line = undefined;
    lead = undefined;
  };
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]) as [number, number];
    let str = bullets.has(item) ? item.str.replace(/\S/u, '•') : item.str;
    if (lastY !== undefined && Math.abs(lastY - y) > LINE_THRESHOLD) {
      const startsLine = str.startsWith('\n') || (str.trim() === '' && item.hasEOL);
      if (out.at(-1)?.endsWith('\n') === false && !startsLine && Math.abs(lastY - y) - 1 > lineHeight) {
        out.push('\n');
        endLine();
        lineHeight = 0;
      }
    }
    if (lastY !== undefined && Math.abs(lastY - y) < LINE_THRESHOLD && lastX !== undefined && Math.abs(lastX - x) > CELL_GAP) str = `\t${str}`;
    if (line && lead && item.str.trim()) {
      if (item.fontName === lead.font) lead.end = out.length;
      // In the type of the text before it, the lead is running text and the next type an emphasised term ("… der *Digital Signature*").
      else if (lead.font === lead.before) lead = undefined;
      else {
        if (!str.startsWith('\t') && isRunInLabel(out.slice(lineStart, lead.end + 1).join(''), str)) out[lead.end] = `${out[lead.end]!.trimEnd()}:${/^\s/.test(str) || /^\s/.test(out.slice(lead.end + 1).join('')) ? '' : ' '}`;
        lead = undefined;
      }
    }
    out.push(str);
    if (item.str.trim()) {
      if (line) { line.left = Math.min(line.left, x); line.right = Math.max(line.right, x + item.width); } else {
        lineStart = out.length - 1;
        lead = { font: item.fontName, end: lineStart, before: lastFont };
        const firstWord = item.str.trimStart().split(/\s/)[0] ?? '';
        line = { left: x, right: x + item.width, firstWordWidth: (item.width * firstWord.length) / Math.max(1, item.str.length), size: Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height };
      }
      lastFont = item.fontName;
    }
    lastX = x + item.width;
    lastY = y;
    lineHeight = Math.max(lineHeight, item.height);
    if (item.hasEOL) { out.push('\n'); endLine(); }
    if (item.hasEOL || str.endsWith('\n')) lineHeight = 0;
  }
  endLine();
  if (isSlidePage(viewport.width, viewport.height)) for (const at of itemBreaks(lines)) out[at] = `${out[at]}\n`;
  return out.join('');
}

/** Made by a TeX engine or driver (pdfTeX, XeTeX, LuaTeX, dvips, dvipdfmx): the PDFs that may set TeX's math fonts. */
function isTexMade(metadata: PdfMetadata): boolean {
  const info = metadata?.info as { Producer?: unknown; Creator?: unknown } | undefined;
  return /TeX|dvips|dvipdfm/i.test(`${String(info?.Producer ?? '')} ${String(info?.Creator ?? '')}`);
}

/**
 * The TeX math font of each font a page's text uses, remembered across pages (`known`, by pdf.js's font id). pdf.js
 * gives a font's name only once the page's drawing operators are read, as long again as its text: read only for a
 * page that brings a font not seen before.
 */
async function texMathFonts(page: PDFPageProxy, content: TextContent, known: Map<string, TexMathFont | undefined>): Promise<void> {
  const unseen = new Set(content.items.flatMap((item) => ('str' in item && !known.has(item.fontName) ? [item.fontName] : [])));
  if (unseen.size === 0) return;
  await loadPageFonts(page);
  for (const fontName of unseen) {
    known.set(fontName, texMathFont(fontRealName(page, fontName)));
  }
}

async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({ data: new Uint8Array(data), verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
  } catch (error) {
    if ((error as Error)?.name === 'PasswordException') throw new PdfRejectedError(400, PDF_REJECTIONS.password);
    throw new PdfRejectedError(400, PDF_REJECTIONS.damaged);
  }
}

/**
 * Extracts text page by page, and the document's title and outline (see pdf-structure.ts). Rejects
 * (PdfRejectedError) anything that is not a PDF by content, a damaged or password-protected PDF, and a
 * PDF without selectable text (400); above 10 MB, 413. `only` limits the outline to one strategy (evals).
 */
export async function extractPdfText(data: Uint8Array, options: { only?: Exclude<OutlineOrigin, 'none'> } = {}): Promise<PdfText> {
  checkPdfUpload(data);
  const doc = await openPdf(data);
  try {
    const tries = (origin: OutlineOrigin) => options.only === undefined || options.only === origin;
    // Structure is a help, never a gate: these reads give nothing rather than fail the upload.
    const bookmarks = tries('bookmarks') ? await bookmarkOutline(doc).catch(() => []) : [];
    const metadata: PdfMetadata = await doc.getMetadata().catch(() => null);
    const metaTitle = metadataTitle(metadata);
    const fontsForHeadings = bookmarks.length === 0 && tries('headings');

    const mathFonts = isTexMade(metadata) ? new Map<string, TexMathFont | undefined>() : undefined;
    const pages: string[] = [];
    const styled = new Map<number, StyledLine[]>();
    for (let p = 1; p <= doc.numPages; p += 1) {
      const page = await doc.getPage(p);
      try {
        let content = withoutOverprints(await page.getTextContent({ includeMarkedContent: false, disableNormalization: false }));
        if (mathFonts) {
          await texMathFonts(page, content, mathFonts);
          content = withTexMathGlyphs(content, (fontName) => mathFonts.get(fontName));
        }
        const text = cleanPage(layoutPageText(content, page.getViewport({ scale: 1 })));
        pages.push(text);
        if ((metaTitle === null && p <= 2) || (fontsForHeadings && mayHoldHeading(text))) {
          // A bold font is told by its name ("…-Bold"); a TeX-made PDF's fonts are loaded already, for its math fonts.
          if (!mathFonts) await loadPageFonts(page);
          try { styled.set(p, styledLines(content, page)); } catch { /* no fonts: no headings from this page */ }
        }
      } finally {
        page.cleanup();
      }
    }
    const wordCount = pages.reduce((n, p) => n + countWords(p), 0);
    if (wordCount === 0) throw new PdfRejectedError(400, PDF_REJECTIONS.noText);
    const structure = await readPdfStructure({ doc, pages, styled, bookmarks, metaTitle }, options);
    return { pages, wordCount, title: structure.title, outline: structure.outline, outlineOrigin: structure.origin };
  } catch (error) {
    if (error instanceof PdfRejectedError) throw error;
    if ((error as Error)?.name === 'PasswordException') throw new PdfRejectedError(400, PDF_REJECTIONS.password);
    throw new PdfRejectedError(400, PDF_REJECTIONS.damaged);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
