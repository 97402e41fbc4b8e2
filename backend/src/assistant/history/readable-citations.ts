import type { AssistantCitationData } from '@studyloop/events';

/**
 * An answer shown again later keeps only citations of notes the reader may still open (a note made
 * private since is dropped), renumbering the "[n]" markers to match.
 */
export function keepCitations<C extends AssistantCitationData>(answer: string, citations: readonly C[], keep: (citation: C) => boolean): { answer: string; citations: C[] } {
  const renumber = new Map<number, number>();
  const kept: C[] = [];
  citations.forEach((c, i) => {
    if (!keep(c)) return;
    kept.push(c);
    renumber.set(i + 1, kept.length);
  });
  if (kept.length === citations.length) return { answer, citations: kept };
  const text = answer
    .replace(/\[(\d+)\]/g, (marker, n: string) => {
      const to = renumber.get(Number(n));
      return to === undefined ? '' : `[${to}]`;
    })
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { answer: text, citations: kept };
}
