export interface RateLimit { max: number; windowMs: number }

export interface AppConfig {
  port: number;
  databaseUrl: string;
  nodeEnv: string;
  sessionSecret: string | null;
  adminEmails: string[];
  loginRateLimit: RateLimit;
  registerRateLimit: RateLimit;
  google: { clientId: string; clientSecret: string; callbackUrl: string } | null;
  fetchAllowPrivate: boolean;
  frontendDist: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so deployments (and test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  trustProxy: boolean;
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
    registerRateLimit: parseRateLimit(env.REGISTER_RATE_LIMIT, { max: 30, windowMs: 60 * 60_000 }),
    google,
    fetchAllowPrivate: env.FETCH_ALLOW_PRIVATE === 'true',
    frontendDist: env.FRONTEND_DIST ?? null,
    redisUrl: env.REDIS_URL ?? null,
    redisPrefix: env.REDIS_PREFIX ?? 'studyloop:',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
