import { ENTITLED_STATUSES, type BillingEvent, type BillingProvider, type PaidTier, type SubscriptionStatus } from '@studyloop/events';

export interface SubscriptionRecord {
  subscriptionId: string;
  provider: BillingProvider;
  tier: PaidTier;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** A subscription as the provider reports it now (Stripe's object, or the test-mode equivalent). */
export type SubscriptionSnapshot = Omit<SubscriptionRecord, 'provider'>;

export interface BillingState {
  customerId: string | null;
  /** In the order they started; later ones win ties. */
  subscriptions: SubscriptionRecord[];
}

export const initialState: BillingState = { customerId: null, subscriptions: [] };

export type BillingCommand =
  | { type: 'RecordCustomer'; data: { userId: string; customerId: string; provider: BillingProvider } }
  | { type: 'SyncSubscription'; data: { userId: string; provider: BillingProvider; snapshot: SubscriptionSnapshot } };

/** Stripe never revives these; a snapshot saying otherwise is an older one delivered late. */
const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
const TIER_RANK: Record<PaidTier, number> = { premium: 1, pro: 2 };

function update(state: BillingState, subscriptionId: string, change: Partial<SubscriptionRecord>): BillingState {
  return { ...state, subscriptions: state.subscriptions.map((s) => (s.subscriptionId === subscriptionId ? { ...s, ...change } : s)) };
}

export function evolve(state: BillingState, event: BillingEvent): BillingState {
  switch (event.type) {
    case 'BillingCustomerCreated': return { ...state, customerId: event.data.customerId };
    case 'SubscriptionStarted': {
      const { userId: _userId, ...record } = event.data;
      return { ...state, subscriptions: [...state.subscriptions.filter((s) => s.subscriptionId !== record.subscriptionId), record] };
    }
    case 'SubscriptionStatusChanged': return update(state, event.data.subscriptionId, { status: event.data.to });
    case 'SubscriptionPlanChanged': return update(state, event.data.subscriptionId, { tier: event.data.to });
    case 'SubscriptionPeriodChanged': return update(state, event.data.subscriptionId, { currentPeriodEnd: event.data.currentPeriodEnd });
    case 'SubscriptionCancellationScheduled': return update(state, event.data.subscriptionId, { cancelAtPeriodEnd: true });
    case 'SubscriptionCancellationWithdrawn': return update(state, event.data.subscriptionId, { cancelAtPeriodEnd: false });
    default: { const unknown: never = event; return unknown; }
  }
}

/** Turns "this is how the subscription looks now" into the events that describe what changed. */
function sync(state: BillingState, userId: string, provider: BillingProvider, snapshot: SubscriptionSnapshot): BillingEvent[] {
  const ref = { userId, subscriptionId: snapshot.subscriptionId, provider };
  const known = state.subscriptions.find((s) => s.subscriptionId === snapshot.subscriptionId);
  if (!known) {
    return [{ type: 'SubscriptionStarted', data: { ...ref, tier: snapshot.tier, status: snapshot.status, currentPeriodEnd: snapshot.currentPeriodEnd, cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd } }];
  }
  if (TERMINAL_STATUSES.has(known.status)) return [];
  const events: BillingEvent[] = [];
  if (known.tier !== snapshot.tier) events.push({ type: 'SubscriptionPlanChanged', data: { ...ref, from: known.tier, to: snapshot.tier } });
  if (known.currentPeriodEnd !== snapshot.currentPeriodEnd) events.push({ type: 'SubscriptionPeriodChanged', data: { ...ref, currentPeriodEnd: snapshot.currentPeriodEnd } });
  if (!known.cancelAtPeriodEnd && snapshot.cancelAtPeriodEnd) events.push({ type: 'SubscriptionCancellationScheduled', data: { ...ref, endsAt: snapshot.currentPeriodEnd } });
  if (known.cancelAtPeriodEnd && !snapshot.cancelAtPeriodEnd && !TERMINAL_STATUSES.has(snapshot.status)) {
    events.push({ type: 'SubscriptionCancellationWithdrawn', data: ref });
  }
  if (known.status !== snapshot.status) events.push({ type: 'SubscriptionStatusChanged', data: { ...ref, from: known.status, to: snapshot.status } });
  return events;
}

export function decide(command: BillingCommand, state: BillingState): BillingEvent[] {
  switch (command.type) {
    case 'RecordCustomer':
      // The first customer stays the user's customer; a second one (a lost race) is simply not recorded.
      if (state.customerId) return [];
      return [{ type: 'BillingCustomerCreated', data: command.data }];
    case 'SyncSubscription':
      return sync(state, command.data.userId, command.data.provider, command.data.snapshot);
    default: { const unknown: never = command; return unknown; }
  }
}

/** The subscriptions that currently grant their plan. */
export function entitledSubscriptions(state: BillingState): SubscriptionRecord[] {
  return state.subscriptions.filter((s) => ENTITLED_STATUSES.has(s.status));
}

/** The tier the user has paid for: the best plan among subscriptions in good standing, else free. */
export function entitledTier(state: BillingState): PaidTier | 'free' {
  const best = primarySubscription(state);
  return best && ENTITLED_STATUSES.has(best.status) ? best.tier : 'free';
}

/** The subscription to show and manage: the best entitled one, else the latest started. */
export function primarySubscription(state: BillingState): SubscriptionRecord | null {
  const entitled = entitledSubscriptions(state);
  if (entitled.length) return entitled.reduce((best, s) => (TIER_RANK[s.tier] >= TIER_RANK[best.tier] ? s : best));
  return state.subscriptions.at(-1) ?? null;
}

/** A started-but-unpaid Stripe subscription for this tier that checkout can still pay instead of starting another. */
export function pendingSubscription(state: BillingState, tier: PaidTier): SubscriptionRecord | null {
  return [...state.subscriptions].reverse().find((s) => s.provider === 'stripe' && s.tier === tier && s.status === 'incomplete') ?? null;
}
