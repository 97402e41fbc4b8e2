export interface RateLimit { max: number; windowMs: number }

import { parseYouTubeStrategies, type YouTubeStrategy } from '../videos/sources/youtube-strategies.js';

export interface AppConfig {
  port: number;
  databaseUrl: string;
  nodeEnv: string;
  sessionSecret: string | null;
  adminEmails: string[];
  /** Failed logins per account. */
  loginRateLimit: RateLimit;
  /** Failed logins per client address: higher, since a school's NAT puts a whole class behind one. */
  loginAddressRateLimit: RateLimit;
  registerRateLimit: RateLimit;
  google: { clientId: string; clientSecret: string; callbackUrl: string } | null;
  fetchAllowPrivate: boolean;
  frontendDist: string | null;
  redisUrl: string | null;
  /** esdb:// or kurrentdb:// connection string: events live in KurrentDB; null = the Postgres event store. */
  eventStoreUrl: string | null;
  /** Prefix of every Redis key and channel, so deployments (and test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  trustProxy: boolean;
  /** BILLING_MODE; without it Stripe when its keys are set, else the labelled test mode. */
  billingMode: 'stripe' | 'test' | 'off';
  /** Set only in Stripe mode. */
  stripe: StripeConfig | null;
  /** Group chat messages per user ("10/10s"). */
  chatRateLimit: RateLimit;
  /** YOUTUBE_CLIENTS: the order of ways to ask YouTube for captions; YOUTUBE_BASE_URL (tests): a fake YouTube's origin. */
  youtube: { strategies: YouTubeStrategy[]; baseUrl: string | null };
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: { premium: string; pro: string };
  /** Where the SDK sends requests (tests and stripe-mock); null = api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export const APP_CONFIG = Symbol('AppConfig');

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses "10/15m" (10 per 15 minutes); a bare number keeps the default window. */
export function parseRateLimit(value: string | undefined, fallback: RateLimit): RateLimit {
  if (!value) return fallback;
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*([smhd]))?\s*$/.exec(value);
  if (!match) throw new Error(`Invalid rate limit '${value}': use e.g. "10/15m"`);
  const max = Number(match[1]);
  const windowMs = match[2] ? Number(match[2]) * UNITS[match[3]] : fallback.windowMs;
  return { max, windowMs };
}

/** Stripe is on when STRIPE_SECRET_KEY is set; then the other keys it needs must be there too. */
export function loadStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const required = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PREMIUM', 'STRIPE_PRICE_PRO'] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length) throw new Error(`STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too (or unset STRIPE_SECRET_KEY for test mode)`);
  let api: StripeConfig['api'] = null;
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: { premium: env.STRIPE_PRICE_PREMIUM!, pro: env.STRIPE_PRICE_PRO! },
    api,
  };
}

/** BILLING_MODE=stripe|test|off. Stripe needs its keys; test mode ignores any; off disables self-upgrades. */
export function loadBilling(env: NodeJS.ProcessEnv): Pick<AppConfig, 'billingMode' | 'stripe'> {
  const requested = env.BILLING_MODE?.trim().toLowerCase() || null;
  if (requested !== null && !['stripe', 'test', 'off'].includes(requested)) throw new Error(`Invalid BILLING_MODE '${env.BILLING_MODE}': use stripe, test or off`);
  if (requested === 'test' || requested === 'off') return { billingMode: requested, stripe: null };
  const stripe = loadStripeConfig(env);
  if (requested === 'stripe' && !stripe) throw new Error('BILLING_MODE=stripe needs STRIPE_SECRET_KEY and the other Stripe keys');
  return { billingMode: stripe ? 'stripe' : 'test', stripe };
}

export function loadEventStoreUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^(esdb|kurrentdb)(\+discover)?:\/\//.test(value)) throw new Error(`EVENTSTORE_URL must be an esdb:// or kurrentdb:// connection string, got '${value}'`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? {
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        callbackUrl: env.GOOGLE_CALLBACK_URL ?? '/api/auth/google/callback',
      }
    : null;
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL ?? '',
    nodeEnv: env.NODE_ENV ?? 'development',
    sessionSecret: env.SESSION_SECRET ?? null,
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    loginRateLimit: parseRateLimit(env.LOGIN_RATE_LIMIT, { max: 10, windowMs: 15 * 60_000 }),
    loginAddressRateLimit: parseRateLimit(env.LOGIN_ADDRESS_RATE_LIMIT, { max: 100, windowMs: 15 * 60_000 }),
    registerRateLimit: parseRateLimit(env.REGISTER_RATE_LIMIT, { max: 30, windowMs: 60 * 60_000 }),
    google,
    fetchAllowPrivate: env.FETCH_ALLOW_PRIVATE === 'true',
    frontendDist: env.FRONTEND_DIST ?? null,
    redisUrl: env.REDIS_URL ?? null,
    eventStoreUrl: loadEventStoreUrl(env.EVENTSTORE_URL),
    redisPrefix: env.REDIS_PREFIX ?? 'studyloop:',
    trustProxy: env.TRUST_PROXY === 'true',
    ...loadBilling(env),
    chatRateLimit: parseRateLimit(env.CHAT_RATE_LIMIT, { max: 10, windowMs: 10_000 }),
    youtube: { strategies: parseYouTubeStrategies(env.YOUTUBE_CLIENTS), baseUrl: env.YOUTUBE_BASE_URL || null },
  };
}
