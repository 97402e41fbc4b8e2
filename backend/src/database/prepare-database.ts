import path from 'node:path';
import { createPool } from './database.module.js';
import { runMigrations } from './run-migrations.js';

export interface PreparedDatabase { url: string; stop(): Promise<void> }

const EMBEDDED_PORT = 54329;

/** DATABASE_URL when set; otherwise a real PostgreSQL embedded under ./data/postgres. Then migrations. */
export async function prepareDatabase(logger: { log(message: string): void }): Promise<PreparedDatabase> {
  let database: PreparedDatabase;
  if (process.env.DATABASE_URL) {
    database = { url: process.env.DATABASE_URL, stop: async () => undefined };
  } else {
    const dir = path.resolve(process.env.DATA_DIR ?? 'data', 'postgres');
    logger.log(`No DATABASE_URL: starting embedded PostgreSQL in ${dir}`);
    // Loaded only here: a server given DATABASE_URL never holds the embedded server's module.
    const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
    const embedded = await startEmbeddedPostgres(dir, { persistent: true, port: Number(process.env.EMBEDDED_PG_PORT ?? EMBEDDED_PORT) });
    process.env.DATABASE_URL = embedded.url;
    database = embedded;
  }
  const pool = createPool(database.url, 2);
  try {
    const applied = await runMigrations(pool);
    if (applied.length) logger.log(`Applied migrations: ${applied.join(', ')}`);
  } finally {
    await pool.end();
  }
  return database;
}
