import { createRequire } from 'node:module';
import { tokenize } from './tokens.js';

/**
 * Readability from sentence, word and syllable counts (syllables from wink-nlp's English model).
 * Flesch–Kincaid grade is the measure the
 * generators map to beginner / intermediate / advanced.
 */

export interface ReadabilityStats {
  sentences: number;
  words: number;
  syllables: number;
  /** Words of three or more syllables. */
  polysyllables: number;
  fleschKincaidGrade: number;
  fleschReadingEase: number;
}

/** Syllables by the counter wink-nlp's English model uses for its readability stats (with its exception list). */
export function countSyllables(word: string): number {
  // Sections re-read their whole's words: a bounded memo keeps readability linear in new words.
  const hit = syllableMemo.get(word);
  if (hit !== undefined) return hit;
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  const n = letters ? Math.max(1, winkSyllables(letters)) : 0;
  if (syllableMemo.size >= SYLLABLE_MEMO_LIMIT) syllableMemo.clear();
  syllableMemo.set(word, n);
  return n;
}

const winkSyllables = createRequire(import.meta.url)('wink-eng-lite-web-model/dist/syllables.js') as (word: string) => number;
const syllableMemo = new Map<string, number>();
const SYLLABLE_MEMO_LIMIT = 50_000;

export function readability(sentences: readonly string[]): ReadabilityStats {
  let words = 0;
  let syllables = 0;
  let polysyllables = 0;
  let sentenceCount = 0;
  for (const sentence of sentences) {
    const tokens = tokenize(sentence).filter((t) => /\p{L}/u.test(t));
    if (tokens.length === 0) continue;
    sentenceCount++;
    for (const t of tokens) {
      words++;
      const s = countSyllables(t);
      syllables += s;
      if (s >= 3) polysyllables++;
    }
  }
  if (words === 0) {
    return { sentences: 0, words: 0, syllables: 0, polysyllables: 0, fleschKincaidGrade: 0, fleschReadingEase: 100 };
  }
  const wordsPerSentence = words / sentenceCount;
  const syllablesPerWord = syllables / words;
  return {
    sentences: sentenceCount,
    words,
    syllables,
    polysyllables,
    fleschKincaidGrade: 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59,
    fleschReadingEase: 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord,
  };
}
