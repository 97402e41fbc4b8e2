import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { selectDiverse, type SalienceModel } from './salience.js';

/**
 * Extractive summary: the most central, non-redundant stand-alone sentences, read in document
 * order so the summary follows the source's line of argument.
 */

export const MIN_SUMMARY_SENTENCES = 3;
export const MAX_SUMMARY_SENTENCES = 8;
/** One summary sentence per this many source words, within the bounds above. */
export const WORDS_PER_SUMMARY_SENTENCE = 350;

export function summarySentenceCount(wordCount: number): number {
  return Math.min(MAX_SUMMARY_SENTENCES, Math.max(MIN_SUMMARY_SENTENCES, Math.round(wordCount / WORDS_PER_SUMMARY_SENTENCE)));
}

export function selectSummary(doc: PreparedDocument, model: SalienceModel): PreparedSentence[] {
  const count = summarySentenceCount(doc.wordCount);
  return selectDiverse(model, doc.sentences, count, { redundancyWeight: 0.6, duplicateThreshold: 0.45 }).sort(
    (a, b) => a.index - b.index,
  );
}
