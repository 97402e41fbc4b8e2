import { PageHeader } from '../../../components/ui/page-header';
import { RequireAuth } from '../../../lib/auth/require-auth';
import { AuditList } from './audit-list';
import { ParkedEventsList } from './parked-events-list';
import { PromoteForm } from './promote-form';
import { RestrictedBanner } from './restricted-banner';
import { SessionCard } from './session-card';
import './admin.css';

/** /secret-admin-panel — logged-out visitors go to /auth; every action is checked again on the server. */
export function AdminPanelPage() {
  return (
    <RequireAuth loadingMessage="Verifying access...">
      {(user) => (
        <div className="container page admin-page">
          <PageHeader title="Admin Panel" description="Manage administrator access." />
          <RestrictedBanner />
          <div className="admin-grid">
            <PromoteForm isAdmin={user.isAdmin} />
            <SessionCard user={user} />
          </div>
          {user.isAdmin && <ParkedEventsList />}
          {user.isAdmin && <AuditList />}
        </div>
      )}
    </RequireAuth>
  );
}
