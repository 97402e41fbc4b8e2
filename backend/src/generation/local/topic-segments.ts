import type { SourceSegment } from '../generation.types.js';
import { cleanCueText } from './caption-cues.js';
import { isChannelTalk } from './channel-talk.js';
import type { PreparedSentence } from './prepare-document.js';
import { boundaryDepths } from './timestamps.js';

/**
 * Where a lecture without chapters changes topic. Lexical cohesion, as Utiyama & Isahara's (2001)
 * segmentation: each part is scored by how well one word distribution of its own (Laplace-smoothed)
 * explains its words, every part costs log(words) more (a description-length prior), and dynamic
 * programming finds the cheapest cut. The number of parts follows from the text: a lecture that
 * keeps to one vocabulary gets few parts, one that moves through several gets more (at most one per
 * two minutes on average). Four signs
 * lower the cost of cutting before a sentence: a deep TextTiling valley there (the local vocabulary
 * turns over, which the whole-part word model sees only coarsely), and two a speaker gives at a
 * topic start: a pause longer than the lecture's usual one between caption cues, and an opening cue
 * phrase ("So let's now …", "The next question is …"); and the lecture's close (channel talk) starts
 * a part. Boundary F1 (±30 s) on 20 chaptered lectures: 0.48 with TextTiling at a fixed one part per
 * 3 minutes, 0.52 with this (0.51 on the same captions without pauses or punctuation, against 0.47).
 * A stronger per-part prior, a pause bonus that keeps growing up to six usual pauses and a cost for
 * continuing openers: F1 0.51 -> 0.58 on 15 other chaptered lectures (0.48 -> 0.53 on 15 more kept for
 * validation; 0.51 -> 0.57 and 0.53 -> 0.50 on the same two sets' captions without punctuation). Stronger
 * settings (prior 3, pauses up to ten) scored 0.61 on the first set but 0.45 on the second.
 */

/** A part is at least this long (seconds); shorter chapters exist but a cut there is mostly noise. */
export const MIN_TOPIC_SECONDS = 60;
/** Parts are at most this long: bounds the dynamic programme's work on very long lectures. */
export const MAX_TOPIC_SECONDS = 15 * 60;
/**
 * The per-part prior, in units of log(words): the lecture's own stopping rule. At 2 a cut must explain the words
 * clearly better or fall where the speaker pauses; 1.5 cut more creators' chapters in two, 3 merged whole chapters
 * on lectures it was not tuned on.
 */
const PART_PRIOR = 2;
/** Parts average at least this long (seconds): creators' chapters average 3–4 minutes, and a part is asked a few cards. */
const MIN_AVERAGE_TOPIC_SECONDS = 120;
/** Cost (nats) saved by cutting at the lecture's deepest TextTiling valley; shallower valleys save in proportion. */
const DEPTH_BONUS = 15;
/**
 * Cost (nats) saved by cutting after the longest pauses, in proportion up to PAUSE_CAP times the usual one: a
 * topic change is often a silence of several usual pauses (an edit, a new scene), which a cap of 3 did not tell
 * from a breath.
 */
const PAUSE_BONUS = 20;
const PAUSE_CAP = 6;
/** Cost (nats) saved by cutting where the close begins: the first of the channel talk (thanks, sponsors, next video) ending the lecture. */
const CLOSE_BONUS = 20;
/** Cost (nats) saved by cutting before a sentence that opens with a topic-start cue phrase. */
const CUE_BONUS = 5;
/** Cost (nats) added to cutting before a sentence that opens by continuing the last one ("Similarly, …", "In other words, …"). */
const CONTINUATION_PENALTY = 10;
/** Fewer sentences than this share start on a cue after a silence: the track has no usable pauses (roll-up captions). */
const MIN_TIMED_SHARE = 0.25;

/**
 * Phrases that open a new topic in speech: discourse markers of a move ("Okay,", "Alright,", "Now
 * let's …"), announced steps ("The next question is …", "First things first"), a zoom out. Per
 * language: English patterns never run on other text.
 */
const TOPIC_CUE: Record<string, RegExp> = {
  en: /^(?:(?:so|and|but|now|okay|ok|alright|all right)[,]?\s+)?(?:let's (?:now |then )?(?:turn|start|move|look|begin|dig|go|get|talk|think|see|take)|now,?\s+let's|okay|ok|alright|all right|first things first|first of all|to start|to begin|next|another (?:\w+ )?(?:question|thing|idea|example|way|fact)|the (?:next|first|last|final|other|second|third) (?:\w+ )?(?:thing|question|step|part|idea|piece|example|topic)|(?:zooming|stepping) (?:out|back)|setting (?:aside|that aside)|with that|at this point|moving on|finally|one (?:more|other|final|last) (?:thing|question|example|idea)|as a (?:quick )?(?:side note|final note|final))\b/i,
  es: /^(?:(?:y|pero|bueno|ahora)[,]?\s+)?(?:vamos a (?:ver|empezar|pasar|hablar)|veamos|pasemos|empecemos|bueno|muy bien|ahora bien|lo siguiente|el siguiente|la siguiente|otra (?:pregunta|idea|cosa)|otro (?:ejemplo|punto)|primero|en primer lugar|finalmente|por último)(?![\p{L}])/iu,
};

/**
 * Openers that tie a sentence to the one before it: a parallel ("Similarly", "Likewise"), an example or a
 * restatement of it ("For example", "In other words", "In a sense"), a contrast within it ("Instead"), a reason or
 * a relative ("because", "which"). In the chaptered lectures they open 3% of the sentences a chapter starts at and
 * 12% of the others. Per language, like TOPIC_CUE.
 */
const CONTINUATION: Record<string, RegExp> = {
  en: /^(?:(?:and|but|or)\s+)?(?:similarly|likewise|for example|for instance|in other words|that is|again|also|instead|in a sense|in particular|specifically|namely|in this case|in that case|otherwise|moreover|in fact|or|so that|that means|this means|meaning|which|because|since)\b/i,
  es: /^(?:(?:y|pero|o)\s+)?(?:del mismo modo|de igual (?:modo|manera)|asimismo|por ejemplo|es decir|o sea|en otras palabras|de nuevo|otra vez|también|en cambio|en particular|en concreto|concretamente|a saber|de hecho|en este caso|en ese caso|o|lo que|porque|ya que|puesto que)(?![\p{L}])/iu,
};

/** Indexes (into `sentences`) where parts begin; always starts with 0. `sentences` are timed, in order. */
export function topicSegmentStarts(sentences: readonly PreparedSentence[], segments: readonly SourceSegment[], durationSeconds: number, language: string): number[] {
  const n = sentences.length;
  if (n < 2) return [0];
  const timeOf = (i: number): number => (i >= n ? durationSeconds : (sentences[i]?.time ?? 0));
  // Terms as small integers: the programme counts them once per (start, end) pair, so counting is an array index.
  const ids = new Map<string, number>();
  const termIds = sentences.map((s) => s.terms.map((t) => ids.get(t) ?? ids.set(t, ids.size).get(t)!));
  const vocabulary = ids.size;
  const words = sentences.reduce((sum, s) => sum + s.terms.length, 0);
  const parts: PartFit = { termIds, vocabulary, timeOf, partCost: PART_PRIOR * Math.log(Math.max(words, 2)), bonus: cutBonuses(sentences, segments, language) };
  const free = cheapestCut(parts);
  // More parts than one per MIN_AVERAGE_TOPIC_SECONDS cut topics into moments: then the cheapest cut into at most that many.
  const maxParts = Math.max(2, Math.floor(durationSeconds / MIN_AVERAGE_TOPIC_SECONDS));
  return free.length > maxParts ? cheapestCutInto(parts, maxParts) : free;
}

interface PartFit {
  termIds: readonly (readonly number[])[];
  vocabulary: number;
  timeOf: (i: number) => number;
  /** The prior cost of one more part. */
  partCost: number;
  /** What cutting before each sentence saves. */
  bonus: readonly number[];
}

/**
 * Every allowed part starting at sentence i, [i, j), with the cost of its words under its own smoothed word model
 * (−Σ f·log((f + 1)/(length + V)), kept as sentences come in).
 */
function eachPartFrom(fit: PartFit, i: number, counts: Int32Array, fLogF: Float64Array, visit: (j: number, cost: number) => void): void {
  const n = fit.termIds.length;
  let fitted = 0;
  let length = 0;
  let reached = i;
  for (let j = i + 1; j <= n; j++) {
    reached = j;
    for (const t of fit.termIds[j - 1]!) {
      const c = counts[t]!;
      fitted += fLogF[c + 1]! - fLogF[c]!;
      counts[t] = c + 1;
      length++;
    }
    const span = fit.timeOf(j) - fit.timeOf(i);
    if (span > MAX_TOPIC_SECONDS && j < n) break;
    // The whole lecture as one part is always allowed; any other part must be long enough.
    if (span < MIN_TOPIC_SECONDS && !(i === 0 && j === n)) continue;
    visit(j, length * Math.log(length + fit.vocabulary) - fitted);
  }
  for (let k = i; k < reached; k++) for (const t of fit.termIds[k]!) counts[t] = 0;
}

/** Scratch for eachPartFrom: term counts, and f·log(f + 1) for every count a term can reach. */
function scratch(fit: PartFit): { counts: Int32Array; fLogF: Float64Array } {
  const words = fit.termIds.reduce((sum, t) => sum + t.length, 0);
  return { counts: new Int32Array(fit.vocabulary), fLogF: Float64Array.from({ length: words + 2 }, (_, f) => f * Math.log(f + 1)) };
}

/** The cheapest cut, as part starts: best[j] is the cheapest cut of sentences [0, j), final once every start before j is relaxed. */
function cheapestCut(fit: PartFit): number[] {
  const n = fit.termIds.length;
  const best = new Float64Array(n + 1).fill(Infinity);
  const back = new Int32Array(n + 1).fill(-1);
  best[0] = 0;
  const { counts, fLogF } = scratch(fit);
  for (let i = 0; i < n; i++) {
    if (best[i] === Infinity) continue;
    const opening = best[i]! + fit.partCost - (i > 0 ? (fit.bonus[i] ?? 0) : 0);
    eachPartFrom(fit, i, counts, fLogF, (j, cost) => {
      if (opening + cost < best[j]!) {
        best[j] = opening + cost;
        back[j] = i;
      }
    });
  }
  return startsFrom(back, n);
}

/** The cheapest cut into at most `limit` parts: best[k][j] for exactly k parts. */
function cheapestCutInto(fit: PartFit, limit: number): number[] {
  const n = fit.termIds.length;
  const best = Array.from({ length: limit + 1 }, () => new Float64Array(n + 1).fill(Infinity));
  const back = Array.from({ length: limit + 1 }, () => new Int32Array(n + 1).fill(-1));
  best[0]![0] = 0;
  const { counts, fLogF } = scratch(fit);
  for (let i = 0; i < n; i++) {
    const open = best.slice(0, limit).map((row) => row[i]!);
    if (open.every((v) => v === Infinity)) continue;
    const saved = fit.partCost - (i > 0 ? (fit.bonus[i] ?? 0) : 0);
    eachPartFrom(fit, i, counts, fLogF, (j, cost) => {
      for (let k = 0; k < limit; k++) {
        const v = open[k]! + saved + cost;
        if (v < best[k + 1]![j]!) {
          best[k + 1]![j] = v;
          back[k + 1]![j] = i;
        }
      }
    });
  }
  let parts = 1;
  for (let k = 2; k <= limit; k++) if (best[k]![n]! < best[parts]![n]!) parts = k;
  if (best[parts]![n] === Infinity) return [0];
  const starts: number[] = [];
  for (let j = n, k = parts; j > 0 && k > 0; k--) {
    const i = back[k]![j]!;
    starts.push(i);
    j = i;
  }
  return starts.reverse();
}

function startsFrom(back: Int32Array, n: number): number[] {
  if (back[n] === -1) return [0];
  const starts: number[] = [];
  for (let j = n; j > 0; j = back[j]!) starts.push(back[j]!);
  return starts.reverse();
}

/** What cutting before each sentence saves: the depth of the lexical valley there, its pause and its cue phrase, less a continuing opener. */
export function cutBonuses(sentences: readonly PreparedSentence[], segments: readonly SourceSegment[], language: string): number[] {
  const pauses = sentences.map((s, i) => (i === 0 ? 0 : pauseBefore(s, segments)));
  const usual = usualPause(pauses);
  const depth = new Array<number>(sentences.length).fill(0);
  const depths = sentences.length >= 4 ? boundaryDepths(sentences) : [];
  // TextTiling's valleys only: a boundary deeper than both neighbours. Every slope down to a valley has some depth
  // too; rewarded, they cut a short lecture into sub-topics of a few sentences each.
  depths.forEach((d, k) => {
    if (d.depth >= (depths[k - 1]?.depth ?? 0) && d.depth >= (depths[k + 1]?.depth ?? 0)) depth[d.at] = d.depth;
  });
  const deepest = Math.max(...depth);
  const cue = TOPIC_CUE[language.toLowerCase().slice(0, 2)];
  const continuation = CONTINUATION[language.toLowerCase().slice(0, 2)];
  const close = closeStart(sentences, language);
  return sentences.map((s, i) => {
    const valley = deepest > 0 ? ((depth[i] ?? 0) / deepest) * DEPTH_BONUS : 0;
    const pause = usual > 0 ? (Math.min(PAUSE_CAP, (pauses[i] ?? 0) / usual) / PAUSE_CAP) * PAUSE_BONUS : 0;
    const continues = continuation?.test(s.text) ? CONTINUATION_PENALTY : 0;
    return valley + pause - continues + (cue?.test(s.text) ? CUE_BONUS : 0) + (i === close ? CLOSE_BONUS : 0);
  });
}

/** The first sentence of the channel talk that ends the lecture (its last sentences all talk, or nearly), or -1. */
export function closeStart(sentences: readonly PreparedSentence[], language: string): number {
  let start = -1;
  let other = 0;
  for (let i = sentences.length - 1; i >= Math.floor(sentences.length / 2); i--) {
    if (isChannelTalk(sentences[i]!.text, language)) start = i;
    else if (++other > 1) break;
  }
  return start;
}

/** The median silence before sentences that open a cue; 0 when too few do (roll-up or untimed captions). */
export function usualPause(pauses: readonly number[]): number {
  const positive = pauses.filter((p) => p > 0).sort((a, b) => a - b);
  if (positive.length < pauses.length * MIN_TIMED_SHARE) return 0;
  return positive[Math.floor(positive.length / 2)] ?? 0;
}

/** Silence (seconds) between the previous caption cue's end and this sentence, when the sentence opens its cue. */
export function pauseBefore(sentence: PreparedSentence, segments: readonly SourceSegment[]): number {
  const cue = segments[sentence.segmentIndex];
  if (cue?.start === undefined) return 0;
  // A sentence starting inside a cue follows the previous words without a break.
  const head = cleanCueText(cue.text).slice(0, 12).toLowerCase();
  if (!head || !sentence.quote.toLowerCase().startsWith(head.slice(0, Math.min(head.length, sentence.quote.length)))) return 0;
  for (let k = sentence.segmentIndex - 1; k >= 0; k--) {
    const previous = segments[k]!;
    if (!cleanCueText(previous.text)) continue;
    return previous.end !== undefined ? Math.max(0, cue.start - previous.end) : 0;
  }
  return 0;
}
