import { PLANS, UPGRADES_OFF_MESSAGE, type PaidTier, type PlanDescription } from '@studyloop/events';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSignedInAction } from '../../../lib/auth/use-signed-in-action';
import { useUser } from '../../../lib/auth/use-user';
import { pricingFailure } from '../api/billing-errors';
import { useBillingConfig, useSubscriptionSummary } from '../hooks/use-billing';
import { useCreateSubscription } from '../hooks/use-billing-writes';
import { CurrentPlanPanel } from './current-plan-panel';
import { PlanCard, type PlanAction } from './plan-card';
import { PricingFaq } from './pricing-faq';
import './billing.css';

/** /pricing — the three plans (spec section 9), the learner's current plan and the FAQ. */
export function PricingPage() {
  const navigate = useNavigate();
  const { user } = useUser();
  const config = useBillingConfig();
  const summary = useSubscriptionSummary(user !== null);
  const choose = useCreateSubscription({
    onSuccess: (_, tier) => navigate(`/checkout?tier=${tier}`),
    onError: (error) => toast({ title: 'Subscription Error', description: pricingFailure(error), variant: 'destructive' }),
  });
  const currentTier = user?.subscriptionTier ?? null;
  const subscribe = useSignedInAction()(
    (signedIn, tier: PaidTier) => { if (signedIn.subscriptionTier !== tier) choose.mutate(tier); },
    () => toast({ title: 'Login Required', description: 'Please log in to subscribe.', variant: 'destructive' }),
  );

  function actionFor(plan: PlanDescription): PlanAction {
    if (plan.tier === 'free') {
      if (!user) return { label: 'Get Started Free', onClick: () => navigate('/auth', { state: { tab: 'signup' } }) };
      return { label: currentTier === 'free' ? 'Current Plan' : 'Free Plan', disabled: true };
    }
    const tier: PaidTier = plan.tier;
    if (currentTier === tier) return { label: 'Current Plan', disabled: true };
    if (currentTier === 'admin') return { label: 'Included for admins', disabled: true };
    if (config.data?.mode === 'off') return { label: 'Upgrades turned off', disabled: true };
    const label = currentTier === 'premium' || currentTier === 'pro' ? `Switch to ${plan.name}` : `Upgrade to ${plan.name}`;
    return {
      label: choose.isPending && choose.variables === tier ? 'Processing...' : label,
      loading: choose.isPending && choose.variables === tier,
      disabled: choose.isPending,
      onClick: () => subscribe(tier),
    };
  }

  return (
    <div className="container page pricing-page">
      <PageHeader title="Choose Your Plan" description="Start free, upgrade when you need unlimited videos and advanced study tools." />
      {config.data?.mode === 'off' && (
        <Alert variant="warning" title="Upgrades are turned off">
          {UPGRADES_OFF_MESSAGE}
        </Alert>
      )}
      {config.data?.mode === 'test' && (
        <Alert variant="warning" title="Test mode">
          This server has no Stripe keys, so checkout is simulated: no card is charged, but your plan changes exactly as after a real payment.
        </Alert>
      )}
      {summary.data && <CurrentPlanPanel summary={summary.data} />}
      <div className="pricing-grid">
        {PLANS.map((plan) => (
          <PlanCard key={plan.tier} plan={plan} current={currentTier === plan.tier} action={actionFor(plan)} />
        ))}
      </div>
      <PricingFaq />
    </div>
  );
}
