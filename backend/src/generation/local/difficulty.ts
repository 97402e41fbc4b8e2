import type { Difficulty } from '../generation.types.js';
import { readability } from '../text/readability.js';
import type { PreparedDocument } from './prepare-document.js';

/**
 * Difficulty from Flesch–Kincaid grade of the prose: up to grade 9 (middle school) is beginner,
 * up to grade 14 (high school to early college, e.g. an introductory textbook) intermediate,
 * beyond that advanced.
 */
export const BEGINNER_MAX_GRADE = 9;
export const INTERMEDIATE_MAX_GRADE = 14;
export const READING_WORDS_PER_MINUTE = 200;

/** An even sample of this many sentences estimates the grade as well as all of them, faster. */
const READABILITY_SAMPLE = 400;

export function difficultyOf(doc: PreparedDocument): Difficulty {
  const prose = doc.sentences.filter((s) => !s.apparatus).map((s) => s.text);
  const step = Math.max(1, prose.length / READABILITY_SAMPLE);
  const sample = prose.length <= READABILITY_SAMPLE ? prose : Array.from({ length: READABILITY_SAMPLE }, (_, i) => prose[Math.floor(i * step)] ?? '');
  const grade = readability(sample).fleschKincaidGrade;
  if (grade <= BEGINNER_MAX_GRADE) return 'beginner';
  if (grade <= INTERMEDIATE_MAX_GRADE) return 'intermediate';
  return 'advanced';
}

/** Video length when known, else reading time; at least one minute. */
export function durationMinutesOf(doc: PreparedDocument): number {
  if (doc.kind === 'video' && doc.durationSeconds !== undefined && doc.durationSeconds > 0) {
    return Math.max(1, Math.round(doc.durationSeconds / 60));
  }
  return Math.max(1, Math.round(doc.wordCount / READING_WORDS_PER_MINUTE));
}
