import type { Citation } from '@studyloop/events';
import { formatClock, videoUrlAt } from '../lib/media-time';
import './citation-chip.css';

export interface CitationChipProps {
  citation: Citation | null | undefined;
  /** The source video's URL; a time citation then links to the video at that second. */
  videoUrl?: string | null;
}

/**
 * Where a key idea, definition or card comes from: 'p. 3' for a PDF page, 'm:ss' for a video time
 * (a link that opens the video there). The source sentence is the tooltip.
 */
export function CitationChip({ citation, videoUrl }: CitationChipProps) {
  if (!citation) return null;
  const tooltip = citation.quote ? `“${citation.quote}”` : undefined;
  if (typeof citation.time === 'number') {
    const label = formatClock(citation.time);
    if (videoUrl) {
      return (
        <a
          className="citation-chip citation-chip--link"
          href={videoUrlAt(videoUrl, citation.time)}
          target="_blank"
          rel="noopener noreferrer"
          title={tooltip}
          aria-label={`Source: video at ${label} (opens in a new tab)`}
          data-testid="citation"
        >
          {label}
        </a>
      );
    }
    return <span className="citation-chip" title={tooltip} aria-label={`Source: video at ${label}`} data-testid="citation">{label}</span>;
  }
  if (typeof citation.page === 'number') {
    return (
      <span className="citation-chip" title={tooltip} aria-label={`Source: page ${citation.page}`} data-testid="citation">
        p. {citation.page}
      </span>
    );
  }
  return null;
}
