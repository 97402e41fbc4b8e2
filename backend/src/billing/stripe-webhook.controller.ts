import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { StripeWebhookService, type WebhookReply } from './stripe-webhook.service.js';

/** Called by Stripe, not the browser: exempt from the CSRF header, authenticated by its signature. */
@Controller('api/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  receive(@Req() req: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookReply> {
    return this.webhooks.handle(req.rawBody, signature);
  }
}
