import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { LockIcon, UsersIcon } from '../../../components/ui/icons';
import type { StudyGroup } from '../api/groups-api';
import { OwnerBadge, RoleBadge } from './role-badge';

function MemberCount({ group }: { group: StudyGroup }) {
  return <span className="text-muted group-card__count"><UsersIcon size={14} /> {group.memberCount}/{group.maxMembers} members</span>;
}

/** One of 'Your Groups': Owner badge, Chat and Add (invite). */
export function YourGroupCard({ group, userId, onChat, onInvite }: { group: StudyGroup; userId: string; onChat: () => void; onInvite: () => void }) {
  return (
    <Card className="group-card" data-group-id={group.id}>
      <CardHeader>
        <CardTitle>{group.name}</CardTitle>
        <div className="row">
          {group.createdBy === userId ? <OwnerBadge /> : group.myRole && <RoleBadge role={group.myRole} />}
          {group.isPublic ? <Badge variant="success">Public</Badge> : <Badge variant="neutral"><LockIcon size={12} /> Private</Badge>}
        </div>
        {group.description && <CardDescription>{group.description}</CardDescription>}
      </CardHeader>
      <CardContent><MemberCount group={group} /></CardContent>
      <CardFooter>
        <Button size="sm" onClick={onChat}>Chat</Button>
        <Button size="sm" variant="outline" onClick={onInvite} aria-label={`Add people to ${group.name}`}>Add</Button>
      </CardFooter>
    </Card>
  );
}

/** One of 'Public Groups': Join Group, or Chat when already a member. */
export function PublicGroupCard({ group, joining, onJoin, onChat }: { group: StudyGroup; joining: boolean; onJoin: () => void; onChat: () => void }) {
  const full = group.memberCount >= group.maxMembers;
  return (
    <Card className="group-card" data-group-id={group.id}>
      <CardHeader>
        <CardTitle>{group.name}</CardTitle>
        {group.description && <CardDescription>{group.description}</CardDescription>}
      </CardHeader>
      <CardContent className="stack">
        <MemberCount group={group} />
        <span className="text-muted">Invite code: <code>{group.inviteCode}</code></span>
      </CardContent>
      <CardFooter>
        {group.myRole ? (
          <Button size="sm" variant="secondary" onClick={onChat}>Chat</Button>
        ) : (
          <Button size="sm" loading={joining} disabled={full} onClick={onJoin}>{full ? 'Group full' : 'Join Group'}</Button>
        )}
      </CardFooter>
    </Card>
  );
}
