/**
 * Event-store benchmark: append and read throughput against the raw INSERT rate of the same
 * PostgreSQL at the same concurrency, and projection lag at a steady 500 events/s.
 * Run: npm run bench:events   (DATABASE_URL to use a server, else embedded PostgreSQL)
 *      npm run bench:events -- --store kurrentdb   (events in KurrentDB at EVENTSTORE_URL; see kurrentdb.ts)
 */
import 'reflect-metadata';
import pg from 'pg';
import { eventProblem } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { createOrm } from '@studyloop/backend/dist/database/database.module.js';
import { runMigrations } from '@studyloop/backend/dist/database/run-migrations.js';
import { comparePositions, type Position } from '@studyloop/backend/dist/event-store/event-store.port.js';
import { PostgresEventStore } from '@studyloop/backend/dist/event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '@studyloop/backend/dist/projections/projection-runner.js';
import { createBenchDatabase, fmt, percentile } from '../support/bench-database.js';
import { createLagProjection, readWholeLog } from './bench-workload.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const LAG_SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 6);

async function forDuration(writers: number, work: (writer: number) => Promise<number>): Promise<number> {
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  const counts = await Promise.all(Array.from({ length: writers }, async (_, w) => {
    let n = 0;
    while (Date.now() < deadline) n += await work(w);
    return n;
  }));
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const db = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: db.url, max: 24 });
  await runMigrations(pool);
  // The baseline inserts the same row into a table shaped and indexed like `events`, without the store's logic.
  await pool.query('CREATE TABLE raw_inserts (LIKE events INCLUDING ALL)');
  const store = new PostgresEventStore(pool, db.url);
  const payload = { title: 'Photosynthesis', score: 0.87, tags: ['biology', 'plants'] };
  const rows: string[][] = [];

  // Raw and store rounds alternate so load from anything else on the machine hits both alike.
  let rawVersion = 0;
  for (const writers of [1, 16]) {
    const versions = new Map<number, number>();
    const streams = Array.from({ length: writers }, () => `bench-${randomUUID()}`);
    const rawRates: number[] = [];
    const appendRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rawRates.push(await forDuration(writers, async (w) => {
        await pool.query('INSERT INTO raw_inserts (stream_id, stream_version, event_id, type, data) VALUES ($1, $2, $3, $4, $5)', [`raw-${w}`, ++rawVersion, randomUUID(), 'BenchEvent', JSON.stringify(payload)]);
        return 1;
      }));
      appendRates.push(await forDuration(writers, async (w) => {
        const result = await store.appendToStream(streams[w], [{ type: 'BenchEvent', data: payload }], { expectedVersion: versions.get(w) ?? 'no-stream' });
        versions.set(w, result.nextExpectedVersion);
        return 1;
      }));
    }
    const raw = rawRates.reduce((a, b) => a + b) / ROUNDS;
    const appends = appendRates.reduce((a, b) => a + b) / ROUNDS;
    rows.push([`single-event appends, ${writers} writer(s)`, `${fmt(appends)} ev/s`, `raw INSERT ${fmt(raw)} rows/s`, `ratio ${fmt(appends / raw, 2)}x`]);
  }

  const batch = Array.from({ length: 100 }, () => ({ type: 'BenchEvent', data: payload }));
  const batched = await forDuration(4, async () => {
    await store.appendToStream(`batch-${randomUUID()}`, batch, { expectedVersion: 'no-stream' });
    return 100;
  });
  rows.push(['batches of 100, 4 writers', `${fmt(batched)} ev/s`, '', '']);

  // The registry's cost: the same application events (a chat message, a flashcard review) appended by the
  // app's store (validated against their schemas) and by a store without validation, alternating rounds.
  const validating = new PostgresEventStore(pool, db.url, { validateEvents: true });
  const appEvent = (w: number) => (w % 2 === 0
    ? { type: 'GroupMessagePosted', data: { groupId: randomUUID(), messageId: randomUUID(), userId: randomUUID(), username: 'ana', content: 'What is photosynthesis?', postedAt: new Date().toISOString() } }
    : { type: 'FlashcardReviewed', data: {
      flashcardId: randomUUID(), notesId: randomUUID(), userId: randomUUID(), rating: 'good', correct: true, reviewedAt: new Date().toISOString(), elapsedMs: 4200,
      schedule: { due: new Date().toISOString(), stability: 3.1, difficulty: 5.2, state: 'review', reps: 3, lapses: 0, scheduledDays: 3, learningSteps: 0, lastReview: new Date().toISOString() },
    } });
  const plainRates: number[] = [];
  const checkedRates: number[] = [];
  const plainRound = () => forDuration(16, async (w) => { await store.appendToStream(`plain-${randomUUID()}`, [appEvent(w)]); return 1; });
  const checkedRound = () => forDuration(16, async (w) => { await validating.appendToStream(`checked-${randomUUID()}`, [appEvent(w)]); return 1; });
  for (let round = 0; round < ROUNDS * 2; round++) {
    // Which goes first alternates too, so a slow moment on the machine does not always hit the same side.
    if (round % 2 === 0) { plainRates.push(await plainRound()); checkedRates.push(await checkedRound()); }
    else { checkedRates.push(await checkedRound()); plainRates.push(await plainRound()); }
  }
  const plain = plainRates.reduce((a, b) => a + b) / plainRates.length;
  const checked = checkedRates.reduce((a, b) => a + b) / checkedRates.length;
  rows.push(['app events, registry-validated, 16 writers', `${fmt(checked)} ev/s`, `unvalidated ${fmt(plain)} ev/s`, `ratio ${fmt(checked / plain, 2)}x`]);
  const sample = [appEvent(0), appEvent(1)];
  const validations = 20_000;
  const validationStarted = performance.now();
  for (let i = 0; i < validations; i++) eventProblem(sample[i % 2].type, sample[i % 2].data);
  rows.push(['schema validation alone', `${fmt(((performance.now() - validationStarted) * 1000) / validations, 1)} µs/event`, '', '']);

  const { read, rate: readRate } = await readWholeLog(store);
  rows.push(['readAll (pages of 1000)', `${fmt(readRate)} ev/s`, `${fmt(read)} events`, '']);

  // Projection lag at a steady 500 events/s: append → projection batch committed.
  const orm = await createOrm(db.url);
  const projection = await createLagProjection(pool);

  const runner = new ProjectionRunner(orm, pool, store, [projection], { pollIntervalMs: 1000, logger: { error: (m: string, e: unknown) => console.error(m, e) } });
  await runner.catchUp(projection);
  runner.start();
  const pending: { position: Position; at: number }[] = [];
  const lags: number[] = [];
  runner.onProgress((_name: string, reached: Position) => {
    const now = performance.now();
    while (pending.length && comparePositions(pending[0].position, reached) <= 0) lags.push(now - pending.shift()!.at);
  });
  const total = 500 * LAG_SECONDS;
  const startedAt = performance.now();
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / 500;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const at = performance.now();
    const result = await store.appendToStream(`lag-${i % 50}`, [{ type: 'LagProbe', data: { i } }]);
    pending.push({ position: result.position, at });
  }
  const until = Date.now() + 5000;
  while (pending.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  await runner.stop();
  lags.sort((a, b) => a - b);
  rows.push([`projection lag at 500 ev/s (${lags.length} events)`, `p50 ${fmt(percentile(lags, 50), 1)} ms`, `p99 ${fmt(percentile(lags, 99), 1)} ms`, `max ${fmt(lags[lags.length - 1], 1)} ms`]);

  console.log('\nStudyLoop event-store benchmark');
  for (const row of rows) console.log(`  ${row[0].padEnd(44)} ${row.slice(1).filter(Boolean).join('   ')}`);
  const ratios = rows.slice(0, 2).map((r) => Number(r[3].replace(/[^0-9.]/g, '')));
  console.log(`\n  targets: appends >= 0.5x raw -> ${ratios.every((r) => r >= 0.5) ? 'met' : 'NOT met'}; lag p99 < 100 ms -> ${percentile(lags, 99) < 100 ? 'met' : 'NOT met'}; validation within 10 % -> ${checked / plain >= 0.9 ? 'met' : 'NOT met'}`);

  await orm.close();
  await validating.close();
  await store.close();
  await pool.end();
  await db.drop();
}

const storeFlag = process.argv.indexOf('--store');
const chosen = storeFlag >= 0 ? process.argv[storeFlag + 1] : 'postgres';
if (chosen !== 'postgres' && chosen !== 'kurrentdb') {
  console.error(`--store must be postgres or kurrentdb, got '${chosen}'`);
  process.exit(2);
}
(chosen === 'kurrentdb' ? (await import('./kurrentdb.js')).benchKurrentDb() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
