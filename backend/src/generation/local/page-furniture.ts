/**
 * PDF pages repeat running headers, footers and page numbers. A line near the top or bottom of a
 * page whose digit-insensitive form occurs on many pages is furniture, not content.
 */

const EDGE_LINES = 3;
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

export function stripPageFurniture(pages: readonly string[], pageNumbers: readonly number[] = pages.map((_, i) => i + 1)): string[] {
  const pageLines = pages.map((p) => p.replace(/\r\n?/g, '\n').split('\n'));
  const numbered = numberedRunningHeaders(pageLines, pageNumbers);
  const counts = new Map<string, number>();
  for (const lines of pageLines) {
    const seen = new Set<string>();
    for (const i of edgeIndexes(lines)) seen.add(furnitureKey(lines[i] ?? ''));
    for (const key of seen) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Needs at least 3 pages to tell a running header from a repeated sentence.
  const threshold = pages.length >= 3 ? Math.max(3, Math.ceil(pages.length * 0.4)) : Infinity;
  return pageLines.map((lines, pageIndex) => {
    const edges = new Set(edgeIndexes(lines));
    return lines
      .filter((line, i) => {
        if (!edges.has(i)) return true;
        const trimmed = line.trim();
        if (PAGE_NUMBER.test(trimmed) || numbered.has(`${pageIndex}:${i}`)) return false;
        // Running text is never furniture, even when pages repeat a sentence.
        if (/[.!?]["'”’)]*$/.test(trimmed) && trimmed.split(/\s+/).length >= 6) return true;
        return (counts.get(furnitureKey(line)) ?? 0) < threshold;
      })
      .join('\n');
  });
}

function edgeIndexes(lines: readonly string[]): number[] {
  const nonEmpty = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
  return [...new Set([...nonEmpty.slice(0, EDGE_LINES), ...nonEmpty.slice(-EDGE_LINES)])];
}

/** Digits vary between pages ("Page 3", "Chapter 2 · 41"), so they are folded away. */
function furnitureKey(line: string): string {
  return line.trim().toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
}

/** A page's number printed at one end of a short line: "68 Zero-Finding", "8.1 Functions and Vectors 77". */
const NUMBER_AT_END = /^(\d{1,4})\s+\S.{0,100}$|^\S.{0,100}?\s(\d{1,4})$/u;
const HEADER_LINES = 2;

/**
 * A book's running headers name the chapter or section ("68 Zero-Finding", "Functions and Vectors 77"), so
 * no line repeats often, but the printed page number in them runs with the PDF's pages at one offset (front
 * matter and a cover shift it). The most common offset, found on many pages, marks them: "pageIndex:lineIndex".
 * A chapter's own numbered heading at a page top ("3 Loops") sits at another offset and stays.
 */
function numberedRunningHeaders(pageLines: readonly string[][], pageNumbers: readonly number[]): Set<string> {
  const candidates: { key: string; offset: number; page: number }[] = [];
  pageLines.forEach((lines, pageIndex) => {
    const nonEmpty = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
    for (const i of new Set([...nonEmpty.slice(0, HEADER_LINES), ...nonEmpty.slice(-HEADER_LINES)])) {
      const text = (lines[i] ?? '').trim();
      const m = NUMBER_AT_END.exec(text);
      // Running text ends in a full stop; a header is a title and a number.
      if (!m || /[.!?]$/.test(text) || !/\p{L}{2,}/u.test(text)) continue;
      candidates.push({ key: `${pageIndex}:${i}`, offset: Number(m[1] ?? m[2]) - (pageNumbers[pageIndex] ?? pageIndex + 1), page: pageIndex });
    }
  });
  const pagesPerOffset = new Map<number, Set<number>>();
  for (const c of candidates) pagesPerOffset.set(c.offset, (pagesPerOffset.get(c.offset) ?? new Set()).add(c.page));
  const [offset, pages] = [...pagesPerOffset.entries()].sort((a, b) => b[1].size - a[1].size)[0] ?? [0, new Set<number>()];
  if (pages.size < Math.max(3, pageLines.length * 0.3)) return new Set();
  return new Set(candidates.filter((c) => c.offset === offset).map((c) => c.key));
}
