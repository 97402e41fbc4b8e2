import type { PlanDescription } from '@studyloop/events';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { CheckIcon, CloseIcon, CrownIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatPrice } from '../plan-text';

export interface PlanAction {
  label: string;
  disabled?: boolean;
  loading?: boolean;
  onClick?: () => void;
}

const TAGLINES: Record<PlanDescription['tier'], string> = {
  free: 'Everything you need to try StudyLoop.',
  premium: 'For learners who study every week.',
  pro: 'For power learners and teams.',
};

export function PlanCard({ plan, action, current }: { plan: PlanDescription; action: PlanAction; current: boolean }) {
  return (
    <Card className={cn('plan-card', plan.mostPopular && 'plan-card--popular', current && 'plan-card--current')} aria-labelledby={`plan-${plan.tier}`}>
      {plan.mostPopular && <Badge variant="solid" className="plan-card__ribbon"><CrownIcon size={14} /> Most Popular</Badge>}
      <CardHeader>
        <CardTitle id={`plan-${plan.tier}`} as="h2">{plan.name}</CardTitle>
        <CardDescription>{TAGLINES[plan.tier]}</CardDescription>
        <p className="plan-card__price">
          <span className="plan-card__amount">{formatPrice(plan.price)}</span>
          <span className="text-muted">/month</span>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="plan-card__features" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature}><CheckIcon size={16} className="plan-card__yes" /> {feature}</li>
          ))}
          {plan.missing.map((feature) => (
            <li key={feature} className="plan-card__missing"><CloseIcon size={16} /> <span><span className="sr-only">Not included: </span>{feature}</span></li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          block
          size="lg"
          variant={plan.mostPopular ? 'gradient' : 'outline'}
          disabled={action.disabled}
          loading={action.loading}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      </CardFooter>
    </Card>
  );
}
