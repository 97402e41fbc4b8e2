import type { PhraseIndex } from '../text/phrase-index.js';
import type { Keyphrase } from './keyphrases.js';
import type { PreparedDocument } from './prepare-document.js';

/** Given title, else the first heading, else the strongest keyphrase in title case. */
export function chooseTitle(doc: PreparedDocument, rankedKeyphrases: readonly Keyphrase[] | (() => readonly Keyphrase[]), phrases: PhraseIndex, fallbackPhrases: readonly string[] = []): string {
  const named = namedTitle(doc);
  if (named) return named;
  // Ranking keyphrases costs a pass over the text: only when no title or heading names the document.
  const keyphrases = typeof rankedKeyphrases === 'function' ? rankedKeyphrases() : rankedKeyphrases;
  if (keyphrases.length === 0 && fallbackPhrases[0]) return titleCase(fallbackPhrases.find((p) => p.includes(' ')) ?? fallbackPhrases[0]);
  // The most repeated multi-word keyphrase names the topic; else the most repeated word.
  const byUse = (k: Keyphrase): number => phrases.count(k.text) * Math.sqrt(k.text.split(' ').length);
  const multiWord = keyphrases.filter((k) => k.text.includes(' ') && phrases.count(k.text) >= 3);
  const pool = multiWord.length > 0 ? multiWord : keyphrases;
  const phrase = [...pool].sort((a, b) => byUse(b) - byUse(a))[0];
  if (phrase) return titleCase(phrase.text);
  return 'Study notes';
}

/** The title the document gives itself: its given title, else its opening heading. */
export function namedTitle(doc: PreparedDocument): string | undefined {
  const heading = doc.headings.find((h) => h.firstSentence <= 3);
  // A file name ("lecture_03-final.pdf") is not a title when the document names itself.
  if (doc.givenTitle && !(heading && looksLikeFileName(doc.givenTitle))) return doc.givenTitle;
  if (heading) return heading.text.replace(/^(?:\d+(?:\.\d+)*\.?\s+)/, '');
  return undefined;
}

export function looksLikeFileName(title: string): boolean {
  return /\.(?:pdf|txt|docx?|srt|vtt|md)$/i.test(title) || (!/\s/.test(title) && /[_-]/.test(title));
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'via']);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : `${w.charAt(0).toUpperCase()}${w.slice(1)}`))
    .join(' ');
}
