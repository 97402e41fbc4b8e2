import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useScrollToHash } from '../../../hooks/use-scroll-to-hash';
import { useNotesFlashcards, useStudyNotes } from '../hooks/use-study-notes';
import { sourceVideoUrl } from '../notes-format';
import { DefinitionsCard, KeyIdeasCard, TimestampsCard } from './notes-sections';
import { NotesOutline } from './notes-outline';
import { NotesSectionBlock } from './notes-section-block';
import { NotesSidePanel, type FlashcardsMode } from './notes-side-panel';
import { SummaryCard } from './summary-card';
import './notes-detail.css';

export interface NotesTabProps {
  notesId: string;
  /** The assistant feature's Q&A panel, shown by the side panel's 'Ask Questions' toggle. */
  qaPanel?: ReactNode;
  /** Study Mode / Fullscreen of the flashcards card: the route switches to the flashcards tab. */
  onOpenFlashcards?: (mode: FlashcardsMode) => void;
}

function NotesTabSkeleton() {
  return (
    <div className="notes-layout" aria-busy="true">
      <div className="notes-main">
        {[120, 220, 160].map((h, i) => <Card key={i}><CardContent className="stack"><Skeleton width="30%" height={20} /><Skeleton height={h} /></CardContent></Card>)}
      </div>
      <div className="notes-side">
        {[160, 100].map((h, i) => <Card key={i}><CardContent><Skeleton height={h} /></CardContent></Card>)}
      </div>
    </div>
  );
}

/**
 * The Notes tab of /notes/:id: summary, the outline of a long source's sections, key ideas,
 * definitions, timestamps, then each section's own notes, and the side panel.
 */
export function NotesTab({ notesId, qaPanel, onOpenFlashcards }: NotesTabProps) {
  const { data: notes, isPending } = useStudyNotes(notesId);
  const { data: flashcards } = useNotesFlashcards(notesId, { enabled: (notes?.sections.length ?? 0) > 0 });
  // Citations (e.g. from the assistant) open the page at a key idea, definition or the summary.
  useScrollToHash(!!notes);
  if (isPending) return <NotesTabSkeleton />;
  if (!notes) return null;
  const videoUrl = sourceVideoUrl(notes);
  return (
    <div className="notes-layout">
      <div className="notes-main">
        <SummaryCard summary={notes.summary} />
        <NotesOutline notes={notes} videoUrl={videoUrl} />
        <KeyIdeasCard notes={notes} videoUrl={videoUrl} />
        <DefinitionsCard notes={notes} videoUrl={videoUrl} />
        <TimestampsCard notes={notes} videoUrl={videoUrl} />
        {notes.sections.length > 0 && (
          <div className="notes-sections" aria-label="Sections" role="region">
            <h2 className="notes-sections__title">Sections</h2>
            {notes.sections.map((section) => <NotesSectionBlock key={section.index} section={section} videoUrl={videoUrl} flashcards={flashcards} />)}
          </div>
        )}
      </div>
      <NotesSidePanel notes={notes} videoUrl={videoUrl} qaPanel={qaPanel} onOpenFlashcards={onOpenFlashcards} />
    </div>
  );
}
