import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { AppConfig } from '../config/app-config.js';

export const SESSION_COOKIE = 'studyloop.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward at most this often: a 30-day window loses nothing by an hour. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** SESSION_SECRET when given; otherwise one secret generated once and shared by every node through Postgres. */
async function sessionSecret(pool: pg.Pool, config: AppConfig): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  await pool.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['session', randomBytes(32).toString('hex')]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', ['session']);
  return rows[0].value;
}

type TouchCallback = (error?: unknown) => void;
type Touch = (sid: string, sess: session.SessionData, callback?: TouchCallback) => void;

/**
 * Rolling sessions would otherwise write (and wait for the disk) on every request, reads included.
 * Touches remembered for two intervals: enough to skip repeats, bounded by the sessions active lately.
 */
export function withThrottledTouch<S extends session.Store>(store: S, intervalMs = SESSION_TOUCH_INTERVAL_MS, clock: () => number = Date.now): S {
  const touch = store.touch?.bind(store) as Touch | undefined;
  if (!touch) return store;
  let recent = new Map<string, number>();
  let older = new Map<string, number>();
  let rotatedAt = clock();
  const throttled: Touch = (sid, sess, callback) => {
    const now = clock();
    if (now - rotatedAt >= intervalMs) {
      older = recent;
      recent = new Map();
      rotatedAt = now;
    }
    const last = recent.get(sid) ?? older.get(sid);
    if (last !== undefined && now - last < intervalMs) return callback?.();
    recent.set(sid, now);
    touch(sid, sess, (error?: unknown) => {
      if (error) recent.delete(sid);
      callback?.(error);
    });
  };
  store.touch = throttled;
  return store;
}

/**
 * The pool as the session store sees it, with each of its few fixed statements prepared once per
 * connection (it runs on every request: Postgres then skips parsing and planning it).
 */
export function withPreparedStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const name = (text: string) => {
    let found = names.get(text);
    if (!found) {
      found = `sl_session_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
      names.set(text, found);
    }
    return found;
  };
  const query = (text: string, values?: unknown[]) => pool.query({ name: name(text), text, values });
  return new Proxy(pool, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) });
}

export async function createSessionMiddleware(pool: pg.Pool, config: AppConfig) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: await sessionSecret(pool, config),
    store: withThrottledTouch(new PgStore({ pool: withPreparedStatements(pool), tableName: 'http_sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 })),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: THIRTY_DAYS_MS, path: '/' },
  });
}
