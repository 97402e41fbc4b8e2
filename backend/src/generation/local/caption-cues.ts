import { splitSentences } from '../text/sentences.js';
import type { SourceSegment } from '../generation.types.js';

/**
 * Caption cues are short fragments ("make decisions in the face of"). They are cleaned, joined
 * into one stream and re-split into sentences; each sentence keeps the start time of the cue in
 * which it begins, so every timestamp we emit is a real cue start.
 */

export interface CueSentence {
  text: string;
  time: number;
  segmentIndex: number;
}

interface CleanCue {
  text: string;
  start: number;
  end?: number;
  segmentIndex: number;
}

/** Fewer terminal marks than this per word means an unpunctuated (auto-generated) track. */
const MIN_PUNCTUATION_DENSITY = 1 / 45;
const PSEUDO_SENTENCE_WORDS = 18;
const MIN_PSEUDO_SENTENCE_WORDS = 8;
/** A silence this long (seconds) between cues usually ends a spoken sentence. */
const SENTENCE_PAUSE = 1.5;

export function cueSentences(segments: readonly SourceSegment[]): CueSentence[] {
  const cues = cleanCues(segments);
  if (cues.length === 0) return [];
  let stream = '';
  const starts: number[] = []; // stream offset where each cue begins
  for (const cue of cues) {
    if (stream) stream += ' ';
    starts.push(stream.length);
    stream += cue.text;
  }
  const words = stream.split(' ').length;
  const marks = stream.match(/[.!?](?=\s|$)/g)?.length ?? 0;
  if (marks / words < MIN_PUNCTUATION_DENSITY) return pseudoSentences(cues);

  const out: CueSentence[] = [];
  let cueIndex = 0;
  for (const span of splitSentences(stream)) {
    while (cueIndex + 1 < starts.length && (starts[cueIndex + 1] ?? Infinity) <= span.start) cueIndex++;
    const cue = cues[cueIndex];
    if (cue) out.push({ text: span.text, time: cue.start, segmentIndex: cue.segmentIndex });
  }
  return out;
}

function cleanCues(segments: readonly SourceSegment[]): CleanCue[] {
  const out: CleanCue[] = [];
  let previousWords: string[] = [];
  segments.forEach((segment, segmentIndex) => {
    let text = cleanCueText(segment.text);
    if (!text) return;
    // Roll-up captions repeat the previous cue's tail; drop the overlap.
    const words = text.split(' ');
    const overlap = longestOverlap(previousWords, words);
    if (overlap > 0) text = words.slice(overlap).join(' ');
    previousWords = words;
    if (!text) return;
    out.push({ text, start: segment.start ?? out.at(-1)?.start ?? 0, end: segment.end, segmentIndex });
  });
  return out;
}

export function cleanCueText(raw: string): string {
  return raw
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\[[^\]]*\]|\((?:music|applause|laughter|laughs|inaudible|silence|crosstalk)\)|[♪♫]+/gi, ' ')
    .replace(/^\s*(?:>>|-)\s*/, '')
    .replace(/^\s*[A-Z][A-Z .'-]{1,30}:\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function longestOverlap(previous: readonly string[], current: readonly string[]): number {
  const max = Math.min(previous.length, current.length);
  for (let k = max; k >= 3; k--) {
    let same = true;
    for (let i = 0; i < k && same; i++) same = previous[previous.length - k + i] === current[i];
    if (same) return k;
  }
  return 0;
}

/**
 * Unpunctuated tracks: group whole cues into ~18-word units, breaking early at long pauses,
 * and present each as a sentence (capitalised, full stop) so the notes stay readable.
 */
function pseudoSentences(cues: readonly CleanCue[]): CueSentence[] {
  const out: CueSentence[] = [];
  let group: CleanCue[] = [];
  let words = 0;
  const flush = (): void => {
    const first = group[0];
    if (first) {
      const text = group.map((c) => c.text).join(' ').replace(/[,;:\s]+$/, '');
      out.push({ text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`, time: first.start, segmentIndex: first.segmentIndex });
    }
    group = [];
    words = 0;
  };
  cues.forEach((cue, i) => {
    group.push(cue);
    words += cue.text.split(' ').length;
    const next = cues[i + 1];
    const pause = next && cue.end !== undefined ? next.start - cue.end : 0;
    if (words >= PSEUDO_SENTENCE_WORDS || (pause >= SENTENCE_PAUSE && words >= MIN_PSEUDO_SENTENCE_WORDS)) flush();
  });
  flush();
  return out;
}
