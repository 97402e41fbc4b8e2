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
  /** Share of the question's word weight (IDF) this passage contains (its words and their inflections, stand-ins with their credit), 0–1. */
  coverage: number;
  /** How many of the question's words it contains, itself or through a stand-in (a word near in meaning: see PassageSearch). */
  matchedTerms: number;
  /** How many of matchedTerms are stand-ins (none when absent). */
  standIns?: number;
  /** BM25-style density of the question's words in the passage, 0–1. */
  density: number;
  /** Cosine of the passage's vector with the question's (0 or absent when either has none). */
  similarity?: number;
}
