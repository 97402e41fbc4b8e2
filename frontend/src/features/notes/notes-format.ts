import type { Citation, StudyNotesView } from '@studyloop/events';
import { formatClock, videoUrlAt } from '../../lib/media-time';

export function formatDate(iso: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return style === 'long'
    ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export const DIFFICULTY_LABELS: Record<string, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export function difficultyLabel(difficulty: string | null | undefined): string {
  if (!difficulty) return 'Unrated';
  return DIFFICULTY_LABELS[difficulty] ?? difficulty.charAt(0).toUpperCase() + difficulty.slice(1);
}

/** The source's URL for citations and 'Watch Original Video' (video notes only). */
export function sourceVideoUrl(notes: Pick<StudyNotesView, 'video' | 'source'>): string | null {
  return notes.video?.url ?? (notes.source.kind === 'video' ? notes.source.url : null);
}

/** 'p. 3', 'm:ss', or '' — the plain-text form of a citation. */
export function citationLabel(citation: Citation | undefined): string {
  if (!citation) return '';
  if (typeof citation.time === 'number') return formatClock(citation.time);
  if (typeof citation.page === 'number') return `p. ${citation.page}`;
  return '';
}

/** A file-system-friendly name from the notes title. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'study-notes';
}

export function citationMarkdown(citation: Citation | undefined, videoUrl: string | null): string {
  const label = citationLabel(citation);
  if (!label) return '';
  if (citation && typeof citation.time === 'number' && videoUrl) return ` ([${label}](${videoUrlAt(videoUrl, citation.time)}))`;
  return ` (${label})`;
}
