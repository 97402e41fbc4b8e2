import type { BillingSummaryResponse } from '@studyloop/events';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { buttonClass } from '../../../components/ui/button-variants';
import { Card, CardContent } from '../../../components/ui/card';
import { CheckIcon, MailIcon, SparklesIcon } from '../../../components/ui/icons';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast/toast-store';
import { RequireAuth } from '../../../lib/auth/require-auth';
import { useRefreshPlanData, useSubscriptionSummary } from '../hooks/use-billing';
import { useSubscriptionRefreshPoll } from '../hooks/use-billing-writes';
import { isPaidTier, planOf, PREMIUM_BENEFITS } from '../plan-text';
import { Celebration } from './celebration';
import './billing.css';

const POLL_MS = 2_000;
const MAX_POLLS = 15;
const SUPPORT_EMAIL = 'support@studyloop.app';

const isPaid = (summary: BillingSummaryResponse | undefined) => summary?.tier === 'premium' || summary?.tier === 'pro' || summary?.tier === 'admin';

/** /subscription-success — confirms the plan with the server (Stripe may still be settling), then celebrates. */
export function SubscriptionSuccessPage() {
  return <RequireAuth loadingMessage="Loading...">{() => <SubscriptionSuccess />}</RequireAuth>;
}

function SubscriptionSuccess() {
  const [params] = useSearchParams();
  return PAYMENT_PARAMS.some((name) => params.has(name)) ? <ConfirmPayment /> : <NothingToConfirm />;
}

function ConfirmPayment() {
  const [params] = useSearchParams();
  const redirectFailed = params.get('redirect_status') === 'failed';
  const refreshPlanData = useRefreshPlanData();
  // Re-reads the subscription from the provider until the payment shows up (webhooks can lag a little).
  const plan = useSubscriptionRefreshPoll({ enabled: !redirectFailed, done: isPaid, pollMs: POLL_MS, maxPolls: MAX_POLLS });
  const active = isPaid(plan.data);

  useEffect(() => {
    if (active) void refreshPlanData();
  }, [active, refreshPlanData]);
  useEffect(() => {
    if (redirectFailed) toast({ title: 'Payment Failed', description: 'Your payment was not completed. Please try another payment method.', variant: 'destructive' });
  }, [redirectFailed]);

  if (redirectFailed) {
    return (
      <div className="container page success-page">
        <Alert variant="destructive" title="Payment Failed">Your payment was not completed, so your plan has not changed.</Alert>
        <ButtonLink to="/pricing" variant="outline">Back to Pricing</ButtonLink>
      </div>
    );
  }
  if (!active) {
    const gaveUp = plan.gaveUp;
    return (
      <div className="container page success-page">
        {gaveUp ? (
          <Alert variant="warning" title="Still confirming your payment">
            Stripe has not confirmed the payment yet. Your plan switches as soon as it does; you can close this page.
          </Alert>
        ) : (
          <LoadingBlock message="Confirming your payment..." />
        )}
      </div>
    );
  }

  return <SuccessCard tier={plan.data?.tier ?? null} />;
}

/** Query parameters that carry a payment to confirm (test mode's tier, Stripe's return). */
const PAYMENT_PARAMS = ['tier', 'payment_intent', 'redirect_status', 'setup_intent'];

/**
 * Spec section 9's page: celebration, the premium benefits, Start Learning Now, Browse Study Materials,
 * Contact Support. With a payment to confirm it waits for the server first; opened on its own it shows
 * the page at once for the learner's current plan (nothing to wait for).
 */
function SuccessCard({ tier, nothingConfirmed = false }: { tier: BillingSummaryResponse['tier'] | null; nothingConfirmed?: boolean }) {
  const paid = isPaidTier(tier);
  const name = paid ? planOf(tier as 'premium' | 'pro').name : 'Premium';
  return (
    <div className="container page success-page">
      {(!nothingConfirmed || paid) && <Celebration />}
      <Card className="success-card">
        <CardContent className="stack success-card__body">
          <div className="success-card__badge"><CheckIcon size={36} /></div>
          <h1 className="page-title">{nothingConfirmed && !paid ? 'StudyLoop Premium' : `Welcome to ${name}!`}</h1>
          <p className="text-muted" data-testid="success-status">
            {nothingConfirmed && !paid
              ? 'There is no payment to confirm here. This is what a Premium plan brings:'
              : 'Your subscription is active. Enjoy unlimited learning.'}
          </p>
          <ul className="success-card__benefits" aria-label="Your benefits">
            {PREMIUM_BENEFITS.map((benefit) => (
              <li key={benefit}><SparklesIcon size={16} /> {benefit}</li>
            ))}
          </ul>
          <div className="row success-card__actions">
            <ButtonLink to="/" variant="gradient" size="lg">Start Learning Now</ButtonLink>
            <ButtonLink to="/notes" variant="outline" size="lg">Browse Study Materials</ButtonLink>
            <a className={buttonClass({ variant: 'ghost', size: 'lg' })} href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`StudyLoop ${name} subscription`)}`}>
              <MailIcon size={16} /> Contact Support
            </a>
            {nothingConfirmed && !paid && <ButtonLink to="/pricing" variant="outline" size="lg">See plans</ButtonLink>}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** Opened without a payment: the learner's plan as it is, no polling. */
function NothingToConfirm() {
  const summary = useSubscriptionSummary(true);
  if (summary.isPending) return <div className="container page success-page"><LoadingBlock message="Loading..." /></div>;
  return <SuccessCard tier={summary.data?.tier ?? null} nothingConfirmed />;
}
