import { Inject, Injectable } from '@nestjs/common';
import type { BillingProvider, StripeWebhookProcessed } from '@studyloop/events';
import { CommandsService } from '../common/commands.service.js';
import { foldStream } from '../event-store/command-handler.js';
import { EVENT_STORE, type EventStore, type RecordedEvent, type StreamAppend } from '../event-store/event-store.port.js';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';
import * as userDecider from '../users/user.decider.js';
import { userStream } from '../users/users.service.js';
import * as billingDecider from './billing.decider.js';
import { BILLING_PROJECTION } from './billing.projection.js';

export const subscriptionStream = (userId: string) => `subscription-${userId}`;
export const stripeEventStream = (stripeEventId: string) => `stripe-event-${stripeEventId}`;

const MAX_ATTEMPTS = 10;

function expectedVersion(recorded: RecordedEvent[]): StreamAppend['expectedVersion'] {
  return recorded.length ? recorded[recorded.length - 1].streamVersion : 'no-stream';
}

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
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandsService,
  ) {}

  async state(userId: string): Promise<billingDecider.BillingState> {
    return foldStream(billingDecider, await this.store.readStream(subscriptionStream(userId)));
  }

  async alreadyProcessed(stripeEventId: string): Promise<boolean> {
    return (await this.store.streamVersion(stripeEventStream(stripeEventId))) > 0;
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
    for (let attempt = 1; ; attempt++) {
      const billingRecorded = await this.store.readStream(subscriptionStream(userId));
      const state = foldStream(billingDecider, billingRecorded);
      const decided = await command(state, attempt);
      const events = decided ? billingDecider.decide(decided, state) : [];
      const next = events.reduce(billingDecider.evolve, state);

      const userRecorded = await this.store.readStream(userStream(userId));
      const user = foldStream(userDecider, userRecorded);
      const tierEvents = user.exists
        ? userDecider.decide({ type: 'ChangeTier', data: { userId, tier: billingDecider.entitledTier(next), source: provider === 'stripe' ? 'stripe' : 'test-mode', now: new Date().toISOString() } }, user)
        : [];

      const appends: StreamAppend[] = [];
      if (claim) appends.push({ streamId: stripeEventStream(claim.data.stripeEventId), expectedVersion: 'no-stream', events: [claim] });
      if (events.length) appends.push({ streamId: subscriptionStream(userId), expectedVersion: expectedVersion(billingRecorded), events });
      if (tierEvents.length) appends.push({ streamId: userStream(userId), expectedVersion: expectedVersion(userRecorded), events: tierEvents });
      if (!appends.length) return { duplicate: false, state: next };
      try {
        await this.commands.appendMany(appends, {
          waitFor: ['users', BILLING_PROJECTION],
          metadata: { userId, ...(claim ? { causationId: claim.data.stripeEventId } : {}) },
        });
        return { duplicate: false, state: next };
      } catch (error) {
        if (!(error instanceof ExpectedVersionConflict)) throw error;
        if (claim && error.streamId === stripeEventStream(claim.data.stripeEventId)) return { duplicate: true, state };
        if (attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
      }
    }
  }
}
