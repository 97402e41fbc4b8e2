import type { SourceOutlineEntry } from '../../generation/generation.types.js';

/**
 * A PDF's printed table of contents ("3.2 Title . . . . 45" lines on its first pages), read from the
 * extracted page text and mapped to physical pages: printed page numbers rarely equal PDF pages
 * (front matter numbered i, ii, …, a cover), so the offset is found by looking for each entry's
 * title on the pages around its printed number, else taken from the PDF's page labels.
 */

/** Contents pages sit at the front: only this many pages (or the first 15%) are searched. */
const CONTENTS_SEARCH_PAGES = 20;
/** A page is a contents page when it has at least this many entry lines… */
const MIN_ENTRIES_PER_PAGE = 4;
/** …and they make up at least this share of its lines. */
const MIN_ENTRY_SHARE = 0.4;
/** How far after its printed number a title is looked for (front matter rarely exceeds this). */
const MAX_OFFSET = 60;

export interface PrintedEntry {
  title: string;
  level: number;
  printedPage: number;
  /** Numbered in lower-case roman numerals ("Preface vii"): front matter, before page 1. */
  roman?: boolean;
}

/** A contents page's own heading, in the languages we meet ("Contents", "Table des matières", "Съдържание"). */
const CONTENTS_HEADING = /^(?:(?:table of )?contents|índice(?: general)?|sommaire|table des matières|inhalt(?:sverzeichnis)?|indice|sumário|inhoud(?:sopgave)?|spis treści|obsah|innehåll|indholdsfortegnelse|sisällys(?:luettelo)?|içindekiler|содержание|оглавление|съдържание|зміст|目录|目次|目錄|차례|목차)$/iu;

export function isContentsHeading(line: string): boolean {
  // As a running header too: "iv CONTENTS", "Contents 5".
  return CONTENTS_HEADING.test(line.replace(/\s+/g, ' ').trim().replace(/^(?:\d{1,4}|[ivxlc]{1,7})\s+|\s+(?:\d{1,4}|[ivxlc]{1,7})$/g, ''));
}

/** A canonical lower-case roman numeral up to 399 ("vii", "xiv"); "civil" or "ill" are words. */
const ROMAN = '(?:c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3}))';
const PAGE = `(?<page>\\d{1,4}|${ROMAN})`;
const CHAPTER_WORD_LIST = ['chapter', 'part', 'section', 'appendix', 'lecture', 'unit', 'module', 'topic', 'kapitel', 'capítulo', 'chapitre', 'teil', 'tema', 'lección', 'leçon', 'parte', 'capitolo', 'hoofdstuk'];
// As printed: "Chapter", "CHAPTER" or "chapter" (the patterns are case-sensitive so that a roman page is lower-case).
const CHAPTER_WORDS = CHAPTER_WORD_LIST.flatMap((w) => [w, w.toUpperCase(), `${w.charAt(0).toUpperCase()}${w.slice(1)}`]).join('|');
// "3.2.1 Title . . . . 45", "Chapter 3: Title 45", "A.1 Title 102", "IV Title 80", "0.4 Working with the Code . . . x"
const NUMBERED = new RegExp(`^(?<num>(?:(?:${CHAPTER_WORDS})\\s*)?(?:\\d{1,3}|[A-Z]|[IVXLC]{1,6})(?:\\.\\d{1,3})*[.:]?)\\s+(?<title>\\S.*?)(?:\\s*(?:\\.\\s*){3,}|\\s+)${PAGE}$`, 'u');
// "Title .......... 45", "Preface . . . . vii"
const LEADERS = new RegExp(`^(?<title>\\S.*?)\\s*(?:[.·…]\\s*){3,}${PAGE}$`, 'u');
// "Preface vii", "Bibliography 201": a chapter-level line without number or leaders, read only on a contents page.
const BARE = new RegExp(`^(?<title>\\p{Lu}[^.!?:;]*?\\p{L}[^.!?:;]*?)\\s+${PAGE}$`, 'u');

function levelOf(num: string): number {
  const bare = num.replace(new RegExp(`^(?:${CHAPTER_WORDS})\\s*`), '').replace(/[.:]$/, '');
  if (new RegExp(`^(?:${CHAPTER_WORDS})`).test(num) && !/^(?:section|topic)/i.test(num)) return 1;
  return Math.min(6, bare.split('.').length);
}

function romanValue(text: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  let total = 0;
  for (let i = 0; i < text.length; i += 1) {
    const value = values[text[i]!] ?? 0;
    total += value < (values[text[i + 1] ?? ''] ?? 0) ? -value : value;
  }
  return total;
}

function toRoman(value: number): string {
  const steps: [number, string][] = [[100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];
  let rest = value;
  let out = '';
  for (const [n, numeral] of steps) while (rest >= n) { out += numeral; rest -= n; }
  return out;
}

function entry(title: string, level: number, page: string): PrintedEntry | null {
  const clean = title.replace(/(?:\s*\.)+$/, '').trim();
  if (!clean) return null;
  const roman = !/^\d/.test(page);
  return { title: clean, level, printedPage: roman ? romanValue(page) : Number(page), ...(roman ? { roman: true } : {}) };
}

/**
 * One contents line as an entry, or null. Titles keep their numbering ("3.2 Grammars") as printed.
 * `onContentsPage`: the page is known to be a contents page, so a bare "Preface vii" line is an entry too.
 */
export function parseContentsLine(line: string, options: { onContentsPage?: boolean } = {}): PrintedEntry | null {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.length < 3 || text.length > 320) return null;
  const numbered = NUMBERED.exec(text);
  if (numbered?.groups) {
    const { num, title, page } = numbered.groups as { num: string; title: string; page: string };
    // "2021 Report 5" or "1 2 3": a number alone is not a title; "C++" is.
    if (/\p{L}/u.test(title) && /\p{L}{2,}|^\p{L}\W*$/u.test(title.trim())) return entry(title, levelOf(num.trim()), page);
  }
  const leaders = LEADERS.exec(text);
  if (leaders?.groups) {
    const title = leaders.groups.title!.trim();
    return /\p{L}{2,}/u.test(title) ? entry(title, 1, leaders.groups.page!) : null;
  }
  if (options.onContentsPage) {
    const bare = BARE.exec(text);
    // A few words, as a heading: a sentence ending in a number ("In 2019 the price rose by 12") is not one.
    if (bare?.groups && bare.groups.title!.split(' ').length <= 8) return entry(bare.groups.title!, 1, bare.groups.page!);
  }
  return null;
}

/** Where a line may go on to the next: it starts an entry ("1.2 A title that wraps", "Chapter 3") with no page yet. */
const STARTS_ENTRY = new RegExp(`^(?:\\d|(?:${CHAPTER_WORDS})\\s+\\S)`, 'u');

/**
 * Lines of a contents page; a title wrapped onto the next line (page number on the second) is joined, a word
 * hyphenated at the wrap ("aritmétic-" "as operaciones") made whole again.
 */
function contentsLines(page: string, onContentsPage = false): string[] {
  const raw = page.split('\n').map((l) => l.trim()).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const line = raw[i]!;
    const next = raw[i + 1];
    // A line that ends in leaders and something is an entry whose page we cannot read: never the start of the next one.
    const complete = /(?:\.\s*){3,}\S+$/.test(line);
    const joined = next && (/\p{L}-$/u.test(line) && /^\p{Ll}/u.test(next) ? `${line.slice(0, -1)}${next}` : `${line} ${next}`);
    if (joined && !complete && STARTS_ENTRY.test(line) && !parseContentsLine(line, { onContentsPage }) && parseContentsLine(joined, { onContentsPage })) {
      out.push(joined);
      i += 1;
    } else out.push(line);
  }
  return out;
}

/** Where an entry sits in the document's page order: front matter (roman) before page 1. */
const order = (e: PrintedEntry): number => (e.roman ? e.printedPage - 10_000 : e.printedPage);

/** Entries of the contents pages (consecutive pages near the front that are mostly entry lines). */
export function findPrintedContents(pages: readonly string[]): { entries: PrintedEntry[]; contentsPages: number[] } {
  const limit = Math.min(pages.length, Math.max(CONTENTS_SEARCH_PAGES, Math.ceil(pages.length * 0.15)));
  const entries: PrintedEntry[] = [];
  const contentsPages: number[] = [];
  for (let i = 0; i < limit; i += 1) {
    const strict = contentsLines(pages[i] ?? '').map((l) => parseContentsLine(l)).filter((e): e is PrintedEntry => e !== null);
    // Known by its numbered or dotted lines; then read again for its bare ones ("Preface vii", "Index 203").
    const lines = contentsLines(pages[i] ?? '', true).filter((l) => !isContentsHeading(l));
    const parsed = lines.map((l) => parseContentsLine(l, { onContentsPage: true })).filter((e): e is PrintedEntry => e !== null);
    // The contents' last page may hold only its last few entries.
    const enough = strict.length >= (contentsPages.at(-1) === i ? 1 : MIN_ENTRIES_PER_PAGE);
    const isContents = enough && parsed.length / Math.max(1, lines.length) >= MIN_ENTRY_SHARE;
    if (isContents) {
      entries.push(...parsed);
      contentsPages.push(i + 1);
    } else if (contentsPages.length > 0) break; // the contents ended
  }
  // Page numbers of real contents mostly go up; a list of figures or a price list does not look like this.
  const rising = entries.filter((e, i) => i === 0 || order(e) >= order(entries[i - 1]!)).length;
  if (entries.length < MIN_ENTRIES_PER_PAGE || rising / entries.length < 0.8) return { entries: [], contentsPages: [] };
  return { entries, contentsPages };
}

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether a page shows the title as a line of its own (a heading), ignoring numbering and case. */
function pageHasHeading(pageLines: readonly string[], title: string): boolean {
  const wanted = normalise(title);
  if (!wanted) return false;
  return pageLines.some((line) => {
    const n = normalise(line.replace(/^(?:\d+(?:\.\d+)*\.?|[A-Z]\.\d+(?:\.\d+)*)\s+/, ''));
    return n === wanted || (n.startsWith(wanted) && n.length - wanted.length < 4);
  });
}

/**
 * Physical page of each printed entry. Page labels (when the PDF has them) map a printed number
 * straight to its page; else the most common offset at which titles are found as headings on the
 * pages after their printed number; else the printed number itself.
 */
export function mapPrintedPages(
  entries: readonly PrintedEntry[], pages: readonly string[], contentsPages: readonly number[], pageLabels: readonly string[] | null,
): SourceOutlineEntry[] {
  const pageCount = pages.length;
  const byLabel = new Map<string, number>();
  if (pageLabels && pageLabels.length === pageCount) {
    pageLabels.forEach((label, i) => { if (!byLabel.has(label)) byLabel.set(label, i + 1); });
  }
  const labelOf = (e: PrintedEntry): string => (e.roman ? toRoman(e.printedPage) : String(e.printedPage));
  const usableLabels = entries.filter((e) => byLabel.has(labelOf(e))).length >= entries.length * 0.8 && byLabel.size > 0
    && [...byLabel.keys()].some((label, i) => label !== String(i + 1));

  // Front matter (roman) and the body (arabic) are numbered apart: each has its own offset.
  const offsets = { roman: 0, arabic: 0 };
  if (!usableLabels) {
    const lines = pages.map((p) => p.split('\n').map((l) => l.trim()).filter(Boolean));
    const skip = new Set(contentsPages);
    for (const roman of [true, false]) {
      const votes = new Map<number, number>();
      for (const entry of entries.filter((e) => (e.roman ?? false) === roman)) {
        for (let d = 0; d <= MAX_OFFSET; d += 1) {
          const physical = entry.printedPage + d;
          if (physical > pageCount) break;
          if (skip.has(physical)) continue;
          if (pageHasHeading(lines[physical - 1] ?? [], entry.title)) {
            votes.set(d, (votes.get(d) ?? 0) + 1);
            break;
          }
        }
      }
      offsets[roman ? 'roman' : 'arabic'] = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
    }
  }
  return entries.map((entry) => {
    const physical = usableLabels ? byLabel.get(labelOf(entry)) : entry.printedPage + offsets[entry.roman ? 'roman' : 'arabic'];
    const page = physical !== undefined && physical >= 1 && physical <= pageCount ? physical : undefined;
    return { title: entry.title, level: entry.level, ...(page !== undefined ? { page } : {}) };
  });
}
