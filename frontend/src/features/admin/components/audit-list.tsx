import type { AdminAuditEntry, AuditPerson } from '@studyloop/events';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminAudit } from '../hooks/use-admin-lists';

const REASONS: Record<string, string> = { 'admin-emails': 'ADMIN_EMAILS setting', cli: 'admin:promote command', 'admin-action': 'admin panel' };

const who = (person: AuditPerson | null) => (person ? person.email ?? person.username ?? person.id : 'unknown user');

function describe(entry: AdminAuditEntry): string {
  if (entry.action === 'promote-to-admin') {
    const reason = REASONS[String(entry.details.reason)] ?? String(entry.details.reason ?? '');
    return entry.actor ? `${who(entry.actor)} promoted ${who(entry.target)} to admin` : `${who(entry.target)} became an admin via the ${reason}`;
  }
  return `${entry.action}: ${who(entry.target)}`;
}

/** The admin actions recorded as events (newest first), for admins only. */
export function AuditList() {
  const audit = useAdminAudit();
  return (
    <Card role="region" aria-labelledby="audit-title" className="admin-audit">
      <CardHeader>
        <CardTitle id="audit-title" as="h2">Admin Activity</CardTitle>
        <CardDescription>Every admin action is recorded and cannot be edited.</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isPending && <Skeleton height={64} />}
        {audit.isError && <p className="text-muted">Could not load the activity log.</p>}
        {audit.data && audit.data.entries.length === 0 && <p className="text-muted">No admin actions yet.</p>}
        {audit.data && audit.data.entries.length > 0 && (
          <ol className="admin-audit__list" aria-label="Admin activity">
            {audit.data.entries.map((entry) => (
              <li key={entry.id}>
                <span>{describe(entry)}</span>
                <time className="text-muted" dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
