import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `SubscriptionSuccessPage`). */
export function SubscriptionSuccessPage() {
  return (
    <div className="container page">
      <PageHeader title="Welcome to Premium!" description="Your subscription is active. Enjoy unlimited learning." />
    </div>
  );
}
