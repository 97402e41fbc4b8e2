import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built server; E2E_SERVER_ENTRY points at another build (e.g. of a worktree). */
export const SERVER_ENTRY = path.resolve(process.env.E2E_SERVER_ENTRY ?? path.join(REPO_ROOT, 'backend/dist/main.js'));
export const FRONTEND_DIST = path.join(REPO_ROOT, 'frontend/dist');
export const FRONTEND_INDEX = path.join(FRONTEND_DIST, 'index.html');
export const SERVER_LOG = path.join(REPO_ROOT, 'tests/test-results/e2e-server.log');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Listed in the app's ADMIN_EMAILS: whoever signs up with it is an admin (admin panel tests). */
export const E2E_ADMIN_EMAIL = 'admin@e2e.studyloop.test';
/** Admins of their own for tests that run side by side (the accessibility sweep visits the admin panel at two sizes). */
export const e2eAdminEmail = (name: string): string => `admin.${name}@e2e.studyloop.test`;
export const E2E_EXTRA_ADMIN_EMAILS = ['desktop', 'phone'].map(e2eAdminEmail);

/** State handed from global setup to global teardown (same runner process). */
export interface E2eState {
  /** Stops the app global setup started; resolves once it has exited. */
  stopServer?: () => Promise<void>;
  adminDatabaseUrl?: string;
  databaseName?: string;
  stopCluster?: () => Promise<void>;
  stopFakeKurrentDb?: () => Promise<void>;
}
const STATE_KEY = '__studyloopE2e';
export const e2eState = ((globalThis as Record<string, unknown>)[STATE_KEY] ??= {}) as E2eState;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The same connection string pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
