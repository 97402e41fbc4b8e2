import type { SourceDocument, SourceOutlineEntry, SourceSegment } from '../generation.types.js';
import { splitByOutline } from '../outline/split-by-outline.js';
import type { PreparedDocument } from './prepare-document.js';
import { topicSegmentStarts } from './topic-segments.js';

/**
 * Where a long source divides: its author's outline (PDF bookmarks, video chapters); else a
 * PDF's or text's own headings (numbered chapters first); else, for a video, topic shifts in
 * the captions. Short sources are not divided.
 */

export interface SourcePart {
  /** Empty for a topic part: the generator names it after what it defines. */
  title: string;
  /** Set out by the source's own outline (bookmarks, printed contents, headings found at upload, video chapters). */
  authored?: boolean;
  level: number;
  segments: SourceSegment[];
  pageStart?: number;
  pageEnd?: number;
  start?: number;
  end?: number;
  /** Text without pages: the part's sentences in the prepared document, [first, end). */
  firstSentence?: number;
  endSentence?: number;
}

/** A video shorter than this is one topic; longer ones get as many parts as their topic shifts (topicSegmentStarts). */
const MIN_VIDEO_SECONDS_FOR_PARTS = 6 * 60;
const MIN_PART_SECONDS = 45;
const MIN_PAGES_FOR_PARTS = 5;
const MIN_WORDS_FOR_PARTS = 1500;
const MIN_PART_WORDS = 300;
const MAX_PARTS = 30;

/**
 * How many pieces `text.split(/\s+/)` gives (one more than its runs of whitespace), counted without making them:
 * merging re-counts a part's pages each time it grows.
 */
export function splitPieceCount(text: string): number {
  const whitespace = /\s+/g;
  let pieces = 1;
  while (whitespace.test(text)) pieces++;
  return pieces;
}

export const BEFORE_FIRST_ENTRY: Record<string, string> = { en: 'Introduction', es: 'Introducción', fr: 'Introduction', de: 'Einleitung' };

export function findSourceParts(source: SourceDocument, doc: PreparedDocument, language = 'en'): SourcePart[] {
  const fromOutline = outlineParts(source, language);
  if (fromOutline.length >= 2) return fromOutline.map((p) => ({ ...p, authored: true }));
  if (source.kind === 'video') return topicParts(source, doc, language);
  if (doc.wordCount < MIN_WORDS_FOR_PARTS) return [];
  if (source.kind === 'pdf') {
    const pages = new Set(source.segments.map((s) => s.page)).size;
    if (pages < MIN_PAGES_FOR_PARTS) return [];
    return mergeSmallParts(outlineParts({ ...source, outline: headingOutline(doc) }, language), doc.wordCount, doc);
  }
  return mergeSmallParts(textParts(doc), doc.wordCount, doc);
}

/** Found headings can be many and close together: a part gets at least ~1/MAX_PARTS of the words and MIN_PART_WORDS. */
function mergeSmallParts(parts: SourcePart[], totalWords: number, doc: PreparedDocument): SourcePart[] {
  const minWords = Math.max(MIN_PART_WORDS, totalWords / MAX_PARTS);
  const words = (p: SourcePart): number =>
    p.firstSentence !== undefined
      ? doc.sentences.slice(p.firstSentence, p.endSentence).reduce((n, s) => n + s.wordCount, 0)
      : p.segments.reduce((n, s) => n + splitPieceCount(s.text), 0);
  const out: SourcePart[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (previous && words(previous) < minWords) {
      previous.segments = [...previous.segments, ...part.segments];
      if (part.pageEnd !== undefined) previous.pageEnd = part.pageEnd;
      if (part.endSentence !== undefined) previous.endSentence = part.endSentence;
      continue;
    }
    out.push({ ...part });
  }
  const last = out.at(-1);
  if (out.length >= 2 && last && words(last) < minWords / 2) {
    const before = out[out.length - 2]!;
    before.segments = [...before.segments, ...last.segments];
    if (last.pageEnd !== undefined) before.pageEnd = last.pageEnd;
    if (last.endSentence !== undefined) before.endSentence = last.endSentence;
    out.pop();
  }
  return out.length >= 2 ? out : [];
}

function outlineParts(source: SourceDocument, language: string): SourcePart[] {
  return splitByOutline(source).map((part) => ({
    title: part.entry?.title ?? BEFORE_FIRST_ENTRY[language] ?? BEFORE_FIRST_ENTRY.en!,
    level: part.entry?.level ?? 1,
    segments: part.segments,
    ...(part.pageStart !== undefined ? { pageStart: part.pageStart } : {}),
    ...(part.pageEnd !== undefined ? { pageEnd: part.pageEnd } : {}),
    ...(part.start !== undefined ? { start: part.start } : {}),
    ...(part.end !== undefined ? { end: part.end } : {}),
  }));
}

const NUMBERED = /^(?:chapter\s+|part\s+|unit\s+|lecture\s+)?(\d+(?:\.\d+)*)\.?\s+(\S.*)$/i;

/** Headings as an outline: numbered ones by depth ("2.3" is level 2); unnumbered ones all level 1. */
export function headingOutline(doc: PreparedDocument): SourceOutlineEntry[] {
  const numbered = doc.headings
    .map((h) => ({ h, m: NUMBERED.exec(h.text) }))
    .filter((x): x is { h: (typeof doc.headings)[number]; m: RegExpExecArray } => x.m !== null);
  const source = numbered.length >= 2 ? numbered.map(({ h, m }) => ({ title: m[2]!, level: m[1]!.split('.').length, page: h.page })) : doc.headings.map((h) => ({ title: h.text, level: 1, page: h.page }));
  return source.map((e) => ({ title: e.title, level: e.level, ...(e.page !== undefined ? { page: e.page } : {}) }));
}

/** A pasted text cut at its top-level headings (sentence ranges of the prepared document). */
function textParts(doc: PreparedDocument): SourcePart[] {
  const outline = headingOutline(doc);
  if (outline.length < 2) return [];
  const top = Math.min(...outline.map((e) => e.level));
  const starts = doc.headings
    .map((h, i) => ({ h, entry: outline[i] }))
    .filter((x) => x.entry?.level === top)
    .map((x) => ({ title: x.entry!.title, first: x.h.firstSentence }));
  if (starts.length < 2) return [];
  const parts: SourcePart[] = [];
  if ((starts[0]?.first ?? 0) > 0) parts.push({ title: doc.givenTitle ?? 'Introduction', level: 1, segments: [], firstSentence: 0, endSentence: starts[0]!.first });
  starts.forEach((s, i) => parts.push({ title: s.title, level: 1, segments: [], firstSentence: s.first, endSentence: starts[i + 1]?.first ?? doc.sentences.length }));
  return parts.filter((p) => (p.endSentence ?? 0) > (p.firstSentence ?? 0));
}

/** A lecture without chapters: parts at its topic shifts (lexical cohesion, pauses, cue phrases), on cue starts. */
function topicParts(source: SourceDocument, doc: PreparedDocument, language: string): SourcePart[] {
  const sentences = doc.sentences.filter((s) => s.time !== undefined);
  const duration = doc.durationSeconds ?? sentences.at(-1)?.time ?? 0;
  if (duration < MIN_VIDEO_SECONDS_FOR_PARTS || sentences.length < 12) return [];
  const found = topicSegmentStarts(sentences, source.segments, duration, language).map((i) => sentences[i]?.time ?? 0);
  found[0] = Math.min(found[0] ?? 0, source.segments[0]?.start ?? 0);
  // A closing part shorter than MIN_PART_SECONDS (an outro) belongs to the part before it.
  const starts = found.filter((t, i) => i === 0 || duration - t >= MIN_PART_SECONDS);
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? duration;
    return {
      title: '',
      level: 1,
      segments: source.segments.filter((s) => (s.start ?? 0) >= start && (s.start ?? 0) < end),
      start,
      end,
    };
  });
}
