import { cleanSourceText } from '@studyloop/events';
import { mediaSeconds } from '../../common/bounded-number.js';
import { isWordTimed, wordTimedCues, type Json3Event } from './word-timed-cues.js';

/** A timed caption line; times in seconds. */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

export type CaptionFormat = 'vtt' | 'srt' | 'json3' | 'xml';

export class CaptionFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptionFormatError';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", lrm: '', rlm: '' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Markup inside cue text (<c>, <i>, <v Speaker>, inline <00:00:01.000> times, {\an8}) is not spoken text. */
function cleanCueText(text: string): string {
  return cleanSourceText(decodeEntities(text.replace(/<[^>]*>/g, '').replace(/\{\\[^}]*\}/g, ''))).replace(/[ \t]+/g, ' ').trim();
}

/** "01:02:03.450", "02:03.450", "00:00:01,000" → seconds. */
export function parseTimestamp(value: string): number {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/.exec(value.trim());
  if (!match) return NaN;
  const [, h, m, s, ms] = match;
  return mediaSeconds(Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + (ms ? Number(ms.padEnd(3, '0')) / 1000 : 0));
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{1,2}(?:[.,]\d{1,3})?)\s*-->\s*((?:\d+:)?\d{1,2}:\d{1,2}(?:[.,]\d{1,3})?)/;

/** WebVTT and SRT share the block layout: [id] / timing / text lines, blocks split by blank lines. */
function parseBlocks(body: string, skipHeader: boolean): CaptionCue[] {
  const blocks = body.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  const cues: CaptionCue[] = [];
  for (const [index, block] of blocks.entries()) {
    const lines = block.split('\n');
    if (skipHeader && index === 0 && /^WEBVTT/.test(lines[0] ?? '')) {
      // The header block may hold the first cue when no blank line follows the metadata (rare, tolerated).
      const timingAt = lines.findIndex((l) => TIMING.test(l));
      if (timingAt < 0) continue;
      lines.splice(0, timingAt);
    }
    if (/^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const timingIndex = lines.findIndex((l) => TIMING.test(l));
    if (timingIndex < 0 || timingIndex > 1) continue;
    const [, from, to] = TIMING.exec(lines[timingIndex])!;
    const start = parseTimestamp(from);
    const end = parseTimestamp(to);
    const text = lines.slice(timingIndex + 1).map(cleanCueText).filter(Boolean).join('\n');
    if (Number.isFinite(start) && Number.isFinite(end) && text) cues.push({ start, end: Math.max(start, end), text });
  }
  return cues;
}

export function parseVtt(body: string): CaptionCue[] {
  return removeRollingRepeats(parseBlocks(body, true));
}

export function parseSrt(body: string): CaptionCue[] {
  return parseBlocks(body, false);
}

/** YouTube timedtext fmt=json3: { events: [{ tStartMs, dDurationMs, segs: [{ utf8, tOffsetMs? }] }] }. */
export function parseJson3(body: string): CaptionCue[] {
  let parsed: { events?: Json3Event[] };
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new CaptionFormatError('The caption track is not valid JSON');
  }
  const events = parsed.events ?? [];
  // Auto-generated tracks are timed word by word: cut at the pauses between words, not at the overlapping lines.
  if (isWordTimed(events)) return wordTimedCues(events).map((cue) => ({ ...cue, text: cleanCueText(cue.text) })).filter((cue) => cue.text);
  const cues: CaptionCue[] = [];
  for (const event of events) {
    if (!event.segs || event.tStartMs === undefined) continue;
    const text = cleanCueText(event.segs.map((s) => s.utf8 ?? '').join('').replace(/\n+/g, ' '));
    if (!text) continue;
    const start = mediaSeconds(Number(event.tStartMs) / 1000);
    const end = mediaSeconds(start + Number(event.dDurationMs ?? 0) / 1000);
    if (Number.isFinite(start)) cues.push({ start, end: Number.isFinite(end) ? end : start, text });
  }
  return cues;
}

/** YouTube timedtext XML: format 1 `<text start="1.2" dur="3.4">` or srv3 `<p t="1200" d="3400">`. */
export function parseTimedTextXml(body: string): CaptionCue[] {
  const cues: CaptionCue[] = [];
  const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
  for (const match of body.matchAll(/<(text|p)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, attrs, inner] = match;
    const seconds = tag === 'text';
    const start = Number(attr(attrs, seconds ? 'start' : 't'));
    const duration = Number(attr(attrs, seconds ? 'dur' : 'd') ?? 0);
    // Entities may be double-escaped in format 1 ("&amp;#39;").
    const text = cleanCueText(decodeEntities(inner).replace(/\n+/g, ' '));
    if (!Number.isFinite(start) || !text) continue;
    const startSeconds = mediaSeconds(seconds ? start : start / 1000);
    const endSeconds = mediaSeconds(startSeconds + (seconds ? duration : duration / 1000));
    if (Number.isFinite(startSeconds)) cues.push({ start: startSeconds, end: Number.isFinite(endSeconds) ? endSeconds : startSeconds, text });
  }
  return cues;
}

export function detectCaptionFormat(body: string, hint?: string): CaptionFormat | null {
  const head = body.replace(/^\uFEFF/, '').trimStart().slice(0, 200);
  if (head.startsWith('WEBVTT')) return 'vtt';
  if (head.startsWith('{')) return 'json3';
  if (head.startsWith('<?xml') || head.startsWith('<transcript') || head.startsWith('<timedtext')) return 'xml';
  if (/^\d+\s*\n\s*\d+:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(head.replace(/\r/g, ''))) return 'srt';
  if (hint && /\.srt$/i.test(hint) && TIMING.test(head.split('\n').slice(0, 3).join('\n'))) return 'srt';
  return null;
}

/** Parses any supported caption format; throws CaptionFormatError with a user-facing message. */
export function parseCaptions(body: string, hint?: string): { format: CaptionFormat; cues: CaptionCue[] } {
  const format = detectCaptionFormat(body, hint);
  if (!format) throw new CaptionFormatError('This is not a caption file: expected WebVTT (.vtt) or SubRip (.srt)');
  const cues = format === 'vtt' ? parseVtt(body) : format === 'srt' ? parseSrt(body) : format === 'json3' ? parseJson3(body) : parseTimedTextXml(body);
  if (cues.length === 0) throw new CaptionFormatError('The caption file contains no captions');
  return { format, cues: withPlausibleEnds(cues.sort((a, b) => a.start - b.start)) };
}

/** A cue shown this long is no spoken line: the file marks "until the end" (some exports write 99:59:59). */
const ABSURD_CUE_SECONDS = 600;
/** A cue's length when the file gives none we can believe. */
const FALLBACK_CUE_SECONDS = 5;

/**
 * A cue whose end lies absurdly far after its start (real Coursera files end their last cue at
 * 99:59:59) would make a 12-minute lecture last 100 hours: it ends instead a typical cue length after
 * its start (the track's median), and never after the next cue starts.
 */
export function withPlausibleEnds(cues: CaptionCue[]): CaptionCue[] {
  if (!cues.some((c) => c.end - c.start > ABSURD_CUE_SECONDS)) return cues;
  const lengths = cues.map((c) => c.end - c.start).filter((d) => d > 0 && d <= ABSURD_CUE_SECONDS).sort((a, b) => a - b);
  const typical = lengths.length ? lengths[Math.floor(lengths.length / 2)] : FALLBACK_CUE_SECONDS;
  return cues.map((cue, i) => {
    if (cue.end - cue.start <= ABSURD_CUE_SECONDS) return cue;
    const next = cues[i + 1]?.start;
    const end = cue.start + typical;
    return { ...cue, end: next !== undefined && next >= cue.start ? Math.min(end, next) : end };
  });
}

/**
 * Auto-generated WebVTT (e.g. YouTube's) repeats the previous line at the top of each cue and adds
 * 10 ms "hold" cues; keep each spoken line once, at the cue where it first appears.
 */
export function removeRollingRepeats(cues: CaptionCue[]): CaptionCue[] {
  const out: CaptionCue[] = [];
  let previous: string[] = [];
  for (const cue of cues) {
    const lines = cue.text.split('\n');
    const fresh = lines.filter((line) => !previous.includes(line));
    previous = lines;
    if (fresh.length) out.push({ ...cue, text: fresh.join(' ') });
  }
  return out;
}
