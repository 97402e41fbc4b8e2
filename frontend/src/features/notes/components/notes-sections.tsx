import { CitationChip } from '../../../components/citation-chip';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { BrainIcon, NotesIcon, TimerIcon } from '../../../components/ui/icons';
import { formatClock, videoUrlAt } from '../../../lib/media-time';
import { definitionAnchor, keyIdeaAnchor } from '../../../lib/notes-anchors';
import type { StudyNotesView } from '../api/notes-api';

/** Numbered key ideas, each with its citation chip. */
export function KeyIdeasCard({ notes, videoUrl }: { notes: StudyNotesView; videoUrl: string | null }) {
  if (notes.keyIdeas.length === 0) return null;
  return (
    <Card>
      <CardHeader><CardTitle as="h2"><BrainIcon size={18} /> Key Ideas</CardTitle></CardHeader>
      <CardContent>
        <ol className="key-ideas" data-testid="key-ideas">
          {notes.keyIdeas.map((idea, index) => (
            <li key={index} id={keyIdeaAnchor(index)} className="key-idea">
              <span className="key-idea__number" aria-hidden="true">{index + 1}</span>
              <p className="key-idea__text">
                {idea} <CitationChip citation={notes.citations?.keyIdeas?.[index]} videoUrl={videoUrl} />
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Term → meaning, each with its citation chip. */
export function DefinitionsCard({ notes, videoUrl }: { notes: StudyNotesView; videoUrl: string | null }) {
  const definitions = Object.entries(notes.definitions ?? {});
  return (
    <Card>
      <CardHeader><CardTitle as="h2"><NotesIcon size={18} /> Definitions</CardTitle></CardHeader>
      <CardContent>
        {definitions.length === 0 ? (
          <p className="text-muted">No definitions were found in this material.</p>
        ) : (
          <dl className="definitions" data-testid="definitions">
            {definitions.map(([term, meaning]) => (
              <div key={term} id={definitionAnchor(term)} className="definition">
                <dt className="definition__term">{term}</dt>
                <dd className="definition__meaning">
                  {meaning} <CitationChip citation={notes.citations?.definitions?.[term]} videoUrl={videoUrl} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** Key Timestamps (m:ss + text); each opens the video at that moment. */
export function TimestampsCard({ notes, videoUrl }: { notes: StudyNotesView; videoUrl: string | null }) {
  if (notes.timestamps.length === 0) return null;
  return (
    <Card>
      <CardHeader><CardTitle as="h2"><TimerIcon size={18} /> Key Timestamps</CardTitle></CardHeader>
      <CardContent>
        <ul className="timestamps" data-testid="timestamps">
          {notes.timestamps.map(({ time, text }, index) => {
            const clock = formatClock(time);
            return (
              <li key={`${time}-${index}`}>
                {videoUrl ? (
                  // Named by its visible text (speech input says what it sees), the rest for screen readers only.
                  <a className="timestamp" href={videoUrlAt(videoUrl, time)} target="_blank" rel="noopener noreferrer">
                    <span className="timestamp__time">{clock}</span>{' '}
                    <span className="timestamp__text">{text}</span>
                    <span className="sr-only"> (opens the video at {clock})</span>
                  </a>
                ) : (
                  <div className="timestamp">
                    <span className="timestamp__time">{clock}</span>
                    <span className="timestamp__text">{text}</span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
