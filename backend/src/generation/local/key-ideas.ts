import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { selectDiverse, type SalienceModel } from './salience.js';

/**
 * Key ideas: 5–10 central sentences, no two near-duplicates, spread over the document's sections.
 * Sentences already in the summary are discounted, not banned: the best claims may appear in
 * both, but the lists should mostly complement each other.
 */

export const MIN_KEY_IDEAS = 5;
export const MAX_KEY_IDEAS = 10;
export const WORDS_PER_KEY_IDEA = 250;

export function keyIdeaCount(wordCount: number): number {
  return Math.min(MAX_KEY_IDEAS, Math.max(MIN_KEY_IDEAS, Math.round(wordCount / WORDS_PER_KEY_IDEA)));
}

const SUMMARY_DISCOUNT = 0.7;

export function selectKeyIdeas(doc: PreparedDocument, model: SalienceModel, summary: readonly PreparedSentence[]): PreparedSentence[] {
  const count = keyIdeaCount(doc.wordCount);
  const inSummary = new Set(summary.map((s) => s.index));
  const scores = model.scores.map((score, i) => (inSummary.has(i) ? score * SUMMARY_DISCOUNT : score));
  return selectDiverse({ ...model, scores }, doc.sentences, count, {
    redundancyWeight: 0.5,
    duplicateThreshold: 0.45,
    spreadBy: (s) => s.sectionIndex,
  }).sort((a, b) => a.index - b.index);
}
