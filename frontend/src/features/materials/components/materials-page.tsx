import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `MaterialsPage`). */
export function MaterialsPage() {
  return (
    <div className="container page">
      <PageHeader title="Process Your Study Materials" description="Paste text or upload a PDF and get a summary, flashcards and study notes." />
    </div>
  );
}
