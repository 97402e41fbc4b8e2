import type { BillingSummaryResponse } from '@studyloop/events';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { pricingFailure } from '../api/billing-errors';
import { useRefreshPlanData } from '../hooks/use-billing';
import { useBillingPortal, useCancelTestSubscription } from '../hooks/use-billing-writes';
import { formatDate, planOf } from '../plan-text';

const STATUS_TEXT: Record<string, string> = {
  active: 'Active', trialing: 'Trial', past_due: 'Payment due', incomplete: 'Awaiting payment', canceled: 'Cancelled',
  incomplete_expired: 'Expired', unpaid: 'Unpaid', paused: 'Paused',
};

/** The learner's plan on /pricing: status, when a cancelled plan ends, and where to manage it. */
export function CurrentPlanPanel({ summary }: { summary: BillingSummaryResponse }) {
  const refreshPlanData = useRefreshPlanData();
  const portal = useBillingPortal({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast({ title: 'Error', description: pricingFailure(error), variant: 'destructive' }),
  });
  const cancelTest = useCancelTestSubscription({
    onSuccess: async () => {
      await refreshPlanData();
      toast({ title: 'Subscription cancelled', description: 'Your test subscription has ended; you are back on the Free plan.' });
    },
    onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to cancel the subscription', variant: 'destructive' }),
  });

  if (summary.tier === 'admin') {
    return <Alert variant="info" title="Admin account">Your admin account already includes every plan, with unlimited video processing.</Alert>;
  }
  const sub = summary.subscription;
  const paid = summary.tier === 'premium' || summary.tier === 'pro';
  if (!paid && !summary.canManage) return null;

  return (
    <Card className="current-plan" aria-label="Your plan">
      <CardHeader>
        <CardTitle as="h2">
          Your plan: {planOf(paid ? summary.tier as 'premium' | 'pro' : 'free').name}
          {sub && <Badge variant={sub.status === 'active' ? 'success' : 'warning'}>{STATUS_TEXT[sub.status] ?? sub.status}</Badge>}
        </CardTitle>
        {sub && paid && !sub.cancelAtPeriodEnd && <CardDescription>Renews on {formatDate(sub.currentPeriodEnd)}.</CardDescription>}
      </CardHeader>
      <CardContent className="stack">
        {sub?.cancelAtPeriodEnd && paid && (
          <Alert variant="warning" title="Cancellation scheduled">Your plan ends on {formatDate(sub.currentPeriodEnd)}. You keep full access until then.</Alert>
        )}
        {sub?.status === 'past_due' && (
          <Alert variant="destructive" title="Payment failed">We could not charge your card. Update your payment method to keep your plan.</Alert>
        )}
        <div className="row">
          {summary.canManage && (
            <Button variant="outline" loading={portal.isPending} onClick={() => portal.mutate()}>Manage subscription</Button>
          )}
          {summary.mode === 'test' && sub?.provider === 'test' && paid && (
            <Button variant="outline" loading={cancelTest.isPending} onClick={() => cancelTest.mutate()}>Cancel test subscription</Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
