import { isStopWord } from './stop-words.js';
import { stem } from './stem.js';

/** Words: letters/digits with inner apostrophes or hyphens ("out-of-pocket", "firm’s"). */
const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu;
const POSSESSIVE = /['’]s$/;

/** Lower-cased word tokens in order, possessive "'s" removed. */
export function tokenize(text: string): string[] {
  // `match` gives the words alone; `matchAll` would make an array per word (index, groups) for the collector.
  const words = text.match(WORD);
  if (!words) return [];
  for (let i = 0; i < words.length; i++) words[i] = words[i]!.toLowerCase().replace(POSSESSIVE, '');
  return words;
}

/** Word tokens with their original spelling and character offsets (for phrase extraction). */
export interface WordToken {
  word: string;
  lower: string;
  start: number;
  end: number;
}

export function wordTokens(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    out.push({ word: m[0], lower: m[0].toLowerCase().replace(POSSESSIVE, ''), start, end: start + m[0].length });
  }
  return out;
}

export function isNumeric(token: string): boolean {
  return /^[\p{N}.,]+$/u.test(token);
}

/** A token that can carry topic: not a stop word, not a number, at least two letters. */
export function isContentWord(token: string): boolean {
  return token.length > 1 && !isStopWord(token) && !isNumeric(token);
}

/** Stemmed content words: the representation used for similarity and salience. */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) if (isContentWord(token)) out.push(stem(token));
  return out;
}

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
