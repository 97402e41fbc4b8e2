import type { Flashcard } from '../generation.types.js';
import { stopWords } from '../text/language.js';
import { wordTokens } from '../text/tokens.js';
import { isFragment, isGenericTerm, isNounPhraseTerm, startsWithDeictic } from './card-gates.js';
import { citationFor } from './citation.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import type { SalienceModel } from './salience.js';

/**
 * Key terms: the noun phrases the source names (definitions, "what's called X") first, then
 * recurring multi-word phrases of content words; a single word only when it recurs often and is
 * a noun (English, by POS) that is not a generic word. Cloze cards blank them in the best
 * stand-alone sentence that uses them.
 */

const MAX_PHRASE_WORDS = 4;

export function recurringPhrases(doc: PreparedDocument, language: string, limit = 40): string[] {
  const stops = stopWords(language);
  const counts = new Map<string, { text: string; n: number }>();
  for (const s of doc.sentences) {
    if (s.apparatus) continue;
    const tokens = wordTokens(s.text);
    for (let i = 0; i < tokens.length; i++) {
      for (let len = 1; len <= MAX_PHRASE_WORDS && i + len <= tokens.length; len++) {
        const run = tokens.slice(i, i + len);
        // Phrases do not cross punctuation.
        if (run.some((t, k) => k > 0 && /[^\s-]/.test(s.text.slice(run[k - 1]!.end, t.start)))) break;
        const first = run[0]!.lower;
        const last = run.at(-1)!.lower;
        if (stops.has(first) || stops.has(last) || run.some((t) => /^\p{N}/u.test(t.word) || t.word.length < 2)) continue;
        const key = run.map((t) => t.lower).join(' ');
        const entry = counts.get(key);
        if (entry) entry.n++;
        else counts.set(key, { text: run.map((t) => t.word).join(' '), n: 1 });
      }
    }
  }
  return [...counts.entries()]
    .filter(([key, { n }]) => {
      const words = key.split(' ').length;
      return words === 1 ? n >= 5 && key.length >= 5 : n >= 3;
    })
    .sort(([a, x], [b, y]) => y.n * Math.sqrt(b.split(' ').length) - x.n * Math.sqrt(a.split(' ').length))
    .map(([key, { text }]) => (/^\p{Lu}\p{Ll}/u.test(text) ? key : text))
    .filter((t) => isNounPhraseTerm(t, language) && !isGenericTerm(t, language))
    .slice(0, limit);
}

function findWhole(text: string, phrase: string): number {
  if (!text.toLowerCase().includes(phrase.toLowerCase())) return -1;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
  return m ? m.index : -1;
}

const BLANK = '_____';

/** One cloze card per key term, in the most central readable sentence naming it; each sentence once. */
export function termClozeCards(
  doc: PreparedDocument,
  model: SalienceModel,
  terms: readonly string[],
  language: string,
  limit: number,
  usedSentences: Set<number> = new Set(),
): Flashcard[] {
  const ranked = doc.sentences
    .filter((s) => !s.apparatus && s.wordCount >= 7 && s.wordCount <= 45)
    .sort((a, b) => (model.scores[b.index] ?? 0) - (model.scores[a.index] ?? 0));
  const cards: Flashcard[] = [];
  const blanked = new Set<string>();
  for (const term of terms) {
    if (cards.length >= limit) break;
    const key = term.toLowerCase();
    if (blanked.has(key)) continue;
    const sentence = ranked.find((s) => fits(s, term, language) && !usedSentences.has(s.index));
    if (!sentence) continue;
    const at = findWhole(sentence.text, term);
    const answer = sentence.text.slice(at, at + term.length);
    usedSentences.add(sentence.index);
    blanked.add(key);
    cards.push({
      question: `${sentence.text.slice(0, at)}${BLANK}${sentence.text.slice(at + term.length)}`,
      answer,
      kind: 'cloze',
      difficulty: sentence.wordCount > 30 ? 'hard' : sentence.wordCount > 18 ? 'medium' : 'easy',
      citation: citationFor(sentence),
    });
  }
  return cards;
}

function fits(s: PreparedSentence, term: string, language: string): boolean {
  const at = findWhole(s.text, term);
  if (at < 0) return false;
  if (term.split(/\s+/).length > s.wordCount * 0.4) return false;
  // The blank must not be the sentence's opening word after a deictic ("This _____ …") nor leave a fragment.
  if (startsWithDeictic(s.text, language) || isFragment(s.text, language)) return false;
  return true;
}
