import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { withoutOverprints } from './pdf-overprint.js';

const item = (str: string, x: number, y: number, size = 20, fontName = 'f1'): TextItem =>
  ({ str, dir: 'ltr', transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size, fontName, hasEOL: false });
const content = (items: TextItem[]): TextContent => ({ items, styles: {}, lang: null });
const texts = (c: TextContent) => c.items.map((i) => ('str' in i ? i.str : ''));

describe('overprinted slide text', () => {
  test.each([
    ['a title drawn twice at one place (a shadow)', [item('DEPTH-FIRST SEARCH', 140, 416), item('DEPTH-FIRST SEARCH', 140, 416), item('implement the frontier as a stack', 112, 320)], ['DEPTH-FIRST SEARCH', 'implement the frontier as a stack']],
    ['a shadow one point off', [item('Heuristic search', 140, 416), item('Heuristic search', 141, 415)], ['Heuristic search']],
  ])('given %s, when read, then one copy is kept', (_case, items, expected) => {
    expect(texts(withoutOverprints(content(items)))).toEqual(expected);
  });

  test.each([
    ['the same words on two lines', [item('space complexity:', 112, 297), item('space complexity:', 112, 194)]],
    ['the same words in another size', [item('Graph search', 140, 400, 25), item('Graph search', 140, 400, 12)]],
    ['single letters of a formula', [item('n', 100, 200), item('n', 100, 200)]],
  ])('given %s, when read, then every item stays', (_case, items) => {
    expect(texts(withoutOverprints(content(items)))).toHaveLength(items.length);
  });
});
