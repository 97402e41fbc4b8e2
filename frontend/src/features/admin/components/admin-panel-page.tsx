import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `AdminPanelPage`). */
export function AdminPanelPage() {
  return (
    <div className="container page">
      <PageHeader title="Admin Panel" description="Manage administrator access." />
    </div>
  );
}
