import { PLANS, type PaidTier, type PlanDescription } from '@studyloop/events';

export const planOf = (tier: PlanDescription['tier']): PlanDescription => PLANS.find((p) => p.tier === tier)!;

export const formatPrice = (price: number) => `$${price.toFixed(price % 1 === 0 ? 0 : 2)}`;

export function isPaidTier(value: string | null): value is PaidTier {
  return value === 'premium' || value === 'pro';
}

export function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : 'the end of the billing period';
}

/** What the paid plans add, shown after checkout. */
export const PREMIUM_BENEFITS = [
  'Unlimited video processing',
  'Advanced study notes with citations',
  'Spaced-repetition flashcards',
  'Private study groups',
  'Mind maps and quiz generation',
  'Study analytics and priority support',
];
