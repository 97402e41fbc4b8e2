import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, BrainIcon, CardsIcon, NotesIcon, SparklesIcon, TimerIcon, TrendingIcon, UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUser } from '../../../lib/auth/use-user';
import { formatClock } from '../../../lib/media-time';
import { useNotesExport } from '../hooks/use-notes-export';
import { useNotesFlashcards, useStudyNotes } from '../hooks/use-study-notes';
import { formatDate } from '../notes-format';
import { ExportMenu } from './export-menu';
import { NotesPrintView } from './notes-print-view';
import { ShareDialog } from './share-dialog';
import './notes-detail.css';

export interface NotesDetailHeaderProps {
  notesId: string;
  /** 'Study' opens the flashcards tab. */
  onStudy?: () => void;
  /** The assistant feature's Translate control; without it a disabled Translate button explains why. */
  translateAction?: ReactNode;
}

function HeaderSkeleton() {
  return (
    <div className="notes-header" aria-busy="true" data-testid="notes-header-skeleton">
      <Skeleton width={120} />
      <Skeleton width="60%" height={34} />
      <div className="row"><Skeleton width={80} height={24} /><Skeleton width={90} height={24} /><Skeleton width={110} height={24} /></div>
    </div>
  );
}

/** /notes/:id header: back link, title, length, level, XP, badges, Translate/Share/Export/Study (spec section 2). */
export function NotesDetailHeader({ notesId, onStudy, translateAction }: NotesDetailHeaderProps) {
  const { data: notes, isPending } = useStudyNotes(notesId);
  const { data: flashcards } = useNotesFlashcards(notesId);
  const { user } = useUser();
  const { exportPdf, exportMarkdown } = useNotesExport(notesId);
  const [shareOpen, setShareOpen] = useState(false);

  if (isPending) return <HeaderSkeleton />;
  if (!notes) return null;

  const cardCount = flashcards?.length ?? notes.flashcardCount;
  const videoSeconds = notes.video?.duration ?? null;

  return (
    <header className="notes-header">
      <Link to="/" className="notes-header__back"><ArrowLeftIcon size={16} /> Back to Home</Link>
      <div className="notes-header__main">
        <div className="notes-header__text">
          <h1 className="page-title notes-header__title">{notes.title}</h1>
          <p className="notes-header__meta">
            {videoSeconds !== null ? (
              <span title="Video length"><TimerIcon size={15} /> {formatClock(videoSeconds)}</span>
            ) : (
              <span title="Reading time"><TimerIcon size={15} /> {notes.duration} min read</span>
            )}
            {user && (
              <>
                <span title="Your level"><TrendingIcon size={15} /> Level {user.level}</span>
                <span title="Your experience points"><SparklesIcon size={15} /> {user.experiencePoints.toLocaleString()} XP</span>
              </>
            )}
          </p>
          <div className="row notes-header__badges">
            <Badge variant="default"><BrainIcon size={12} /> {notes.keyIdeas.length} key ideas</Badge>
            <Badge variant="default"><CardsIcon size={12} /> {cardCount} flashcards</Badge>
            <Badge variant="neutral">Created {formatDate(notes.createdAt)}</Badge>
          </div>
        </div>
        <div className="row notes-header__actions">
          {translateAction ?? (
            <span className="notes-header__tooltip" title="Translation needs a language model" tabIndex={0} aria-label="Translate: translation needs a language model">
              <Button variant="outline" size="sm" disabled>
                <NotesIcon size={16} /> Translate
              </Button>
            </span>
          )}
          <Button variant="outline" size="sm" onClick={() => setShareOpen(true)}>
            <UsersIcon size={16} /> Share
          </Button>
          <ExportMenu onPdf={exportPdf} onMarkdown={exportMarkdown} />
          <Button variant="gradient" size="sm" onClick={onStudy}>
            <CardsIcon size={16} /> Study
          </Button>
        </div>
      </div>
      <ShareDialog notes={notes} open={shareOpen} onOpenChange={setShareOpen} />
      <NotesPrintView notes={notes} flashcards={flashcards ?? []} />
    </header>
  );
}
