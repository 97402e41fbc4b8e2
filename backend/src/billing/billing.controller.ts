import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  subscriptionTierPayload, type BillingConfigResponse, type BillingPortalResponse, type BillingSummaryResponse, type CreateSubscriptionResponse,
} from '@studyloop/events';
import type { Request } from 'express';
import { CurrentUserId } from '../common/session.js';
import { parsePayload } from '../common/validation.js';
import { BillingService } from './billing.service.js';
import { ApiPayload } from '../common/openapi.js';

@Controller('api')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Post('create-subscription')
  @HttpCode(200)
  @ApiPayload(subscriptionTierPayload)
  createSubscription(@CurrentUserId() userId: string, @Body() body: unknown): Promise<CreateSubscriptionResponse> {
    return this.billing.createSubscription(userId, parsePayload(subscriptionTierPayload, body).tier);
  }

  @Get('billing/config')
  config(): BillingConfigResponse {
    return this.billing.clientConfig();
  }

  @Get('billing/subscription')
  subscription(@CurrentUserId() userId: string): Promise<BillingSummaryResponse> {
    return this.billing.summary(userId);
  }

  /** After checkout: re-reads the subscription from Stripe rather than waiting for the webhook. */
  @Post('billing/refresh')
  @HttpCode(200)
  refresh(@CurrentUserId() userId: string): Promise<BillingSummaryResponse> {
    return this.billing.refresh(userId);
  }

  @Post('billing/portal')
  @HttpCode(200)
  async portal(@CurrentUserId() userId: string, @Req() req: Request): Promise<BillingPortalResponse> {
    return { url: await this.billing.portalUrl(userId, `${req.protocol}://${req.get('host')}/pricing`) };
  }

  @Post('billing/test-mode/confirm')
  @HttpCode(200)
  @ApiPayload(subscriptionTierPayload)
  confirmTestMode(@CurrentUserId() userId: string, @Body() body: unknown): Promise<BillingSummaryResponse> {
    return this.billing.confirmTestMode(userId, parsePayload(subscriptionTierPayload, body).tier);
  }

  @Post('billing/test-mode/cancel')
  @HttpCode(200)
  cancelTestMode(@CurrentUserId() userId: string): Promise<BillingSummaryResponse> {
    return this.billing.cancelTestMode(userId);
  }
}
