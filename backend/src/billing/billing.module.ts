import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { BillingController } from './billing.controller.js';
import { BillingLedger } from './billing-ledger.service.js';
import { BillingProjection } from './billing.projection.js';
import { BillingService } from './billing.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';
import { StripeBilling } from './stripe-billing.service.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { TestModeBilling } from './test-mode-billing.service.js';

@Module({
  controllers: [BillingController, StripeWebhookController],
  providers: [
    { provide: STRIPE_CLIENT, inject: [APP_CONFIG], useFactory: async (config: AppConfig) => (config.stripe ? createStripeClient(config.stripe) : null) },
    BillingLedger,
    StripeBilling,
    TestModeBilling,
    StripeWebhookService,
    BillingService,
  ],
})
export class BillingModule implements OnModuleInit {
  constructor(private readonly runner: ProjectionRunner) {}

  onModuleInit(): void {
    this.runner.register(new BillingProjection());
  }
}
