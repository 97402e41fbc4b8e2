import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckIcon, LockIcon, UsersIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast/toast-store';
import { copyText } from '../../../lib/copy-text';
import type { StudyNotesView } from '../api/notes-api';
import { useNotesVisibility } from '../hooks/use-notes-visibility';

export function notesLink(notesId: string): string {
  return `${window.location.origin}/notes/${encodeURIComponent(notesId)}`;
}

async function copyLink(notesId: string) {
  const ok = await copyText(notesLink(notesId));
  toast(
    ok
      ? { title: 'Link copied', description: 'Anyone with the link can view these notes.', variant: 'success' }
      : { title: 'Copy failed', description: 'Unable to access clipboard. Copy the link from the box instead.', variant: 'destructive' },
  );
}

/**
 * Share Notes: the owner makes the notes public (and the link is copied) or private again; anyone
 * else viewing public notes just copies the link.
 */
export function ShareDialog({ notes, open, onOpenChange }: { notes: StudyNotesView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const visibility = useNotesVisibility(notes.id);
  const link = notesLink(notes.id);

  const makePublicAndCopy = () =>
    visibility.mutate(true, {
      onSuccess: () => void copyLink(notes.id),
    });
  const makePrivate = () =>
    visibility.mutate(false, {
      onSuccess: () => toast({ title: 'Notes are private', description: 'Only you can see these notes now.' }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Notes"
      description={
        notes.isOwner
          ? notes.isPublic
            ? 'These notes are public: anyone with the link can view them, and they appear in public lists.'
            : 'These notes are private: only you can see them. Make them public to share the link.'
          : 'Copy the link to share these public notes.'
      }
    >
      <div className="stack share-dialog">
        <div className="row">
          <span className="text-muted">Visibility</span>
          {notes.isPublic ? (
            <Badge variant="success"><UsersIcon size={12} /> Public</Badge>
          ) : (
            <Badge variant="neutral"><LockIcon size={12} /> Private</Badge>
          )}
        </div>
        <label className="label" htmlFor={`share-link-${notes.id}`}>Link</label>
        <div className="share-dialog__link">
          <Input id={`share-link-${notes.id}`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          {notes.isPublic && (
            <Button variant="outline" onClick={() => void copyLink(notes.id)}>Copy Link</Button>
          )}
        </div>
        {notes.isOwner && (
          <div className="row share-dialog__actions">
            {notes.isPublic ? (
              <Button variant="outline" loading={visibility.isPending} onClick={makePrivate}>
                {!visibility.isPending && <LockIcon size={16} />} Make Private
              </Button>
            ) : (
              <Button variant="gradient" loading={visibility.isPending} onClick={makePublicAndCopy}>
                {!visibility.isPending && <CheckIcon size={16} />} Make Public & Copy Link
              </Button>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
