import {
  GenerationError,
  type Citation,
  type Definition,
  type Flashcard,
  type KeyIdea,
  type Timestamp,
} from '../generation.types.js';
import type { ModelAnswer } from './model-answer.schema.js';
import { wordsOf, type PassageSentence, type PartPassage } from './source-passages.js';

/**
 * Turns a validated model answer for some passages into notes. Citations are rebuilt from our own
 * source: the passage number gives the page or cue time, and the quote is replaced by the source
 * sentence it best matches, so a citation never quotes text the source does not contain.
 */

export const MAX_KEY_IDEAS = 10;
const NEAR_DUPLICATE = 0.6;

/** The notes of one part of a source (or of a whole short source). */
export interface PartNotes {
  title: string;
  summary: string;
  keyIdeas: KeyIdea[];
  definitions: Definition[];
  timestamps: Timestamp[];
  flashcards: Flashcard[];
}

export function mapModelAnswer(answer: ModelAnswer, passages: readonly PartPassage[], isVideo: boolean): PartNotes {
  const cite = citationResolver(passages);
  const summary = answer.summary.trim();
  if (!summary) throw new GenerationError('The AI model returned an empty summary.');

  const keyIdeas = withoutNearDuplicates(
    answer.keyIdeas.filter((k) => k.text.trim()),
    (k) => k.text,
  )
    .slice(0, MAX_KEY_IDEAS)
    .map((k) => ({ text: k.text.trim(), citation: cite(k.sourceId, k.quote) }));
  if (keyIdeas.length === 0) throw new GenerationError('The AI model returned no key ideas.');

  const definitions = dedupeBy(
    answer.definitions.filter((d) => d.term.trim() && d.meaning.trim()),
    (d) => d.term.trim().toLowerCase(),
  ).map((d) => ({ term: d.term.trim(), meaning: d.meaning.trim(), citation: cite(d.sourceId, d.quote) }));

  const flashcards: Flashcard[] = dedupeBy(
    answer.flashcards.filter((c) => c.question.trim() && c.answer.trim()),
    (c) => c.question.trim().toLowerCase(),
  ).map((c) => ({
    question: c.question.trim(),
    answer: c.answer.trim(),
    kind: c.kind,
    difficulty: c.difficulty,
    citation: cite(c.sourceId, c.quote),
  }));

  return {
    title: answer.title.trim(),
    summary,
    keyIdeas,
    definitions,
    timestamps: isVideo ? timestampsFrom(answer, passages) : [],
    flashcards,
  };
}

/** Video parts start at the cue time of the passage the model names; times strictly increase. */
function timestampsFrom(answer: ModelAnswer, passages: readonly PartPassage[]): Timestamp[] {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const out: Timestamp[] = [];
  for (const t of answer.timestamps) {
    const time = byId.get(t.sourceId)?.time;
    if (time === undefined || !t.label.trim()) continue;
    out.push({ time, text: t.label.trim() });
  }
  out.sort((a, b) => a.time - b.time);
  return out.filter((t, i) => i === 0 || t.time > (out[i - 1]?.time ?? -1));
}

type Resolve = (sourceId: number, quote: string) => Citation;

export function citationResolver(passages: readonly PartPassage[]): Resolve {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const allSentences = passages.flatMap((p) => p.sentences);
  return (sourceId, quote) => {
    const passage = byId.get(sourceId);
    // A wrong passage number still leaves the quote to go by.
    const sentence = bestMatch(passage?.sentences ?? [], quote) ?? bestMatch(allSentences, quote) ?? passage?.sentences[0] ?? allSentences[0];
    if (!sentence) throw new GenerationError('The source has no text to cite.');
    return {
      ...(sentence.page !== undefined ? { page: sentence.page } : {}),
      ...(sentence.time !== undefined ? { time: sentence.time } : {}),
      quote: sentence.quote,
    };
  };
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function bestMatch(sentences: readonly PassageSentence[], quote: string): PassageSentence | undefined {
  const wanted = wordsOf(quote);
  if (wanted.size === 0) return undefined;
  let best: PassageSentence | undefined;
  let bestScore = 0.2; // below this the quote is not from these sentences
  for (const s of sentences) {
    const score = jaccard(wanted, s.words);
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}

export function withoutNearDuplicates<T>(items: readonly T[], text: (item: T) => string): T[] {
  const kept: { item: T; words: Set<string> }[] = [];
  for (const item of items) {
    const words = wordsOf(text(item));
    if (kept.some((k) => jaccard(k.words, words) >= NEAR_DUPLICATE)) continue;
    kept.push({ item, words });
  }
  return kept.map((k) => k.item);
}

export function dedupeBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
