import { mediaSeconds } from '../../common/bounded-number.js';
import { SPOKEN_PAUSE_SECONDS } from '../../common/spoken-pause.js';
import type { CaptionCue } from './caption-parser.js';

/**
 * YouTube's auto-generated (ASR) json3 tracks are a rolling two-line window: each line event stays on screen until
 * the line after next begins, so line events overlap and their times show no pause at all. Each word, though, carries
 * its own start (`tStartMs` + `tOffsetMs`), e.g.
 *   {"tStartMs":2399,"dDurationMs":6801,"wWinId":1,"segs":[{"utf8":"hey","acAsrConf":0},{"utf8":" in","tOffsetMs":201,…}]}
 *   {"tStartMs":4430,"dDurationMs":4770,"wWinId":1,"aAppend":1,"segs":[{"utf8":"\n"}]}   ← scrolls the window
 * Read word by word, the track gives back the speaker's pauses, the only sentence marks an unpunctuated track has.
 */

export interface Json3Seg {
  utf8?: string;
  tOffsetMs?: number;
}

export interface Json3Event {
  tStartMs?: number;
  dDurationMs?: number;
  aAppend?: number;
  segs?: Json3Seg[];
}

/** A track whose segments carry their own offsets is timed word by word (YouTube ASR); uploaded tracks never are. */
export function isWordTimed(events: readonly Json3Event[]): boolean {
  return events.some((event) => event.segs?.some((seg) => seg.tOffsetMs !== undefined));
}

interface TimedWord {
  text: string;
  start: number;
  /** When the line holding the word leaves the screen: the word is over by then. */
  eventEnd: number;
  line: number;
}

/**
 * Only word starts are given, so a word's spoken length is estimated. On 56 lectures' word timings, a start-to-start
 * gap longer than 0.35 s + 0.06 s per letter by 0.25 s or more fell after a sentence end 63% of the time and after a
 * sentence or clause end (full stop, comma, colon) 84%, catching 57% of sentence ends; a gap with no length term
 * does worse (38% at 0.6 s). A shorter estimate (0.2 s) finds more pauses (71% of ends) but
 * a third of them mid-sentence: in 40 cards read by hand a third were cut mid-sentence, against about a fifth here.
 */
const WORD_BASE_SECONDS = 0.35;
const SECONDS_PER_LETTER = 0.06;

/**
 * Cues cut at the pauses between words (and at the track's own line breaks, so cues stay line-sized): each cue ends
 * where its last word is estimated to end, so a pause shows as a gap before the next cue and speech run on across a
 * line break shows none. Window-scrolling "\n" events carry no words and are dropped; a word found twice (same text,
 * same start) is kept once.
 */
export function wordTimedCues(events: readonly Json3Event[]): CaptionCue[] {
  const words = timedWords(events);
  const cues: CaptionCue[] = [];
  let current: { start: number; words: string[]; line: number } | undefined;
  words.forEach((word, i) => {
    const next = words[i + 1];
    const estimatedEnd = word.start + WORD_BASE_SECONDS + SECONDS_PER_LETTER * letters(word.text);
    const end = Math.min(next?.start ?? Infinity, word.eventEnd, estimatedEnd);
    if (!current) current = { start: word.start, words: [], line: word.line };
    current.words.push(word.text);
    const pause = next !== undefined && next.start - end >= SPOKEN_PAUSE_SECONDS;
    if (!next || pause || next.line !== current.line) {
      // Without a pause the cue runs on to the next word, so a line break never reads as a silence.
      const cueEnd = next && !pause ? next.start : Math.max(end, word.start);
      cues.push({ start: mediaSeconds(current.start), end: mediaSeconds(cueEnd), text: current.words.join(' ') });
      current = undefined;
    }
  });
  return cues;
}

function timedWords(events: readonly Json3Event[]): TimedWord[] {
  const words: TimedWord[] = [];
  const seen = new Set<string>();
  events.forEach((event, line) => {
    if (!event.segs || event.tStartMs === undefined) return;
    const eventStart = Number(event.tStartMs) / 1000;
    const eventEnd = eventStart + Number(event.dDurationMs ?? 0) / 1000;
    let previous: TimedWord | 'dropped' | undefined;
    event.segs.forEach((seg, index) => {
      const raw = (seg.utf8 ?? '').replace(/\s+/g, ' ');
      const text = raw.trim();
      if (!text) return;
      // A piece glued to the one before it ("watch" + "ing") continues that word.
      if (previous && index > 0 && !raw.startsWith(' ')) {
        if (previous !== 'dropped') previous.text += text;
        return;
      }
      const start = eventStart + Number(seg.tOffsetMs ?? 0) / 1000;
      if (!Number.isFinite(start)) return;
      const key = `${Math.round(start * 1000)}|${text}`;
      if (seen.has(key)) {
        previous = 'dropped';
        return;
      }
      seen.add(key);
      const word: TimedWord = { text, start, eventEnd: Number.isFinite(eventEnd) ? Math.max(eventEnd, start) : start, line };
      previous = word;
      words.push(word);
    });
  });
  // Events are in time order on YouTube; a stable sort keeps any that are not in spoken order.
  return words.sort((a, b) => a.start - b.start);
}

function letters(word: string): number {
  return word.replace(/[^\p{L}\p{N}]/gu, '').length;
}
