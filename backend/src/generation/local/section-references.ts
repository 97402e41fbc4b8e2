/**
 * A slide's or a chapter's title may end on where its topic is in a book: "SIMULATED ANNEALING (4.1.2)", "HEURISTIC
 * SEARCH (R&N 3.5–3.6)". The reference is no part of the topic: it is left out when the title is read as one.
 */
const SECTION_REFERENCE = /\s*\([^()]{0,20}\d[^()]{0,20}\)$/u;

export function withoutSectionReference(title: string): string {
  return title.replace(SECTION_REFERENCE, '');
}
