import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDF_PAGE_SEPARATOR } from '@studyloop/events';
import type { SourceOutlineEntry, StudyMaterial } from '../../../generation/generation.types.js';
import { judgeCards } from '../../../generation/eval/card-checker.js';
import { generateLocally } from '../../../generation/local/local-study-generator.js';
import { extractPdfText } from '../pdf-text.js';
import { textDocument } from '../text-document.js';
import { chapterRecall } from './evaluate-pdf-structure.js';

/**
 * `node backend/dist/eval-pdf/materials/sources/eval/evaluate-pdf-notes.js <folder or PDFs…>`: every
 * PDF through the upload's path (extraction, outline, title) and the local generator, as a learner's
 * upload goes. Per PDF: where its outline came from, chapter recall against a reference (the
 * `<name>.toc.json` beside it: [{ "title", "page" }] from its printed contents, physical pages; else its
 * bookmarks), the notes' title, sections, cards per 10 pages, fragment and junk cards, time and memory.
 * STUDYLOOP_PDF_CARDS=<folder> writes each PDF's sections and cards, with verdicts, there to be read.
 */

interface Reference { entries: SourceOutlineEntry[]; from: 'printed contents' | 'bookmarks' }

async function reference(file: string, data: Uint8Array): Promise<Reference> {
  const sidecar = file.replace(/\.pdf$/i, '.toc.json');
  if (existsSync(sidecar)) {
    const raw = JSON.parse(readFileSync(sidecar, 'utf8')) as { title: string; page?: number; level?: number }[];
    return { entries: raw.map((e) => ({ title: e.title, level: e.level ?? 1, ...(e.page !== undefined ? { page: e.page } : {}) })), from: 'printed contents' };
  }
  return { entries: (await extractPdfText(data, { only: 'bookmarks' })).outline, from: 'bookmarks' };
}

/** Top-level reference chapters a section carries (title, or start page ±1). */
function sectionRecall(material: StudyMaterial, ref: readonly SourceOutlineEntry[]): { found: number; total: number } {
  const squash = (s: string) => s.toLowerCase().replace(/^[\d.\s]+/, '').replace(/[^\p{L}\p{N}]+/gu, '');
  const top = ref.filter((e) => e.level === Math.min(...ref.map((r) => r.level)));
  const found = top.filter((entry) => material.sections.some((s) => {
    const a = squash(s.title);
    const b = squash(entry.title);
    return (b.length > 0 && (a.includes(b) || (a.length > 3 && b.includes(a)))) || (entry.page !== undefined && s.pageStart !== undefined && Math.abs(s.pageStart - entry.page) <= 1);
  })).length;
  return { found, total: top.length };
}

function pdfsIn(args: readonly string[]): string[] {
  return args.flatMap((a) => (statSync(a).isDirectory() ? readdirSync(a).filter((f) => f.toLowerCase().endsWith('.pdf')).sort().map((f) => join(a, f)) : [a]));
}

async function evaluate(file: string, cardsDir: string | undefined): Promise<void> {
  const data = new Uint8Array(readFileSync(file));
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const text = await extractPdfText(data);
  const extracted = performance.now();
  // As the upload hands it to processing: pages joined by the page separator, the PDF's own title.
  const { doc } = textDocument('pdf', text.pages.join(PDF_PAGE_SEPARATOR), text.title ?? basename(file, '.pdf'), text.outline);
  const material = generateLocally(doc);
  const done = performance.now();
  const rssAfter = process.memoryUsage().rss;
  const ref = await reference(file, data);
  const structure = chapterRecall(ref.entries, text.outline);
  const sections = sectionRecall(material, ref.entries);
  const verdicts = judgeCards(material.flashcards, material.language || 'en');
  const fragments = verdicts.filter((v) => v === 'fragment').length;
  const junk = verdicts.filter((v) => v === 'junk').length;
  const pages = text.pages.length;
  console.log(
    `${basename(file)}: ${pages} pages, lang ${material.language}, outline from ${text.outlineOrigin} (${text.outline.length}); ` +
    `reference (${ref.from}) chapters: outline ${structure.matched}/${structure.total}, sections ${sections.found}/${sections.total}; ` +
    `${material.sections.length} sections; cards ${material.flashcards.length} (${((material.flashcards.length / pages) * 10).toFixed(1)}/10 pages, ${fragments} fragment, ${junk} junk); ` +
    `extract ${(extracted - started).toFixed(0)} ms + notes ${(done - extracted).toFixed(0)} ms; rss ${(rssBefore / 2 ** 20).toFixed(0)} -> ${(rssAfter / 2 ** 20).toFixed(0)} MB; title "${material.title}"`,
  );
  if (cardsDir) {
    const lines = [`# ${material.title} (${basename(file)}; outline from ${text.outlineOrigin})`, ''];
    lines.push('## Outline', ...text.outline.map((e) => `${'  '.repeat(e.level - 1)}- p.${e.page ?? '?'} ${e.title}`), '');
    lines.push('## Sections', ...material.sections.map((s, i) => `${i}. L${s.level} p.${s.pageStart ?? '?'}-${s.pageEnd ?? '?'} ${s.title} | ${s.summary.slice(0, 200)}`), '');
    lines.push('## Cards', ...material.flashcards.map((c, i) => `[${verdicts[i]}] (${c.kind}, s${c.section ?? '-'}) Q: ${c.question}\n    A: ${c.answer}`));
    writeFileSync(join(cardsDir, `${basename(file, '.pdf')}.md`), `${lines.join('\n')}\n`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (!args.length) { console.log('usage: evaluate-pdf-notes.js <folder or PDF files…>'); return; }
  for (const file of pdfsIn(args)) {
    try {
      await evaluate(file, process.env.STUDYLOOP_PDF_CARDS);
    } catch (error) {
      console.log(`${basename(file)}: rejected (${(error as Error).message})`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
