import { cosineSimilarityWithNorms, inverseDocumentFrequency, setJaccardSimilarity, tfidfVector, vectorNorm, type TermVector } from '../text/similarity.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { addressesReader, isExampleOrExercise, startsWithAnaphora } from './sentence-quality.js';

/**
 * Sentence salience, centroid style (MEAD): a sentence matters when it shares the document's
 * most weighted terms. Linear in the number of sentences, unlike graph ranking, which keeps a
 * 50,000-word document well inside the time budget. Stand-alone readability is folded in as
 * multipliers so that summaries and key ideas prefer sentences a learner can read out of context.
 */

export interface SalienceModel {
  idf: ReadonlyMap<string, number>;
  vectors: readonly ReadonlyMap<string, number>[];
  centroid: ReadonlyMap<string, number>;
  /** 0 for sentences that must not be shown. */
  scores: readonly number[];
}

export interface SalienceHints {
  /** Sentences that define a salient term: summaries of study material lean on them. */
  definitionSentences: ReadonlySet<number>;
  /** Stemmed words of the title and headings. */
  topicTerms: ReadonlySet<string>;
  /** The source's language: how a sentence leans on another or addresses the listener is said per language. */
  language?: string;
}

/** Multipliers tuned on the fixtures (ROUGE-1 against the human summaries). */
export interface SalienceWeights {
  centroidTerms: number;
  definitionBoost: number;
  paragraphStartBoost: number;
  sectionStartBoost: number;
  /** Per title/heading word in the sentence, up to three. */
  topicWordBoost: number;
}

export const DEFAULT_SALIENCE_WEIGHTS: SalienceWeights = {
  centroidTerms: 150,
  definitionBoost: 1.5,
  paragraphStartBoost: 1.15,
  sectionStartBoost: 1.1,
  topicWordBoost: 0.2,
};

export function scoreSentences(doc: PreparedDocument, hints: SalienceHints, weights: SalienceWeights = DEFAULT_SALIENCE_WEIGHTS): SalienceModel {
  const idf = inverseDocumentFrequency(doc.sentences.map((s) => s.terms));
  const vectors = doc.sentences.map((s) => tfidfVector(s.terms, idf));
  const centroid = buildCentroid(vectors, weights.centroidTerms);
  const firstOfSection = new Set(doc.headings.map((h) => h.firstSentence));
  const centroidNorm = vectorNorm(centroid);
  const scores = doc.sentences.map((sentence, i) => {
    if (!sentence.displayable) return 0;
    const base = cosineSimilarityWithNorms(vectors[i] ?? new Map(), centroid, vectorNorm, () => centroidNorm);
    return base * readabilityFactor(sentence, hints.language ?? 'en') * positionFactor(sentence, i, firstOfSection, weights) * hintFactor(sentence, hints, weights);
  });
  return { idf, vectors, centroid, scores };
}

function buildCentroid(vectors: readonly ReadonlyMap<string, number>[], size: number): Map<string, number> {
  const sum = new Map<string, number>();
  for (const v of vectors) for (const [t, w] of v) sum.set(t, (sum.get(t) ?? 0) + w);
  const top = [...sum].sort((a, b) => b[1] - a[1]).slice(0, size);
  return new Map(top);
}

function readabilityFactor(s: PreparedSentence, language: string): number {
  let f = 1;
  if (s.wordCount < 10) f *= 0.7;
  else if (s.wordCount > 40) f *= 0.75;
  if (startsWithAnaphora(s.text, language)) f *= 0.55;
  if (isExampleOrExercise(s.text, language)) f *= 0.4;
  if (addressesReader(s.text, language)) f *= 0.7;
  if ((s.text.match(/\d[\d,.]*/g)?.length ?? 0) >= 3) f *= 0.7;
  // Without the figure, "the supply curve in the figure crosses at E" teaches little.
  if (/\b(?:figure|table|graph|chart|diagram)s?\b/i.test(s.text)) f *= 0.3;
  if (/["“]/.test(s.text)) f *= 0.9;
  if (s.blockKind === 'list-item') f *= 0.8;
  return f;
}

function positionFactor(s: PreparedSentence, index: number, firstOfSection: ReadonlySet<number>, w: SalienceWeights): number {
  let f = 1;
  if (s.positionInBlock === 0) f *= w.paragraphStartBoost;
  if (firstOfSection.has(index) || index < 3) f *= w.sectionStartBoost;
  return f;
}

function hintFactor(s: PreparedSentence, hints: SalienceHints, w: SalienceWeights): number {
  let f = 1;
  if (hints.definitionSentences.has(s.index)) f *= w.definitionBoost;
  const topical = new Set(s.terms.filter((t) => hints.topicTerms.has(t))).size;
  f *= 1 + w.topicWordBoost * Math.min(3, topical);
  return f;
}

/**
 * A model vector's norm, summed once: selection compares each candidate with every sentence chosen. Model
 * vectors are never changed once scored, so the norm stays true.
 */
const norms = new WeakMap<TermVector, number>();

function normOf(v: TermVector): number {
  let norm = norms.get(v);
  if (norm === undefined) {
    norm = vectorNorm(v);
    norms.set(v, norm);
  }
  return norm;
}

function modelCosine(a: TermVector, b: TermVector): number {
  return cosineSimilarityWithNorms(a, b, normOf, normOf);
}

/** A sentence's terms as a set, made once: selection compares each candidate with every sentence chosen. */
const termSets = new WeakMap<PreparedSentence, ReadonlySet<string>>();

function termSet(s: PreparedSentence): ReadonlySet<string> {
  let set = termSets.get(s);
  if (!set) {
    set = new Set(s.terms);
    termSets.set(s, set);
  }
  return set;
}

/** Two sentences say nearly the same thing. */
export function areNearDuplicates(model: SalienceModel, a: PreparedSentence, b: PreparedSentence, threshold = 0.5): boolean {
  const va = model.vectors[a.index];
  const vb = model.vectors[b.index];
  if (va && vb && modelCosine(va, vb) >= threshold) return true;
  return setJaccardSimilarity(termSet(a), termSet(b)) >= threshold;
}

/**
 * Maximal marginal relevance: repeatedly take the best remaining sentence after subtracting its
 * similarity to what is already chosen, skipping near-duplicates outright.
 */
export function selectDiverse(
  model: SalienceModel,
  candidates: readonly PreparedSentence[],
  count: number,
  options: {
    redundancyWeight?: number;
    duplicateThreshold?: number;
    /** Group key (e.g. section); each sentence already taken from a group discounts the rest of it. */
    spreadBy?: (s: PreparedSentence) => number;
    spreadPenalty?: number;
  } = {},
): PreparedSentence[] {
  const lambda = options.redundancyWeight ?? 0.5;
  const spreadPenalty = options.spreadPenalty ?? 0.25;
  const threshold = options.duplicateThreshold ?? 0.5;
  const chosen: PreparedSentence[] = [];
  // Only the strongest candidates can win; bounding the pool keeps selection O(count · pool).
  let pool = mostCentralFirst(model, candidates.filter((c) => (model.scores[c.index] ?? 0) > 0)).slice(0, Math.max(60, count * 8));
  // Each candidate's redundancy and group count are updated with the last pick only, not recomputed.
  const redundancy = new Map<PreparedSentence, number>();
  const sameGroup = new Map<PreparedSentence, number>();
  while (chosen.length < count) {
    let best: PreparedSentence | undefined;
    let bestValue = -Infinity;
    for (const c of pool) {
      const value = (model.scores[c.index] ?? 0) * (1 - lambda * (redundancy.get(c) ?? 0)) * (1 - spreadPenalty) ** (sameGroup.get(c) ?? 0);
      if (value > bestValue) [best, bestValue] = [c, value];
    }
    if (!best) break;
    chosen.push(best);
    const picked = best;
    const pickedVector = model.vectors[picked.index];
    const pickedGroup = options.spreadBy?.(picked);
    // One cosine per candidate serves both the near-duplicate test and its redundancy (areNearDuplicates, inlined).
    pool = pool.filter((c) => {
      if (c === picked) return false;
      const vector = model.vectors[c.index];
      const similarity = pickedVector && vector ? modelCosine(pickedVector, vector) : 0;
      if ((pickedVector && vector && similarity >= threshold) || setJaccardSimilarity(termSet(picked), termSet(c)) >= threshold) return false;
      if (similarity > (redundancy.get(c) ?? 0)) redundancy.set(c, similarity);
      if (options.spreadBy && options.spreadBy(c) === pickedGroup) sameGroup.set(c, (sameGroup.get(c) ?? 0) + 1);
      return true;
    });
  }
  return chosen;
}

/** Sentences most central first. */
export function mostCentralFirst<T extends { index: number }>(model: SalienceModel, sentences: readonly T[]): T[] {
  // Scores read once per sentence, not twice per comparison; the stable sort of positions keeps ties in order.
  const scores = sentences.map((s) => model.scores[s.index] ?? 0);
  return sentences.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!).map((i) => sentences[i]!);
}

/** What a card kind may be made from: the source's own scored sentences not used yet, most central first. */
export function cardCandidates(doc: PreparedDocument, model: SalienceModel, used: ReadonlySet<string>): PreparedSentence[] {
  return mostCentralFirst(model, doc.sentences.filter((s) => !s.apparatus && !used.has(s.quote) && (model.scores[s.index] ?? 0) > 0));
}
