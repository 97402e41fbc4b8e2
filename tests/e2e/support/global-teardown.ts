import pg from 'pg';
import { e2eState } from './e2e-env.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopServer(pid: number): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

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
  if (e2eState.serverPid) await stopServer(e2eState.serverPid);
  if (e2eState.adminDatabaseUrl && e2eState.databaseName && process.env.E2E_KEEP_DB !== 'true') {
    await dropDatabase(e2eState.adminDatabaseUrl, e2eState.databaseName);
  }
  await e2eState.stopCluster?.();
  if (e2eState.fakeKurrentDbPid) await stopServer(e2eState.fakeKurrentDbPid);
}
