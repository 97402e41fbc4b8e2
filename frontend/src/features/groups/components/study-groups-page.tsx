import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `StudyGroupsPage`). */
export function StudyGroupsPage() {
  return (
    <div className="container page">
      <PageHeader title="Study Groups" description="Learn together: create a group or join one with an invite code." />
    </div>
  );
}
