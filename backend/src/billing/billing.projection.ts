import type { EntityManager } from '@mikro-orm/postgresql';
import type { BillingEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { BillingCustomerEntity, BillingSubscriptionEntity } from './billing.entity.js';

export const BILLING_PROJECTION = 'billing';

export class BillingProjection implements Projection {
  readonly name = BILLING_PROJECTION;
  readonly tables = ['billing_customers', 'billing_subscriptions'];
  readonly eventTypes = new Set<string>([
    'BillingCustomerCreated', 'SubscriptionStarted', 'SubscriptionStatusChanged', 'SubscriptionPlanChanged',
    'SubscriptionPeriodChanged', 'SubscriptionCancellationScheduled', 'SubscriptionCancellationWithdrawn',
  ] satisfies BillingEvent['type'][]);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) await this.applyOne(recorded as RecordedEvent<BillingEvent>, em);
  }

  private async applyOne(recorded: RecordedEvent<BillingEvent>, em: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as BillingEvent;
    const at = recorded.createdAt;
    if (event.type === 'BillingCustomerCreated') {
      const { userId, customerId, provider } = event.data;
      if (!(await em.findOne(BillingCustomerEntity, { userId }))) em.create(BillingCustomerEntity, { userId, customerId, provider, createdAt: at });
      return;
    }
    if (event.type === 'SubscriptionStarted') {
      const d = event.data;
      const row = await em.findOne(BillingSubscriptionEntity, { subscriptionId: d.subscriptionId });
      const values = {
        userId: d.userId, provider: d.provider, tier: d.tier, status: d.status, cancelAtPeriodEnd: d.cancelAtPeriodEnd,
        currentPeriodEnd: d.currentPeriodEnd ? new Date(d.currentPeriodEnd) : null, updatedAt: at,
      };
      if (row) Object.assign(row, values);
      else em.create(BillingSubscriptionEntity, { subscriptionId: d.subscriptionId, startedAt: at, ...values });
      return;
    }
    const row = await em.findOne(BillingSubscriptionEntity, { subscriptionId: event.data.subscriptionId });
    if (!row) return;
    row.updatedAt = at;
    switch (event.type) {
      case 'SubscriptionStatusChanged': row.status = event.data.to; return;
      case 'SubscriptionPlanChanged': row.tier = event.data.to; return;
      case 'SubscriptionPeriodChanged': row.currentPeriodEnd = event.data.currentPeriodEnd ? new Date(event.data.currentPeriodEnd) : null; return;
      case 'SubscriptionCancellationScheduled': row.cancelAtPeriodEnd = true; return;
      case 'SubscriptionCancellationWithdrawn': row.cancelAtPeriodEnd = false; return;
      default: { const unknown: never = event; return unknown; }
    }
  }
}
