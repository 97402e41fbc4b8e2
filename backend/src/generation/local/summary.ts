import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { selectDiverse, type SalienceModel } from './salience.js';

/**
 * Extractive summary: the most central, non-redundant stand-alone sentences (3–8), read in
 * document order so the summary follows the source's line of argument.
 */

export const MIN_SUMMARY_SENTENCES = 3;
export const MAX_SUMMARY_SENTENCES = 8;
/** One summary sentence per this many source words, within the bounds above. */
export const WORDS_PER_SUMMARY_SENTENCE = 350;

export function summarySentenceCount(wordCount: number, wordsPerSentence = WORDS_PER_SUMMARY_SENTENCE): number {
  return Math.min(MAX_SUMMARY_SENTENCES, Math.max(MIN_SUMMARY_SENTENCES, Math.round(wordCount / wordsPerSentence)));
}

export interface SummaryOptions {
  wordsPerSentence: number;
  /** MMR weight of similarity to sentences already chosen. */
  redundancyWeight: number;
  /** When set, the summary is sized in words (this share of the source) rather than sentences. */
  wordShare?: number;
  minWords?: number;
  maxWords?: number;
}

/** About 8% of the source, 80–220 words: the length of a textbook's end-of-section summary. */
export const DEFAULT_SUMMARY_OPTIONS: SummaryOptions = {
  wordsPerSentence: WORDS_PER_SUMMARY_SENTENCE,
  redundancyWeight: 0.6,
  wordShare: 0.08,
  minWords: 80,
  maxWords: 220,
};

export function selectSummary(doc: PreparedDocument, model: SalienceModel, options: SummaryOptions = DEFAULT_SUMMARY_OPTIONS): PreparedSentence[] {
  if (options.wordShare !== undefined) return selectByWordBudget(doc, model, options);
  const count = summarySentenceCount(doc.wordCount, options.wordsPerSentence);
  return selectDiverse(model, doc.sentences, count, { redundancyWeight: options.redundancyWeight, duplicateThreshold: 0.45 }).sort(
    (a, b) => a.index - b.index,
  );
}

/** Best-first sentences until the summary reaches its word budget (3–8 sentences). */
function selectByWordBudget(doc: PreparedDocument, model: SalienceModel, options: SummaryOptions): PreparedSentence[] {
  const budget = Math.min(options.maxWords ?? 220, Math.max(options.minWords ?? 60, doc.wordCount * (options.wordShare ?? 0.065)));
  const ranked = selectDiverse(model, doc.sentences, MAX_SUMMARY_SENTENCES, { redundancyWeight: options.redundancyWeight, duplicateThreshold: 0.45 });
  const chosen: PreparedSentence[] = [];
  let words = 0;
  for (const s of ranked) {
    // Stop when another sentence would overshoot the budget by more than it fills.
    if (chosen.length >= MIN_SUMMARY_SENTENCES && words + s.wordCount / 2 > budget) break;
    chosen.push(s);
    words += s.wordCount;
  }
  return chosen.sort(
    (a, b) => a.index - b.index,
  );
}
