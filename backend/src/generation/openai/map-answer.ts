import {
  GenerationError,
  type Citation,
  type Flashcard,
  type StudyMaterial,
  type Timestamp,
} from '../generation.types.js';
import { difficultyOf, durationMinutesOf } from '../local/difficulty.js';
import type { PreparedSentence } from '../local/prepare-document.js';
import { jaccardSimilarity } from '../text/similarity.js';
import { contentTerms } from '../text/tokens.js';
import type { ModelAnswer } from './model-answer.schema.js';
import type { PassageSelection, SourcePassage } from './source-passages.js';

/**
 * Turns a validated model answer into StudyMaterial. Citations are rebuilt from our own source:
 * the passage number gives the page or cue time, and the quote is replaced by the source sentence
 * it best matches, so a citation never quotes text the source does not contain. Difficulty and
 * duration are computed from the source, not asked of the model.
 */

const MAX_KEY_IDEAS = 10;
const NEAR_DUPLICATE = 0.6;

export function mapModelAnswer(answer: ModelAnswer, selection: PassageSelection, givenTitle?: string): StudyMaterial {
  const cite = citationResolver(selection.passages);
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
    title: givenTitle ?? (answer.title.trim() || 'Study notes'),
    summary,
    keyIdeas,
    definitions,
    timestamps: selection.doc.kind === 'video' ? timestampsFrom(answer, selection.passages) : [],
    difficulty: difficultyOf(selection.doc),
    durationMinutes: durationMinutesOf(selection.doc),
    flashcards,
    sections: [],
    language: 'en',
  };
}

/** Video parts start at the cue time of the passage the model names; times strictly increase. */
function timestampsFrom(answer: ModelAnswer, passages: readonly SourcePassage[]): Timestamp[] {
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

function citationResolver(passages: readonly SourcePassage[]): Resolve {
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

function bestMatch(sentences: readonly PreparedSentence[], quote: string): PreparedSentence | undefined {
  const wanted = contentTerms(quote);
  if (wanted.length === 0) return undefined;
  let best: PreparedSentence | undefined;
  let bestScore = 0.2; // below this the quote is not from these sentences
  for (const s of sentences) {
    const score = jaccardSimilarity(wanted, s.terms);
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}

function withoutNearDuplicates<T>(items: readonly T[], text: (item: T) => string): T[] {
  const kept: { item: T; terms: string[] }[] = [];
  for (const item of items) {
    const terms = contentTerms(text(item));
    if (kept.some((k) => jaccardSimilarity(k.terms, terms) >= NEAR_DUPLICATE)) continue;
    kept.push({ item, terms });
  }
  return kept.map((k) => k.item);
}

function dedupeBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
