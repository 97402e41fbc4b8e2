import { englishSentences } from './nlp.js';
import { collapseSpaces } from './whitespace.js';

/**
 * Sentence splitting for English study text, by wink-nlp's sentence boundary detection (its bundled
 * English model knows abbreviations, initials, initialisms and decimals). Two rules of ours on top:
 * blank lines are hard boundaries and single newlines count as spaces (PDF line wraps); a "sentence"
 * wink starts on a digit or a lower-case letter continues the one before ("See Fig." + "2 for details."),
 * a label ("Step 1.") joins the sentence it labels, a lower-case variable ends one ("… g and h. And …"), and in written
 * prose so does a word wink takes for an abbreviation ("… come in. Essentially …").
 * Spans keep offsets into the input, so callers can cite and highlight.
 */

export interface SentenceSpan {
  /** Whitespace-normalised sentence text. */
  text: string;
  /** Offsets into the input, end exclusive. */
  start: number;
  end: number;
}

/** A label, not a sentence: one word and a number ("Step 1.", "Example 2.3.") or a list number ("3."). */
const LABEL = /^(?:\p{L}+\s+)?\d+(?:\.\d+)*\.$/u;

export interface SplitOptions {
  /** Written prose: "… come in. Essentially …" ends a sentence after a word wink takes for an abbreviation. */
  written?: boolean;
}

export function splitSentences(text: string, options: SplitOptions = {}): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  // Blank lines are hard boundaries: split into paragraphs first, keeping offsets.
  const paragraph = /\S[\s\S]*?(?=\n[ \t]*\n|$)/g;
  for (const p of text.matchAll(paragraph)) splitParagraph(p[0], p.index, spans, options);
  return spans;
}

function splitParagraph(paragraph: string, offset: number, out: SentenceSpan[], options: SplitOptions): void {
  // Same length as the paragraph, so positions found in it are positions in the input.
  // Only other whitespace is replaced (a space stays a space): far fewer replacements to build than every space.
  const flat = paragraph.replace(/[^\S ]/g, ' ');
  const ranges: { start: number; end: number }[] = [];
  let cursor = 0;
  const pieces = englishSentences(flat).flatMap(splitAfterVariable);
  for (const piece of options.written ? pieces.flatMap(splitAfterWordNotAbbreviation).flatMap(splitAfterCapitalVariable) : pieces) {
    const found = locate(flat, piece, cursor);
    if (!found) break; // the model changed a character: the rest of the paragraph stays one sentence
    const previous = ranges.at(-1);
    // "See Fig." + "2 for details." continues; "Step 1." or a list number "3." labels what follows.
    const continues =
      previous !== undefined &&
      (/^[\p{Ll}\p{N}]/u.test(flat.slice(found.start, found.end)) || LABEL.test(flat.slice(previous.start, previous.end).trim()));
    if (continues) ranges[ranges.length - 1]!.end = found.end;
    else ranges.push(found);
    cursor = found.end;
  }
  if (cursor < flat.trimEnd().length) {
    const rest = flat.slice(cursor);
    const lead = rest.length - rest.trimStart().length;
    if (rest.trim()) ranges.push({ start: cursor + lead, end: flat.trimEnd().length });
  }
  for (const r of ranges) {
    const raw = paragraph.slice(r.start, r.end);
    const trimmed = raw.trim();
    if (!trimmed) continue;
    const lead = raw.length - raw.trimStart().length;
    out.push({ text: collapseSpaces(trimmed), start: offset + r.start + lead, end: offset + r.start + lead + trimmed.length });
  }
}

/**
 * wink reads a lone letter before a period as an initial ("J. M. Keynes"); in spoken maths a lower-case
 * letter ends sentences ("… for any two functions, g and h. And sometimes …"): split there.
 */
function splitAfterVariable(piece: string): string[] {
  return piece.split(/(?<=(?:^|\s)\p{N}*\p{Ll}\.)\s+(?=\p{Lu})/u);
}

/**
 * In written mathematics a capital letter after a sign or a lower-case word is a set or a point, not an initial, when
 * a sentence opener follows: "… is called onto if Y = R. A function is called …", "… an element in X. That is, …".
 * Initials are followed by a name ("by J. K. Rowling", "Harry S. Truman"), not by "A" or "That".
 */
function splitAfterCapitalVariable(piece: string): string[] {
  return piece.split(/(?<=(?:[=∈∉→⊂⊆⊃⊇≤≥<>×]\s*|\s\p{Ll}+\s)\p{Lu}\.)\s+(?=(?:A|An|The|That|This|Thus|Then|Hence|So|We|Let|If|It|In|For|Note|Suppose|Since|Here|There)\s)/u);
}

/**
 * wink reads "in.", "no." and "mass." as abbreviations (inches, number, Massachusetts); after a word rather than a
 * figure, lower-case and before a capitalised word, they are the words that end a sentence ("… where political parties
 * come in. Essentially, …", "… the center of mass. Imagine …"). "5 in. wide" and "No. 5" keep their abbreviation.
 */
function splitAfterWordNotAbbreviation(piece: string): string[] {
  return piece.split(/(?<=(?:^|\s)(?!\p{N})\S*\p{L}\S*\s+(?:in|no|mass)\.)\s+(?=\p{Lu}\p{Ll})/u);
}

/** Where the sentence's non-space characters run in `flat` from `from` on, whitespace skipped. */
function locate(flat: string, piece: string, from: number): { start: number; end: number } | undefined {
  const chars = piece.replace(/\s+/g, '');
  if (!chars) return undefined;
  let i = from;
  while (i < flat.length && flat[i] === ' ') i++;
  const start = i;
  let k = 0;
  while (i < flat.length && k < chars.length) {
    if (flat[i] === ' ') {
      i++;
      continue;
    }
    if (flat[i] !== chars[k]) return undefined;
    i++;
    k++;
  }
  return k === chars.length ? { start, end: i } : undefined;
}
