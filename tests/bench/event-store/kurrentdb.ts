/**
 * `npm run bench:events -- --store kurrentdb`: the event store on KurrentDB. With EVENTSTORE_URL (a
 * real server) it prints append and read rates and projection lag (projections in Postgres). Without
 * one it runs the same work against the fake KurrentDB to show the path works, and prints no figures:
 * an in-memory fake proves nothing about speed.
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createOrm } from '@studyloop/backend/dist/database/database.module.js';
import { runMigrations } from '@studyloop/backend/dist/database/run-migrations.js';
import { comparePositions, type Position } from '@studyloop/backend/dist/event-store/event-store.port.js';
import { KurrentDbEventStore } from '@studyloop/backend/dist/event-store/kurrentdb/kurrentdb-event-store.js';
import { FakeKurrentDb } from '@studyloop/backend/dist/event-store/kurrentdb/testing/fake-kurrentdb-server.js';
import { ProjectionRunner } from '@studyloop/backend/dist/projections/projection-runner.js';
import { createBenchDatabase, fmt, percentile } from '../support/bench-database.js';
import { createLagProjection, readWholeLog } from './bench-workload.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const LAG_EVENTS = Number(process.env.BENCH_LAG_EVENTS ?? 1000);

async function forDuration(writers: number, work: (writer: number) => Promise<number>): Promise<{ rate: number; count: number }> {
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  const counts = await Promise.all(Array.from({ length: writers }, async (_, w) => {
    let n = 0;
    while (Date.now() < deadline) n += await work(w);
    return n;
  }));
  const count = counts.reduce((a, b) => a + b, 0);
  return { rate: count / ((performance.now() - started) / 1000), count };
}

export async function benchKurrentDb(): Promise<void> {
  const url = process.env.EVENTSTORE_URL;
  const fake = url ? null : await FakeKurrentDb.start();
  const db = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: db.url, max: 24 });
  await runMigrations(pool);
  const store = KurrentDbEventStore.connect(url ?? fake!.connectionString, pool);
  const payload = { title: 'Photosynthesis', score: 0.87, tags: ['biology', 'plants'] };
  const rows: string[][] = [];

  for (const writers of [1, 16]) {
    const versions = new Map<number, number>();
    const streams = Array.from({ length: writers }, () => `bench-${randomUUID()}`);
    const { rate, count } = await forDuration(writers, async (w) => {
      const result = await store.appendToStream(streams[w], [{ type: 'BenchEvent', data: payload }], { expectedVersion: versions.get(w) ?? 'no-stream' });
      versions.set(w, result.nextExpectedVersion);
      return 1;
    });
    rows.push([`single-event appends, ${writers} writer(s)`, `${fmt(rate)} ev/s`, `${fmt(count)} events`]);
  }
  const batch = Array.from({ length: 100 }, () => ({ type: 'BenchEvent', data: payload }));
  const batched = await forDuration(4, async () => {
    await store.appendToStream(`batch-${randomUUID()}`, batch, { expectedVersion: 'no-stream' });
    return 100;
  });
  rows.push(['batches of 100, 4 writers', `${fmt(batched.rate)} ev/s`, `${fmt(batched.count)} events`]);

  const { read, rate: readRate } = await readWholeLog(store);
  rows.push(['readAll (pages of 1000)', `${fmt(readRate)} ev/s`, `${fmt(read)} events`]);

  const orm = await createOrm(db.url);
  const projection = await createLagProjection(pool);

  const runner = new ProjectionRunner(orm, pool, store, [projection], { pollIntervalMs: 1000 });
  await runner.catchUp(projection);
  runner.start();
  const pending: { position: Position; at: number }[] = [];
  const lags: number[] = [];
  runner.onProgress((_name: string, reached: Position) => {
    const now = performance.now();
    while (pending.length && comparePositions(pending[0].position, reached) <= 0) lags.push(now - pending.shift()!.at);
  });
  const startedAt = performance.now();
  for (let i = 0; i < LAG_EVENTS; i++) {
    const wait = startedAt + (i * 1000) / 500 - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const at = performance.now();
    pending.push({ position: (await store.appendToStream(`lag-${i % 50}`, [{ type: 'LagProbe', data: { i } }])).position, at });
  }
  const until = Date.now() + 10_000;
  while (pending.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  await runner.stop();
  const projected = (await pool.query<{ n: number }>('SELECT coalesce(sum(count), 0)::int AS n FROM bench_projection')).rows[0].n;
  lags.sort((a, b) => a - b);
  rows.push([`projection lag at 500 ev/s (${lags.length} events)`, `p50 ${fmt(percentile(lags, 50), 1)} ms`, `p99 ${fmt(percentile(lags, 99), 1)} ms`]);

  if (url) {
    console.log(`\nStudyLoop event-store benchmark on KurrentDB (${url}); projections in Postgres`);
    for (const row of rows) console.log(`  ${row[0].padEnd(44)} ${row.slice(1).filter(Boolean).join('   ')}`);
  } else {
    console.log('\nStudyLoop event-store benchmark, --store kurrentdb without EVENTSTORE_URL: ran against the fake KurrentDB.');
    console.log(`  Done: appends by 1 and 16 writers and in batches of 100, ${read} events read back through $all, ${projected} of ${LAG_EVENTS} probe events projected into Postgres.`);
    console.log('  No figures: the fake is an in-memory test double and says nothing about KurrentDB\'s speed. Set EVENTSTORE_URL to a real server.');
  }
  await orm.close();
  await store.close();
  await pool.end();
  await db.drop();
  await fake?.stop();
}
