import type { PaidTier } from '@studyloop/events';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CheckIcon } from '../../../components/ui/icons';
import { formatPrice, planOf } from '../plan-text';

/** The plan being bought, on /checkout. */
export function PlanSummary({ tier }: { tier: PaidTier }) {
  const plan = planOf(tier);
  return (
    <Card className="checkout-summary" aria-label="Plan summary">
      <CardHeader>
        <CardTitle as="h2">
          {plan.name} Plan {plan.mostPopular && <Badge>Most Popular</Badge>}
        </CardTitle>
        <CardDescription>Billed monthly. Cancel anytime; plan changes are prorated.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <ul className="plan-card__features">
          {plan.features.map((feature) => (
            <li key={feature}><CheckIcon size={16} className="plan-card__yes" /> {feature}</li>
          ))}
        </ul>
        <div className="checkout-summary__total">
          <span>Total due today</span>
          <strong>{formatPrice(plan.price)}<span className="text-muted">/month</span></strong>
        </div>
      </CardContent>
    </Card>
  );
}
