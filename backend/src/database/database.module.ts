import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { APP_CONFIG, loadConfig, type AppConfig } from '../config/app-config.js';
import { EVENT_LOG, EVENT_STORE } from '../event-store/event-store.port.js';
import { READ_MODEL_APPLICATION_NAME } from '../event-store/postgres/read-horizon.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { entities } from './entities.js';

export const PG_POOL = Symbol('PgPool');

export function createPool(connectionString: string, max = 20): pg.Pool {
  // A leaked open transaction would hold back the event store's read horizon for every reader.
  const pool = new pg.Pool({ connectionString, max, idle_in_transaction_session_timeout: 60_000 });
  pool.on('error', () => undefined);
  return pool;
}

export function createOrm(connectionString: string): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: connectionString,
    entities,
    metadataProvider: ReflectMetadataProvider,
    allowGlobalContext: false,
    debug: false,
    pool: { max: 10 },
    // Marks these connections as unable to append events, so their transactions do not hold back readers.
    driverOptions: { application_name: READ_MODEL_APPLICATION_NAME },
  });
}

@Global()
@Module({
  providers: [
    { provide: APP_CONFIG, useFactory: () => loadConfig() },
    { provide: PG_POOL, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createPool(config.databaseUrl) },
    { provide: MikroORM, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createOrm(config.databaseUrl) },
    {
      provide: EVENT_STORE,
      inject: [PG_POOL, APP_CONFIG],
      // EVENTSTORE_URL set: events in KurrentDB (read models, snapshots and the rest stay in Postgres).
      // Its client is loaded only then: it costs every other deployment ~10 MB of heap for nothing.
      useFactory: async (pool: pg.Pool, config: AppConfig): Promise<EventStore> => {
        if (!config.eventStoreUrl) return new PostgresEventStore(pool, config.databaseUrl, { validateEvents: true });
        const { KurrentDbEventStore } = await import('../event-store/kurrentdb/kurrentdb-event-store.js');
        return KurrentDbEventStore.connect(config.eventStoreUrl, pool, { validateEvents: true });
      },
    },
    { provide: EVENT_LOG, useExisting: EVENT_STORE },
  ],
  exports: [APP_CONFIG, PG_POOL, MikroORM, EVENT_STORE, EVENT_LOG],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.orm.close();
    await this.pool.end();
  }
}
