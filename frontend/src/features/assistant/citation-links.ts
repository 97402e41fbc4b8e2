import type { ChatCitation } from '@studyloop/events';
import { formatClock, videoUrlAt } from '../../lib/media-time';

/**
 * Where a citation opens: the notes page on its Notes tab, at the cited part when the page shows it
 * (#summary, #key-idea-2, #definition-opportunity-cost — see lib/notes-anchors.ts). Source text is
 * not on the page: its page or time is shown beside the link, and a video opens at that second.
 */
export function notesHref(citation: ChatCitation): string {
  const base = `/notes/${encodeURIComponent(citation.notesId)}?tab=notes`;
  return citation.anchor ? `${base}#${citation.anchor}` : base;
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
