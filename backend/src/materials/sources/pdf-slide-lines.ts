/**
 * A slide's bullets lose their markers (themes draw them as shapes), so its lines read as one paragraph:
 * "In many optimization problems, the path is irrelevant" + "the goal state itself is the solution". On a
 * slide (a landscape page) a line is a wrap only when the next line's first word would not have fitted
 * after it; otherwise the next line is an item of its own, and a blank line, which ends a paragraph for
 * the generator, is put between them. A line starting further right is a sub-item, never a wrap; one starting
 * further left (out of an indent) is the next bullet unless the indented line ran to its edge.
 */

export interface LineBox {
  left: number;
  right: number;
  /** Width of the line's first word. */
  firstWordWidth: number;
  /** Font size of the line's first item: a space and an indent are measured in it. */
  size: number;
  /** Index in the page's output of the line break that ends this line. */
  breakAt?: number;
  /** The line ends on a comma, hyphen or opening bracket: it cannot be an item's end. */
  open?: boolean;
}

/** Lines of one column start within this many points of each other. */
const SAME_LEFT = 3;

/** Slides are wider than tall; book and handout pages are not, and keep their layout. */
export function isSlidePage(width: number, height: number): boolean {
  return width > height;
}

/** The line breaks (indices into `out`) after which the next line is an item of its own. */
export function itemBreaks(lines: readonly LineBox[]): number[] {
  const breaks: number[] = [];
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    // A line left open on a comma, hyphen or bracket goes on, wherever it stops.
    if (line.breakAt === undefined || line.open) continue;
    const space = line.size * 0.3;
    if (next.left > line.left + line.size) { breaks.push(line.breakAt); continue; }
    // Back out to a bullet further left ("… doesn't return optimal solution" / "Breadth-first search (BFS)").
    const outdent = next.left < line.left - line.size;
    if (!outdent && Math.abs(next.left - line.left) > SAME_LEFT) continue;
    // The column's right edge: its widest line in the same type (a title above it may run wider; a lone line gives no edge).
    const column = lines.filter((l) => Math.abs(l.left - line.left) <= SAME_LEFT && Math.abs(l.size - line.size) <= line.size * 0.1);
    if (column.length < 2) { if (outdent) breaks.push(line.breakAt); continue; }
    const edge = Math.max(...column.map((l) => l.right));
    // An em of slack: widths are estimates, and a footer run into the last line can stretch the edge.
    if (line.right + space + next.firstWordWidth < edge - line.size) breaks.push(line.breakAt);
  }
  return breaks;
}
