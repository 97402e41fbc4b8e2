/**
 * PDF pages repeat running headers, footers and page numbers. A line near the top or bottom of a
 * page whose digit-insensitive form occurs on many pages is furniture, not content.
 */

const EDGE_LINES = 3;
const PAGE_NUMBER = /^(?:page\s*)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

export function stripPageFurniture(pages: readonly string[]): string[] {
  const pageLines = pages.map((p) => p.replace(/\r\n?/g, '\n').split('\n'));
  const counts = new Map<string, number>();
  for (const lines of pageLines) {
    const seen = new Set<string>();
    for (const i of edgeIndexes(lines)) seen.add(furnitureKey(lines[i] ?? ''));
    for (const key of seen) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Needs at least 3 pages to tell a running header from a repeated sentence.
  const threshold = pages.length >= 3 ? Math.max(3, Math.ceil(pages.length * 0.4)) : Infinity;
  return pageLines.map((lines) => {
    const edges = new Set(edgeIndexes(lines));
    return lines
      .filter((line, i) => {
        if (!edges.has(i)) return true;
        const trimmed = line.trim();
        if (PAGE_NUMBER.test(trimmed)) return false;
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
