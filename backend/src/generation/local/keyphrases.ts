import type { PhraseIndex } from '../text/phrase-index.js';
import { isStopWord } from '../text/stop-words.js';
import { wordTokens } from '../text/tokens.js';
import type { PreparedSentence } from './prepare-document.js';

/**
 * RAKE-style keyphrases: runs of content words between stop words or punctuation, 1–4 words,
 * scored by how often the phrase recurs and how specific its words are (IDF). Used to pick the
 * blank of a cloze card and to label video parts.
 */

export interface Keyphrase {
  /** As written in the text (first occurrence). */
  text: string;
  score: number;
}

const MAX_PHRASE_WORDS = 4;

/** `isStop`: the words that break a phrase (English by default; a Spanish sentence needs Spanish ones: "que esto significa"). */
export function candidatePhrases(sentence: string, isStop: (word: string) => boolean = isStopWord): string[] {
  const out: string[] = [];
  let run: string[] = [];
  let lastEnd = -1;
  const flush = (): void => {
    if (run.length > 0 && run.length <= MAX_PHRASE_WORDS) out.push(run.join(' '));
    run = [];
  };
  for (const token of wordTokens(sentence)) {
    const gap = lastEnd >= 0 ? sentence.slice(lastEnd, token.start) : ' ';
    if (/[^\s]/.test(gap)) flush(); // punctuation between words breaks a phrase
    lastEnd = token.end;
    if (isStop(token.lower) || /^\p{N}/u.test(token.word) || token.word.length < 3) {
      flush();
      continue;
    }
    run.push(token.word);
  }
  flush();
  return out;
}

export function rankKeyphrases(
  sentences: readonly PreparedSentence[],
  phrases: PhraseIndex,
  idf: ReadonlyMap<string, number>,
  stemOf: (word: string) => string,
  limit = 30,
): Keyphrase[] {
  const seen = new Map<string, Keyphrase>();
  for (const sentence of sentences) {
    for (const phrase of candidatePhrases(sentence.text)) {
      const key = phrase.toLowerCase();
      if (seen.has(key)) continue;
      const words = phrase.split(' ');
      const frequency = phrases.count(phrase);
      if (frequency < 2 && words.length < 2) continue;
      const specificity = words.reduce((sum, w) => sum + (idf.get(stemOf(w)) ?? 0), 0) / words.length;
      seen.set(key, { text: phrase, score: Math.log(1 + frequency) * specificity * Math.sqrt(words.length) });
    }
  }
  return [...seen.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
