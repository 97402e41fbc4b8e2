import { baseLanguage, stopWords } from '../text/language.js';

/**
 * A German deck that quotes English documentation ("Returns true if this collection changed as a result of the
 * call.") gives cards whose German question is answered in English: the learner studies in the deck's language, and
 * a copied API table is no answer to "Was ist der Kernpunkt zu „Collections“?". Such a text is told by its function
 * words: English ones, several, and many more than the deck language's. Code and names carry none, so a German
 * sentence with English terms ("Die Klasse HashMap implementiert Map") stays the deck's.
 */

const MIN_WORDS = 5;
const MIN_ENGLISH_SHARE = 0.25;

export function isWrittenInEnglishInstead(text: string, language: string): boolean {
  const lang = baseLanguage(language);
  if (!lang || lang === 'en') return false;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return false;
  const english = stopWords('en');
  const own = stopWords(lang);
  // A word both lists hold ("in", "an", "die" is English too) counts for neither.
  const englishOnly = words.filter((w) => english.has(w) && !own.has(w)).length;
  const ownOnly = words.filter((w) => own.has(w) && !english.has(w)).length;
  return englishOnly >= MIN_ENGLISH_SHARE * words.length && englishOnly > 2 * ownOnly;
}
