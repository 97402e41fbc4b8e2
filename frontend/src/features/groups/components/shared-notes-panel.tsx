import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button-variants';
import { MapIcon, NotesIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGroupNotes } from '../hooks/use-groups';

const sharedOn = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Notes shared with the group, each opening its notes and its jointly edited mind map. */
export function SharedNotesPanel({ groupId }: { groupId: string }) {
  const shared = useGroupNotes(groupId);
  return (
    <section className="shared-notes" aria-labelledby={`shared-notes-${groupId}`}>
      <h3 id={`shared-notes-${groupId}`} className="members-panel__title">Shared notes{shared.data ? ` (${shared.data.length})` : ''}</h3>
      {shared.isPending ? (
        <Skeleton height={40} />
      ) : shared.isError ? (
        <p className="text-muted">The shared notes could not be loaded.</p>
      ) : shared.data.length === 0 ? (
        <p className="text-muted">Nothing shared yet. Open your notes, go to Collaborate and share them with this group.</p>
      ) : (
        <ul className="shared-notes__list" aria-label="Notes shared with this group">
          {shared.data.map((notes) => (
            <li key={notes.notesId} className="shared-notes__item">
              <div className="shared-notes__text">
                <Link to={`/notes/${notes.notesId}`} className="shared-notes__title">{notes.title}</Link>
                <span className="text-muted shared-notes__meta">Shared by {notes.sharedByUsername} · {sharedOn(notes.sharedAt)}</span>
              </div>
              <span className="row">
                <Link to={`/notes/${notes.notesId}`} className={buttonClass({ variant: 'ghost', size: 'sm' })} aria-label={`Notes: ${notes.title}`}><NotesIcon size={16} /> Notes</Link>
                <Link to={`/notes/${notes.notesId}?tab=mindmap`} className={buttonClass({ variant: 'ghost', size: 'sm' })} aria-label={`Mind Map: ${notes.title}`}><MapIcon size={16} /> Mind Map</Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
