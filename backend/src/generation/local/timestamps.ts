import type { Timestamp } from '../generation.types.js';
import { cosineSimilarity, termCounts } from '../text/similarity.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { mostCentralFirst, type SalienceModel } from './salience.js';
import { isCompleteSentence, startsWithAnaphora } from './sentence-quality.js';

/**
 * Video timestamps at topic shifts, TextTiling style: compare the vocabulary of the sentences just
 * before and just after every sentence boundary; deep valleys of similarity are topic shifts.
 * Each part starts at its first sentence's cue start and is labelled with its most central sentence.
 */

export const MIN_TIMESTAMPS = 5;
export const MAX_TIMESTAMPS = 10;
/** Roughly one topic per this many seconds of video, within the bounds above. */
const SECONDS_PER_TOPIC = 120;
/** Content words compared on each side of a boundary; wide enough to ignore small digressions. */
const WINDOW_TERMS = 120;
const SMOOTHING_RADIUS = 2;
const MAX_LABEL_WORDS = 22;

export function timestampCount(durationSeconds: number, sentences: number): number {
  const wanted = Math.round(durationSeconds / SECONDS_PER_TOPIC);
  return Math.min(MAX_TIMESTAMPS, Math.max(MIN_TIMESTAMPS, wanted), Math.max(1, Math.floor(sentences / 3)));
}

export function buildTimestamps(doc: PreparedDocument, model: SalienceModel): Timestamp[] {
  const sentences = doc.sentences.filter((s) => s.time !== undefined);
  if (sentences.length === 0) return [];
  const duration = doc.durationSeconds ?? sentences.at(-1)?.time ?? 0;
  const count = timestampCount(duration, sentences.length);
  const starts = topicStarts(sentences, count);
  return starts.map((start, i) => {
    const end = starts[i + 1] ?? sentences.length;
    const part = sentences.slice(start, end);
    return { time: sentences[start]?.time ?? 0, text: labelFor(part, model) };
  });
}

/** Indexes (into `sentences`) where parts begin; always includes 0. */
export function topicStarts(sentences: readonly PreparedSentence[], count: number): number[] {
  const n = sentences.length;
  if (count <= 1 || n < 4) return [0];
  const depths = boundaryDepths(sentences);
  // Parts shorter than half the average (in time, else in sentences) are not worth a timestamp.
  const timeOf = (i: number): number => sentences[i]?.time ?? i;
  const span = timeOf(n - 1) - timeOf(0);
  const minGap = Math.max(span / count / 2, 0);
  const minSentences = Math.max(2, Math.floor(n / count / 3));
  const chosen: number[] = [0];
  for (const candidate of [...depths].sort((a, b) => b.depth - a.depth)) {
    if (chosen.length >= count) break;
    if (candidate.depth <= 0) break;
    const farEnough = chosen.every(
      (c) => Math.abs(timeOf(c) - timeOf(candidate.at)) >= minGap && Math.abs(c - candidate.at) >= minSentences,
    );
    if (farEnough && n - candidate.at >= minSentences) chosen.push(candidate.at);
  }
  return chosen.sort((a, b) => a - b);
}

/**
 * TextTiling depth of every sentence boundary (`at`: the sentence after it): compare the vocabulary of
 * the sentences just before and just after it; how far similarity climbs on both sides of a valley.
 */
export function boundaryDepths(sentences: readonly PreparedSentence[]): { at: number; depth: number }[] {
  const n = sentences.length;
  const window = windowSize(sentences);
  const gaps: { at: number; similarity: number }[] = [];
  // The two windows slide one sentence at a time: counts are updated, not rebuilt (linear in n).
  const left = termCounts(sentences[0]?.terms ?? []);
  const right = termCounts(sentences.slice(1, 1 + window).flatMap((s) => s.terms));
  for (let at = 1; at < n; at++) {
    gaps.push({ at, similarity: cosineSimilarity(left, right) });
    const entering = sentences[at];
    if (!entering) break;
    addTerms(left, entering.terms, 1);
    addTerms(right, entering.terms, -1);
    const leaving = sentences[at - window];
    if (at - window >= 0 && leaving) addTerms(left, leaving.terms, -1);
    const arriving = sentences[at + window];
    if (arriving) addTerms(right, arriving.terms, 1);
  }
  const smoothed = gaps.map((g, i) => {
    const around = gaps.slice(Math.max(0, i - SMOOTHING_RADIUS), i + SMOOTHING_RADIUS + 1);
    return { at: g.at, similarity: around.reduce((s, x) => s + x.similarity, 0) / around.length };
  });
  return smoothed.map((g, i) => ({ at: g.at, depth: depthScore(smoothed, i) }));
}

function addTerms(counts: Map<string, number>, terms: readonly string[], sign: 1 | -1): void {
  for (const t of terms) {
    const next = (counts.get(t) ?? 0) + sign;
    if (next <= 0) counts.delete(t);
    else counts.set(t, next);
  }
}

/** Sentences per comparison window: enough for ~60 content words. */
function windowSize(sentences: readonly PreparedSentence[]): number {
  const termsPerSentence = sentences.reduce((s, x) => s + x.terms.length, 0) / sentences.length || 1;
  return Math.max(2, Math.min(12, Math.round(WINDOW_TERMS / termsPerSentence)));
}

/** How far similarity climbs on both sides of a valley before it turns down again. */
function depthScore(gaps: readonly { similarity: number }[], i: number): number {
  const here = gaps[i]?.similarity ?? 0;
  let left = here;
  for (let j = i - 1; j >= 0 && (gaps[j]?.similarity ?? 0) >= left; j--) left = gaps[j]?.similarity ?? left;
  let right = here;
  for (let j = i + 1; j < gaps.length && (gaps[j]?.similarity ?? 0) >= right; j++) right = gaps[j]?.similarity ?? right;
  return left - here + (right - here);
}

/** The part's most central short, complete sentence; else its first words as a label. */
function labelFor(part: readonly PreparedSentence[], model: SalienceModel): string {
  const readable = part.filter((s) => s.displayable && s.wordCount <= MAX_LABEL_WORDS && !startsWithAnaphora(s.text));
  const best = mostCentralFirst(model, readable)[0];
  if (best) return best.text;
  const first = part.find((s) => isCompleteSentence(s.text) && s.wordCount <= MAX_LABEL_WORDS) ?? part[0];
  if (!first) return '';
  if (first.wordCount <= MAX_LABEL_WORDS) return first.text;
  return `${first.text.split(/\s+/).slice(0, 12).join(' ').replace(/[,;:]$/, '')}…`;
}
