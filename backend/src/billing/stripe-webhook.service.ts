import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { isUuid } from '../common/uuid.js';
import { MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { UsersService } from '../users/users.service.js';
import { BillingCustomerEntity } from './billing.entity.js';
import { BillingLedger } from './billing-ledger.service.js';
import { StripeBilling } from './stripe-billing.service.js';
import { stripeErrors } from './stripe-client.js';

export interface WebhookReply {
  received: true;
  duplicate?: true;
  ignored?: string;
}


/** The subscription a webhook is about: the object itself, or the subscription an invoice belongs to. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'subscription' && event.type.startsWith('customer.subscription.')) return object.id ?? null;
  if (object.object === 'invoice') {
    const owner = (object as Stripe.Invoice).parent?.subscription_details?.subscription;
    return typeof owner === 'string' ? owner : owner?.id ?? null;
  }
  return null;
}

/**
 * Stripe webhooks: signature checked on the raw body, each event id processed once (claim stream),
 * and the subscription re-read from Stripe so a late, older event can never roll its state back.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly stripe: StripeBilling,
    private readonly ledger: BillingLedger,
    private readonly users: UsersService,
    private readonly orm: MikroORM,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReply> {
    if (!this.stripe.enabled) throw new NotFoundException('Stripe is not configured');
    if (!signature) throw new BadRequestException('Missing Stripe-Signature header');
    if (!rawBody?.length) throw new BadRequestException('Webhook body is missing or not JSON');
    let event: Stripe.Event;
    try {
      event = this.stripe.constructEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof stripeErrors()!.StripeSignatureVerificationError) throw new BadRequestException('Invalid Stripe signature');
      throw new BadRequestException('Webhook body is not a Stripe event');
    }
    const subscriptionId = subscriptionIdOf(event);
    if (!subscriptionId) return { received: true, ignored: event.type };
    if (await this.ledger.alreadyProcessed(event.id)) return { received: true, duplicate: true };

    const subscription = await this.stripe.retrieveIfExists(subscriptionId);
    if (!subscription) {
      this.logger.warn(`Webhook ${event.id}: subscription ${subscriptionId} is unknown to Stripe; ignored`);
      return { received: true, ignored: 'unknown subscription' };
    }
    const userId = await this.userIdOf(subscription);
    if (!userId) return { received: true, ignored: 'unknown customer' };
    const outcome = await this.stripe.record(userId, subscription, {
      type: 'StripeWebhookProcessed',
      data: { stripeEventId: event.id, type: event.type, created: event.created, userId },
    });
    return outcome.duplicate ? { received: true, duplicate: true } : { received: true };
  }

  /** Our subscriptions carry the user id; otherwise the customer tells whose it is. */
  private async userIdOf(subscription: Stripe.Subscription): Promise<string | null> {
    const fromMetadata = subscription.metadata?.userId;
    if (fromMetadata && isUuid(fromMetadata) && (await this.users.findById(fromMetadata))) return fromMetadata;
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const customer = await this.orm.em.fork().findOne(BillingCustomerEntity, { customerId });
    return customer?.userId ?? null;
  }
}
