import type { DomainEvent } from '../envelope.js';

/** The tiers a subscription can buy; 'free' is the absence of one and 'admin' is a role, not a plan. */
export type PaidTier = 'premium' | 'pro';
export const PAID_TIERS: readonly PaidTier[] = ['premium', 'pro'];

/** Who runs the subscription: Stripe, or the clearly labelled test mode used when no Stripe keys are set. */
export type BillingProvider = 'stripe' | 'test';

/** Stripe's subscription statuses; unknown future ones are kept as they come. */
export type SubscriptionStatus =
  | 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused' | (string & {});

/** Statuses under which the subscriber keeps the plan (past_due: Stripe is still retrying the payment). */
export const ENTITLED_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

// All events below live on the stream `subscription-<userId>`.
type SubscriptionRef = { userId: string; subscriptionId: string; provider: BillingProvider };

export type BillingCustomerCreated = DomainEvent<'BillingCustomerCreated', { userId: string; customerId: string; provider: BillingProvider }>;
export type SubscriptionStarted = DomainEvent<'SubscriptionStarted', SubscriptionRef & {
  tier: PaidTier;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}>;
export type SubscriptionStatusChanged = DomainEvent<'SubscriptionStatusChanged', SubscriptionRef & { from: SubscriptionStatus; to: SubscriptionStatus }>;
export type SubscriptionPlanChanged = DomainEvent<'SubscriptionPlanChanged', SubscriptionRef & { from: PaidTier; to: PaidTier }>;
/** A new billing period began (renewal) or the period end moved. */
export type SubscriptionPeriodChanged = DomainEvent<'SubscriptionPeriodChanged', SubscriptionRef & { currentPeriodEnd: string | null }>;
/** Cancelled by the subscriber: access continues until `endsAt`, then Stripe ends the subscription. */
export type SubscriptionCancellationScheduled = DomainEvent<'SubscriptionCancellationScheduled', SubscriptionRef & { endsAt: string | null }>;
export type SubscriptionCancellationWithdrawn = DomainEvent<'SubscriptionCancellationWithdrawn', SubscriptionRef>;

export type BillingEvent =
  | BillingCustomerCreated
  | SubscriptionStarted
  | SubscriptionStatusChanged
  | SubscriptionPlanChanged
  | SubscriptionPeriodChanged
  | SubscriptionCancellationScheduled
  | SubscriptionCancellationWithdrawn;

/** One per Stripe event id, on the stream `stripe-event-<id>`: a second delivery finds the stream taken. */
export type StripeWebhookProcessed = DomainEvent<'StripeWebhookProcessed', { stripeEventId: string; type: string; created: number; userId: string | null }>;

/** Billing's ledger of one user's subscriptions. */
export const subscriptionStream = (userId: string) => `subscription-${userId}`;
export const stripeEventStream = (stripeEventId: string) => `stripe-event-${stripeEventId}`;
