import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { AppConfig } from '../config/app-config.js';

export const SESSION_COOKIE = 'studyloop.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** SESSION_SECRET when given; otherwise one secret generated once and shared by every node through Postgres. */
async function sessionSecret(pool: pg.Pool, config: AppConfig): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  await pool.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['session', randomBytes(32).toString('hex')]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', ['session']);
  return rows[0].value;
}

export async function createSessionMiddleware(pool: pg.Pool, config: AppConfig) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: await sessionSecret(pool, config),
    store: new PgStore({ pool, tableName: 'http_sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: THIRTY_DAYS_MS, path: '/' },
  });
}
