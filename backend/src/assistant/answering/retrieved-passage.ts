import type { PassageSection } from '../passages/assistant-passage.entity.js';

/** A passage found for a question, with how well it matches. */
export interface RetrievedPassage {
  notesId: string;
  title: string;
  videoUrl: string | null;
  position: number;
  section: PassageSection;
  anchor: string | null;
  heading: string | null;
  text: string;
  page: number | null;
  time: number | null;
  /** Share of the question's word weight (IDF) this passage contains, 0–1. */
  coverage: number;
  /** How many of the question's words it contains. */
  matchedTerms: number;
  /** ts_rank_cd of the passage for the question (cover density, normalised to 0–1). */
  density: number;
}
