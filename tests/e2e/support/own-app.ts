import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startAppProcess } from './app-process.js';
import { DEFAULT_DATABASE_URL, FRONTEND_DIST, freePort, REPO_ROOT, withDatabase } from './e2e-env.js';

/**
 * A second instance of the built app with its own settings and database, for a test that needs a
 * configuration the shared app does not have (e.g. an OpenAI-compatible model pointed at a fake
 * server in the test process). Stopped and its database dropped by `stop`.
 */
export interface OwnApp {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startOwnApp(env: Record<string, string>, name = 'own'): Promise<OwnApp> {
  const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const database = `sl_e2e_${name}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try { await admin.query(`CREATE DATABASE "${database}"`); } finally { await admin.end(); }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(REPO_ROOT, `tests/test-results/e2e-server-${name}.log`);
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try { await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`); } finally { await client.end(); }
  };
  const app = await startAppProcess({
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: withDatabase(adminUrl, database), FETCH_ALLOW_PRIVATE: 'true',
    NODE_ENV: 'test', FRONTEND_DIST, LOGIN_RATE_LIMIT: '1000/15m', REGISTER_RATE_LIMIT: '1000/60m', STRIPE_SECRET_KEY: '', ...env,
  }, logFile, 60_000).catch(async (error: unknown) => {
    await dropDatabase();
    throw error;
  });
  return {
    baseUrl,
    async stop() {
      await app.stop();
      await dropDatabase();
    },
  };
}
