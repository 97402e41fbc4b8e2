/**
 * Places on a notes page that links can open (the assistant's citations use them):
 * #summary, #key-idea-2 (1-based), #definition-opportunity-cost. The slug matches the server's
 * (backend/src/assistant/passages/notes-passages.ts).
 */
export const SUMMARY_ANCHOR = 'summary';

export const keyIdeaAnchor = (index: number) => `key-idea-${index + 1}`;

export function definitionAnchor(term: string): string {
  const slug = term.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `definition-${slug}`;
}
