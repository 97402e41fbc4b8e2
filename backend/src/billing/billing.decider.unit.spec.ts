import type { BillingEvent } from '@studyloop/events';
import { decide, entitledTier, evolve, initialState, pendingSubscription, primarySubscription, type BillingCommand, type SubscriptionSnapshot } from './billing.decider.js';

const given = (events: BillingEvent[]) => events.reduce(evolve, initialState);
const ref = { userId: 'u1', subscriptionId: 'sub_1', provider: 'stripe' as const };
const snapshot = (change: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_1', tier: 'premium', status: 'active', currentPeriodEnd: '2026-02-01T00:00:00.000Z', cancelAtPeriodEnd: false, ...change,
});
const sync = (change: Partial<SubscriptionSnapshot> = {}): BillingCommand => ({ type: 'SyncSubscription', data: { userId: 'u1', provider: 'stripe', snapshot: snapshot(change) } });
const started = (change: Partial<SubscriptionSnapshot> = {}): BillingEvent => ({
  type: 'SubscriptionStarted', data: { ...ref, ...snapshot({ status: 'incomplete', ...change }) },
});
const activated: BillingEvent = { type: 'SubscriptionStatusChanged', data: { ...ref, from: 'incomplete', to: 'active' } };

describe('billing decider', () => {
  describe('customers', () => {
    it('records the first customer and ignores a second one', () => {
      const record: BillingCommand = { type: 'RecordCustomer', data: { userId: 'u1', customerId: 'cus_1', provider: 'stripe' } };
      const events = decide(record, given([]));
      expect(events).toEqual([{ type: 'BillingCustomerCreated', data: { userId: 'u1', customerId: 'cus_1', provider: 'stripe' } }]);
      expect(decide({ ...record, data: { ...record.data, customerId: 'cus_2' } }, given(events))).toEqual([]);
    });
  });

  describe('syncing a subscription', () => {
    it('starts an unknown subscription with its current state', () => {
      expect(decide(sync({ status: 'incomplete' }), given([]))).toEqual([started()]);
    });

    it('records payment as a status change, which grants the plan', () => {
      const events = decide(sync(), given([started()]));
      expect(events).toEqual([activated]);
      expect(entitledTier(given([started(), ...events]))).toBe('premium');
    });

    it('records nothing when the snapshot matches (a repeated or unrelated webhook)', () => {
      expect(decide(sync(), given([started(), activated]))).toEqual([]);
    });

    it('keeps access after a cancellation until Stripe ends the subscription at the period end', () => {
      const scheduled = decide(sync({ cancelAtPeriodEnd: true }), given([started(), activated]));
      expect(scheduled).toEqual([{ type: 'SubscriptionCancellationScheduled', data: { ...ref, endsAt: '2026-02-01T00:00:00.000Z' } }]);
      const afterCancel = given([started(), activated, ...scheduled]);
      expect(entitledTier(afterCancel)).toBe('premium');
      const ended = decide(sync({ cancelAtPeriodEnd: true, status: 'canceled' }), afterCancel);
      expect(ended).toEqual([{ type: 'SubscriptionStatusChanged', data: { ...ref, from: 'active', to: 'canceled' } }]);
      expect(entitledTier(given([started(), activated, ...scheduled, ...ended]))).toBe('free');
    });

    it('withdraws a scheduled cancellation', () => {
      const history = [started(), activated, { type: 'SubscriptionCancellationScheduled', data: { ...ref, endsAt: null } } as BillingEvent];
      expect(decide(sync(), given(history))).toEqual([{ type: 'SubscriptionCancellationWithdrawn', data: ref }]);
    });

    it('records a plan change and a renewal', () => {
      const events = decide(sync({ tier: 'pro', currentPeriodEnd: '2026-03-01T00:00:00.000Z' }), given([started(), activated]));
      expect(events).toEqual([
        { type: 'SubscriptionPlanChanged', data: { ...ref, from: 'premium', to: 'pro' } },
        { type: 'SubscriptionPeriodChanged', data: { ...ref, currentPeriodEnd: '2026-03-01T00:00:00.000Z' } },
      ]);
      expect(entitledTier(given([started(), activated, ...events]))).toBe('pro');
    });

    it('ignores a late, older snapshot of a subscription that has already ended (out-of-order delivery)', () => {
      const ended: BillingEvent = { type: 'SubscriptionStatusChanged', data: { ...ref, from: 'active', to: 'canceled' } };
      expect(decide(sync({ status: 'active' }), given([started(), activated, ended]))).toEqual([]);
    });

    it('keeps the plan while a payment is retried (past_due) and drops it when unpaid', () => {
      const pastDue = decide(sync({ status: 'past_due' }), given([started(), activated]));
      expect(entitledTier(given([started(), activated, ...pastDue]))).toBe('premium');
      const unpaid = decide(sync({ status: 'unpaid' }), given([started(), activated, ...pastDue]));
      expect(entitledTier(given([started(), activated, ...pastDue, ...unpaid]))).toBe('free');
    });
  });

  describe('reading the state', () => {
    it('grants nothing before the first payment and offers the unpaid subscription to checkout again', () => {
      const state = given([started()]);
      expect(entitledTier(state)).toBe('free');
      expect(pendingSubscription(state, 'premium')?.subscriptionId).toBe('sub_1');
      expect(pendingSubscription(state, 'pro')).toBeNull();
    });

    it('grants the best plan when two subscriptions are in good standing', () => {
      const other = { userId: 'u1', subscriptionId: 'sub_2', provider: 'stripe' as const };
      const state = given([
        started(), activated,
        { type: 'SubscriptionStarted', data: { ...other, tier: 'pro', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false } },
      ]);
      expect(entitledTier(state)).toBe('pro');
      expect(primarySubscription(state)?.subscriptionId).toBe('sub_2');
    });
  });
});
