import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { SourceDocument, SourceOutlineEntry, StudyMaterial } from '../generation.types.js';
import { judgeCards } from './card-checker.js';

/**
 * A long course PDF: text per page as the app extracts it (pdf-parse), its outline (bookmarks)
 * with each entry's page found by its title on the pages, sections against that outline, cards
 * per 10 pages and time. Until the app extracts outlines itself, this eval reads them here.
 */

export interface PdfFixture {
  title?: string;
  pages: string[];
  /** Bookmarks flattened in order, with the page where each title is printed. */
  outline: SourceOutlineEntry[];
}

interface OutlineNode {
  title: string;
  items?: OutlineNode[];
}

export async function loadPdf(file: string): Promise<PdfFixture> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(file)), verbosity: 0 });
  try {
    const info = await parser.getInfo();
    const text = await parser.getText({ pageJoiner: '' });
    const pages = text.pages.sort((a, b) => a.num - b.num).map((p) => p.text.replaceAll('\f', ' ').trim());
    const flat: { title: string; level: number }[] = [];
    const walk = (nodes: readonly OutlineNode[], level: number): void => {
      for (const n of nodes) {
        flat.push({ title: n.title.trim(), level });
        walk(n.items ?? [], level + 1);
      }
    };
    walk((info.outline ?? []) as OutlineNode[], 1);
    const title = (info.info as { Title?: string } | undefined)?.Title;
    return { ...(title ? { title } : {}), pages, outline: placeOnPages(flat, pages) };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The first page, not before the previous entry's, where the title is printed on a line of its own. */
function placeOnPages(entries: readonly { title: string; level: number }[], pages: readonly string[]): SourceOutlineEntry[] {
  let from = 0;
  return entries.map((e) => {
    const wanted = squash(e.title);
    for (let p = from; p < pages.length; p++) {
      const lines = (pages[p] ?? '').split('\n').map((l) => squash(l.replace(/^\s*[\d.]+\s+/, '')));
      if (lines.some((l) => l === wanted)) {
        from = p;
        return { title: e.title, level: e.level, page: p + 1 };
      }
    }
    return { title: e.title, level: e.level };
  });
}

export function pdfDocument(pdf: PdfFixture, withOutline: boolean, pageCount = pdf.pages.length): SourceDocument {
  const segments = Array.from({ length: pageCount }, (_, i) => ({ text: pdf.pages[i % pdf.pages.length] ?? '', page: i + 1 }));
  return {
    kind: 'pdf',
    ...(pdf.title ? { title: pdf.title } : {}),
    segments,
    ...(withOutline && pageCount === pdf.pages.length ? { outline: pdf.outline } : {}),
  };
}

export interface PdfResult {
  label: string;
  pages: number;
  sections: number;
  tocChapters: number;
  chapterRecall: number;
  cards: number;
  cardsPer10Pages: number;
  fragments: number;
  junk: number;
  milliseconds: number;
  title: string;
  material: StudyMaterial;
}

/** A top-level TOC entry is found when a section starts on its page (±1) or carries its title. */
export function chapterRecall(material: StudyMaterial, outline: readonly SourceOutlineEntry[]): { found: number; total: number } {
  const top = outline.filter((e) => e.level === Math.min(...outline.map((o) => o.level)));
  let found = 0;
  for (const entry of top) {
    const hit = material.sections.some(
      (s) => squash(s.title).includes(squash(entry.title)) || (entry.page !== undefined && s.pageStart !== undefined && Math.abs(s.pageStart - entry.page) <= 1),
    );
    if (hit) found++;
  }
  return { found, total: top.length };
}

export function evaluatePdf(
  label: string,
  pdf: PdfFixture,
  generate: (doc: SourceDocument) => StudyMaterial,
  options: { withOutline: boolean; pageCount?: number },
): PdfResult {
  const doc = pdfDocument(pdf, options.withOutline, options.pageCount);
  const started = performance.now();
  const material = generate(doc);
  const milliseconds = performance.now() - started;
  const verdicts = judgeCards(material.flashcards, material.language || 'en');
  const recall = chapterRecall(material, pdf.outline);
  return {
    label,
    pages: doc.segments.length,
    sections: material.sections.length,
    tocChapters: recall.total,
    chapterRecall: recall.total ? recall.found / recall.total : 0,
    cards: material.flashcards.length,
    cardsPer10Pages: (material.flashcards.length / doc.segments.length) * 10,
    fragments: verdicts.filter((v) => v === 'fragment').length,
    junk: verdicts.filter((v) => v === 'junk').length,
    milliseconds,
    title: material.title,
    material,
  };
}

export function formatPdf(r: PdfResult): string {
  return (
    `${r.label.padEnd(44)} pages ${String(r.pages).padStart(4)}  sections ${String(r.sections).padStart(3)}  TOC chapter recall ${r.chapterRecall.toFixed(2)} (of ${r.tocChapters})  ` +
    `cards ${String(r.cards).padStart(3)} (${r.cardsPer10Pages.toFixed(1)}/10 pages, ${r.fragments} fragment, ${r.junk} junk)  ${r.milliseconds.toFixed(0)} ms  title "${r.title}"`
  );
}
