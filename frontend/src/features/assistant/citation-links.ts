import type { ChatCitation } from '@studyloop/events';
import { formatClock, videoUrlAt } from '../../lib/media-time';

/**
 * Where a citation opens: the notes page on its Notes tab, at the cited part when it has a place
 * there (#summary, #key-idea-2, #definition-opportunity-cost), or the source page (#page-3) /
 * moment (#t-125) otherwise.
 */
export function notesHref(citation: ChatCitation): string {
  const base = `/notes/${encodeURIComponent(citation.notesId)}?tab=notes`;
  if (citation.anchor) return `${base}#${citation.anchor}`;
  if (typeof citation.page === 'number') return `${base}#page-${citation.page}`;
  if (typeof citation.time === 'number') return `${base}#t-${Math.floor(citation.time)}`;
  return base;
}

/** The source video at the cited second, when the notes come from a video. */
export function videoHref(citation: ChatCitation): string | null {
  if (typeof citation.time !== 'number' || !citation.videoUrl) return null;
  return videoUrlAt(citation.videoUrl, citation.time);
}

const SECTION_LABELS: Record<ChatCitation['section'], string> = {
  summary: 'Summary',
  'key-idea': 'Key idea',
  definition: 'Definition',
  source: 'Source',
};

/** 'p. 3', '2:05', 'Key idea 2', 'Summary'… the place within the notes. */
export function placeLabel(citation: ChatCitation): string {
  if (typeof citation.page === 'number') return `p. ${citation.page}`;
  if (typeof citation.time === 'number') return formatClock(citation.time);
  if (citation.section === 'key-idea' && citation.anchor) return `Key idea ${citation.anchor.replace('key-idea-', '')}`;
  return SECTION_LABELS[citation.section];
}
