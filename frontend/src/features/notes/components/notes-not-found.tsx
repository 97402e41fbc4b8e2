import { ButtonLink } from '../../../components/ui/button-link';
import { ArrowLeftIcon, NotesIcon } from '../../../components/ui/icons';

/** /notes/:id when the notes do not exist (or are someone else's private notes). */
export function NotesNotFound() {
  return (
    <div className="notes-not-found" data-testid="notes-not-found">
      <span className="empty-state__icon"><NotesIcon size={24} /></span>
      <h1 className="page-title">Study notes not found</h1>
      <p className="text-muted">The study notes you're looking for don't exist.</p>
      <ButtonLink to="/" variant="primary"><ArrowLeftIcon size={16} /> Back to Home</ButtonLink>
    </div>
  );
}
