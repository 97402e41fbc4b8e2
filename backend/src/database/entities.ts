import { AdminAuditEntity, UserEntity } from '../users/user.entity.js';
import { BillingCustomerEntity, BillingSubscriptionEntity } from '../billing/billing.entity.js';

/** Every read-model entity; MikroORM needs them all at start-up. Features add theirs here. */
export const entities = [
  UserEntity, AdminAuditEntity,
  BillingCustomerEntity, BillingSubscriptionEntity,
];
