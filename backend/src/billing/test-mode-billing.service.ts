import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { PaidTier } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { entitledSubscriptions, type BillingState } from './billing.decider.js';
import { BillingLedger } from './billing-ledger.service.js';
import { planName } from './stripe-billing.service.js';

function oneMonthFrom(now: Date): string {
  const next = new Date(now);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString();
}

const activeTestSubscription = (state: BillingState) => entitledSubscriptions(state).find((s) => s.provider === 'test') ?? null;

/**
 * Checkout without Stripe keys: no money moves, but the plan changes through the very same events
 * (SubscriptionStarted / PlanChanged / StatusChanged, then UserTierChanged) as a paid Stripe subscription.
 */
@Injectable()
export class TestModeBilling {
  constructor(private readonly ledger: BillingLedger) {}

  async confirm(userId: string, tier: PaidTier): Promise<void> {
    await this.ledger.record(userId, 'test', async (state) => {
      const current = activeTestSubscription(state);
      if (current?.tier === tier) throw new ConflictException(`You are already subscribed to ${planName(tier)}`);
      return {
        type: 'SyncSubscription',
        data: {
          userId,
          provider: 'test',
          snapshot: {
            subscriptionId: current?.subscriptionId ?? `test_sub_${randomUUID()}`,
            tier,
            status: 'active',
            currentPeriodEnd: current?.currentPeriodEnd ?? oneMonthFrom(new Date()),
            cancelAtPeriodEnd: false,
          },
        },
      };
    });
  }

  /** Ends the test subscription now (there is no billing period to run out in test mode). */
  async cancel(userId: string): Promise<void> {
    await this.ledger.record(userId, 'test', async (state) => {
      const current = activeTestSubscription(state);
      if (!current) throw new NotFoundException('There is no test-mode subscription to cancel');
      return { type: 'SyncSubscription', data: { userId, provider: 'test', snapshot: { ...current, status: 'canceled' } } };
    });
  }

  /** Whether the user already has a test plan of this tier (checkout refuses a second one). */
  async assertNotSubscribed(userId: string, tier: PaidTier): Promise<void> {
    if (activeTestSubscription(await this.ledger.state(userId))?.tier === tier) {
      throw new ConflictException(`You are already subscribed to ${planName(tier)}`);
    }
  }
}
