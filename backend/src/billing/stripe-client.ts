import type Stripe from 'stripe';
import type { StripeConfig } from '../config/app-config.js';

export const STRIPE_CLIENT = Symbol('StripeClient');

let sdk: typeof Stripe | undefined;

/**
 * The real SDK; `api` points it elsewhere (the fake Stripe server in tests, or stripe-mock). Loaded only
 * when Stripe is configured (~4 MB of heap, ~18 MB RSS a server without billing never needs).
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  sdk = StripeSdk;
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'StudyLoop' },
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });
}

/** The SDK's error classes once a client exists: no Stripe error can exist before. */
export function stripeErrors(): typeof Stripe.errors | undefined {
  return sdk?.errors;
}
