import type { PaidTier } from '@studyloop/events';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The `pure` entry adds Stripe.js to the page only when loadStripe runs (with a publishable key): the
// plain entry injects js.stripe.com on import, a request to an outside host even in test mode.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { formatPrice, planOf } from '../plan-text';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded once per publishable key, never on every render. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey));
  return stripeByKey.get(publishableKey)!;
}

export const SUCCESS_PATH = '/subscription-success';

function PaymentForm({ tier }: { tier: PaidTier }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    const { error } = await stripe.confirmPayment({
      elements,
      // Cards finish here; redirect-based methods (bank redirects, PayPal) come back to this address.
      confirmParams: { return_url: `${window.location.origin}${SUCCESS_PATH}?tier=${tier}` },
      redirect: 'if_required',
    });
    setSubmitting(false);
    if (error) {
      toast({ title: 'Payment Failed', description: error.message ?? 'Your payment could not be completed.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Payment Successful', description: 'Thank you for subscribing!', variant: 'success' });
    navigate(`${SUCCESS_PATH}?tier=${tier}`);
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-label="Payment">
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button type="submit" size="lg" variant="gradient" block loading={submitting} disabled={!stripe || !elements}>
        {submitting ? 'Processing...' : `Subscribe for ${formatPrice(planOf(tier).price)}/month`}
      </Button>
    </form>
  );
}

/** Stripe Elements' Payment Element, confirming the subscription's first invoice. */
export function StripePaymentForm({ publishableKey, clientSecret, tier }: { publishableKey: string; clientSecret: string; tier: PaidTier }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#4f46e5', borderRadius: '10px' } } }}>
      <PaymentForm tier={tier} />
    </Elements>
  );
}
