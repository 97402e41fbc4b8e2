import { tagEnglish } from '../text/nlp.js';

/**
 * More conditions that are no rule for a "What happens if …?" card (English; the card's own checks are in
 * flashcards.ts conditionCards):
 *  - a worked example's step: "if you plug in x equals 0 for everything", "when you plug in x": a value put into
 *    one formula, whose outcome is that formula's, not a rule;
 *  - a condition leaning on what came before: "if its initial length needed to be 0.3" (whose length?), "if we
 *    write that spacing between samples as dx" (a demonstrative "that" before a noun the tagger read as a clause).
 */
const PLUGGED_VALUE = /\bplug(?:s|ged|ging)?\s+(?:in|into)\b(?=.*?(?:\d|\b(?:zero|one|two|three|(?![ai]\b)\p{Ll})\b))/iu;
const POSSESSIVE_OPENING = /^(?:its|their|his|her)\s/i;

export function isUnaskableCondition(condition: string): boolean {
  if (PLUGGED_VALUE.test(condition) || POSSESSIVE_OPENING.test(condition)) return true;
  const tags = tagEnglish(condition);
  // "that spacing between …": "that" before a noun and a preposition (or the end) is a demonstrative, not "that" + clause.
  return tags.some((t, i) => t.text.toLowerCase() === 'that' && tags[i + 1]?.pos === 'NOUN' && /^(?:ADP|ADV|PUNCT|END)$/.test(tags[i + 2]?.pos ?? 'END'));
}
