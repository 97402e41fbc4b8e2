import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/auth/use-user';
import { groupsApi } from '../api/groups-api';
import { useGroupMutation, useGroupsSharedWith, useUserGroups } from '../hooks/use-groups';
import { GroupChat } from './group-chat';
import './study-groups.css';

/** The owner shares the notes with one of their groups. */
function ShareWithGroup({ notesId, sharedIds }: { notesId: string; sharedIds: string[] }) {
  const mine = useUserGroups();
  const candidates = (mine.data ?? []).filter((g) => !sharedIds.includes(g.id));
  const [picked, setPicked] = useState('');
  const share = useGroupMutation((groupId: string) => groupsApi.shareNotes(groupId, notesId), {
    failureTitle: 'Could not share the notes',
    successToast: (_, groupId) => ({ title: 'Notes shared', description: `Members of ${mine.data?.find((g) => g.id === groupId)?.name ?? 'the group'} can now open them and edit the mind map.` }),
    onSuccess: () => setPicked(''),
  });
  if (mine.isPending) return null;
  if ((mine.data ?? []).length === 0) {
    return <p className="text-muted">Create or join a group on <Link to="/study-groups">Study Groups</Link> to share these notes.</p>;
  }
  if (candidates.length === 0) return null;
  const value = picked || candidates[0].id;
  return (
    <form className="join-code" onSubmit={(e) => { e.preventDefault(); share.mutate(value); }} aria-label="Share with a group">
      <select className="input" aria-label="Group to share with" value={value} onChange={(e) => setPicked(e.target.value)}>
        {candidates.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
      </select>
      <Button type="submit" variant="secondary" loading={share.isPending}>Share with group</Button>
    </form>
  );
}

/** Collaborate tab of /notes/:id: the live chat of a group these notes are shared with, and sharing for the owner. */
export function CollaborateTab({ notesId }: { notesId: string }) {
  const { user, isAuthenticated, isPending: userPending } = useUser();
  const view = useGroupsSharedWith(notesId);
  const [selected, setSelected] = useState<string | null>(null);
  const groups = view.data?.groups ?? [];
  const group = groups.find((g) => g.id === selected) ?? groups[0] ?? null;
  const unshare = useGroupMutation((groupId: string) => groupsApi.unshareNotes(groupId, notesId), {
    failureTitle: 'Could not stop sharing',
    successToast: () => ({ title: 'No longer shared', description: 'The group can no longer open these notes.' }),
    onSuccess: () => setSelected(null),
  });

  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Study Together</CardTitle>
        <CardDescription>Discuss these notes with your study group.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        {userPending ? <LoadingBlock message="Loading..." /> : !isAuthenticated || !user ? (
          <EmptyState icon={<UsersIcon />} title="Sign in to study together" description="Share notes with your study group and chat about them live." action={<ButtonLink to="/auth">Sign in</ButtonLink>} />
        ) : view.isPending ? <LoadingBlock message="Loading your groups..." /> : view.isError ? (
          <EmptyState icon={<UsersIcon />} title="Groups could not be loaded" description="Please try again in a moment." />
        ) : (
          <>
            {groups.length > 1 && (
              <div className="row" role="group" aria-label="Groups these notes are shared with">
                {groups.map((g) => (
                  <Button key={g.id} size="sm" variant={g.id === group?.id ? 'primary' : 'outline'} aria-pressed={g.id === group?.id} onClick={() => setSelected(g.id)}>{g.name}</Button>
                ))}
              </div>
            )}
            {group ? (
              <>
                <GroupChat key={group.id} group={group} userId={user.id} compact />
                {(view.data.isOwner || group.myRole === 'admin') && (
                  <Button variant="ghost" size="sm" loading={unshare.isPending} onClick={() => unshare.mutate(group.id)}>Stop sharing with {group.name}</Button>
                )}
              </>
            ) : (
              <EmptyState
                icon={<UsersIcon />}
                title="Not shared with any of your groups"
                description={view.data.isOwner ? 'Share these notes with a group to chat about them and edit the mind map together.' : 'Only the owner of these notes can share them with a group.'}
              />
            )}
            {view.data.isOwner && <ShareWithGroup notesId={notesId} sharedIds={groups.map((g) => g.id)} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
