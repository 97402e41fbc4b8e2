import type { PaidTier } from '@studyloop/events';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useRefreshPlanData } from '../hooks/use-billing';
import { useConfirmTestPayment } from '../hooks/use-billing-writes';
import { formatPrice, planOf } from '../plan-text';
import { SUCCESS_PATH } from './stripe-payment-form';

/**
 * Without Stripe keys the server runs checkout in test mode. Nothing is charged, and the page says so;
 * confirming records the subscription through the same events as a real payment.
 */
export function TestModePaymentForm({ tier }: { tier: PaidTier }) {
  const navigate = useNavigate();
  const refreshPlanData = useRefreshPlanData();
  const confirm = useConfirmTestPayment(tier, {
    onSuccess: async () => {
      await refreshPlanData();
      toast({ title: 'Payment Successful', description: 'Thank you for subscribing!', variant: 'success' });
      navigate(`${SUCCESS_PATH}?tier=${tier}`);
    },
    onError: (error) => toast({ title: 'Payment Failed', description: serverMessage(error) ?? 'Your payment could not be completed.', variant: 'destructive' }),
  });

  return (
    <div className="stack test-mode-form" aria-label="Test-mode payment">
      <Alert variant="warning" icon={<AlertIcon />} title="TEST MODE — no real payment">
        Stripe keys are not configured on this server, so no card is needed and nothing is charged. Confirming switches your
        account to {planOf(tier).name} exactly as a real payment would.
      </Alert>
      <Button size="lg" variant="gradient" block loading={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? 'Processing...' : `Confirm test payment (${formatPrice(planOf(tier).price)}/month)`}
      </Button>
    </div>
  );
}
