import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `DashboardPage`). */
export function DashboardPage() {
  return (
    <div className="container page">
      <PageHeader title="Study Dashboard" description="Your study time, streak, accuracy and goals at a glance." />
    </div>
  );
}
