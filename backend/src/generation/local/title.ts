import type { PhraseIndex } from '../text/phrase-index.js';
import type { Keyphrase } from './keyphrases.js';
import type { PreparedDocument } from './prepare-document.js';

/** Given title, else the first heading, else the strongest keyphrase in title case. */
export function chooseTitle(doc: PreparedDocument, keyphrases: readonly Keyphrase[], phrases: PhraseIndex): string {
  if (doc.givenTitle) return doc.givenTitle;
  const heading = doc.headings.find((h) => h.firstSentence <= 3);
  if (heading) return heading.text.replace(/^(?:\d+(?:\.\d+)*\.?\s+)/, '');
  const phrase = keyphrases.find((k) => k.text.split(' ').length >= 2 && phrases.count(k.text) >= 2) ?? keyphrases[0];
  if (phrase) return titleCase(phrase.text);
  return 'Study notes';
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'via']);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : `${w.charAt(0).toUpperCase()}${w.slice(1)}`))
    .join(' ');
}
