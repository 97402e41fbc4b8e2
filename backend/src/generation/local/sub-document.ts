import type { PreparedDocument, PreparedSentence } from './prepare-document.js';

/** Which sentences of a prepared document belong to one part: a time range, a page range or a sentence range. */
export interface PartRange {
  start?: number;
  end?: number;
  pageStart?: number;
  pageEnd?: number;
  firstSentence?: number;
  /** Exclusive. */
  endSentence?: number;
}

function inRange(s: PreparedSentence, range: PartRange): boolean {
  if (range.firstSentence !== undefined) return s.index >= range.firstSentence && s.index < (range.endSentence ?? Infinity);
  if (range.start !== undefined && s.time !== undefined) return s.time >= range.start && (range.end === undefined || s.time < range.end);
  if (range.pageStart !== undefined && s.page !== undefined) return s.page >= range.pageStart && s.page <= (range.pageEnd ?? s.page);
  return false;
}

/**
 * A part of an already prepared document as a document of its own (sentences re-indexed, its
 * headings kept): sections are generated without splitting and tokenising the source again.
 */
export function subDocument(doc: PreparedDocument, range: PartRange, title: string): PreparedDocument {
  const picked = doc.sentences.filter((s) => inRange(s, range));
  const newIndex = new Map(picked.map((s, i) => [s.index, i]));
  const headingIndex = new Map<number, number>();
  const headings = doc.headings.flatMap((h, i) => {
    const first = newIndex.get(h.firstSentence);
    if (first === undefined) return [];
    headingIndex.set(i, headingIndex.size);
    return [{ ...h, firstSentence: first }];
  });
  const sentences = picked.map((s, i) => ({ ...s, index: i, sectionIndex: headingIndex.get(s.sectionIndex) ?? -1 }));
  const durationSeconds = range.start !== undefined && range.end !== undefined ? range.end - range.start : undefined;
  return {
    kind: doc.kind,
    ...(title ? { givenTitle: title } : {}),
    sentences,
    headings,
    wordCount: sentences.reduce((n, s) => n + s.wordCount, 0),
    ...(durationSeconds !== undefined ? { durationSeconds } : {}),
  };
}
