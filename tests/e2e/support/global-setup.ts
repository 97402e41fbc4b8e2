import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  DEFAULT_DATABASE_URL, E2E_ADMIN_EMAIL, E2E_EXTRA_ADMIN_EMAILS, e2eState, FRONTEND_DIST, FRONTEND_INDEX, freePort, REPO_ROOT, SERVER_ENTRY, SERVER_LOG, withDatabase,
} from './e2e-env.js';
import { startAppProcess, stopChild } from './app-process.js';
import { startEmbeddedCluster } from './embedded-database.js';

const STARTUP_TIMEOUT_MS = Number(process.env.E2E_STARTUP_TIMEOUT_MS ?? 60_000);

async function createDatabase(adminUrl: string): Promise<string> {
  const name = `sl_e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return name;
}

/**
 * The event store reads only below the cluster-wide xmin, so a transaction left open in ANY database
 * of the same cluster (e.g. a hung integration test) stalls every projection. Say so up front.
 */
async function warnAboutOldTransactions(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; datname: string; state: string; seconds: number }>(
      `SELECT pid, datname, state, extract(epoch FROM now() - xact_start)::int AS seconds
         FROM pg_stat_activity
        WHERE (backend_xid IS NOT NULL OR backend_xmin IS NOT NULL) AND pid <> pg_backend_pid()
          AND xact_start < now() - interval '30 seconds'`,
    );
    for (const row of rows) {
      console.warn(
        `[e2e] WARNING: pid ${row.pid} (${row.datname}, ${row.state}) has held a transaction open for ${row.seconds}s on this ` +
          'PostgreSQL cluster; event-store readers wait for it, so commands may time out. Set E2E_EMBEDDED_PG=true to use a private cluster.',
      );
    }
  } finally {
    await client.end();
  }
}

async function startFakeKurrentDb(): Promise<string> {
  const port = await freePort();
  const entry = path.join(REPO_ROOT, 'backend/dist/event-store/kurrentdb/testing/start-fake-kurrentdb.js');
  const child = spawn(process.execPath, [entry, String(port)], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  e2eState.stopFakeKurrentDb = () => stopChild(child);
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The fake KurrentDB did not say it listens within ${STARTUP_TIMEOUT_MS} ms`)), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`The fake KurrentDB exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('listening')) resolve(); });
  }).finally(() => clearTimeout(timer));
  return `esdb://127.0.0.1:${port}?tls=false`;
}

/** Fresh database + the built app on a free port; exports E2E_BASE_URL for the tests. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] Using the running server at ${process.env.E2E_BASE_URL}`);
    return;
  }
  if (!existsSync(SERVER_ENTRY)) throw new Error(`Missing ${SERVER_ENTRY}: run \`npm run build\` at the repository root first.`);
  if (!existsSync(FRONTEND_INDEX)) throw new Error(`Missing ${FRONTEND_INDEX}: run \`npm run build -w @studyloop/frontend\` first.`);

  let adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (process.env.E2E_EMBEDDED_PG === 'true') {
    const cluster = await startEmbeddedCluster();
    e2eState.stopCluster = cluster.stop;
    adminUrl = cluster.url;
  }
  await warnAboutOldTransactions(adminUrl).catch(() => undefined);
  const databaseName = await createDatabase(adminUrl);
  e2eState.adminDatabaseUrl = adminUrl;
  e2eState.databaseName = databaseName;

  // E2E_FAKE_KURRENTDB=true: the app keeps its events in a fake KurrentDB (EVENTSTORE_URL), its own process.
  let eventStoreUrl = process.env.EVENTSTORE_URL;
  if (process.env.E2E_FAKE_KURRENTDB === 'true') eventStoreUrl = await startFakeKurrentDb();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await startAppProcess({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: withDatabase(adminUrl, databaseName),
    FETCH_ALLOW_PRIVATE: 'true',
    NODE_ENV: 'test',
    FRONTEND_DIST,
    // Many sign-ins from one address in a few seconds are expected here.
    LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '1000/15m',
    REGISTER_RATE_LIMIT: process.env.REGISTER_RATE_LIMIT ?? '1000/60m',
    ADMIN_EMAILS: [process.env.ADMIN_EMAILS, E2E_ADMIN_EMAIL, ...E2E_EXTRA_ADMIN_EMAILS].filter(Boolean).join(','),
    // Checkout runs in its labelled test mode here, whatever keys the shell has.
    STRIPE_SECRET_KEY: '',
    ...(eventStoreUrl ? { EVENTSTORE_URL: eventStoreUrl } : {}),
  }, SERVER_LOG, STARTUP_TIMEOUT_MS);
  e2eState.stopServer = () => app.stop();
  const health = await fetch(`${baseUrl}/api/health`).catch((error: unknown) => error as Error);
  if (health instanceof Error || health.status !== 200) {
    await app.stop();
    throw new Error(`The app logged that it listens but GET /api/health answered ${health instanceof Error ? health.message : health.status}; see ${SERVER_LOG}`);
  }
  process.env.E2E_BASE_URL = baseUrl;
  // Tests that start their own app instance create their databases on the same cluster.
  process.env.E2E_ADMIN_DATABASE_URL = adminUrl;
  console.log(`[e2e] App at ${baseUrl} (database ${databaseName}${eventStoreUrl ? `, events in ${eventStoreUrl}` : ''}, log ${path.relative(REPO_ROOT, SERVER_LOG)})`);
}
