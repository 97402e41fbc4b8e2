import type { TextContent, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';

/**
 * Slide themes draw a title twice at the same place (a shadow, an outline under a fill): pdf.js
 * hands back both copies, and the page read "DEPTH-FIRST SEARCH\tDEPTH-FIRST SEARCH", the deck's
 * title "MORE SEARCHMORE SEARCH". An item with the same text, font and size drawn where an earlier
 * item of the page was is that overprint, and is dropped.
 */

/** Points within which two copies count as drawn at one place (a shadow is offset by a point or two). */
const SAME_PLACE = 2;

export function withoutOverprints(content: TextContent): TextContent {
  const seen = new Map<string, { x: number; y: number }[]>();
  const items = content.items.filter((raw: TextItem | TextMarkedContent) => {
    if (!('str' in raw) || raw.str.trim().length < 2) return true;
    const [scaleX, , , scaleY, x, y] = raw.transform as number[];
    const key = `${raw.fontName}\u0001${Math.round(scaleX ?? 0)}\u0001${Math.round(scaleY ?? 0)}\u0001${raw.str}`;
    const places = seen.get(key) ?? [];
    if (places.some((p) => Math.abs(p.x - (x ?? 0)) <= SAME_PLACE && Math.abs(p.y - (y ?? 0)) <= SAME_PLACE)) return false;
    places.push({ x: x ?? 0, y: y ?? 0 });
    seen.set(key, places);
    return true;
  });
  return items.length === content.items.length ? content : { ...content, items };
}
