import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { composeNegations, readTexMathSlots, texMathFont, withTexMathGlyphs } from './pdf-math-fonts.js';
import { repairTexGlyphs } from './pdf-tex-glyphs.js';

describe('TeX math fonts named by a PDF font', () => {
  it.each([
    ['QWERTY+CMSY10', 'symbols'],
    ['LMMathSymbols8-Regular', 'symbols'],
    ['ABCDEF+MathDesign-CH-Regular-Symbol-10', 'symbols'],
    ['ABCDEF+MSAM10', 'ams-a'],
    ['MSBM7', 'ams-b'],
    ['ABCDEF+CMEX10', 'extension'],
    ['ABCDEF+LMMathItalic6-Regular', 'italic'],
  ])('given the font "%s", when named, then it follows the %s table', (name, table) => {
    expect(texMathFont(name)).toBe(table);
  });

  it.each(['ABCDEF+CMR10', 'LMRoman8-Regular', 'Helvetica', 'ABCDEF+Dingbats', ''])('given the text font "%s", when named, then it is no math font', (name) => {
    expect(texMathFont(name)).toBeUndefined();
  });
});

describe('slots of a TeX math font read as ASCII', () => {
  it.each([
    ['ams-a', '6', '⩽'],
    ['ams-a', '>', '⩾'],
    ['symbols', '\u0014\u0015', '≤≥'],
    ['symbols', '\u0000\u0002\u0006', '−×±'],
    ['symbols', '2!1', '∈→∞'],
    ['ams-b', 'RNZ', 'ℝℕℤ'],
    ['italic', '\u000f?`', 'ϵ⋆ℓ'],
    ['extension', 'PX', '∑∑'],
  ] as const)('given %s slots "%s", when read back, then they are "%s"', (font, given, expected) => {
    expect(readTexMathSlots(font, given)).toBe(expected);
  });

  it.each([
    ['symbols', '{ | } \\'],
    ['symbols', 'ABC'],
    ['italic', 'x, y < z.'],
    ['extension', '[ ( ]'],
  ] as const)('given %s text pdf.js read rightly ("%s"), when read back, then it is unchanged', (font, given) => {
    expect(readTexMathSlots(font, given)).toBe(given);
  });
});

describe('a page whose text mixes a text font and a math font', () => {
  const item = (str: string, fontName: string): TextItem => ({ str, fontName, dir: 'ltr', transform: [10, 0, 0, 10, 0, 0], width: 10, height: 10, hasEOL: false });
  const content: TextContent = {
    items: [item('Every score lies in 6 ranges, so 0 ', 'f1'), item('6', 'f2'), item(' s ', 'f3'), item('6', 'f2'), item(' 100.', 'f1')],
    styles: {},
    lang: null,
  };
  const fonts: Record<string, string> = { f1: 'ABCDEF+CMR10', f2: 'ABCDEF+MSAM10', f3: 'ABCDEF+CMMI10' };

  it('given digits in the text font and slots in MSAM, when read, then only the slots change', () => {
    const read = withTexMathGlyphs(content, (fontName) => texMathFont(fonts[fontName] ?? ''));
    expect(read.items.map((i) => ('str' in i ? i.str : '')).join('')).toBe('Every score lies in 6 ranges, so 0 ⩽ s ⩽ 100.');
  });

  it('given no math font on the page, when read, then the content is the same object', () => {
    expect(withTexMathGlyphs(content, () => undefined)).toBe(content);
  });
});

describe('a negation slash set over the sign after it', () => {
  it.each([
    ['for every pair i \u0338 = j of indices', 'for every pair i ≠ j of indices'],
    ['the set Y\u0338 ⊂ X here', 'the set Y ⊄ X here'],
    ['si x \u0338∈ A entonces', 'si x ∉ A entonces'],
    ['the map f : x ↦→ 2x', 'the map f : x ↦ 2x'],
  ])('given "%s", when composed, then it reads "%s"', (given, expected) => {
    expect(composeNegations(given)).toBe(expected);
  });

  it('given a page of text, when repaired, then negations are composed with the other TeX repairs', () => {
    expect(repairTexGlyphs('para todo a \u0338 = 0 el coe\u001cciente')).toBe('para todo a ≠ 0 el coeficiente');
  });
});
