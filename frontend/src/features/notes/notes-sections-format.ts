import type { NotesSectionView } from '@studyloop/events';
import { formatClock } from '../../lib/media-time';

/** The place on a notes page of a section's block (the outline links to it). */
export const sectionAnchor = (index: number) => `section-${index}`;

/** "p. 4", "pp. 3–7", "12:00–18:30" or "12:00", or null when the section has no range. */
export function sectionRange(section: Pick<NotesSectionView, 'pageStart' | 'pageEnd' | 'start' | 'end'>): string | null {
  if (section.pageStart !== null) {
    const end = section.pageEnd ?? section.pageStart;
    return end > section.pageStart ? `pp. ${section.pageStart}–${end}` : `p. ${section.pageStart}`;
  }
  if (section.start !== null) {
    return section.end !== null && section.end > section.start ? `${formatClock(section.start)}–${formatClock(section.end)}` : formatClock(section.start);
  }
  return null;
}

/** The range spoken in full for screen readers ("pages 3 to 7", "12:00 to 18:30"). */
export function sectionRangeLabel(section: Pick<NotesSectionView, 'pageStart' | 'pageEnd' | 'start' | 'end'>): string | null {
  if (section.pageStart !== null) {
    const end = section.pageEnd ?? section.pageStart;
    return end > section.pageStart ? `pages ${section.pageStart} to ${end}` : `page ${section.pageStart}`;
  }
  if (section.start !== null) {
    return section.end !== null && section.end > section.start ? `${formatClock(section.start)} to ${formatClock(section.end)}` : formatClock(section.start);
  }
  return null;
}
