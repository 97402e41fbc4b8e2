import { stem } from '../text/stem.js';
import type { PreparedDocument } from './prepare-document.js';

/**
 * Sentence-initial and title-case capitals hide whether a word is a name. A word the document
 * also writes in lower case mid-sentence is a common word; otherwise it is kept capitalised.
 */

export type LowercaseVocabulary = ReadonlySet<string>;

/** Lower-case words and their stems ("calculating" → "calcul"), so inflections count too. */
export function lowercaseVocabulary(doc: PreparedDocument): LowercaseVocabulary {
  const out = new Set<string>();
  for (const s of doc.sentences) {
    for (const m of s.text.matchAll(/(?<=\s)\p{Ll}[\p{L}'’-]*/gu)) {
      if (out.has(m[0])) continue;
      out.add(m[0]);
      out.add(`~${stem(m[0])}`);
    }
  }
  return out;
}

/** Lower-cases a word unless it is an acronym or a name in this document. */
export function toTextCase(word: string, vocabulary: LowercaseVocabulary): string {
  if (/^\p{Lu}[\p{Lu}\p{N}]+\W*$/u.test(word)) return word;
  const lower = word.toLowerCase();
  const bare = lower.replace(/[^\p{L}'’-]/gu, '');
  return vocabulary.has(bare) || vocabulary.has(`~${stem(bare)}`) ? lower : word;
}

export function lowerFirstWord(text: string, vocabulary: LowercaseVocabulary): string {
  const [first = '', ...rest] = text.split(' ');
  return [toTextCase(first, vocabulary), ...rest].join(' ');
}

export function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
