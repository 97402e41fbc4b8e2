import type { PreparedSentence } from './prepare-document.js';

/**
 * Speech runs on: "The things we see are supposed to be that way, and sociology teaches us that many of them are
 * made, so we may not be as free as we think …" is one caption sentence of 50 words, too long to blank as it is.
 * It is cut where a new main clause starts (after "; ", ", but", or ", and / so" before a subject), and each clause of a
 * readable length may carry the blank. The clause still cites the whole sentence.
 */

export const MAX_CLOZE_SENTENCE_WORDS = 45;
const MIN_CLAUSE_WORDS = 7;

/** "; ", ", but " (a contrast rarely joins list items), or ", and / so" before a word that opens a subject. */
const CLAUSE_BREAK = /;\s+|,\s+but\s+(?!also\b)|,\s+(?:and|so)\s+(?=(?:i|we|you|they|he|she|it|the|this|that|these|those|there|a|an|people|each|every|most|many|some)\b)/iu;

/** English: the words that open a clause are English ones; other languages keep their sentences whole. */
export function clausesOfLongSentence(s: PreparedSentence, language: string): PreparedSentence[] {
  if (s.wordCount <= MAX_CLOZE_SENTENCE_WORDS || language !== 'en') return [s];
  const pieces = s.text.replace(/[.!?]+$/, '').split(new RegExp(CLAUSE_BREAK.source, 'giu'));
  return pieces
    .map((p) => p.trim())
    .filter((p) => {
      const words = p.split(/\s+/).length;
      return words >= MIN_CLAUSE_WORDS && words <= MAX_CLOZE_SENTENCE_WORDS;
    })
    .map((p) => {
      const text = `${p.charAt(0).toUpperCase()}${p.slice(1)}.`;
      return { ...s, text, wordCount: text.split(/\s+/).length };
    });
}
