import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent } from '../../../components/ui/card';
import { AlertIcon, CrownIcon, ShieldIcon, VideoIcon } from '../../../components/ui/icons';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Usage } from '../api/home-api';
import { useUsage } from '../hooks/use-usage';

/** Spec section 9: the near-limit warning starts at 80% used. */
export const NEAR_LIMIT_SHARE = 0.8;

export type UsageState = 'admin' | 'paid' | 'normal' | 'near-limit' | 'at-limit';

/** Spec section 4, "Usage card". */
export function usageState(usage: Usage): UsageState {
  if (usage.isAdmin || usage.subscriptionTier === 'admin') return 'admin';
  if (usage.subscriptionTier !== 'free' || usage.maxVideosPerMonth === null) return 'paid';
  const max = usage.maxVideosPerMonth;
  if (usage.monthlyVideoCount >= max) return 'at-limit';
  if (max > 0 && usage.monthlyVideoCount / max >= NEAR_LIMIT_SHARE) return 'near-limit';
  return 'normal';
}

const TIER_NAMES: Record<string, string> = { premium: 'Premium', pro: 'Pro', free: 'Free', admin: 'Admin' };

function resetText(resetDate: string): string {
  const date = new Date(resetDate);
  if (Number.isNaN(date.getTime())) return '';
  return `Resets ${date.toLocaleDateString(undefined, { month: 'long', day: 'numeric' })}`;
}

/** Monthly video usage of the signed-in user (render only when signed in). */
export function UsageCard() {
  const { data: usage, isPending, isError } = useUsage();
  if (isError) return null;
  if (isPending || !usage) {
    return (
      <Card className="usage-card" aria-busy="true">
        <CardContent className="stack"><Skeleton width="45%" /><Skeleton height={8} /></CardContent>
      </Card>
    );
  }

  const state = usageState(usage);
  if (state === 'admin' || state === 'paid') {
    return (
      <Card className="usage-card" data-testid="usage-card" data-state={state}>
        <CardContent className="usage-card__unlimited">
          <span className="usage-card__icon">{state === 'admin' ? <ShieldIcon size={18} /> : <CrownIcon size={18} />}</span>
          <div>
            <p className="usage-card__title">Unlimited video processing</p>
            <p className="text-muted usage-card__meta">
              {state === 'admin'
                ? 'Admin account: no subscription limits apply.'
                : `${TIER_NAMES[usage.subscriptionTier] ?? usage.subscriptionTier} plan · ${usage.monthlyVideoCount} videos this month`}
            </p>
          </div>
          <Badge variant="solid">{TIER_NAMES[state === 'admin' ? 'admin' : usage.subscriptionTier] ?? usage.subscriptionTier}</Badge>
        </CardContent>
      </Card>
    );
  }

  const max = usage.maxVideosPerMonth ?? 0;
  const tone = state === 'at-limit' ? 'danger' : state === 'near-limit' ? 'warning' : 'brand';
  return (
    <Card className="usage-card" data-testid="usage-card" data-state={state}>
      <CardContent className="stack">
        <div className="usage-card__head">
          <span className="usage-card__title"><VideoIcon size={16} /> Monthly video usage</span>
          <span className="usage-card__count">
            {usage.monthlyVideoCount} / {max} videos
          </span>
        </div>
        <Progress value={usage.monthlyVideoCount} max={max || 1} tone={tone} label="Videos processed this month" />
        <p className="text-muted usage-card__meta">
          Free plan · {resetText(usage.resetDate)}
        </p>
        {state === 'near-limit' && (
          <Alert variant="warning" icon={<AlertIcon size={18} />} title="You're close to your monthly limit">
            <p>Consider upgrading to Premium to avoid interruptions.</p>
          </Alert>
        )}
        {state === 'at-limit' && (
          <Alert variant="destructive" icon={<AlertIcon size={18} />} title="You've reached your monthly limit">
            <p>Upgrade to Premium for unlimited video processing and advanced features.</p>
          </Alert>
        )}
        {(state === 'near-limit' || state === 'at-limit') && (
          <ButtonLink to="/pricing" variant={state === 'at-limit' ? 'gradient' : 'outline'} size="sm" className="usage-card__upgrade">
            <CrownIcon size={16} /> Upgrade to Premium
          </ButtonLink>
        )}
      </CardContent>
    </Card>
  );
}
