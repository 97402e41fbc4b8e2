import type { Difficulty, SourceDocument } from '../generation.types.js';
import { BEGINNER_MAX_GRADE, INTERMEDIATE_MAX_GRADE, READING_WORDS_PER_MINUTE } from '../local/difficulty.js';
import { readability } from '../text/readability.js';
import type { Part } from './source-parts.js';

/** Difficulty and duration come from the source itself, not from the model. */

/** An even sample of this many sentences estimates the grade as well as all of them. */
const READABILITY_SAMPLE = 400;

/** Flesch–Kincaid grade of the source's sentences, with the local engine's bands. */
export function difficultyOf(parts: readonly Part[]): Difficulty {
  const sentences = parts.flatMap((p) => p.chunks.flat().flatMap((passage) => passage.sentences.map((s) => s.quote)));
  const step = Math.max(1, sentences.length / READABILITY_SAMPLE);
  const sample = sentences.length <= READABILITY_SAMPLE ? sentences : Array.from({ length: READABILITY_SAMPLE }, (_, i) => sentences[Math.floor(i * step)] ?? '');
  const grade = readability(sample).fleschKincaidGrade;
  if (grade <= BEGINNER_MAX_GRADE) return 'beginner';
  if (grade <= INTERMEDIATE_MAX_GRADE) return 'intermediate';
  return 'advanced';
}

/** Video length when known, else reading time; at least one minute. */
export function durationMinutesOf(source: SourceDocument, wordCount: number): number {
  if (source.kind === 'video' && source.durationSeconds !== undefined && source.durationSeconds > 0) return Math.max(1, Math.round(source.durationSeconds / 60));
  return Math.max(1, Math.round(wordCount / READING_WORDS_PER_MINUTE));
}
