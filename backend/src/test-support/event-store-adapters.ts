import pg from 'pg';
import type { EventStore } from '../event-store/event-store.port.js';
import { KurrentDbEventStore } from '../event-store/kurrentdb/kurrentdb-event-store.js';
import { FakeKurrentDb } from '../event-store/kurrentdb/testing/fake-kurrentdb-server.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';

export interface StoreUnderTest {
  store: EventStore;
  /** Another node's store on the same log (for wake-ups across nodes). */
  otherNode(): EventStore;
  close(): Promise<void>;
}

export interface EventStoreAdapter {
  name: string;
  open(pool: pg.Pool, databaseUrl: string): Promise<StoreUnderTest>;
}

/**
 * The event-store adapters the contract suite runs on: Postgres, KurrentDB on the fake server, and a
 * real KurrentDB when TEST_EVENTSTORE_URL is set (see README). Each suite gets its own log: a fresh
 * database, a fresh fake; on a real server, fresh stream names (readers of $all filter to them).
 */
export const eventStoreAdapters: EventStoreAdapter[] = [
  {
    name: 'Postgres',
    async open(pool, url) {
      const store = new PostgresEventStore(pool, url);
      const others: PostgresEventStore[] = [];
      return {
        store,
        otherNode: () => { const other = new PostgresEventStore(pool, url); others.push(other); return other; },
        async close() { await Promise.all([store, ...others].map((s) => s.close())); },
      };
    },
  },
  {
    name: 'KurrentDB (fake server)',
    async open(pool) {
      const server = await FakeKurrentDb.start();
      const store = KurrentDbEventStore.connect(server.connectionString, pool);
      const others: KurrentDbEventStore[] = [];
      return {
        store,
        otherNode: () => { const other = KurrentDbEventStore.connect(server.connectionString, pool); others.push(other); return other; },
        async close() {
          await Promise.all([store, ...others].map((s) => s.close()));
          await server.stop();
        },
      };
    },
  },
  ...(process.env.TEST_EVENTSTORE_URL ? [{
    name: `KurrentDB (${process.env.TEST_EVENTSTORE_URL})`,
    async open(pool: pg.Pool) {
      const url = process.env.TEST_EVENTSTORE_URL!;
      const store = KurrentDbEventStore.connect(url, pool);
      const others: KurrentDbEventStore[] = [];
      return {
        store,
        otherNode: () => { const other = KurrentDbEventStore.connect(url, pool); others.push(other); return other; },
        async close() { await Promise.all([store, ...others].map((s) => s.close())); },
      };
    },
  }] : []),
];
