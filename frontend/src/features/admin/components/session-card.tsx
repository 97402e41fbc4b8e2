import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { UserIcon } from '../../../components/ui/icons';
import type { CurrentUser } from '../../../lib/auth/auth-api';

/** 'Current Session': who is signed in and whether the server considers them an admin. */
export function SessionCard({ user }: { user: CurrentUser }) {
  return (
    <Card role="region" aria-labelledby="session-title">
      <CardHeader>
        <CardTitle id="session-title" as="h2"><UserIcon size={18} /> Current Session</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="admin-session">
          <dt>User</dt>
          <dd>{user.email || user.username}</dd>
          <dt>User ID</dt>
          <dd><code>{user.id}</code></dd>
          <dt>Admin status</dt>
          <dd>{user.isAdmin ? <Badge variant="destructive">Admin</Badge> : <Badge variant="neutral">Regular User</Badge>}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
