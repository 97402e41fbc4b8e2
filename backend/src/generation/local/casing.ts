import { stem } from '../text/stem.js';
import type { PreparedDocument } from './prepare-document.js';

/**
 * Sentence-initial and title-case capitals hide whether a word is a name. A word the document
 * also writes in lower case mid-sentence is a common word; otherwise it is kept capitalised.
 */

export type LowercaseVocabulary = ReadonlySet<string>;

/**
 * Lower-case words and their stems ("calculating" → "calcul"), so inflections count too; and, marked "^", the
 * words written capitalised right after a lower-case word ("by Chomsky"), which is where a capital means a name.
 */
export function lowercaseVocabulary(doc: PreparedDocument): LowercaseVocabulary {
  const out = new Set<string>();
  for (const s of doc.sentences) {
    for (const m of s.text.matchAll(/(?<=\s)\p{Ll}[\p{L}'’-]*/gu)) {
      if (out.has(m[0])) continue;
      out.add(m[0]);
      out.add(`~${stem(m[0])}`);
    }
    if (isTitleCaseLine(s.text)) continue;
    // "during the Cold War era": the pair is a name though "war" alone is a common word.
    for (const m of s.text.matchAll(/(?<=(?:^|\s)\p{Ll}[\p{L}'’-]*\s)\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s\p{Lu}\p{Ll}[\p{L}'’-]*)*/gu)) {
      const words = m[0].toLowerCase().split(' ');
      words.forEach((w, i) => {
        out.add(`^${w}`);
        if (i > 0) out.add(`^${words[i - 1]} ${w}`);
      });
    }
  }
  return out;
}

/** A table-of-contents line or a heading run into the text ("3.4.1 BNF Notation and Abbreviations . . . 17"). */
function isTitleCaseLine(text: string): boolean {
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  return words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 >= words.length;
}

/** Lower-cases a word unless it is an acronym or a name in this document. */
export function toTextCase(word: string, vocabulary: LowercaseVocabulary): string {
  if (/^\p{Lu}[\p{Lu}\p{N}]+\W*$/u.test(word)) return word;
  const bare = bareWord(word);
  return vocabulary.has(bare) || vocabulary.has(`~${stem(bare)}`) ? word.toLowerCase() : word;
}

/** The word as the vocabulary keys it: lower case, letters, apostrophes and hyphens only. */
function bareWord(word: string | undefined): string {
  return (word ?? '').toLowerCase().replace(/[^\p{L}'’-]/gu, '');
}

/**
 * A heading in title case ("Layered View of a Computer System") capitalises every word, so its capitals say
 * nothing: a word the text never writes as a name mid-sentence reads in lower case ("layered view of a computer
 * system"), even one the text never uses at all. So does any heading's first word ("Fighting discrimination …");
 * a sentence-case heading keeps its later capitals.
 */
export function headingAsPhrase(heading: string, vocabulary: LowercaseVocabulary): string {
  const words = heading.replace(/[?]$/, '').split(' ');
  const longWords = words.filter((w) => /^\p{L}{4,}/u.test(w));
  const titleCase = longWords.length >= 2 && longWords.every((w) => /^\p{Lu}/u.test(w));
  const inName = (i: number): boolean => titleCase && (vocabulary.has(`^${bareWord(words[i - 1])} ${bareWord(words[i])}`) || vocabulary.has(`^${bareWord(words[i])} ${bareWord(words[i + 1])}`));
  return words
    .map((word, i) => {
      if (inName(i)) return word;
      const cased = toTextCase(word, vocabulary);
      // The first word's capital is the heading's, like a sentence's; later capitals in sentence case are the author's.
      if (cased !== word || (!titleCase && i > 0) || !/^\p{Lu}\p{Ll}/u.test(word)) return cased;
      return vocabulary.has(`^${bareWord(word)}`) ? word : word.toLowerCase();
    })
    .join(' ');
}

export function lowerFirstWord(text: string, vocabulary: LowercaseVocabulary): string {
  const [first = '', ...rest] = text.split(' ');
  return [toTextCase(first, vocabulary), ...rest].join(' ');
}

export function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
