import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The payment provider's customer for each user (one per user). */
@Entity({ tableName: 'billing_customers' })
export class BillingCustomerEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text', fieldName: 'customer_id' }) customerId!: string;
  @Property({ type: 'text' }) provider!: string;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
}

/** Every subscription a user started, as last reported by the provider. */
@Entity({ tableName: 'billing_subscriptions' })
export class BillingSubscriptionEntity {
  [OptionalProps]?: 'currentPeriodEnd' | 'cancelAtPeriodEnd';
  @PrimaryKey({ type: 'text', fieldName: 'subscription_id' }) subscriptionId!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) provider!: string;
  @Property({ type: 'text' }) tier!: string;
  @Property({ type: 'text' }) status!: string;
  @Property({ type: 'datetime', nullable: true, fieldName: 'current_period_end' }) currentPeriodEnd: Date | null = null;
  @Property({ type: 'boolean', fieldName: 'cancel_at_period_end' }) cancelAtPeriodEnd = false;
  @Property({ type: 'datetime', fieldName: 'started_at' }) startedAt!: Date;
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt!: Date;
}
