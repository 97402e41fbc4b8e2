import type pg from 'pg';
import type { EventStore, Position } from '@studyloop/backend/dist/event-store/event-store.port.js';
import type { ProjectionName } from '@studyloop/backend/dist/projections/projection.js';

/** Reads the whole log in pages of 1000: events read and events per second. */
export async function readWholeLog(store: EventStore): Promise<{ read: number; rate: number }> {
  let read = 0;
  let after: Position | null = null;
  const started = performance.now();
  for (let page = await store.readAll(after, 1000); page.length; page = await store.readAll(after, 1000)) {
    read += page.length;
    after = page[page.length - 1].position;
  }
  return { read, rate: read / ((performance.now() - started) / 1000) };
}

/** The projection whose lag both store benches measure: one counter row per LagProbe stream. */
export async function createLagProjection(pool: pg.Pool) {
  await pool.query('CREATE TABLE bench_projection (stream_id text PRIMARY KEY, count int NOT NULL)');
  return {
    // The bench's own projection (its own checkpoint row), outside the app's names.
    name: 'bench' as ProjectionName, tables: ['bench_projection'], eventTypes: new Set(['LagProbe']),
    async apply(events: { streamId: string }[], em: any) {
      await em.getConnection().execute(
        'INSERT INTO bench_projection (stream_id, count) SELECT s, 1 FROM jsonb_array_elements_text(?::jsonb) s ON CONFLICT (stream_id) DO UPDATE SET count = bench_projection.count + 1',
        [JSON.stringify(events.map((e) => e.streamId))], 'run', em.getTransactionContext());
    },
  };
}
