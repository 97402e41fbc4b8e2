import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFParse } from 'pdf-parse';
import type { SourceOutlineEntry } from '../../../generation/generation.types.js';
import { sectionLevel } from '../../../generation/outline/split-by-outline.js';
import { extractPdfText } from '../pdf-text.js';
import type { OutlineOrigin } from '../pdf-structure.js';

/**
 * `npm run eval:pdf`: for every PDF under ../shared/fixtures/pdfs (when present; or the folder given as argument or
 * STUDYLOOP_PDF_DIR), the time to
 * extract text and structure, and the chapters each strategy (bookmarks, printed contents,
 * headings) finds against the PDF's own bookmarks as reference: chapter recall (title and page
 * within one page). Reads ../shared only here, never in tests.
 */

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/^[\d.]+\s+/, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function chapterRecall(reference: readonly SourceOutlineEntry[], found: readonly SourceOutlineEntry[]): { recall: number; matched: number; total: number } {
  const refLevel = sectionLevel(reference) ?? 1;
  const chapters = reference.filter((e) => e.level === refLevel);
  const foundLevel = sectionLevel(found) ?? 1;
  const top = found.filter((e) => e.level === foundLevel);
  const matched = chapters.filter((c) => top.some((f) => {
    const a = normalise(c.title);
    const b = normalise(f.title);
    const sameTitle = a === b || (a.length > 3 && b.includes(a)) || (b.length > 3 && a.includes(b));
    return sameTitle && (c.page === undefined || f.page === undefined || Math.abs(c.page - f.page) <= 1);
  })).length;
  return { recall: chapters.length ? matched / chapters.length : 0, matched, total: chapters.length };
}

async function main(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(process.cwd(), '../shared/fixtures/pdfs'), join(here, '../../../../../../shared/fixtures/pdfs'), '/work/shared/fixtures/pdfs'];
  // `evaluate-pdf-structure.js <folder>` (or STUDYLOOP_PDF_DIR) reads another folder of PDFs.
  const given = process.argv[2] ?? process.env.STUDYLOOP_PDF_DIR;
  const folder = given ?? candidates.find((p) => existsSync(p));
  if (!folder) { console.log('No ../shared/fixtures/pdfs here: nothing to evaluate.'); return; }
  const { readdirSync } = await import('node:fs');
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.pdf'))) {
    const data = new Uint8Array(readFileSync(join(folder, name)));
    // pdf-parse's text alone (the processing bench's "raw extraction") against the upload's one read: text + structure.
    // Alternated, median of 3, so a warm-up or a busy moment does not decide.
    const raws: number[] = [];
    const fulls: number[] = [];
    let text!: Awaited<ReturnType<typeof extractPdfText>>;
    for (let run = 0; run < 3; run += 1) {
      const rawStarted = performance.now();
      const parser = new PDFParse({ data: new Uint8Array(data), verbosity: 0 });
      await parser.getText({ pageJoiner: '' });
      await parser.destroy();
      raws.push(performance.now() - rawStarted);
      const started = performance.now();
      text = await extractPdfText(data);
      fulls.push(performance.now() - started);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    const rawMs = median(raws);
    const ms = median(fulls);
    console.log(`${name}: ${text.pages.length} pages, ${text.wordCount} words, upload extraction ${ms.toFixed(0)} ms (pdf-parse text alone ${rawMs.toFixed(0)} ms); title "${text.title}", outline from ${text.outlineOrigin} (${text.outline.length} entries)`);
    const reference = (await extractPdfText(data, { only: 'bookmarks' })).outline;
    for (const only of ['bookmarks', 'contents', 'headings'] as Exclude<OutlineOrigin, 'none'>[]) {
      const t0 = performance.now();
      const { outline } = await extractPdfText(data, { only });
      const r = chapterRecall(reference, outline);
      console.log(`  ${only.padEnd(9)}: ${outline.length} entries, chapters ${r.matched}/${r.total} (recall ${r.recall.toFixed(2)}), ${(performance.now() - t0).toFixed(0)} ms`);
      for (const e of outline.filter((x) => x.level === (sectionLevel(outline) ?? 1)).slice(0, 12)) console.log(`      L${e.level} p.${e.page ?? '?'} ${e.title}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
