import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';

/**
 * Placeholder header of /notes/:id (back link, title, length, level, XP, badges, actions):
 * the notes feature replaces this file (keep the export and its props).
 */
export function NotesDetailHeader({ notesId }: { notesId: string }) {
  return (
    <div className="stack" data-notes-id={notesId}>
      <Link to="/" className="row text-muted">
        <ArrowLeftIcon size={16} /> Back to Home
      </Link>
      <PageHeader title="Study Notes" />
    </div>
  );
}
