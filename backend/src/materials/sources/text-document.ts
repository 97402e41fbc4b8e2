import { PDF_PAGE_SEPARATOR } from '@studyloop/events';
import type { SourceDocument, SourceOutlineEntry, SourceSegment } from '../../generation/generation.types.js';

/** Segments of pasted text stay below this size so search hits stay specific; paragraphs are never split. */
const TEXT_SEGMENT_CHARS = 3000;

export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return matches ? matches.length : 0;
}

function normalise(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '').replace(/[ \t]+\n/g, '\n');
}

/** Splits an over-long block at line ends, else at sentence ends, else at spaces. */
function splitLongBlock(block: string, limit: number): string[] {
  if (block.length <= limit) return [block];
  const separators = ['\n', /(?<=[.!?]["'”’)]?)\s+/, ' '];
  for (const separator of separators) {
    const parts = block.split(separator).filter((p) => p.trim());
    if (parts.length < 2) continue;
    const joiner = separator === '\n' ? '\n' : ' ';
    const out: string[] = [];
    let current = '';
    for (const part of parts) {
      if (current && current.length + joiner.length + part.length > limit) { out.push(current); current = part; } else current = current ? current + joiner + part : part;
    }
    if (current) out.push(current);
    return out.flatMap((p) => (p.length > limit * 2 ? splitLongBlock(p, limit) : [p]));
  }
  const out: string[] = [];
  for (let i = 0; i < block.length; i += limit) out.push(block.slice(i, i + limit));
  return out;
}

/**
 * Pasted text → segments of whole paragraphs (blank-line separated, line breaks kept so the
 * generator can re-join wrapped lines and spot headings), each up to ~3,000 characters.
 */
export function textSegments(content: string): SourceSegment[] {
  const blocks = normalise(content).split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean).flatMap((b) => splitLongBlock(b, TEXT_SEGMENT_CHARS));
  const segments: SourceSegment[] = [];
  let current = '';
  for (const block of blocks) {
    if (current && current.length + 2 + block.length > TEXT_SEGMENT_CHARS) { segments.push({ text: current }); current = block; } else current = current ? `${current}\n\n${block}` : block;
  }
  if (current) segments.push({ text: current });
  return segments;
}

/** `extractedText` of an upload (pages separated by form feeds) → one segment per non-empty page, 1-based. */
export function pdfTextSegments(content: string): { segments: SourceSegment[]; pageCount: number } {
  const pages = normalise(content).split(PDF_PAGE_SEPARATOR);
  const segments = pages.map((text, i) => ({ text: text.trim(), page: i + 1 })).filter((s) => s.text.length > 0);
  return { segments, pageCount: pages.length };
}

export function textDocument(
  kind: 'text' | 'pdf', content: string, title?: string, outline?: readonly SourceOutlineEntry[],
): { doc: SourceDocument; wordCount: number; pageCount: number | null } {
  if (kind === 'pdf') {
    const { segments, pageCount } = pdfTextSegments(content);
    const entries = (outline ?? []).map((e) => ({ title: e.title.trim(), level: e.level, ...(e.page !== undefined ? { page: e.page } : {}) }));
    const doc: SourceDocument = { kind, title, segments, ...(entries.length ? { outline: entries } : {}) };
    return { doc, wordCount: segments.reduce((n, s) => n + countWords(s.text), 0), pageCount };
  }
  const segments = textSegments(content);
  return { doc: { kind, title, segments }, wordCount: segments.reduce((n, s) => n + countWords(s.text), 0), pageCount: null };
}
