import type { NotesSectionView } from '@studyloop/events';
import { CitationChip } from '../../../components/citation-chip';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { videoUrlAt } from '../../../lib/media-time';
import type { FlashcardView } from '../api/notes-api';
import { sectionAnchor, sectionRange, sectionRangeLabel } from '../notes-sections-format';

export interface NotesSectionBlockProps {
  section: NotesSectionView;
  videoUrl: string | null;
  /** The notes' cards when loaded; this section's are listed under its count. */
  flashcards: FlashcardView[] | undefined;
}

/** One part of the source with its own summary, key ideas, definitions and cards (the outline's target). */
export function NotesSectionBlock({ section, videoUrl, flashcards }: NotesSectionBlockProps) {
  const anchor = sectionAnchor(section.index);
  const headingId = `${anchor}-title`;
  const range = sectionRange(section);
  const rangeLabel = sectionRangeLabel(section);
  const definitions = Object.entries(section.definitions);
  const cards = flashcards?.filter((card) => card.section === section.index) ?? [];
  const cardCount = flashcards ? cards.length : section.flashcardCount;
  return (
    <section id={anchor} className="notes-section" aria-labelledby={headingId} data-testid="notes-section">
      <Card>
        <CardHeader className="notes-card__header">
          <h3 id={headingId} className="notes-section__title" tabIndex={-1} data-section-heading>
            <span className="notes-section__number" aria-hidden="true">{section.index + 1}</span> {section.title}
          </h3>
          {range && (section.start !== null && videoUrl ? (
            <a className="notes-section__range timestamp__time" href={videoUrlAt(videoUrl, section.start)} target="_blank" rel="noopener noreferrer"
              aria-label={`Watch from ${rangeLabel} (opens the video)`}>{range}</a>
          ) : (
            <span className="notes-section__range text-muted"><span aria-hidden="true">{range}</span><span className="sr-only">{rangeLabel}</span></span>
          ))}
        </CardHeader>
        <CardContent className="stack">
          {section.summary && <p className="notes-section__summary">{section.summary}</p>}
          {section.keyIdeas.length > 0 && (
            <div>
              <h4 className="notes-section__subtitle">Key Ideas</h4>
              <ul className="notes-section__ideas">
                {section.keyIdeas.map((idea, i) => (
                  <li key={i}>{idea} <CitationChip citation={section.citations.keyIdeas[i]} videoUrl={videoUrl} /></li>
                ))}
              </ul>
            </div>
          )}
          {definitions.length > 0 && (
            <div>
              <h4 className="notes-section__subtitle">Definitions</h4>
              <dl className="definitions">
                {definitions.map(([term, meaning]) => (
                  <div key={term} className="definition">
                    <dt className="definition__term">{term}</dt>
                    <dd className="definition__meaning">{meaning} <CitationChip citation={section.citations.definitions[term]} videoUrl={videoUrl} /></dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          {cardCount === 0 ? (
            <p className="text-muted notes-section__cards">No flashcards from this section.</p>
          ) : (
            <details className="notes-section__cards">
              <summary>{cardCount === 1 ? '1 flashcard' : `${cardCount} flashcards`} from this section</summary>
              <ul className="notes-section__card-list">
                {cards.map((card) => <li key={card.id}>{card.question}</li>)}
              </ul>
            </details>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
