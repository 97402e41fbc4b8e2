import { Injectable } from '@nestjs/common';
import { stripeEventStream, subscriptionStream, userStream, type BillingProvider, type StripeWebhookProcessed } from '@studyloop/events';
import { CommandsService } from '../event-store/commands.service.js';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';
import { userDecider } from '../users/user-decisions.port.js';
import * as billingDecider from './billing.decider.js';
import { BILLING_PROJECTION } from './billing.projection.js';

export interface LedgerOutcome {
  /** The Stripe event was already processed (its claim stream exists). */
  duplicate: boolean;
  state: billingDecider.BillingState;
}

/**
 * Records billing decisions on `subscription-<userId>` and, in the same atomic append, the user's
 * resulting tier (UserTierChanged on `user-<userId>`, applied by the users projection), plus the
 * webhook's dedupe claim when there is one. All of it lands, or none.
 */
@Injectable()
export class BillingLedger {
  constructor(private readonly commands: CommandsService) {}

  async state(userId: string): Promise<billingDecider.BillingState> {
    return this.commands.state(subscriptionStream(userId), billingDecider);
  }

  async alreadyProcessed(stripeEventId: string): Promise<boolean> {
    return (await this.commands.streamVersion(stripeEventStream(stripeEventId))) > 0;
  }

  /**
   * `command` is asked again on every attempt (after a concurrent write), so it can re-read the
   * provider: whichever append lands last was decided on the freshest state.
   */
  async record(
    userId: string,
    provider: BillingProvider,
    command: (state: billingDecider.BillingState, attempt: number) => Promise<billingDecider.BillingCommand | null>,
    claim?: StripeWebhookProcessed,
  ): Promise<LedgerOutcome> {
    const parts = { billing: { streamId: subscriptionStream(userId), decider: billingDecider }, user: { streamId: userStream(userId), decider: userDecider } };
    let seen = billingDecider.initialState;
    try {
      const outcome = await this.commands.decide(parts, async ({ billing, user }, attempt) => {
        seen = billing;
        const decided = await command(billing, attempt);
        const events = decided ? billingDecider.decide(decided, billing) : [];
        const next = events.reduce(billingDecider.evolve, billing);
        const tierEvents = user.exists
          ? userDecider.decide({ type: 'ChangeTier', data: { userId, tier: billingDecider.entitledTier(next), source: provider === 'stripe' ? 'stripe' : 'test-mode', now: new Date().toISOString() } }, user)
          : [];
        return { billing: events, user: tierEvents, claims: claim ? [{ streamId: stripeEventStream(claim.data.stripeEventId), events: [claim] }] : [] };
      }, {
        waitFor: ['users', BILLING_PROJECTION],
        metadata: { userId, ...(claim ? { causationId: claim.data.stripeEventId } : {}) },
      });
      return { duplicate: false, state: outcome.states.billing };
    } catch (error) {
      if (claim && error instanceof ExpectedVersionConflict && error.streamId === stripeEventStream(claim.data.stripeEventId)) return { duplicate: true, state: seen };
      throw error;
    }
  }
}
