import { hasFiniteVerb, readSentence } from '../text/nlp.js';

/**
 * Whether English words form a clause: a verb that can carry one, as the sentence's reading gives it
 * (which re-reads a present-tense verb the tagger calls a noun: "the vectors land on a plane").
 */
export function readsAsClause(text: string): boolean {
  return hasFiniteVerb(readSentence(text).tags);
}
