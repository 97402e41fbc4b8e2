import { segmentSentences } from '../../generation/text/language.js';
import type { SentenceSpan } from '../../generation/text/sentences.js';

/**
 * Sentence spans for cutting a source into passages, by the runtime's ICU sentence breaker
 * (Intl.Segmenter) rather than wink-nlp's pipeline: a rebuild cuts every source of the library, and
 * wink took ~5 s of a 1,000-note rebuild where ICU takes a few hundred ms. Passages only need
 * boundaries to cut long paragraphs and to drop apparatus sentences (the text of a passage is its
 * sentences joined again), so ICU's few misses are mended with the rules splitSentences uses:
 * blank lines are hard boundaries, single newlines are spaces, a piece starting on a lower-case
 * letter or a digit continues the one before, and so does one after an abbreviation or an initial
 * ("the U.S." + "Bureau of …", "Donald J." + "Trump") or a label ("Step 1.").
 */

/** Ends of pieces that do not end a sentence: initials, dotted abbreviations, titles, "e.g.", "Fig.". */
const ABBREVIATION_END =
  /(?:^|[\s("'‘“])(?:\p{Lu}|(?:\p{L}\.)+\p{L}|Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|Mt|vs|etc|al|approx|ca|cf|Fig|Figs|Eq|Eqs|No|Nos|Vol|Ch|pp?|Inc|Ltd|Co|Corp|Dept|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.["'’”)]*\s*$/u;
/** A label, not a sentence: one word and a number ("Step 1.", "Example 2.3.") or a list number ("3."). */
const LABEL = /^(?:\p{L}+\s+)?\d+(?:\.\d+)*\.$/u;
const CONTINUATION = /^[\p{Ll}\p{N}]/u;
/** Characters at the end of a piece that decide whether it ends a sentence. */
const TAIL = 32;
/** Whitespace other than a plain space (newlines, tabs, no-break spaces). */
const OTHER_SPACE = /[^\S ]/;

export function passageSentenceSpans(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  for (const p of text.matchAll(/\S[\s\S]*?(?=\n[ \t]*\n|$)/g)) splitParagraph(p[0], p.index, spans);
  return spans;
}

function splitParagraph(paragraph: string, offset: number, out: SentenceSpan[]): void {
  // Same length as the paragraph (ICU breaks at every newline): positions are positions in the input.
  const flat = OTHER_SPACE.test(paragraph) ? paragraph.replace(/\s/g, ' ') : paragraph;
  const ranges: { start: number; end: number }[] = [];
  for (const { text: body, start } of segmentSentences(flat, 'en')) {
    const range = { start, end: start + body.length };
    const previous = ranges.at(-1);
    // The end of the piece before is enough to know an abbreviation or an initial; a label is a short piece.
    const tail = previous ? flat.slice(Math.max(previous.start, previous.end - TAIL), previous.end) : '';
    const short = previous !== undefined && previous.end - previous.start <= TAIL;
    if (previous && (CONTINUATION.test(body) || ABBREVIATION_END.test(tail) || (short && LABEL.test(tail)))) previous.end = range.end;
    else ranges.push(range);
  }
  for (const r of ranges) {
    const raw = paragraph.slice(r.start, r.end);
    out.push({ text: OTHER_SPACE.test(raw) || raw.includes('  ') ? raw.replace(/\s+/g, ' ') : raw, start: offset + r.start, end: offset + r.end });
  }
}
