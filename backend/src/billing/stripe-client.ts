import Stripe from 'stripe';
import type { StripeConfig } from '../config/app-config.js';

export const STRIPE_CLIENT = Symbol('StripeClient');

/** The real SDK; `api` points it elsewhere (the fake Stripe server in tests, or stripe-mock). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'StudyLoop' },
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });
}
