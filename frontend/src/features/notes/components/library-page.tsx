import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `LibraryPage`). */
export function LibraryPage() {
  return (
    <div className="container page">
      <PageHeader title="My Learning Library" description="All your study notes and processed videos in one place." />
    </div>
  );
}
