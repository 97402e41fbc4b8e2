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

/**
 * How the author organised the source: a PDF's outline (bookmarks), printed table of contents or
 * headings, or a video's chapters ("0:00 Intro" lines). Entries are in source order.
 */
export interface SourceOutlineEntry {
  title: string;
  /** 1 = chapter, 2 = section, … */
  level: number;
  /** PDF: 1-based page where the entry starts. */
  page?: number;
  /** Video: seconds where the chapter starts. */
  start?: number;
}

export interface SourceDocument {
  kind: 'text' | 'pdf' | 'video';
  title?: string;
  segments: SourceSegment[];
  durationSeconds?: number;
  /** The author's structure when known; without it the generator finds sections itself. */
  outline?: SourceOutlineEntry[];
  /** BCP 47 language of the source when known (caption track language); else detected. */
  language?: string;
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
  /** Index into StudyMaterial.sections of the section the card was made from. */
  section?: number;
}

/**
 * One part of a long source as the source is organised (PDF chapter, video chapter or topic), with
 * its own notes. Ranges are inclusive pages (PDF) or [start, end) seconds (video).
 */
export interface StudySection {
  title: string;
  /** 1 = top level. */
  level: number;
  pageStart?: number;
  pageEnd?: number;
  start?: number;
  end?: number;
  summary: string;
  keyIdeas: KeyIdea[];
  definitions: Definition[];
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
  /**
   * The source's parts in order, each with its own notes; the fields above are the whole's view.
   * Short sources have one section or none.
   */
  sections: StudySection[];
  /** BCP 47 language the notes are written in (the source's). */
  language: string;
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
