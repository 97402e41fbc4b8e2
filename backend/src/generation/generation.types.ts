/**
 * Contract between the material pipeline (sources → segments) and the study-material generators.
 * Other features code against these names; keep them stable.
 */

/** One piece of source text: a PDF page (page is 1-based) or a caption cue (start/end in seconds). */
export interface SourceSegment {
  text: string;
  page?: number;
  start?: number;
  end?: number;
}

export interface SourceDocument {
  kind: 'text' | 'pdf' | 'video';
  title?: string;
  segments: SourceSegment[];
  durationSeconds?: number;
}

/** Where a generated item comes from: page (PDF) or time in seconds (video), plus the source sentence. */
export interface Citation {
  page?: number;
  time?: number;
  quote: string;
}

export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type FlashcardKind = 'definition' | 'concept' | 'cloze';
export type FlashcardDifficulty = 'easy' | 'medium' | 'hard';

export interface KeyIdea {
  text: string;
  citation: Citation;
}

export interface Definition {
  term: string;
  meaning: string;
  citation: Citation;
}

export interface Timestamp {
  time: number;
  text: string;
}

export interface Flashcard {
  question: string;
  answer: string;
  kind: FlashcardKind;
  difficulty: FlashcardDifficulty;
  citation: Citation;
}

export interface StudyMaterial {
  title: string;
  summary: string;
  /** 5–10 items without near-duplicates (fewer only when the source has fewer usable sentences). */
  keyIdeas: KeyIdea[];
  definitions: Definition[];
  /** Video only: topic shifts, at caption cue start times (seconds), increasing. */
  timestamps: Timestamp[];
  /** From readability of the source. */
  difficulty: Difficulty;
  /** Video length, or reading time at ~200 words per minute. */
  durationMinutes: number;
  flashcards: Flashcard[];
}

export interface StudyGenerator {
  readonly name: string;
  generate(doc: SourceDocument): Promise<StudyMaterial>;
}

/** Generation failed in a way the learner should be told about; the message is user-facing. */
export class GenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GenerationError';
  }
}
