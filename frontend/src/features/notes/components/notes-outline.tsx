import type { MouseEvent } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { MenuIcon } from '../../../components/ui/icons';
import { videoUrlAt } from '../../../lib/media-time';
import type { StudyNotesView } from '../api/notes-api';
import { sectionAnchor, sectionRange, sectionRangeLabel } from '../notes-sections-format';

/**
 * Moves to a section's block: scrolls it to the top, focuses its heading (so keyboard and screen
 * reader users continue from there) and puts its anchor in the address for sharing.
 */
export function jumpToSection(index: number): void {
  const anchor = sectionAnchor(index);
  const block = document.getElementById(anchor);
  if (!block) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  const heading = block.querySelector<HTMLElement>('[data-section-heading]') ?? block;
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${anchor}`);
}

/** The source's parts as a table of contents: each title jumps to its block; a video time opens the video there. */
export function NotesOutline({ notes, videoUrl }: { notes: StudyNotesView; videoUrl: string | null }) {
  if (notes.sections.length === 0) return null;
  const onJump = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    jumpToSection(index);
  };
  return (
    <Card>
      <CardHeader><CardTitle as="h2"><MenuIcon size={18} /> Outline</CardTitle></CardHeader>
      <CardContent>
        <nav aria-label="Outline">
          <ol className="notes-outline" data-testid="notes-outline">
            {notes.sections.map((section) => {
              const range = sectionRange(section);
              const rangeLabel = sectionRangeLabel(section);
              return (
                <li key={section.index} className="notes-outline__item" data-level={section.level}>
                  <a className="notes-outline__link" href={`#${sectionAnchor(section.index)}`} onClick={onJump(section.index)}>
                    <span className="notes-outline__number" aria-hidden="true">{section.index + 1}</span>
                    <span className="notes-outline__title">{section.title}</span>
                    {range && section.start === null && (
                      <span className="notes-outline__range"><span aria-hidden="true">{range}</span><span className="sr-only">, {rangeLabel}</span></span>
                    )}
                  </a>
                  {range && section.start !== null && videoUrl && (
                    <a className="notes-outline__range notes-outline__range--link" href={videoUrlAt(videoUrl, section.start)} target="_blank" rel="noopener noreferrer"
                      aria-label={`Watch ${section.title} from ${rangeLabel} (opens the video)`}>
                      {range}
                    </a>
                  )}
                  {range && section.start !== null && !videoUrl && <span className="notes-outline__range">{range}</span>}
                </li>
              );
            })}
          </ol>
        </nav>
      </CardContent>
    </Card>
  );
}
