import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSignedInAction } from '../../../lib/auth/use-signed-in-action';
import { useUser } from '../../../lib/auth/use-user';
import type { StudyGroup } from '../api/groups-api';
import { useJoinPublicGroup, usePublicGroups, useUserGroups } from '../hooks/use-groups';
import { CreateGroupDialog } from './create-group-dialog';
import { PublicGroupCard, YourGroupCard } from './group-cards';
import { GroupRoom } from './group-room';
import { InviteDialog } from './invite-dialog';
import { JoinByCodeForm } from './join-by-code-form';
import './study-groups.css';

function CardsSkeleton() {
  return (
    <div className="groups-grid" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => <Card key={i}><CardContent className="stack"><Skeleton width="60%" /><Skeleton width="90%" /><Skeleton width="40%" /></CardContent></Card>)}
    </div>
  );
}

/** /study-groups: Create Group, join with a code, Your Groups (Chat, Add), Public Groups (Join Group), and the open chat. */
export function StudyGroupsPage() {
  const { user, isAuthenticated } = useUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState<string | null>(null);
  const yours = useUserGroups();
  const publicGroups = usePublicGroups();
  const openChat = (group: Pick<StudyGroup, 'id'>) => {
    setParams({ chat: group.id });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const join = useJoinPublicGroup(openChat);

  const chatId = params.get('chat');
  const chatGroup = chatId ? yours.data?.find((g) => g.id === chatId) ?? null : null;
  // After leaving, removal or deletion the group drops out of 'Your Groups'; its chat stays on screen, closed, saying why.
  const [lastChatGroup, setLastChatGroup] = useState<StudyGroup | null>(null);
  useEffect(() => { if (chatGroup) setLastChatGroup(chatGroup); }, [chatGroup]);
  const shownGroup = chatGroup ?? (lastChatGroup?.id === chatId ? lastChatGroup : null);
  const inviteGroup = inviting ? yours.data?.find((g) => g.id === inviting) ?? null : null;
  const signInFirst = () => navigate('/auth');
  const signedIn = useSignedInAction();
  const startCreating = signedIn(() => setCreating(true));
  const joinPublic = signedIn((_user, groupId: string) => join.mutate(groupId));

  return (
    <div className="container page study-groups">
      <PageHeader
        title="Study Groups"
        description="Learn together: create a group, invite classmates with a code, chat live and share your notes."
        actions={<Button onClick={startCreating}>Create Group</Button>}
      />

      {isAuthenticated && user && shownGroup && (
        <GroupRoom key={shownGroup.id} group={shownGroup} userId={user.id} member={chatGroup !== null} onClose={() => setParams({})} />
      )}
      {isAuthenticated && chatId && yours.isSuccess && !shownGroup && (
        <EmptyState icon={<UsersIcon />} title="This chat is not available" description="You are not a member of that group (any more)." />
      )}

      <section className="groups-section" aria-labelledby="join-code-title">
        <h2 id="join-code-title" className="groups-section__title">Join with a code</h2>
        {isAuthenticated ? <JoinByCodeForm onJoined={openChat} /> : (
          <p className="text-muted">Sign in to create or join study groups. <Button variant="link" onClick={signInFirst}>Sign in</Button></p>
        )}
      </section>

      {isAuthenticated && user && (
        <section className="groups-section" aria-labelledby="your-groups-title">
          <h2 id="your-groups-title" className="groups-section__title">Your Groups</h2>
          {yours.isPending ? <CardsSkeleton /> : yours.isError ? (
            <EmptyState icon={<UsersIcon />} title="Your groups could not be loaded" description="Please try again in a moment." />
          ) : yours.data.length === 0 ? (
            <EmptyState icon={<UsersIcon />} title="You are not in any group yet" description="Create a group or join one with an invite code." />
          ) : (
            <div className="groups-grid">
              {yours.data.map((g) => (
                <YourGroupCard key={g.id} group={g} userId={user.id} onChat={() => openChat(g)} onInvite={() => setInviting(g.id)} />
              ))}
            </div>
          )}
        </section>
      )}

      <section className="groups-section" aria-labelledby="public-groups-title">
        <h2 id="public-groups-title" className="groups-section__title">Public Groups</h2>
        {publicGroups.isPending ? <CardsSkeleton /> : publicGroups.isError ? (
          <EmptyState icon={<UsersIcon />} title="Public groups could not be loaded" description="Please try again in a moment." />
        ) : publicGroups.data.length === 0 ? (
          <EmptyState icon={<UsersIcon />} title="No public groups yet" description="Create a group and make it public so others can find it." />
        ) : (
          <div className="groups-grid">
            {publicGroups.data.map((g) => (
              <PublicGroupCard
                key={g.id}
                group={g}
                joining={join.isPending && join.variables === g.id}
                onJoin={() => joinPublic(g.id)}
                onChat={() => openChat(g)}
              />
            ))}
          </div>
        )}
      </section>

      {isAuthenticated && <CreateGroupDialog open={creating} onOpenChange={setCreating} onCreated={openChat} />}
      {user && inviteGroup && <InviteDialog group={inviteGroup} userId={user.id} open onOpenChange={(open) => !open && setInviting(null)} />}
    </div>
  );
}
