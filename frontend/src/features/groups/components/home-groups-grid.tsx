import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSignedInAction } from '../../../lib/auth/use-signed-in-action';
import { useJoinPublicGroup, usePublicGroups } from '../hooks/use-groups';

const HOME_GROUPS_MAX = 6;

/** Home's 'Join Study Groups': public groups (name, description, invite code) with a working Join Group. */
export function HomeGroupsGrid() {
  const navigate = useNavigate();
  const groups = usePublicGroups();
  const join = useJoinPublicGroup((group) => navigate(`/study-groups?chat=${group.id}`));
  const joinGroup = useSignedInAction()((_user, groupId: string) => join.mutate(groupId));
  const shown = (groups.data ?? []).slice(0, HOME_GROUPS_MAX);

  return (
    <section className="container home-section" aria-labelledby="groups-title">
      <h2 id="groups-title" className="home-section__title">Join Study Groups</h2>
      {groups.isPending ? (
        <div className="home-grid-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => <Card key={i}><CardContent className="stack"><Skeleton width="60%" /><Skeleton width="90%" /></CardContent></Card>)}
        </div>
      ) : groups.isError ? (
        <EmptyState icon={<UsersIcon />} title="Study groups are unavailable right now" description="Please try again in a moment." />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title="No public study groups yet"
          description="Start one and invite your classmates."
          action={<ButtonLink to="/study-groups" variant="outline">Create a group</ButtonLink>}
        />
      ) : (
        <ul className="home-grid-3">
          {shown.map((group) => (
            <li key={group.id}>
              <Card className="home-group-card" data-group-id={group.id}>
                <CardHeader>
                  <CardTitle>{group.name}</CardTitle>
                  <CardDescription>{group.description || 'No description yet.'}</CardDescription>
                </CardHeader>
                <CardContent className="stack">
                  <span className="text-muted">Invite code: <code>{group.inviteCode}</code></span>
                  <span className="row text-muted"><UsersIcon size={14} /> {group.memberCount}/{group.maxMembers} members</span>
                </CardContent>
                <CardFooter>
                  {group.myRole ? (
                    <ButtonLink to={`/study-groups?chat=${group.id}`} size="sm" variant="secondary">Open Chat</ButtonLink>
                  ) : (
                    <Button
                      size="sm"
                      loading={join.isPending && join.variables === group.id}
                      disabled={group.memberCount >= group.maxMembers}
                      onClick={() => joinGroup(group.id)}
                    >
                      Join Group
                    </Button>
                  )}
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
