import { isStopWord } from '../../generation/text/stop-words.js';
import { stem } from '../../generation/text/stem.js';
import { isContentWord, isNumeric, tokenize } from '../../generation/text/tokens.js';

/**
 * The words of a question that say what it is about. Besides stop words, the words people use to
 * ask ("explain", "what is the meaning of", "briefly") are dropped: they occur in study text too and
 * would match passages that have nothing to do with the topic.
 */
const ASKING_WORDS = new Set([
  'explain', 'explains', 'explained', 'explaining', 'describe', 'describes', 'define', 'defines', 'definition', 'definitions',
  'mean', 'means', 'meaning', 'meant', 'tell', 'give', 'show', 'list', 'summarize', 'summarise', 'summary', 'overview',
  'please', 'know', 'understand', 'learn', 'simple', 'simpler', 'simply', 'briefly', 'brief', 'short', 'words', 'word',
  'term', 'terms', 'concept', 'concepts', 'idea', 'ideas', 'main', 'key', 'question', 'questions', 'answer', 'note', 'notes',
  'material', 'materials', 'lecture', 'lesson', 'chapter', 'section', 'text', 'say', 'says', 'said', 'talk', 'talks',
  'example', 'examples', 'difference', 'differences', 'different', 'compare', 'versus', 'vs', 'kind', 'kinds', 'type',
  'types', 'thing', 'things', 'help', 'need', 'want', 'like', 'really', 'actually', 'basically', 'exactly', 'tldr',
  'hi', 'hello', 'hey', 'thanks', 'thank', 'ok', 'okay', 'important', 'point', 'points', 'study', 'studying', 'mentioned',
  'two', 'three', 'four', 'five', 'last', 'next', 'previous', 'takeaway', 'takeaways', 'gist', 'everything', 'anything',
  // Exercise wording: "Suppose …", "Think about …", "Which of the following …", "Sketch a diagram …".
  'think', 'suppose', 'imagine', 'consider', 'following', 'assume', 'hint', 'exercise', 'continuing', 'classify',
  'justify', 'illustrate', 'sketch', 'happen', 'happens', 'happened', 'true', 'false',
  // "What counts as …", "What is … called", "What does … refer to".
  'count', 'counts', 'counted', 'call', 'called', 'refer', 'refers', 'referred',
]);

/** Plain letter/digit tokens (hyphenated and possessive forms split), so they are safe inside a tsquery. */
const PLAIN_WORD = /[\p{L}\p{N}]+/gu;

export const MAX_QUESTION_WORDS = 16;

/**
 * What a word of the text is matched on: its stem and, for a hyphenated word, its parts and the word
 * closed up, since a question spells it either way ("fee-for-service" ~ "fee for service",
 * "non-rival" ~ "nonrival"; the question's words are split at hyphens).
 */
export function wordStems(token: string): string[] {
  if (!isContentWord(token)) return [];
  if (!token.includes('-')) return [stem(token)];
  const parts = token.split('-').filter(isContentWord).map(stem);
  return [...new Set([...parts, stem(token), stem(token.replace(/-/g, ''))])];
}

/** The stems a text is matched on (wordStems of each of its words). */
export function textStems(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    if (!isContentWord(token)) continue;
    if (token.includes('-')) out.push(...wordStems(token));
    else out.push(stem(token));
  }
  return out;
}

/** A hyphenated word with a one-letter part ("T-account", "e-readiness", "X-ray"): its parts alone say little. */
const LETTER_PREFIXED = /(?<![\p{L}\p{N}-])(?:\p{L}-[\p{L}\p{N}]{2,}|[\p{L}\p{N}]{2,}-\p{L})(?![\p{L}\p{N}-])/gu;

/**
 * The question's words. A hyphenated word with a one-letter part is asked as the word closed up ("taccount", as the
 * index also spells "T-account"): split, it would be "account" alone, which every note on banking holds.
 */
export function questionWords(question: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const text = question.toLowerCase().replace(LETTER_PREFIXED, (word) => word.replace('-', ''));
  for (const m of text.matchAll(PLAIN_WORD)) {
    const word = m[0];
    if (word.length < 2 || isNumeric(word) || isStopWord(word) || ASKING_WORDS.has(word)) continue;
    const key = stem(word);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(word);
    if (out.length >= MAX_QUESTION_WORDS) break;
  }
  return out;
}

/** A library stem counted for a question word, with its credit (0–1). */
export interface RelatedStem {
  stem: string;
  weight: number;
  /**
   * A word near in meaning that stands in for the question word in a passage holding every particular
   * question word (one at least itself): there it counts as the word, matched and with this credit (its
   * cosine) towards coverage. Elsewhere a near word only ranks, with `weight`.
   */
  standIn?: number;
}

/** A question word with its stem (what passages and sentences are matched on) and its weight. */
export interface QueryTerm {
  word: string;
  /** What the search index matched on (the stem; kept for callers that name it so). */
  lexeme: string;
  /** Stem of our own text utilities: what passages and sentences are matched on. */
  stem: string;
  /** Inverse document frequency over all passages: rare words say more about the topic. */
  idf: number;
  /** Passages containing the lexeme. */
  df: number;
  /**
   * Library stems that count for the word: its inflections (weight 1) and words near it in meaning
   * (word vectors; a credit below 1), so "shortage" also finds "scarcity".
   */
  related?: readonly RelatedStem[];
  /** A word rare enough in English to say what a passage is about ("corona", not "look"): it can anchor a stand-in. */
  particular?: boolean;
}

/**
 * BM25's IDF, ln(1 + (N − df + 0.5) / (df + 0.5)). A word no passage contains gets the weight of a
 * word in one passage: it may be the very topic the library lacks, or a stray word, and counting it
 * as a very rare word keeps the first case from being answered with unrelated text.
 */
export function inverseDocumentFrequency(df: number, passages: number): number {
  const d = Math.max(1, df);
  const n = Math.max(passages, d);
  return Math.log(1 + (n - d + 0.5) / (d + 0.5));
}

export function toQueryTerm(word: string, lexeme: string, df: number, passages: number): QueryTerm {
  return { word, lexeme, stem: stem(word), df, idf: inverseDocumentFrequency(df, passages) };
}
