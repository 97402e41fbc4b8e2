import { splitSentences, type SentenceSpan } from '../text/sentences.js';
import { isStopWord } from '../text/stop-words.js';
import type { SourceSegment } from '../generation.types.js';
import { SPOKEN_PAUSE_SECONDS } from '../../common/spoken-pause.js';

/**
 * Caption cues are short fragments ("make decisions in the face of"). They are cleaned, joined
 * into one stream and re-split into sentences; each sentence keeps the start time of the cue in
 * which it begins, so every timestamp we emit is a real cue start.
 */

export interface CueSentence {
  text: string;
  time: number;
  segmentIndex: number;
  /** Cut from an unpunctuated track where neither punctuation nor a pause marked its start or end: not a readable sentence. */
  boundsGuessed?: true;
}

interface CleanCue {
  text: string;
  start: number;
  end?: number;
  segmentIndex: number;
}

/** Fewer terminal marks than this per word means an unpunctuated (auto-generated) track. */
const MIN_PUNCTUATION_DENSITY = 1 / 45;

export function cueSentences(segments: readonly SourceSegment[], split: (text: string) => SentenceSpan[] = splitSentences, language = 'en'): CueSentence[] {
  const written = cleanCues(segments);
  const cues = withRepairedCapitals(written);
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
  if (marks / words < MIN_PUNCTUATION_DENSITY) return pseudoSentences(cues, language, capitalisedSentenceStarts(written, language));

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
 * Unpunctuated (auto-generated) tracks: the only reliable sentence end is a silence. A gap of at least
 * SPOKEN_PAUSE_SECONDS between two cues closes a sentence (on 58 captioned lectures with their punctuation
 * stripped, 99.8% of cue gaps of 0.2 s or more fell at a sentence end, and nine sentence ends in ten had one).
 * A stretch between two silences of at most MAX_BOUNDED_WORDS words is read as one sentence. A longer stretch
 * is several sentences run together: it is still cut into ~10–25-word units (before a word that usually opens a
 * spoken sentence, "so", "now", "this" …, after a content word), so the notes can cite it, but such a unit's
 * ends are guessed ("pile is and s gives you the …") and it is marked `boundsGuessed`: never shown as a
 * sentence, so no card is made of it. A weak track yields fewer cards rather than fragments.
 * Each unit is capitalised and closed with a full stop and keeps the start time of the cue its first word came from.
 */
const SPOKEN_OPENERS = new Set(
  `so now this these those then we you i it's there here today first second third next finally however also
  let's okay well what why how if because remember imagine think`.split(/\s+/),
);
const MAX_BOUNDED_WORDS = 40;
/** Below this share of its words in readable sentences a track is too flat to segment (see pseudoSentences). */
const MIN_READABLE_SHARE = 0.2;
const MIN_UNIT_WORDS = 10;
const MAX_UNIT_WORDS = 25;

interface CueWord {
  word: string;
  cueIndex: number;
}

function pseudoSentences(cues: readonly CleanCue[], language: string, capitalStarts: ReadonlySet<number>): CueSentence[] {
  const out: CueSentence[] = [];
  const emit = (unit: readonly CueWord[], boundsGuessed: boolean): void => {
    const cue = unit[0] ? cues[unit[0].cueIndex] : undefined;
    if (!cue) return;
    const joined = unit.map((w) => w.word).join(' ').replace(/[,;:\s]+$/, '');
    const text = language === 'en' ? withCapitalI(joined) : joined;
    out.push({ text: `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`, time: cue.start, segmentIndex: cue.segmentIndex, ...(boundsGuessed ? { boundsGuessed } : {}) });
  };
  const clauses = stretchesBetweenPauses(cues, capitalStarts).flatMap((stretch) => (language === 'en' ? atClauseOpeners(stretch) : [stretch]));
  const readableWords = clauses.filter((c) => c.length <= MAX_BOUNDED_WORDS).reduce((n, c) => n + c.length, 0);
  // A track with hardly any pause, stop, capital or opener (lower case, cues back to back) cannot be read as sentences
  // at all: rather than no notes, its units are shown as before, the guess unmarked.
  const markGuesses = readableWords >= MIN_READABLE_SHARE * clauses.reduce((n, c) => n + c.length, 0);
  for (const clause of clauses) {
    if (clause.length <= MAX_BOUNDED_WORDS) emit(clause, false);
    else for (const unit of unitsOfLongStretch(clause)) emit(unit, markGuesses);
  }
  return out;
}

/**
 * The track's words, cut where a silence of SPOKEN_PAUSE_SECONDS or more separates two cues, after the few terminal
 * marks the track has, and before a capital that starts a sentence (`capitalStarts`, indices into the track's words).
 */
function stretchesBetweenPauses(cues: readonly CleanCue[], capitalStarts: ReadonlySet<number>): CueWord[][] {
  const stretches: CueWord[][] = [];
  let stretch: CueWord[] = [];
  let index = 0;
  cues.forEach((cue, cueIndex) => {
    const previousEnd = cues[cueIndex - 1]?.end;
    const pause = previousEnd !== undefined && cue.start - previousEnd >= SPOKEN_PAUSE_SECONDS;
    cue.text.split(' ').forEach((word, i) => {
      const ended = /[.!?]["'”’)]*$/.test(stretch.at(-1)?.word ?? '');
      if (stretch.length > 0 && ((i === 0 && pause) || ended || capitalStarts.has(index))) {
        stretches.push(stretch);
        stretch = [];
      }
      stretch.push({ word, cueIndex });
      index++;
    });
  });
  if (stretch.length > 0) stretches.push(stretch);
  return stretches;
}

/**
 * Some unpunctuated tracks still capitalise each sentence: "… found the answer Super surprisingly to be …". A
 * capitalised word right after a lower-case word, where the track elsewhere writes the same word in lower case (so
 * it is no name: "Euler" never appears as "euler"), starts a sentence. Not in German, which capitalises every noun.
 */
function capitalisedSentenceStarts(cues: readonly CleanCue[], language: string): Set<number> {
  const starts = new Set<number>();
  if (language === 'de') return starts;
  const words = cues.flatMap((cue) => cue.text.split(' '));
  const bare = (word: string) => word.replace(/^\P{L}+|\P{L}+$/gu, '');
  const lowerSeen = new Set(words.map(bare).filter((w) => /^\p{Ll}+$/u.test(w)));
  words.forEach((word, i) => {
    const w = bare(word);
    if (/^\p{Lu}\p{Ll}+$/u.test(w) && /\p{Ll}$/u.test(words[i - 1] ?? '') && lowerSeen.has(w.toLowerCase())) starts.add(i);
  });
  return starts;
}

/**
 * Speakers run sentences together without a pause: "… is learned from data so the next step is …". In the
 * punctuated versions of 58 lectures these openers after a content word stood after a sentence end or a comma more
 * than nine times in ten, so a cut there leaves two readable sentences ("So the next step is …"): "so", "okay",
 * "however", "and so", "in fact", "all right", and "but" before a subject ("but it's …", "but the …"; a bare "but"
 * is often elliptic: "x is not d1 but is equal to …"). English only; both sides keep at least MIN_CLAUSE_WORDS words.
 */
const CLAUSE_OPENERS = new Set(['so', 'okay', 'however']);
const TWO_WORD_CLAUSE_OPENERS = new Set(['and so', 'in fact', 'all right']);
const SUBJECT_AFTER_BUT = new Set(
  `i i'm you we it it's the this that there there's if what in for when they he she these those let's`.split(/\s+/),
);
const MIN_CLAUSE_WORDS = 6;

function opensClause(word: string, next: string): boolean {
  return CLAUSE_OPENERS.has(word) || TWO_WORD_CLAUSE_OPENERS.has(`${word} ${next}`) || (word === 'but' && SUBJECT_AFTER_BUT.has(next));
}

function atClauseOpeners(words: readonly CueWord[]): CueWord[][] {
  const pieces: CueWord[][] = [];
  let piece: CueWord[] = [];
  words.forEach((w, i) => {
    const previous = piece.at(-1)?.word.toLowerCase();
    const opener = opensClause(w.word.toLowerCase(), words[i + 1]?.word.toLowerCase() ?? '');
    if (opener && previous !== undefined && !isStopWord(previous) && piece.length >= MIN_CLAUSE_WORDS && words.length - i >= MIN_CLAUSE_WORDS) {
      pieces.push(piece);
      piece = [];
    }
    piece.push(w);
  });
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

function unitsOfLongStretch(words: readonly CueWord[]): CueWord[][] {
  const units: CueWord[][] = [];
  let unit: CueWord[] = [];
  for (const w of words) {
    const previous = unit.at(-1);
    if (previous && unit.length >= MIN_UNIT_WORDS) {
      const opener = SPOKEN_OPENERS.has(w.word.toLowerCase()) && !isStopWord(previous.word.toLowerCase());
      if (opener || unit.length >= MAX_UNIT_WORDS) {
        units.push(unit);
        unit = [];
      }
    }
    unit.push(w);
  }
  if (unit.length > 0) units.push(unit);
  return units;
}

/** Speech recognition may write the pronoun in lower case: "i think", "i'm". Only before a verb or as a contraction, since a lone "i" is also the imaginary unit. */
const VERBS_AFTER_I = new Set(
  `am was have had would will can could can't couldn't do did don't didn't think thought want wanted mean meant said say know knew
  like guess hope should just really also feel felt find found see saw remember wonder believe made make showed show wrote`.split(/\s+/),
);

export function withCapitalI(text: string): string {
  return text
    .replace(/\bi(?=['’](?:m|ve|ll|d)\b)/g, 'I')
    .replace(/(^|\s)i(?=\s+([\p{L}'’]+))/gu, (whole, space: string, next: string) => (VERBS_AFTER_I.has(next.toLowerCase()) ? `${space}I` : whole));
}
