import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `FlashcardsPage`). */
export function FlashcardsPage() {
  return (
    <div className="container page">
      <PageHeader title="Flashcards" description="Review the cards that are due and keep your streak going." />
    </div>
  );
}
