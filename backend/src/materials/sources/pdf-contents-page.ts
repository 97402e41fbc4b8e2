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
}

// "3.2.1 Title . . . . 45", "Chapter 3 Title 45", "Title .......... 45", "A.1 Title 102"
const NUMBERED = /^(?<num>(?:chapter|part|section|appendix|kapitel|capítulo|chapitre|teil)?\s*(?:\d{1,3}|[A-Z]|[IVXLC]{1,6})(?:\.\d{1,3})*\.?)\s+(?<title>\S.*?)(?:\s*(?:\.\s*){3,}|\s+)(?<page>\d{1,4})$/iu;
const LEADERS = /^(?<title>\S.*?)\s*(?:[.·…]\s*){3,}(?<page>\d{1,4})$/u;

function levelOf(num: string): number {
  const bare = num.replace(/^(?:chapter|part|section|appendix|kapitel|capítulo|chapitre|teil)\s*/i, '').replace(/\.$/, '');
  if (/^(chapter|part|kapitel|capítulo|chapitre|teil)/i.test(num)) return 1;
  return Math.min(6, bare.split('.').length);
}

/** One contents line as an entry, or null. Titles keep their numbering ("3.2 Grammars") as printed. */
export function parseContentsLine(line: string): PrintedEntry | null {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.length < 3 || text.length > 320) return null;
  const numbered = NUMBERED.exec(text);
  if (numbered?.groups) {
    const { num, title, page } = numbered.groups as { num: string; title: string; page: string };
    const clean = title.replace(/(?:\s*\.)+$/, '').trim();
    // "2021 Report 5" or "1 2 3": a number alone is not a title.
    if (!/\p{L}{2,}/u.test(clean)) return null;
    return { title: clean, level: levelOf(num.trim()), printedPage: Number(page) };
  }
  const leaders = LEADERS.exec(text);
  if (leaders?.groups) {
    const title = leaders.groups.title!.trim();
    if (!/\p{L}{2,}/u.test(title)) return null;
    return { title, level: 1, printedPage: Number(leaders.groups.page) };
  }
  return null;
}

/** Lines of a contents page; a title wrapped onto the next line (page number on the second) is joined. */
function contentsLines(page: string): string[] {
  const raw = page.split('\n').map((l) => l.trim()).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const line = raw[i]!;
    const next = raw[i + 1];
    if (next && !parseContentsLine(line) && /^\d/.test(line) && parseContentsLine(`${line} ${next}`)) {
      out.push(`${line} ${next}`);
      i += 1;
    } else out.push(line);
  }
  return out;
}

/** Entries of the contents pages (consecutive pages near the front that are mostly entry lines). */
export function findPrintedContents(pages: readonly string[]): { entries: PrintedEntry[]; contentsPages: number[] } {
  const limit = Math.min(pages.length, Math.max(CONTENTS_SEARCH_PAGES, Math.ceil(pages.length * 0.15)));
  const entries: PrintedEntry[] = [];
  const contentsPages: number[] = [];
  for (let i = 0; i < limit; i += 1) {
    const lines = contentsLines(pages[i] ?? '');
    const parsed = lines.map(parseContentsLine).filter((e): e is PrintedEntry => e !== null);
    const isContents = parsed.length >= MIN_ENTRIES_PER_PAGE && parsed.length / Math.max(1, lines.length) >= MIN_ENTRY_SHARE;
    if (isContents) {
      entries.push(...parsed);
      contentsPages.push(i + 1);
    } else if (contentsPages.length > 0) break; // the contents ended
  }
  // Page numbers of real contents mostly go up; a list of figures or a price list does not look like this.
  const rising = entries.filter((e, i) => i === 0 || e.printedPage >= entries[i - 1]!.printedPage).length;
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
  const usableLabels = entries.filter((e) => byLabel.has(String(e.printedPage))).length >= entries.length * 0.8 && byLabel.size > 0
    && [...byLabel.keys()].some((label, i) => label !== String(i + 1));

  let offset = 0;
  if (!usableLabels) {
    const lines = pages.map((p) => p.split('\n').map((l) => l.trim()).filter(Boolean));
    const skip = new Set(contentsPages);
    const votes = new Map<number, number>();
    for (const entry of entries) {
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
    offset = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
  }
  return entries.map((entry) => {
    const physical = usableLabels ? byLabel.get(String(entry.printedPage)) : entry.printedPage + offset;
    const page = physical !== undefined && physical >= 1 && physical <= pageCount ? physical : undefined;
    return { title: entry.title, level: entry.level, ...(page !== undefined ? { page } : {}) };
  });
}
