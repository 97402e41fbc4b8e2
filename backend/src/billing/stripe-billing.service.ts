import { BadGatewayException, ConflictException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { PLANS, type CreateSubscriptionResponse, type PaidTier, type StripeWebhookProcessed } from '@studyloop/events';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig, type StripeConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { entitledSubscriptions, pendingSubscription, type BillingState, type SubscriptionRecord, type SubscriptionSnapshot } from './billing.decider.js';
import { BillingLedger, type LedgerOutcome } from './billing-ledger.service.js';
import { STRIPE_CLIENT, stripeErrors } from './stripe-client.js';

const CONFIRMATION_SECRET = 'latest_invoice.confirmation_secret';
const TERMINAL = new Set(['canceled', 'incomplete_expired']);

export const planName = (tier: PaidTier) => PLANS.find((p) => p.tier === tier)!.name;

/** Stripe's answer turned into ours: provider trouble is a 502/503 with a message, never a bare 500. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const errors = stripeErrors();
    if (errors && error instanceof errors.StripeConnectionError) throw new ServiceUnavailableException('Could not reach the payment provider. Please try again.');
    if (errors && error instanceof errors.StripeError) throw new BadGatewayException(`The payment provider refused the request: ${error.message}`);
    throw error;
  }
}

function confirmationSecret(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string' || invoice.status !== 'open') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

/** Everything that talks to Stripe's API: customers, subscriptions, plan changes, the customer portal. */
@Injectable()
export class StripeBilling {
  private readonly config: StripeConfig | null;

  constructor(
    @Inject(STRIPE_CLIENT) private readonly client: Stripe | null,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly ledger: BillingLedger,
  ) {
    this.config = appConfig.stripe;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  private get stripe(): Stripe {
    if (!this.client) throw new NotFoundException('Stripe is not configured; checkout runs in test mode');
    return this.client;
  }

  tierForPrice(priceId: string | undefined): PaidTier | null {
    if (!priceId || !this.config) return null;
    if (priceId === this.config.prices.premium) return 'premium';
    if (priceId === this.config.prices.pro) return 'pro';
    return null;
  }

  /** Our view of a Stripe subscription; null for a price that is not one of our plans. */
  snapshot(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
    const tier = this.tierForPrice(subscription.items.data[0]?.price?.id);
    if (!tier) return null;
    // Since the 2025 API versions the billing period lives on each item, not on the subscription.
    const ends = subscription.items.data.map((item) => item.current_period_end).filter((n): n is number => typeof n === 'number');
    return {
      subscriptionId: subscription.id,
      tier,
      status: subscription.status,
      currentPeriodEnd: ends.length ? new Date(Math.max(...ends) * 1000).toISOString() : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    };
  }

  retrieve(subscriptionId: string, expand: string[] = []): Promise<Stripe.Subscription> {
    return callStripe(() => this.stripe.subscriptions.retrieve(subscriptionId, expand.length ? { expand } : {}));
  }

  /** null when Stripe does not know the subscription (e.g. another account's event). */
  async retrieveIfExists(subscriptionId: string): Promise<Stripe.Subscription | null> {
    try {
      return await this.stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (error instanceof stripeErrors()!.StripeInvalidRequestError && error.statusCode === 404) return null;
      return callStripe(() => Promise.reject(error));
    }
  }

  /** Records a subscription as Stripe reports it; `reload` re-reads it if a concurrent write forces a retry. */
  record(userId: string, subscription: Stripe.Subscription, claim?: StripeWebhookProcessed): Promise<LedgerOutcome> {
    let latest = subscription;
    return this.ledger.record(userId, 'stripe', async (_state, attempt) => {
      if (attempt > 1) latest = await this.retrieve(subscription.id);
      const snapshot = this.snapshot(latest);
      return snapshot ? { type: 'SyncSubscription', data: { userId, provider: 'stripe', snapshot } } : null;
    }, claim);
  }

  /** The user's Stripe customer, created once (idempotency key) and kept as BillingCustomerCreated. */
  async ensureCustomer(user: UserEntity, state: BillingState): Promise<string> {
    if (state.customerId) return state.customerId;
    const customer = await callStripe(() => this.stripe.customers.create(
      { email: user.email, name: user.username, metadata: { userId: user.id } },
      { idempotencyKey: `studyloop-customer-${user.id}` },
    ));
    const outcome = await this.ledger.record(user.id, 'stripe', async () => ({ type: 'RecordCustomer', data: { userId: user.id, customerId: customer.id, provider: 'stripe' } }));
    return outcome.state.customerId ?? customer.id;
  }

  /**
   * Checkout: a paying subscriber switches plan (prorated); otherwise an unpaid subscription for this
   * tier is reused, or a new one is created incomplete and its first invoice's secret returned.
   */
  async startCheckout(user: UserEntity, tier: PaidTier): Promise<CreateSubscriptionResponse> {
    const state = await this.ledger.state(user.id);
    const current = entitledSubscriptions(state).filter((s) => s.provider === 'stripe').at(-1);
    if (current?.tier === tier) throw new ConflictException(`You are already subscribed to ${planName(tier)}`);
    if (current) return this.changePlan(user.id, current, tier);

    const customerId = await this.ensureCustomer(user, state);
    const pending = pendingSubscription(state, tier);
    if (pending) {
      const existing = await this.retrieve(pending.subscriptionId, [CONFIRMATION_SECRET]);
      const recorded = await this.record(user.id, existing);
      if (entitledSubscriptions(recorded.state).some((s) => s.subscriptionId === existing.id)) {
        throw new ConflictException(`You are already subscribed to ${planName(tier)}`);
      }
      const secret = confirmationSecret(existing);
      if (existing.status === 'incomplete' && secret) return { clientSecret: secret, mode: 'stripe', tier, planChanged: false };
    }
    const subscription = await callStripe(() => this.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: this.config!.prices[tier] }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { userId: user.id, tier },
      expand: [CONFIRMATION_SECRET],
    }));
    const outcome = await this.record(user.id, subscription);
    const secret = confirmationSecret(subscription);
    if (secret) return { clientSecret: secret, mode: 'stripe', tier, planChanged: false };
    // Nothing to pay now (a credit balance covered it): the subscription is already active.
    if (entitledSubscriptions(outcome.state).some((s) => s.subscriptionId === subscription.id)) return { clientSecret: null, mode: 'stripe', tier, planChanged: false };
    throw new BadGatewayException('The payment provider did not return a payment to confirm. Please try again.');
  }

  /** Moves the paying subscription to the other price; Stripe invoices the prorated difference now. */
  private async changePlan(userId: string, current: SubscriptionRecord, tier: PaidTier): Promise<CreateSubscriptionResponse> {
    const subscription = await this.retrieve(current.subscriptionId);
    const item = subscription.items.data[0];
    const updated = await callStripe(() => this.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: this.config!.prices[tier] }],
      proration_behavior: 'always_invoice',
      // The new plan applies only once its prorated invoice is paid.
      payment_behavior: 'pending_if_incomplete',
      expand: [CONFIRMATION_SECRET],
    }));
    await this.record(userId, updated);
    return { clientSecret: updated.pending_update ? confirmationSecret(updated) : null, mode: 'stripe', tier, planChanged: true };
  }

  /** Re-reads the user's live subscriptions from Stripe (after checkout, in case a webhook is slow or not set up). */
  async refresh(userId: string): Promise<void> {
    const state = await this.ledger.state(userId);
    for (const known of state.subscriptions) {
      if (known.provider !== 'stripe' || TERMINAL.has(known.status)) continue;
      await this.record(userId, await this.retrieve(known.subscriptionId));
    }
  }

  async portalUrl(userId: string, returnUrl: string): Promise<string> {
    const state = await this.ledger.state(userId);
    if (!state.customerId) throw new NotFoundException('There is no subscription to manage yet');
    const session = await callStripe(() => this.stripe.billingPortal.sessions.create({ customer: state.customerId!, return_url: returnUrl }));
    return session.url;
  }

  /** Verifies a webhook's signature against the raw body; throws Stripe's verification error. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config!.webhookSecret);
  }
}
