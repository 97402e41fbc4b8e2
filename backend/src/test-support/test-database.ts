import { createPool } from '../database/database.module.js';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runMigrations } from '../database/run-migrations.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Integration tests need the jest global setup (TEST_ADMIN_DATABASE_URL) or DATABASE_URL');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated database per test file, so files and parallel runs never share state. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `sl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl(), name);
  if (options.migrate !== false) {
    const pool = createPool(url, 1);
    await runMigrations(pool);
    await pool.end();
  }
  return {
    url,
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
