import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  TEST_MODE_CLIENT_SECRET, UPGRADES_OFF_MESSAGE, type BillingConfigResponse, type BillingMode, type BillingProvider, type BillingSummaryResponse,
  type CreateSubscriptionResponse, type PaidTier,
} from '@studyloop/events';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { toCurrentUser, UsersService } from '../users/users.service.js';
import { primarySubscription } from './billing.decider.js';
import { BillingCustomerEntity, BillingSubscriptionEntity } from './billing.entity.js';
import { StripeBilling } from './stripe-billing.service.js';
import { TestModeBilling } from './test-mode-billing.service.js';

const TEST_MODE_OFF = 'Test mode is off: payments go through Stripe';

/** What the billing endpoints do, in Stripe mode or in test mode. */
@Injectable()
export class BillingService {
  constructor(
    private readonly stripe: StripeBilling,
    private readonly testMode: TestModeBilling,
    private readonly users: UsersService,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get mode(): BillingMode {
    return this.config.billingMode;
  }

  clientConfig(): BillingConfigResponse {
    return this.config.stripe ? { mode: 'stripe', publishableKey: this.config.stripe.publishableKey } : { mode: this.mode };
  }

  async createSubscription(userId: string, tier: PaidTier): Promise<CreateSubscriptionResponse> {
    const user = await this.users.getById(userId);
    if (user.isAdmin) throw new ConflictException('Admin accounts already have unlimited access to every plan');
    if (this.mode === 'off') throw new ForbiddenException(UPGRADES_OFF_MESSAGE);
    if (this.mode === 'stripe') return this.stripe.startCheckout(user, tier);
    await this.testMode.assertNotSubscribed(userId, tier);
    return { clientSecret: TEST_MODE_CLIENT_SECRET, mode: 'test', tier, planChanged: false };
  }

  async confirmTestMode(userId: string, tier: PaidTier): Promise<BillingSummaryResponse> {
    if (this.mode === 'off') throw new ForbiddenException(UPGRADES_OFF_MESSAGE);
    if (this.mode !== 'test') throw new NotFoundException(TEST_MODE_OFF);
    const user = await this.users.getById(userId);
    if (user.isAdmin) throw new ConflictException('Admin accounts already have unlimited access to every plan');
    await this.testMode.confirm(userId, tier);
    return this.summary(userId);
  }

  async cancelTestMode(userId: string): Promise<BillingSummaryResponse> {
    // With upgrades off, an earlier test-mode plan can still be cancelled.
    if (this.mode === 'stripe') throw new NotFoundException(TEST_MODE_OFF);
    await this.testMode.cancel(userId);
    return this.summary(userId);
  }

  async refresh(userId: string): Promise<BillingSummaryResponse> {
    if (this.mode === 'stripe') await this.stripe.refresh(userId);
    return this.summary(userId);
  }

  async portalUrl(userId: string, returnUrl: string): Promise<string> {
    if (this.mode !== 'stripe') throw new NotFoundException('The billing portal needs Stripe; test mode has none');
    return this.stripe.portalUrl(userId, returnUrl);
  }

  async summary(userId: string): Promise<BillingSummaryResponse> {
    const user = await this.users.getById(userId);
    const em = this.orm.em.fork();
    const [rows, customer] = await Promise.all([
      em.find(BillingSubscriptionEntity, { userId }, { orderBy: { startedAt: 'asc' } }),
      em.findOne(BillingCustomerEntity, { userId }),
    ]);
    const primary = primarySubscription({
      customerId: customer?.customerId ?? null,
      subscriptions: rows.map((r) => ({
        subscriptionId: r.subscriptionId, provider: r.provider as BillingProvider, tier: r.tier as PaidTier, status: r.status,
        currentPeriodEnd: r.currentPeriodEnd?.toISOString() ?? null, cancelAtPeriodEnd: r.cancelAtPeriodEnd,
      })),
    });
    return {
      mode: this.mode,
      tier: toCurrentUser(user).subscriptionTier,
      subscription: primary,
      canManage: this.mode === 'stripe' && customer !== null,
    };
  }
}
