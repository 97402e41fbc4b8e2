import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Jest loads global setup through CommonJS require, which cannot map the '.js' suffix to our .ts source.
// @ts-ignore TS2835
import { startEmbeddedPostgres } from '../database/embedded-postgres';

/** Integration tests use DATABASE_URL when set, else a throwaway embedded PostgreSQL. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'studyloop-pg-'));
  const db = await startEmbeddedPostgres(dir, { persistent: false });
  process.env.TEST_ADMIN_DATABASE_URL = db.url;
  (globalThis as Record<string, unknown>).__embeddedPg = db;
}
