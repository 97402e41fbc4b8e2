/**
 * Sentence splitting for study text. A period ends a sentence only when it is followed by
 * whitespace and something that can start a sentence, and it does not close an abbreviation
 * ("e.g.", "Dr."), an initial ("J. M. Keynes") or, unless a typical sentence opener follows,
 * an initialism ("the U.S. Bureau of …" stays whole, "… in the U.S. The rate …" splits).
 * Decimals ("4.2%") never split because no whitespace follows the point.
 * Blank lines are hard boundaries; single newlines count as spaces (PDF line wraps).
 */

export interface SentenceSpan {
  /** Whitespace-normalised sentence text. */
  text: string;
  /** Offsets into the input, end exclusive. */
  start: number;
  end: number;
}

/** Abbreviations that (almost) never end a sentence. Lower-case, without the final period. */
const NON_FINAL_ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'st', 'mt', 'vs', 'v', 'fig', 'figs', 'no', 'nos', 'vol', 'vols',
  'pp', 'p', 'eq', 'eqs', 'ch', 'chap', 'sec', 'secs', 'approx', 'cf', 'al', 'ca', 'rev', 'gen', 'sen', 'rep',
  'gov', 'lt', 'col', 'sgt', 'capt', 'cmdr', 'hon', 'pres', 'eds', 'dept',
]);
/** Abbreviations that may end a sentence: split only before a typical sentence opener. */
const AMBIGUOUS_ABBREVIATIONS = new Set([
  'inc', 'ltd', 'co', 'corp', 'jr', 'etc', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept',
  'oct', 'nov', 'dec', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'ft', 'in', 'lb', 'lbs', 'oz', 'min', 'hr',
]);
/** Capitalised words that usually begin a sentence rather than continue a name. */
const SENTENCE_OPENERS = new Set([
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'it', 'its', 'they', 'their', 'there', 'he', 'she', 'we',
  'i', 'you', 'in', 'on', 'at', 'for', 'from', 'by', 'with', 'as', 'but', 'and', 'or', 'so', 'yet', 'however',
  'thus', 'therefore', 'moreover', 'furthermore', 'also', 'when', 'while', 'if', 'after', 'before', 'since',
  'because', 'although', 'though', 'many', 'most', 'some', 'such', 'each', 'every', 'one', 'other', 'what',
  'how', 'why', 'where', 'who', 'today', 'instead', 'similarly', 'finally', 'first', 'second', 'third', 'meanwhile',
  'nevertheless', 'indeed', 'still', 'then', 'here', 'both', 'all', 'no', 'not', 'do', 'does', 'is', 'are',
]);

/** "Step 1. First you …" labels what follows; "… see Figure 3.2. The curve …" ends a sentence. */
const NUMBERED_LABEL = /(?:^|[.!?:]\s+|\n\s*)(?:step|part|stage|phase|lesson|unit|example|exercise|question|problem|rule|case)\s+\d+$/i;
const LIST_NUMBER = /(?:^|\n)[ \t]*\d{1,2}$/;
const TERMINATOR = /[.!?…]+(?:["'”’)\]]+)?/g;
const NEXT_CHAR_CAN_START = /[\p{Lu}\p{N}"'“‘(\[¿¡•\-–—]/u;

export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  // Blank lines are hard boundaries: split into paragraphs first, keeping offsets.
  const paragraph = /\S[\s\S]*?(?=\n[ \t]*\n|$)/g;
  for (const p of text.matchAll(paragraph)) splitParagraph(p[0], p.index, spans);
  return spans;
}

function splitParagraph(paragraph: string, offset: number, out: SentenceSpan[]): void {
  let sentenceStart = 0;
  for (const m of paragraph.matchAll(TERMINATOR)) {
    const end = m.index + m[0].length;
    if (!isBoundary(paragraph, m.index, end)) continue;
    push(paragraph, sentenceStart, end, offset, out);
    sentenceStart = end;
  }
  push(paragraph, sentenceStart, paragraph.length, offset, out);
}

function push(paragraph: string, from: number, to: number, offset: number, out: SentenceSpan[]): void {
  const raw = paragraph.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return;
  out.push({ text, start: offset + from + lead, end: offset + from + lead + raw.trim().length });
}

function isBoundary(paragraph: string, markStart: number, markEnd: number): boolean {
  const after = paragraph.slice(markEnd);
  const gap = /^\s+/.exec(after);
  if (!gap) return false; // "4.2", "e.g.," or end handled by the caller
  const rest = after.slice(gap[0].length);
  if (!rest) return false;
  const nextChar = rest[0] ?? '';
  if (!NEXT_CHAR_CAN_START.test(nextChar)) return false;
  const mark = paragraph.slice(markStart, markEnd);
  if (!mark.startsWith('.') || mark.startsWith('...') || mark.startsWith('…')) {
    return mark.startsWith('.') ? /^[\p{Lu}"“]/u.test(rest) : true;
  }
  // Only the last few words matter; a bounded look-behind keeps splitting linear.
  const before = paragraph.slice(Math.max(0, markStart - 60), markStart);
  // "Step 1. First …", "Figure 3.2. The …" and list numbers "1. Item" label what follows.
  if (NUMBERED_LABEL.test(before) || LIST_NUMBER.test(before)) return false;
  const previousWord = /([\p{L}\p{N}.'’-]*)$/u.exec(before)?.[1] ?? '';
  const nextWord = /^["“‘(]*([\p{L}]+)/u.exec(rest)?.[1]?.toLowerCase() ?? '';
  return periodEndsSentence(previousWord, nextWord, nextChar);
}

function periodEndsSentence(previousWord: string, nextWord: string, nextChar: string): boolean {
  if (!previousWord) return true;
  const bare = previousWord.replace(/^[.'’-]+/, '');
  const lower = bare.toLowerCase();
  // Initials and initialisms: "J.", "U.S.", "e.g", "a.m".
  if (/^\p{Lu}$/u.test(bare)) return false;
  if (/^(?:\p{L}\.)+\p{L}$/u.test(bare)) {
    if (lower === 'e.g' || lower === 'i.e') return false;
    return SENTENCE_OPENERS.has(nextWord);
  }
  // "No. 5" is a number sign, but "the answer is no." ends a sentence.
  if (lower === 'no') return !(bare === 'No' && /\p{N}/u.test(nextChar));
  if (NON_FINAL_ABBREVIATIONS.has(lower)) return false;
  if (AMBIGUOUS_ABBREVIATIONS.has(lower) && bare[0] !== undefined && (bare[0] === bare[0].toUpperCase() || lower === 'etc')) {
    return SENTENCE_OPENERS.has(nextWord);
  }
  return true;
}
