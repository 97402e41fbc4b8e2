import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * LaTeX and word processors draw list bullets from a symbol font (Dingbats, Wingdings) whose glyphs carry no
 * Unicode map: pdf.js reads "❒" as "r", "●" as "l", "■" as "n". Read as text, "r Sample space – The set of …"
 * opens on a stray letter, and the item is neither a list item nor a sentence. A symbol font used on a page only
 * for one repeated character, and only where a line starts, is a bullet: those items read as "•".
 */

type Item = Pick<TextItem, 'str' | 'fontName' | 'transform' | 'hasEOL'>;

/** Items whose baselines are closer than this (points) share a line. */
const SAME_LINE = 4.6;

export function bulletGlyphItems(items: readonly Item[]): Set<Item> {
  const byFont = new Map<string, { chars: Set<string>; items: Item[]; midLine: boolean }>();
  let previous: Item | undefined;
  for (const item of items) {
    const text = item.str.trim();
    if (!text) {
      if (item.hasEOL && previous) previous = { ...previous, hasEOL: true };
      continue;
    }
    const startsLine = previous === undefined || previous.hasEOL || Math.abs((previous.transform[5] ?? 0) - (item.transform[5] ?? 0)) > SAME_LINE;
    const font = byFont.get(item.fontName) ?? { chars: new Set<string>(), items: [], midLine: false };
    byFont.set(item.fontName, font);
    if (startsLine && [...text].length === 1) {
      font.chars.add(text);
      font.items.push(item);
    } else font.midLine = true;
    previous = item;
  }
  const bullets = new Set<Item>();
  for (const font of byFont.values()) if (!font.midLine && font.chars.size === 1 && font.items.length >= 2) for (const item of font.items) bullets.add(item);
  return bullets;
}
