import { z } from 'zod';
import type { BillingProvider, PaidTier, SubscriptionStatus } from '../billing/billing-events.js';
import type { SubscriptionTier } from '../users/user-events.js';

export const INVALID_TIER_MESSAGE = 'Please select a valid subscription plan.';

/** Body of POST /api/create-subscription and POST /api/billing/test-mode/confirm: the tier in lowercase. */
export const subscriptionTierPayload = z.object({
  tier: z.enum(['premium', 'pro'], { error: INVALID_TIER_MESSAGE }),
});
export type SubscriptionTierPayload = z.infer<typeof subscriptionTierPayload>;

/** `off`: the operator turned self-upgrades off (BILLING_MODE=off); plans change only by an admin. */
export type BillingMode = 'stripe' | 'test' | 'off';

export const UPGRADES_OFF_MESSAGE = 'Upgrades are turned off on this server. Please ask its administrator.';

/** What create-subscription returns in test mode instead of a Stripe client secret. */
export const TEST_MODE_CLIENT_SECRET = 'studyloop_test_mode';

export interface CreateSubscriptionResponse {
  /**
   * Stripe: the first invoice's payment secret for the Payment Element. Test mode: TEST_MODE_CLIENT_SECRET.
   * null when an existing subscription was switched to this plan and nothing is left to pay now.
   */
  clientSecret: string | null;
  mode: BillingMode;
  tier: PaidTier;
  /** An active subscription moved to this plan (prorated) instead of a new one being started. */
  planChanged: boolean;
}

/** GET /api/billing/config: lets the client decide between Stripe Elements and the test-mode form. */
export interface BillingConfigResponse {
  mode: BillingMode;
  publishableKey?: string;
}

export interface SubscriptionView {
  subscriptionId: string;
  tier: PaidTier;
  status: SubscriptionStatus;
  provider: BillingProvider;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** GET /api/billing/subscription: the signed-in user's plan as the read model knows it. */
export interface BillingSummaryResponse {
  mode: BillingMode;
  tier: SubscriptionTier;
  /** The subscription that grants the tier (or the latest one), null when there is none. */
  subscription: SubscriptionView | null;
  /** Stripe's customer portal can be opened (a Stripe customer exists). */
  canManage: boolean;
}

export interface BillingPortalResponse {
  url: string;
}

export interface PlanDescription {
  tier: 'free' | PaidTier;
  name: string;
  /** Monthly price in US dollars. */
  price: number;
  features: string[];
  missing: string[];
  mostPopular: boolean;
}

/** Spec section 9: the plans, their monthly prices and what each includes. */
export const PLANS: readonly PlanDescription[] = [
  {
    tier: 'free', name: 'Free', price: 0, mostPopular: false,
    features: ['3 video uploads a month', 'Basic notes and flashcards', 'Public study groups'],
    missing: ['Priority processing', 'Advanced analytics'],
  },
  {
    tier: 'premium', name: 'Premium', price: 9.99, mostPopular: true,
    features: ['Unlimited video uploads', 'Advanced study notes', 'Spaced-repetition flashcards', 'Private study groups', 'Mind maps', 'Quiz generation', 'Study analytics', 'Priority support'],
    missing: [],
  },
  {
    tier: 'pro', name: 'Pro', price: 19.99, mostPopular: false,
    features: ['Everything in Premium', 'AI tutoring chat', 'Team collaboration', 'Advanced analytics', 'Custom study plans', 'API access', 'White-label', 'Dedicated support'],
    missing: [],
  },
];
