import { useState, type ReactNode } from 'react';
import { CitationChip } from '../../../components/citation-chip';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { CardsIcon, ChatIcon, LockIcon, NotesIcon, UploadIcon, UsersIcon, VideoIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatClock } from '../../../lib/media-time';
import type { FlashcardView, StudyNotesView } from '../api/notes-api';
import { useNotesExport } from '../hooks/use-notes-export';
import { useNotesFlashcards } from '../hooks/use-study-notes';
import { formatDate } from '../notes-format';
import { ShareDialog } from './share-dialog';

/** Spec section 9: the folded preview shows 3 cards with answers cut to 50 characters. */
export const PREVIEW_CARDS = 3;
export const PREVIEW_ANSWER_CHARS = 50;

export type FlashcardsMode = 'study' | 'fullscreen';

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

function ActionsCard({ notes, videoUrl }: { notes: StudyNotesView; videoUrl: string | null }) {
  const [shareOpen, setShareOpen] = useState(false);
  const { exportPdf, exportMarkdown } = useNotesExport(notes.id);
  return (
    <Card>
      <CardHeader><CardTitle as="h2">Actions</CardTitle></CardHeader>
      <CardContent className="stack side-actions">
        {videoUrl && (
          <a className={buttonClass({ variant: 'outline', block: true })} href={videoUrl} target="_blank" rel="noopener noreferrer">
            <VideoIcon size={16} /> Watch Original Video
          </a>
        )}
        <Button variant="outline" block onClick={() => setShareOpen(true)}><UsersIcon size={16} /> Share Notes</Button>
        <Button variant="outline" block onClick={exportPdf}><UploadIcon size={16} /> Export as PDF</Button>
        <Button variant="outline" block onClick={exportMarkdown}><NotesIcon size={16} /> Export as Markdown</Button>
      </CardContent>
      <ShareDialog notes={notes} open={shareOpen} onOpenChange={setShareOpen} />
    </Card>
  );
}

function QaCard({ qaPanel }: { qaPanel?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="notes-card__header">
        <CardTitle as="h2"><ChatIcon size={18} /> Q&amp;A Assistant</CardTitle>
        <Button variant={open ? 'outline' : 'secondary'} size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide Q&A' : 'Ask Questions'}
        </Button>
      </CardHeader>
      <CardContent>
        {open ? qaPanel ?? <p className="text-muted">The Q&amp;A assistant is not available yet.</p> : (
          <p className="text-muted">Ask questions about these notes and get answers that cite them.</p>
        )}
      </CardContent>
    </Card>
  );
}

function FlashcardPreview({ card, videoUrl }: { card: FlashcardView; videoUrl: string | null }) {
  return (
    <li className="card-preview">
      <p className="card-preview__question">{card.question}</p>
      <p className="card-preview__answer">
        {cut(card.answer, PREVIEW_ANSWER_CHARS)} <CitationChip citation={card.citation} videoUrl={videoUrl} />
      </p>
    </li>
  );
}

function FlashcardsCard({ notesId, videoUrl, onOpenFlashcards }: { notesId: string; videoUrl: string | null; onOpenFlashcards?: (mode: FlashcardsMode) => void }) {
  const { data: cards, isPending } = useNotesFlashcards(notesId);
  return (
    <Card>
      <CardHeader className="notes-card__header">
        <CardTitle as="h2"><CardsIcon size={18} /> Flashcards</CardTitle>
        {cards && <Badge variant="default">{cards.length}</Badge>}
      </CardHeader>
      <CardContent className="stack">
        {isPending ? (
          <><Skeleton height={48} /><Skeleton height={48} /></>
        ) : !cards || cards.length === 0 ? (
          <p className="text-muted">No flashcards for these notes.</p>
        ) : (
          <ul className="card-previews" data-testid="flashcard-preview">
            {cards.slice(0, PREVIEW_CARDS).map((card) => <FlashcardPreview key={card.id} card={card} videoUrl={videoUrl} />)}
            {cards.length > PREVIEW_CARDS && <li className="text-muted card-previews__more">+{cards.length - PREVIEW_CARDS} more</li>}
          </ul>
        )}
        <div className="side-actions__pair">
          <Button variant="gradient" size="sm" disabled={!cards?.length} onClick={() => onOpenFlashcards?.('study')}>Study Mode</Button>
          <Button variant="outline" size="sm" disabled={!cards?.length} onClick={() => onOpenFlashcards?.('fullscreen')}>Fullscreen</Button>
        </div>
      </CardContent>
    </Card>
  );
}

function SourceInfoCard({ notes }: { notes: StudyNotesView }) {
  const isVideo = notes.source.kind === 'video';
  const rows: [string, ReactNode][] = [['Created', formatDate(notes.createdAt, 'long')]];
  if (isVideo && notes.video?.channelName) rows.push(['Channel', notes.video.channelName]);
  if (isVideo && notes.video?.duration) rows.push(['Length', formatClock(notes.video.duration)]);
  if (notes.source.kind === 'pdf') {
    if (notes.source.filename) rows.push(['File', notes.source.filename]);
    if (notes.source.pageCount) rows.push(['Pages', notes.source.pageCount]);
  }
  if (notes.source.kind === 'text') rows.push(['Source', 'Pasted text']);
  rows.push([
    'Visibility',
    notes.isPublic ? <Badge variant="success"><UsersIcon size={12} /> Public</Badge> : <Badge variant="neutral"><LockIcon size={12} /> Private</Badge>,
  ]);
  return (
    <Card>
      <CardHeader><CardTitle as="h2">{isVideo ? 'Video Info' : 'Source Info'}</CardTitle></CardHeader>
      <CardContent>
        <dl className="info-list">
          {rows.map(([label, value]) => (
            <div key={label} className="info-list__row"><dt>{label}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export interface NotesSidePanelProps {
  notes: StudyNotesView;
  videoUrl: string | null;
  qaPanel?: ReactNode;
  onOpenFlashcards?: (mode: FlashcardsMode) => void;
}

/** Actions, Q&A Assistant, Flashcards and Video Info (spec section 2, Notes tab side panel). */
export function NotesSidePanel({ notes, videoUrl, qaPanel, onOpenFlashcards }: NotesSidePanelProps) {
  return (
    <aside className="notes-side" aria-label="Notes tools">
      <ActionsCard notes={notes} videoUrl={videoUrl} />
      <QaCard qaPanel={qaPanel} />
      <FlashcardsCard notesId={notes.id} videoUrl={videoUrl} onOpenFlashcards={onOpenFlashcards} />
      <SourceInfoCard notes={notes} />
    </aside>
  );
}
