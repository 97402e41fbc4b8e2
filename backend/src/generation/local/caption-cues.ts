import { splitSentences, type SentenceSpan } from '../text/sentences.js';
import { isStopWord } from '../text/stop-words.js';
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
/** A silence this long (seconds) between cues usually ends a spoken sentence. */
const SENTENCE_PAUSE = 1.5;

export function cueSentences(segments: readonly SourceSegment[], split: (text: string) => SentenceSpan[] = splitSentences): CueSentence[] {
  const cues = withRepairedCapitals(cleanCues(segments));
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
  for (const span of split(stream)) {
    while (cueIndex + 1 < starts.length && (starts[cueIndex + 1] ?? Infinity) <= span.start) cueIndex++;
    const cue = cues[cueIndex];
    if (cue) out.push({ text: span.text, time: cue.start, segmentIndex: cue.segmentIndex });
  }
  return out;
}

/**
 * Some transcripts (made by speech recognition, then lightly edited) capitalise where the speaker paused, not where
 * a sentence starts: "they come from nature But sociology teaches us, that Many of the things …". Read as written,
 * "nature But sociology" runs two sentences into one and "Many" looks like a name. Where a track does this often, a
 * capitalised opener ("But", "And", "So", "Now") after a content word starts a new sentence, and any other
 * capitalised function word after a lower-case word is lower-cased. A track that does it rarely is left alone: there
 * a capital mid-sentence is a title or a name ("the book Of Mice and Men").
 */
const MIN_STRAY_CAPITALS_PER_WORD = 1 / 300;
const SENTENCE_OPENERS = new Set(['and', 'but', 'so', 'now', 'however', 'then', 'because']);
/** Function words that are also names or months ("May", "Will") stay as written. */
const ALSO_NAMES = new Set(['may', 'will', 'us', 'march', 'august', 'bill', 'mark', 'grant']);

export function withRepairedCapitals<T extends { text: string }>(cues: readonly T[]): T[] {
  const words = cues.flatMap((cue, cueIndex) => cue.text.split(' ').map((word) => ({ word, cueIndex })));
  const stray: number[] = [];
  words.forEach((w, i) => {
    const previous = words[i - 1]?.word ?? '';
    const lower = w.word.replace(/[^\p{L}]+$/u, '').toLowerCase();
    // "Many", "But": a capitalised word of two or more letters (not "I", not a variable "A") after a lower-case word.
    if (/^\p{Lu}\p{Ll}+\P{L}*$/u.test(w.word) && /\p{Ll},?$/u.test(previous) && isStopWord(lower) && !ALSO_NAMES.has(lower)) stray.push(i);
  });
  if (stray.length === 0 || stray.length / words.length < MIN_STRAY_CAPITALS_PER_WORD) return [...cues];
  for (const i of stray) {
    const w = words[i]!;
    const previous = words[i - 1]!;
    const lower = w.word.replace(/[^\p{L}]+$/u, '').toLowerCase();
    const bare = previous.word.replace(/\P{L}+$/u, '').toLowerCase();
    // "For example" opens a sentence as surely as "But" does.
    const opener = SENTENCE_OPENERS.has(lower) || (lower === 'for' && /^(?:example|instance)\b/i.test(words[i + 1]?.word ?? ''));
    if (opener && !previous.word.endsWith(',') && !isStopWord(bare)) previous.word += '.';
    else w.word = w.word.charAt(0).toLowerCase() + w.word.slice(1);
  }
  return cues.map((cue, cueIndex) => ({ ...cue, text: words.filter((w) => w.cueIndex === cueIndex).map((w) => w.word).join(' ') }));
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
 * Unpunctuated tracks: cut the word stream into ~10–25-word units, preferring a cut before a word
 * that usually opens a spoken sentence ("so", "now", "this", "we" …) right after a content word,
 * or at a long pause; each unit is capitalised and closed with a full stop so notes stay readable.
 * A unit keeps the start time of the cue its first word came from.
 */
const SPOKEN_OPENERS = new Set(
  `so now this these those then we you i it's there here today first second third next finally however also
  let's okay well what why how if because remember imagine think`.split(/\s+/),
);
const MIN_UNIT_WORDS = 10;
const MAX_UNIT_WORDS = 25;

function pseudoSentences(cues: readonly CleanCue[]): CueSentence[] {
  const words = cues.flatMap((cue, cueIndex) => cue.text.split(' ').map((word, i) => ({ word, cueIndex, cueStart: i === 0 })));
  const out: CueSentence[] = [];
  let unit: typeof words = [];
  const flush = (): void => {
    const first = unit[0];
    const cue = first ? cues[first.cueIndex] : undefined;
    if (first && cue) {
      const text = unit.map((w) => w.word).join(' ').replace(/[,;:\s]+$/, '');
      out.push({ text: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`, time: cue.start, segmentIndex: cue.segmentIndex });
    }
    unit = [];
  };
  words.forEach((w, i) => {
    const previous = unit.at(-1);
    if (previous && unit.length >= MIN_UNIT_WORDS) {
      const lower = w.word.toLowerCase();
      const cue = cues[w.cueIndex];
      const lastCue = cues[previous.cueIndex];
      const pause = w.cueStart && cue && lastCue?.end !== undefined ? cue.start - lastCue.end : 0;
      const opener = SPOKEN_OPENERS.has(lower) && !isStopWord(previous.word.toLowerCase());
      if (opener || pause >= SENTENCE_PAUSE || unit.length >= MAX_UNIT_WORDS) flush();
    }
    unit.push(w);
    if (i === words.length - 1) flush();
  });
  return out;
}
