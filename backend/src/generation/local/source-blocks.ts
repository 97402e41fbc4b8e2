import { isStopWord } from '../text/stop-words.js';
import { collapseSpaces } from '../text/whitespace.js';
import { MATH_SIGNS } from './sentence-quality.js';

/**
 * Turns the plain text of one segment (pasted text, or one PDF page) into blocks: headings,
 * paragraphs and list items. PDF text arrives line-wrapped, so lines are joined into paragraphs
 * (with de-hyphenation) unless a blank line, a list marker or a heading-like line intervenes.
 */

export type BlockKind = 'heading' | 'paragraph' | 'list-item';

export interface TextBlock {
  kind: BlockKind;
  text: string;
  /** A paragraph or list item that stops without end punctuation after lines that only wrapped: a slide's bullet, maybe a whole sentence. */
  unmarkedEnd?: boolean;
}

const LIST_MARKER = /^(?:[-•▪◦*●‣–—]|\d{1,2}[.)]|[a-hA-H][.)]|\((?:\d{1,2}|[a-h]|[ivx]{1,4})\))\s+/;
const ENDS_SENTENCE = /[.!?:;]["'”’)\]]*$/;
/** A line led by a short label and a colon, then a capitalised start: "Body: The statements …", "Routing: Find …". */
const LABELLED_LINE = /^\p{L}[\p{L}\p{N}'’\- ()/]{0,50}:\s+\p{Lu}/u;

export interface BlockOptions {
  /** A line standing alone between blank lines that is a slide's item, not a heading: it reads as a sentence (a language's reader). */
  standaloneItem?: (line: string) => boolean;
  /** The text of a block so far reads as a whole sentence without its full stop (a language's reader). */
  wholeSentence?: (text: string) => boolean;
  /** The line's capital opens a sentence, not a name a wrapped sentence goes on with (a language's reader). */
  opensSentence?: (line: string) => boolean;
  /** The line opens a sentence on a name written in lower case ("bogosort is …"), not a wrap (a language's reader). */
  opensLowerCaseSentence?: (line: string) => boolean;
}

/** A block being read; `setAlone`: a line set between blank lines like a title that reads as an item. */
interface OpenBlock { kind: BlockKind; parts: string[]; setAlone?: boolean }

export function splitIntoBlocks(text: string, options: BlockOptions = {}): TextBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(collapseSpaces);
  const typicalLength = typicalLineLength(lines);
  const fullLength = fullLineLength(lines);
  const blocks: TextBlock[] = [];
  let current: OpenBlock | undefined;

  const flush = (): void => {
    if (current) {
      const joined = joinLines(current.parts);
      // A later line opening in capitals may be the next item run in: only wraps (lower-case continuations) make one item.
      const unmarkedEnd = !/[.!?:;,]["'”’)\]]*$/.test(joined) && current.parts.slice(1).every((part) => /^[\p{Ll}(]/u.test(part));
      if (joined) blocks.push({ kind: current.kind, text: joined, ...(unmarkedEnd ? { unmarkedEnd } : {}) });
    }
    current = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line) {
      // A wrap the layout set a blank line into ("… each of which is assigned a unique" / "" / "name."): the item goes on.
      if (!continuesAfterBlank(current, lines, i, options)) flush();
      continue;
    }
    const marker = LIST_MARKER.exec(line);
    // "4. Implementiert eine Klasse ein Interface, können Instanzen der" / "" / "Klasse als …": an item cut after an
    // article or a preposition goes on in the next line, whatever its case (a German noun opens in capitals).
    if (!marker && current && endsOnOpenWord(current.parts.at(-1) ?? '')) {
      current.parts.push(line);
      continue;
    }
    if (marker) {
      flush();
      current = { kind: 'list-item', parts: [line.slice(marker[0].length)] };
      continue;
    }
    const previous = i > 0 ? (lines[i - 1] ?? '') : '';
    const next = lines[i + 1] ?? '';
    if (current?.kind === 'list-item') {
      // A wrapped list item continues in lower case after an unfinished line.
      if (!ENDS_SENTENCE.test(previous) && /^[a-z(]/.test(line)) {
        current.parts.push(line);
        continue;
      }
      flush();
    }
    if (isHeadingLine(line, previous, next, typicalLength, current === undefined)) {
      flush();
      if (isStandalone(previous, next) && options.standaloneItem?.(line)) current = { kind: 'paragraph', parts: [line], setAlone: true };
      else blocks.push({ kind: 'heading', text: line });
      continue;
    }
    // A slide's bullets come without markers: a short line left unfinished is a whole item, not a wrap,
    // when the next opens as a new one ("cpp The GNU C preprocessor" / "Compilation is the second pass …").
    if (current?.kind === 'paragraph' && isShortItemLine(previous, fullLength) && (/^[\p{Lu}\p{N}$]/u.test(line) || (isCommandLine(previous) && options.opensLowerCaseSentence?.(line) === true))) flush();
    // Nor is a whole sentence that stopped where the next line's first word would have fitted: "R, as a language, is
    // 1-indexed, meaning the first position is labeled 1" / "Contrast this with Python, …" are two items. Two bullets
    // as long as each other leave no room to measure: the next line opening on a capitalised common word ("Create
    // objects with new" after "Classes define state and behavior") starts a sentence, where a wrap goes on with a name.
    else if (
      current?.kind === 'paragraph' &&
      (/^\p{Lu}/u.test(line)
        ? leavesRoomFor(previous, line, fullLength) || options.opensSentence?.(line)
        : // Two lines each opening on a lower-case name and its verb ("javac compiles …" / "java runs …") are two bullets.
          (leavesRoomFor(previous, line, fullLength) || opensOnLowerCaseName(current.parts[0] ?? '', options)) && options.opensLowerCaseSentence?.(line) === true) &&
      options.wholeSentence?.(joinLines(current.parts))
    ) flush();
    // A glossary's or a handout's next entry: "Interpreter: The program that …" after a finished sentence.
    if (current?.kind === 'paragraph' && /[.!?]["'”’)\]]*$/.test(previous) && LABELLED_LINE.test(line)) flush();
    current ??= { kind: 'paragraph', parts: [] };
    current.parts.push(line);
  }
  flush();
  return blocks;
}

/** Signs of a formula: a display after "… is defined as" is no wrap of the sentence ("lim" / "x→x0"). */
const FORMULA_SIGN = new RegExp(`[${MATH_SIGNS}|]`, 'u');

/**
 * The block goes on past a blank line when it stopped mid-sentence and the next paragraph opens in lower case, with
 * no list marker and no formula in it. A whole item set alone stopped where it is: what follows in lower case is its
 * sub-item ("In many optimization problems, the path is irrelevant" / "" / "the goal state itself is the solution").
 */
function continuesAfterBlank(current: OpenBlock | undefined, lines: readonly string[], blank: number, options: BlockOptions = {}): boolean {
  if (current?.setAlone) return false;
  const last = current?.parts.at(-1);
  let start = blank + 1;
  while (start < lines.length && !lines[start]) start += 1;
  const end = lines.indexOf('', start);
  const next = lines.slice(start, end < 0 ? undefined : end);
  if (!last || !next[0] || ENDS_SENTENCE.test(last) || /:$/.test(last)) return false;
  if (endsOnOpenWord(last) && !LIST_MARKER.test(next[0])) return true;
  // Bullets each opening on a lower-case name and its verb ("if checks a condition …" / "" / "else provides …"): the
  // first, a whole sentence, ends where the next begins.
  if (current && opensOnLowerCaseName(current.parts[0] ?? '', options) && opensOnLowerCaseName(next[0], options) && options.wholeSentence?.(joinLines(current.parts))) return false;
  return /^\p{Ll}/u.test(next[0]) && !LIST_MARKER.test(next[0]) && !next.some((l) => FORMULA_SIGN.test(l));
}

function opensOnLowerCaseName(line: string, options: BlockOptions): boolean {
  return /^\p{Ll}/u.test(line) && options.opensLowerCaseSentence?.(line) === true;
}

/** Articles, prepositions and conjunctions no item ends on (English, German, French, Spanish), written in lower case. */
const OPEN_WORD = /(?:^|\s)(?:a|an|the|of|for|with|from|by|and|or|der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|keinem|keiner|keines|und|oder|von|mit|für|zum|zur|le|les|un|une|du|et|au|aux|el|los|las|del|al|una|y)$/;

/**
 * German writes nouns in capitals: a lower-case word after an article or a preposition is an adjective still waiting
 * for its noun ("aus einer Liste von öffentlichen" / "Konstanten und Methodensignaturen"). Articles other languages
 * share ("die", "des") are left out.
 */
const OPEN_GERMAN_ADJECTIVE = /(?:^|\s)(?:der|das|den|dem|ein|eine|einen|einem|einer|eines|von|mit|für|zum|zur)\s+\p{Ll}+$/u;

/** A line that stops on an article, a preposition or a conjunction (or a German adjective after one): the sentence goes on in the next line. */
/** A word broken at the line's end: a letter and a hyphen ("eco-", "HashMap-"), not a dash set off by spaces. */
const HYPHENATED_END = /\p{L}-$/u;

function endsOnOpenWord(line: string): boolean {
  // A line that is only an article ("Die" / "Runtime versucht …") opens its sentence in capitals; a word hyphenated at
  // the line's end goes on in the next, a German compound in capitals ("über das implements-" / "Schlüsselwort …").
  return OPEN_WORD.test(line) || OPEN_WORD.test(/^\p{L}+$/u.test(line) ? line.toLowerCase() : '') || OPEN_GERMAN_ADJECTIVE.test(line) || HYPHENATED_END.test(line);
}

function typicalLineLength(lines: readonly string[]): number {
  const lengths = lines.filter((l) => l.length > 20).map((l) => l.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)] ?? 80;
}

/** How long the page's full lines are: the longest but a few (a slide's labels and bullets are mostly short). */
function fullLineLength(lines: readonly string[]): number {
  const lengths = lines.filter((l) => l.length > 20).map((l) => l.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.9)] ?? 80;
}

/** Share of the page's full line below which an unfinished line cannot be a wrap: the next word would have fitted. */
const SHORT_LINE_SHARE = 0.6;

/** A line that stops well short of the page's width with nothing left open: no end punctuation, comma, hyphen or function word. */
function isShortItemLine(line: string, fullLength: number): boolean {
  if (line.length >= fullLength * SHORT_LINE_SHARE || ENDS_SENTENCE.test(line) || /[,(\-–—/&+=]$/.test(line)) return false;
  return !isStopWord(line.split(' ').at(-1) ?? '');
}

/**
 * A command a slide shows on its own line, "javac HelloWorld.java", "java HelloWorld": a lower-case program name and
 * one to three arguments, one of them a file or a class name. The note after it ("javac compiles source to bytecode")
 * is an item of its own, not the command's wrap.
 */
function isCommandLine(line: string): boolean {
  const words = line.split(' ');
  return /^[a-z][\w-]*$/.test(words[0] ?? '') && words.length >= 2 && words.length <= 4 && words.slice(1).some((w) => /^[\w/-]+\.[a-z]{1,5}$|^[A-Z][a-z]+[A-Z]\w*$/.test(w));
}

/** Share of the page's full line a line and the next line's first word stay within when that word would have fitted (proportional type). */
const ROOM_SHARE = 0.85;

function leavesRoomFor(line: string, next: string, fullLength: number): boolean {
  return line.length + 1 + (next.split(' ')[0] ?? '').length <= fullLength * ROOM_SHARE;
}

/** Joins wrapped lines; "eco-" + "nomics" becomes "economics". */
function joinLines(parts: readonly string[]): string {
  let out = '';
  for (const part of parts) {
    if (!out) out = part;
    else if (/[a-z]-$/.test(out) && /^[a-z]/.test(part)) out = out.slice(0, -1) + part;
    // "implements-" + "Schlüsselwort": a compound keeps its hyphen.
    else if (HYPHENATED_END.test(out) && /^\p{Lu}/u.test(part)) out = `${out}${part}`;
    else out = `${out} ${part}`;
  }
  return out.trim();
}

function isHeadingLine(line: string, previous: string, next: string, typicalLength: number, atBlockStart: boolean): boolean {
  const words = line.split(' ');
  if (words.length > 14 || line.length > 100) return false;
  if (!/^[\p{Lu}\p{N}]/u.test(line)) return false;
  if (/[.,;:!]["'”’)\]]*$/.test(line) || /[-–—]$/.test(line)) return false;
  // A sentence inside, or a line that stops on a function word, is running text cut by a wrap.
  // "Die" / "Runtime versucht dann, …", "Map aus, der mit dem" / "übergebenen Schlüssel …" likewise (German, French, Spanish).
  if (/[.!?]\s+\p{Lu}/u.test(line) || isStopWord(words.at(-1) ?? '') || endsOnOpenWord(line)) return false;
  const standalone = atBlockStart && isStandalone(previous, next);
  if (line.endsWith('?')) return standalone && isTitleLike(line);
  if (standalone) return true;
  if (!atBlockStart && !ENDS_SENTENCE.test(previous)) return false;
  if (next && !/^[\p{Lu}\p{N}"“‘(]/u.test(next)) return false;
  return line.length <= typicalLength * 0.75 && isTitleLike(line);
}

/** Set between blank lines: a slide's title, or a slide's bullet. */
function isStandalone(previous: string, next: string): boolean {
  return !previous && !next;
}

/** Most content words capitalised, as in "The Division of Labor" or "Office rental: $50,000". */
export function isTitleLike(line: string): boolean {
  const words = line.split(' ').filter((w) => /^\p{L}/u.test(w) && w.length > 3);
  if (words.length === 0) return /^\p{Lu}/u.test(line);
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised / words.length >= 0.5;
}
