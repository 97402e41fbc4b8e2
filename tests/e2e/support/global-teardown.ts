import pg from 'pg';
import { e2eState } from './e2e-env.js';

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Stops the app started by global setup and drops its database (kept when E2E_KEEP_DB=true), and the embedded cluster if one was started. */
export default async function globalTeardown(): Promise<void> {
  await e2eState.stopServer?.();
  if (e2eState.adminDatabaseUrl && e2eState.databaseName && process.env.E2E_KEEP_DB !== 'true') {
    await dropDatabase(e2eState.adminDatabaseUrl, e2eState.databaseName);
  }
  await e2eState.stopCluster?.();
  await e2eState.stopFakeKurrentDb?.();
}
