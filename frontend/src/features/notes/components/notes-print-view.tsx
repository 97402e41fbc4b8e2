import { createPortal } from 'react-dom';
import { formatClock } from '../../../lib/media-time';
import type { FlashcardView, StudyNotesView } from '../api/notes-api';
import { citationLabel, difficultyLabel, formatDate, sourceVideoUrl } from '../notes-format';
import { sectionRange } from '../notes-sections-format';
import './notes-print-view.css';

/**
 * A clean, print-only rendering of the notes (hidden on screen). Export as PDF prints it; the page's
 * own chrome (header, tabs, buttons) is hidden in print by notes-print-view.css.
 */
export function NotesPrintView({ notes, flashcards }: { notes: StudyNotesView; flashcards: FlashcardView[] }) {
  const videoUrl = sourceVideoUrl(notes);
  const definitions = Object.entries(notes.definitions ?? {});
  const cite = (label: string) => (label ? <span className="notes-print__cite"> [{label}]</span> : null);
  return createPortal(
    <article className="notes-print" aria-hidden="true" lang={notes.language}>
      <h1>{notes.title}</h1>
      <p className="notes-print__meta">
        {notes.source.kind === 'video' && videoUrl ? `Video: ${videoUrl}` : notes.source.kind === 'pdf' ? `PDF: ${notes.source.filename ?? 'document'}` : 'Pasted text'}
        {' · '}{difficultyLabel(notes.difficulty)} · {notes.duration} min · {formatDate(notes.createdAt, 'long')}
      </p>
      <h2>Summary</h2>
      <p>{notes.summary?.trim() || 'No summary available.'}</p>
      {notes.keyIdeas.length > 0 && (
        <>
          <h2>Key Ideas</h2>
          <ol>
            {notes.keyIdeas.map((idea, i) => (
              <li key={i}>{idea}{cite(citationLabel(notes.citations?.keyIdeas?.[i]))}</li>
            ))}
          </ol>
        </>
      )}
      {definitions.length > 0 && (
        <>
          <h2>Definitions</h2>
          <dl>
            {definitions.map(([term, meaning]) => (
              <div key={term} className="notes-print__definition">
                <dt>{term}</dt>
                <dd>{meaning}{cite(citationLabel(notes.citations?.definitions?.[term]))}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {notes.timestamps.length > 0 && (
        <>
          <h2>Key Timestamps</h2>
          <ul>
            {notes.timestamps.map((t, i) => (
              <li key={i}><strong>{formatClock(t.time)}</strong> {t.text}</li>
            ))}
          </ul>
        </>
      )}
      {notes.sections.length > 0 && (
        <>
          <h2>Sections</h2>
          {notes.sections.map((section) => {
            const range = sectionRange(section);
            return (
              <section key={section.index}>
                <h3>{section.index + 1}. {section.title}{range ? ` (${range})` : ''}</h3>
                {section.summary && <p>{section.summary}</p>}
                <ul>
                  {section.keyIdeas.map((idea, i) => <li key={`k${i}`}>{idea}{cite(citationLabel(section.citations.keyIdeas[i]))}</li>)}
                  {Object.entries(section.definitions).map(([term, meaning]) => (
                    <li key={`d${term}`}><strong>{term}</strong>: {meaning}{cite(citationLabel(section.citations.definitions[term]))}</li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
      {flashcards.length > 0 && (
        <>
          <h2>Flashcards</h2>
          <ol className="notes-print__cards">
            {flashcards.map((card) => (
              <li key={card.id}>
                <p><strong>Q:</strong> {card.question}</p>
                <p><strong>A:</strong> {card.answer}{cite(citationLabel(card.citation))}</p>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="notes-print__footer">Exported from StudyLoop</p>
    </article>,
    document.body,
  );
}
