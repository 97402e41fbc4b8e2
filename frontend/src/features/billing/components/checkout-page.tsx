import type { CreateSubscriptionResponse, PaidTier } from '@studyloop/events';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LockIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorStatus, serverMessage } from '../../../lib/api-client';
import { RequireAuth } from '../../../lib/auth/require-auth';
import { useBillingConfig, useRefreshPlanData } from '../hooks/use-billing';
import { useCreateSubscription } from '../hooks/use-billing-writes';
import { isPaidTier, planOf } from '../plan-text';
import { PlanSummary } from './plan-summary';
import { StripePaymentForm, SUCCESS_PATH } from './stripe-payment-form';
import { TestModePaymentForm } from './test-mode-payment-form';
import './billing.css';

/** /checkout?tier=premium|pro — a wrong tier goes back to /pricing with a toast (spec section 5). */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const tier = params.get('tier');
  const warned = useRef(false);
  const valid = isPaidTier(tier);

  useEffect(() => {
    if (valid || warned.current) return;
    warned.current = true;
    toast({ title: 'Invalid subscription tier', description: 'Please select a valid subscription plan.', variant: 'destructive' });
  }, [valid]);

  if (!valid) return <Navigate to="/pricing" replace />;
  return <RequireAuth loadingMessage="Loading checkout...">{() => <Checkout tier={tier} />}</RequireAuth>;
}

function Checkout({ tier }: { tier: PaidTier }) {
  const navigate = useNavigate();
  const config = useBillingConfig();
  const refreshPlanData = useRefreshPlanData();
  const start = useCreateSubscription({
    onSuccess: async (result) => {
      if (result.clientSecret !== null) return;
      // A plan switch paid with the saved card: nothing left to confirm here.
      await refreshPlanData();
      toast({ title: 'Payment Successful', description: 'Thank you for subscribing!', variant: 'success' });
      navigate(`${SUCCESS_PATH}?tier=${tier}`);
    },
    onError: (error) => {
      const reason = errorStatus(error) === 409 ? serverMessage(error) : undefined;
      toast({ title: 'Failed to create subscription', description: reason ?? 'Please try again or contact support.', variant: 'destructive' });
      navigate('/pricing', { replace: true });
    },
  });
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    start.mutate(tier);
  }, [start, tier]);

  return (
    <div className="container page checkout-page">
      <PageHeader title="Complete Your Subscription" description={`Review your ${planOf(tier).name} plan and enter your payment details.`} />
      <div className="checkout-layout">
        <PlanSummary tier={tier} />
        <Card aria-label="Payment details">
          <CardHeader>
            <CardTitle as="h2"><LockIcon size={18} /> Payment details</CardTitle>
            <CardDescription>Payments are encrypted and processed by Stripe.</CardDescription>
          </CardHeader>
          <CardContent>
            <PaymentArea tier={tier} result={start.data} publishableKey={config.data?.publishableKey} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function PaymentArea({ tier, result, publishableKey }: { tier: PaidTier; result: CreateSubscriptionResponse | undefined; publishableKey: string | undefined }) {
  if (!result) return <LoadingBlock message="Setting up your subscription..." />;
  if (result.mode === 'test') return <TestModePaymentForm tier={tier} />;
  if (result.clientSecret === null) return <LoadingBlock message="Switching your plan..." />;
  if (!publishableKey) return <LoadingBlock message="Loading the payment form..." />;
  return <StripePaymentForm publishableKey={publishableKey} clientSecret={result.clientSecret} tier={tier} />;
}
