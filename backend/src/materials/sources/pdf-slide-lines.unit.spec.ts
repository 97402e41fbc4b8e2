import { isSlidePage, itemBreaks, type LineBox } from './pdf-slide-lines.js';

const line = (left: number, right: number, firstWordWidth: number, breakAt: number, extra: Partial<LineBox> = {}): LineBox =>
  ({ left, right, firstWordWidth, size: 20, breakAt, ...extra });

describe('slide lines: wrap or next bullet', () => {
  test('given a landscape page, when judged, then it is a slide; a portrait page is not', () => {
    expect(isSlidePage(800, 600)).toBe(true);
    expect(isSlidePage(612, 792)).toBe(false);
  });

  test.each([
    // "In many optimization problems, the path is irrelevant" / "the goal state itself is the solution": "the" fitted.
    ['a short line whose next first word would have fitted', [line(112, 500, 30, 1), line(112, 700, 40, 3)], [1]],
    // A wrapped line runs to the column's edge: its next word did not fit.
    ['a line run to the edge', [line(112, 690, 60, 1), line(112, 400, 40, 3), line(112, 700, 40, 5)], [3]],
    ['a sub-bullet, further right', [line(67, 260, 30, 1), line(112, 380, 60, 3)], [1]],
    ['a bullet backing out of an indent', [line(112, 500, 30, 1), line(112, 700, 30, 3), line(112, 450, 30, 5), line(67, 300, 60, 7)], [1, 5]],
    ['a first line indented and run to its edge', [line(112, 700, 30, 1), line(112, 702, 30, 3), line(67, 700, 60, 5)], []],
    ['a line left open on a comma', [line(112, 400, 30, 1, { open: true }), line(112, 700, 40, 3)], []],
    ['a lone line with nothing to measure against', [line(67, 300, 30, 1), line(66, 100, 40, 3, { size: 30 })], []],
    // A slide title in a larger type, wider than the text under it, is not the text column's edge.
    ['a title wider than the text', [line(8, 700, 40, 1, { size: 30 }), line(8, 300, 30, 3), line(8, 320, 60, 5), line(8, 310, 20, 7)], []],
  ])('given %s, when the breaks are found, then they are %j', (_case, lines, expected) => {
    expect(itemBreaks(lines)).toEqual(expected);
  });
});
