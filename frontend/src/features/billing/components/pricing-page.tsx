import { PageHeader } from '../../../components/ui/page-header';

/** Placeholder page: the owning feature replaces this file (keep the export name `PricingPage`). */
export function PricingPage() {
  return (
    <div className="container page">
      <PageHeader title="Choose Your Plan" description="Start free, upgrade when you need unlimited videos and advanced study tools." />
    </div>
  );
}
