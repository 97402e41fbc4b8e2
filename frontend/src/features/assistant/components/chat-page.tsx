import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `ChatPage`). */
export function ChatPage() {
  return (
    <div className="container page">
      <PageHeader title="AI Study Assistant" description="Ask about your study materials, get concepts explained, or get general academic help." />
    </div>
  );
}
