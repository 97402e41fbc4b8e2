import { loadEventStoreUrl } from '../config/app-config.js';
import { createPool } from '../database/database.module.js';
import { runMigrations } from '../database/run-migrations.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { KurrentDbEventStore } from '../event-store/kurrentdb/kurrentdb-event-store.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { exportEvents, importEvents } from '../event-store/transfer/event-log-transfer.js';

/**
 * npm run events:export -- <file>   writes the configured store's log (EVENTSTORE_URL, else Postgres) to <file>
 * npm run events:import -- <file>   appends <file> into the configured store
 * Moving house: export with the old setting, import with the new one.
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'export' && command !== 'import') || !file) {
    console.error('Usage: events-transfer export|import <file>  (EVENTSTORE_URL selects KurrentDB, else DATABASE_URL\'s Postgres store)');
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required (Postgres keeps snapshots and read models either way)');
  const pool = createPool(databaseUrl, 4);
  await runMigrations(pool);
  const eventStoreUrl = loadEventStoreUrl(process.env.EVENTSTORE_URL);
  const store: EventStore = eventStoreUrl ? KurrentDbEventStore.connect(eventStoreUrl, pool) : new PostgresEventStore(pool);
  try {
    const count = command === 'export' ? await exportEvents(store, file) : await importEvents(store, file);
    console.log(`${command === 'export' ? 'Exported' : 'Imported'} ${count} events ${command === 'export' ? 'to' : 'from'} ${file} (${eventStoreUrl ? 'KurrentDB' : 'Postgres'})`);
  } finally {
    await store.close();
    await pool.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
