import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `CheckoutPage`). */
export function CheckoutPage() {
  return (
    <div className="container page">
      <PageHeader title="Complete Your Subscription" description="Review your plan and enter your payment details." />
    </div>
  );
}
