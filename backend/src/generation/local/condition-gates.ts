import { tagEnglish } from '../text/nlp.js';
import { numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';

/**
 * More conditions that are no rule for a "What happens if …?" card (English; the card's own checks are in
 * flashcards.ts conditionCards):
 *  - a worked example's step: "if you plug in x equals 0 for everything", "when you plug in x": a value put into
 *    one formula, whose outcome is that formula's, not a rule;
 *  - a condition leaning on what came before: "if its initial length needed to be 0.3" (whose length?), "if we
 *    write that spacing between samples as dx" (a demonstrative "that" before a noun the tagger read as a clause).
 */
const PLUGGED_VALUE = new RegExp(String.raw`\bplug(?:s|ged|ging)?\s+(?:in|into)\b(?=.*?(?:\d|\b(?:${wordGroup(numberWords('en', 0, 3))}|(?![ai]\b)\p{Ll})\b))`, 'iu');
const POSSESSIVE_OPENING = /^(?:its|their|his|her)\s/i;

export function isUnaskableCondition(condition: string): boolean {
  if (PLUGGED_VALUE.test(condition) || POSSESSIVE_OPENING.test(condition)) return true;
  const tags = tagEnglish(condition);
  // "that spacing between …": "that" before a noun and a preposition (or the end) is a demonstrative, not "that" + clause.
  return tags.some((t, i) => t.text.toLowerCase() === 'that' && tags[i + 1]?.pos === 'NOUN' && /^(?:ADP|ADV|PUNCT|END)$/.test(tags[i + 2]?.pos ?? 'END'));
}

/** "when you were a kid", "cuando fue …": one past event, not a rule (English and Spanish; an "if" may still suppose one). */
const PAST_EVENT: Record<string, RegExp> = {
  en: /\b(?:was|were|went|did|had|came|became|got)\b/i,
  es: /(?<![\p{L}])(?:fue|fueron|era|eran|hubo|hizo|tuvo|estaba|estaban)(?![\p{L}])/iu,
};

export function tellsPastEvent(condition: string, language: string): boolean {
  return PAST_EVENT[language]?.test(condition) ?? false;
}

/** A Spanish clause ending on a function word was cut: "si el valor de". */
const CUT_END_ES = /(?<![\p{L}])(?:el|la|los|las|un|una|de|del|a|al|en|con|por|para|que|y|o|se|su|sus|como|si|sin)$/iu;

export function isCutSpanishClause(text: string): boolean {
  return CUT_END_ES.test(text);
}
