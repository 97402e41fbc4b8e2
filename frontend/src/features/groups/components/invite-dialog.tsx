import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LockIcon, UsersIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast/toast-store';
import { copyText } from '../../../lib/copy-text';
import { groupsApi, type StudyGroup } from '../api/groups-api';
import { useGroupMutation } from '../hooks/use-groups';

/** 'Add': the invite code to share (copy), a new code for owner/admins, public/private for the owner. */
export function InviteDialog({ group, userId, open, onOpenChange }: { group: StudyGroup; userId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const isOwner = group.createdBy === userId;
  const canManage = group.myRole === 'admin';
  const regenerate = useGroupMutation(() => groupsApi.regenerateInviteCode(group.id), {
    failureTitle: 'Could not regenerate the code',
    successToast: ({ inviteCode }) => ({ title: 'New invite code', description: `The old code no longer works. New code: ${inviteCode}` }),
  });
  const visibility = useGroupMutation((isPublic: boolean) => groupsApi.setVisibility(group.id, isPublic), {
    failureTitle: 'Could not change who can find the group',
    successToast: (g) => ({ title: g.isPublic ? 'Group is public' : 'Group is private', description: g.isPublic ? 'Anyone can now find and join it.' : 'Only people with the invite code can join.' }),
  });

  const copy = async () => {
    const ok = await copyText(group.inviteCode);
    toast(ok
      ? { title: 'Invite code copied', description: `Share ${group.inviteCode} with the people you want to invite.`, variant: 'success' }
      : { title: 'Copy failed', description: 'Unable to access clipboard. Copy the code from the box instead.', variant: 'destructive' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Invite people to ${group.name}`} description="Share this code; others enter it under 'Join with a code' on the Study Groups page.">
      <div className="stack">
        <div className="invite-code" aria-label="Invite code" data-testid="invite-code">{group.inviteCode}</div>
        <div className="row">
          <Button onClick={() => void copy()}>Copy code</Button>
          {canManage && (
            <Button variant="outline" loading={regenerate.isPending} onClick={() => regenerate.mutate(undefined)}>Regenerate code</Button>
          )}
        </div>
        <p className="text-muted">{group.memberCount} of {group.maxMembers} members.</p>
        <div className="row">
          {group.isPublic ? <Badge variant="success"><UsersIcon size={12} /> Public</Badge> : <Badge variant="neutral"><LockIcon size={12} /> Private</Badge>}
          {isOwner && (
            <Button variant="outline" size="sm" loading={visibility.isPending} onClick={() => visibility.mutate(!group.isPublic)}>
              {group.isPublic ? 'Make private' : 'Make public'}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
