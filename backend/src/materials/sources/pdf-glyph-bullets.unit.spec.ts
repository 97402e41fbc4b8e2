import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { bulletGlyphItems } from './pdf-glyph-bullets.js';

type Item = Pick<TextItem, 'str' | 'fontName' | 'transform' | 'hasEOL'>;
const at = (str: string, fontName: string, y: number, hasEOL = false): Item => ({ str, fontName, transform: [1, 0, 0, 1, 72, y], hasEOL });

describe('bulletGlyphItems', () => {
  test('given a symbol font used only for one character at line starts, when read, then those items are bullets', () => {
    const items = [
      at('r', 'dingbats', 700), at('Sample space', 'bold', 700), at('– The set of all outcomes.', 'roman', 700, true),
      at('r', 'dingbats', 680), at('Event', 'bold', 680), at('– Any subset of the sample space.', 'roman', 680, true),
    ];
    expect([...bulletGlyphItems(items)].map((i) => i.str)).toEqual(['r', 'r']);
  });

  test.each([
    ['a math font whose variables also stand inside lines', [at('E', 'math', 700), at('has occurred when', 'roman', 700), at('E', 'math', 700), at('E', 'math', 680), at('is an event.', 'roman', 680)]],
    ['one line-start letter in its own font', [at('A', 'initial', 700), at('long time ago the field began.', 'roman', 700, true), at('It grew.', 'roman', 680)]],
    ['answer letters that differ', [at('A', 'bold', 700), at('Paris', 'roman', 700, true), at('B', 'bold', 680), at('Lyon', 'roman', 680, true)]],
  ])('given %s, when read, then nothing is a bullet', (_, items) => {
    expect(bulletGlyphItems(items).size).toBe(0);
  });
});
