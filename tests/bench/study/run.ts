/**
 * Study benchmark: a learner with a year of history (~50,000 events appended straight through the
 * event store), then under concurrent HTTP load (autocannon) the p99 of GET /api/analytics/dashboard
 * and of POST /api/flashcards/{id}/review, and the rebuild time of every study projection.
 * The app runs as its own process (backend/dist/main.js) on a free port, as in production.
 *
 * Run: npm run build && npm run bench:study
 * Knobs: BENCH_SECONDS (per load run, default 10), BENCH_CONNECTIONS (default 16), BENCH_DAYS (history
 * length, default 365), BENCH_DIFF=true (print rows that differ after the rebuild),
 * BENCH_DATABASE_URL (measure on an existing server instead of a private embedded PostgreSQL),
 * BENCH_APP_NODE_ARGS (node flags for the app, e.g. --trace-gc; its output is in tests/test-results/bench-study-server.log).
 */
import 'reflect-metadata';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DashboardResponse } from '@studyloop/events';
import { createOrm } from '@studyloop/backend/dist/database/database.module.js';
import { NotesProjection } from '@studyloop/backend/dist/notes/notes.projection.js';
import { ProgressProjection } from '@studyloop/backend/dist/progress/progress.projection.js';
import type { Projection } from '@studyloop/backend/dist/projections/projection.js';
import { QuizzesProjection } from '@studyloop/backend/dist/quizzes/quizzes.projection.js';
import { runMigrations } from '@studyloop/backend/dist/database/run-migrations.js';
import { comparePositions, type Position } from '@studyloop/backend/dist/event-store/event-store.port.js';
import { PostgresEventStore } from '@studyloop/backend/dist/event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '@studyloop/backend/dist/projections/projection-runner.js';
import { createBenchDatabase, fmt } from '../support/bench-database.js';
import { seedYearOfHistory } from './seed-history.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TARGET_P99_MS = 50;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'backend/dist/main.js');
const SERVER_LOG = path.join(REPO_ROOT, 'tests/test-results/bench-study-server.log');
const CSRF = { 'x-requested-with': 'StudyLoop' };
/** The projections the study loop reads (reviews, quizzes, timer, dashboard). */
const STUDY_PROJECTIONS = ['progress', 'study-notes', 'quizzes'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built server as a child process; resolves once /api/health answers. */
async function startServer(databaseUrl: string): Promise<{ baseUrl: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG, { flags: 'a' });
  // BENCH_APP_NODE_ARGS: node flags for the app (NODE_OPTIONS refuses --cpu-prof); its stdout and stderr (what
  // --trace-gc prints, for one) go to SERVER_LOG. Nest re-raises SIGTERM after closing, so --cpu-prof writes its
  // profile only with a --require'd hook that turns SIGTERM into process.exit(0).
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}); see ${SERVER_LOG}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch { /* not yet */ }
    if (Date.now() > deadline) throw new Error(`server did not start; see ${SERVER_LOG}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    child,
    stop: () => new Promise<void>((resolve) => {
      // A process that ended on a signal (Nest's shutdown hook re-raises SIGTERM) has a null exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

async function register(baseUrl: string): Promise<{ userId: string; cookie: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ username: `bench_${suffix}`, email: `bench_${suffix}@example.com`, password: 'secret123' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { userId: ((await res.json()) as { id: string }).id, cookie };
}

/** Waits until every named projection's checkpoint has passed `position`; returns the ms it took. */
async function waitForProjections(pool: pg.Pool, names: string[], position: Position, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ name: string; transaction_id: string | null; global_position: string | null }>(
      'SELECT name, transaction_id::text, global_position::text FROM projection_checkpoints WHERE name = ANY($1)', [names],
    );
    const done = names.every((name) => {
      const row = rows.find((r) => r.name === name);
      return row?.transaction_id && comparePositions({ transactionId: row.transaction_id, globalPosition: row.global_position! }, position) >= 0;
    });
    if (done) return performance.now() - started;
    if (Date.now() > deadline) throw new Error(`projections ${names.join(', ')} did not catch up in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface LoadResult { requests: number; rps: number; p50: number; p99: number; max: number; errors: number }

function summarise(result: autocannon.Result): LoadResult {
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The floor on this machine right now: the same load on a session-authenticated one-row read. */
function preferencesLoad(baseUrl: string, cookie: string, connections: number): Promise<autocannon.Result> {
  return autocannon({ url: `${baseUrl}/api/preferences`, connections, duration: SECONDS, headers: { cookie } });
}

function dashboardLoad(baseUrl: string, cookie: string, connections: number): Promise<autocannon.Result> {
  return autocannon({ url: `${baseUrl}/api/analytics/dashboard`, connections, duration: SECONDS, headers: { cookie } });
}

/** Grades a different card on each request (round robin over the learner's 1,000 cards). */
function reviewLoad(baseUrl: string, cookie: string, cardIds: string[], connections: number): Promise<autocannon.Result> {
  let next = 0;
  const ratings = ['good', 'good', 'easy', 'hard', 'again'];
  return autocannon({
    url: baseUrl,
    connections,
    duration: SECONDS,
    requests: [{
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        path: `/api/flashcards/${cardIds[next++ % cardIds.length]}/review`,
        headers: { ...request.headers, cookie, 'content-type': 'application/json', ...CSRF },
        body: JSON.stringify({ rating: ratings[next % ratings.length] }),
      }),
    }],
  });
}

async function tableDigest(pool: pg.Pool, tables: string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await pool.query<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`);
    parts.push(`${table}:${rows[0].digest}`);
  }
  return parts.join(',');
}

async function main(): Promise<void> {
  const db = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: db.url, max: 8 });
  pool.on('error', () => undefined);
  await runMigrations(pool);
  const store = new PostgresEventStore(pool, db.url);
  const rows: [string, string][] = [];
  const step = (message: string) => console.log(`[bench] ${message}`);
  let server = await startServer(db.url);

  try {
    const { userId, cookie } = await register(server.baseUrl);
    await server.stop();

    step('appending a year of history through the event store...');
    const seedStarted = performance.now();
    const history = await seedYearOfHistory(store, userId);
    const seedMs = performance.now() - seedStarted;
    rows.push(['history appended through the event store', `${fmt(history.events)} events (${fmt(history.cardIds.length)} cards) in ${fmt(seedMs / 1000, 1)} s`]);

    step('starting the server; its projections replay the year...');
    // A cold start replays the year into every projection that is behind.
    const coldStarted = performance.now();
    server = await startServer(db.url);
    await waitForProjections(pool, STUDY_PROJECTIONS, history.lastPosition);
    rows.push(['cold start: server up and study projections caught up', `${fmt((performance.now() - coldStarted) / 1000, 1)} s`]);

    const check = await fetch(`${server.baseUrl}/api/analytics/dashboard`, { headers: { cookie } }).then((r) => r.json()) as DashboardResponse;
    rows.push(['dashboard after a year', `total ${fmt(check.stats.totalStudyTime / 60)} h, longest streak ${check.stats.longestStreak} days, accuracy ${check.stats.flashcardAccuracy}%`]);

    // One of each request first: they must succeed, or the load figures would measure errors.
    for (const [label, res] of [
      ['dashboard', await fetch(`${server.baseUrl}/api/analytics/dashboard`, { headers: { cookie } })],
      ['review', await fetch(`${server.baseUrl}/api/flashcards/${history.cardIds[0]}/review`, {
        method: 'POST', headers: { cookie, 'content-type': 'application/json', ...CSRF }, body: JSON.stringify({ rating: 'good' }),
      })],
    ] as const) {
      if (!res.ok) throw new Error(`${label} pre-flight failed: ${res.status} ${await res.text()}`);
    }
    await dashboardLoad(server.baseUrl, cookie, 2); // warm-up
    step(`load: dashboard and reviews alone, then under ${CONNECTIONS} connections, then both (${SECONDS} s each)...`);
    const dashboardAlone = summarise(await dashboardLoad(server.baseUrl, cookie, 1));
    const reviewAlone = summarise(await reviewLoad(server.baseUrl, cookie, history.cardIds.slice(500), 1));
    const floor = summarise(await preferencesLoad(server.baseUrl, cookie, CONNECTIONS));
    const dashboard = summarise(await dashboardLoad(server.baseUrl, cookie, CONNECTIONS));
    const review = summarise(await reviewLoad(server.baseUrl, cookie, history.cardIds, CONNECTIONS));
    const half = Math.max(1, Math.floor(CONNECTIONS / 2));
    const [mixedDashboard, mixedReview] = (await Promise.all([
      dashboardLoad(server.baseUrl, cookie, half),
      reviewLoad(server.baseUrl, cookie, [...history.cardIds].reverse(), half),
    ])).map(summarise);
    const loadDuringLoad = os.loadavg()[0];
    const line = (r: LoadResult) => `p50 ${fmt(r.p50, 1)} ms   p99 ${fmt(r.p99, 1)} ms   max ${fmt(r.max, 1)} ms   ${fmt(r.rps)} req/s   ${fmt(r.requests)} requests   ${r.errors} errors`;
    rows.push([`GET dashboard, 1 connection (no queueing)`, line(dashboardAlone)]);
    rows.push([`POST review, 1 connection (no queueing)`, line(reviewAlone)]);
    rows.push([`reference: GET /api/preferences, ${CONNECTIONS} connections`, line(floor)]);
    rows.push([`GET dashboard, ${CONNECTIONS} connections, ${SECONDS} s`, line(dashboard)]);
    rows.push([`POST review, ${CONNECTIONS} connections, ${SECONDS} s`, line(review)]);
    rows.push([`mixed: GET dashboard (${half} conn.)`, line(mixedDashboard)]);
    rows.push([`mixed: POST review (${half} conn.)`, line(mixedReview)]);
    // Reviews wait for the card (with its review log) and progress projections, not quizzes. Requests still
    // in flight when the load stops commit a little later, so wait until the log stops growing and every
    // study projection has reached its end.
    const drainStarted = performance.now();
    for (let previous = ''; ;) {
      await new Promise((r) => setTimeout(r, 300));
      const { rows: [head] } = await pool.query<{ transaction_id: string; global_position: string; n: string }>(
        'SELECT transaction_id::text, global_position::text, (SELECT count(*) FROM events)::text AS n FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1');
      await waitForProjections(pool, STUDY_PROJECTIONS, { transactionId: head.transaction_id, globalPosition: head.global_position });
      if (head.n === previous) break;
      previous = head.n;
    }
    rows.push(['study projections at the end of the log after the load', `${fmt(performance.now() - drainStarted)} ms later (incl. 600 ms of settling)`]);
    const { rows: [counts] } = await pool.query<{ events: string; log: string; progress: string }>(`SELECT
      (SELECT count(*) FROM events WHERE type = 'FlashcardReviewed')::text AS events,
      (SELECT count(*) FROM flashcard_reviews)::text AS log, (SELECT sum(reviews) FROM user_progress)::text AS progress`);
    rows.push(['reviews recorded / in the review log / in progress', `${fmt(Number(counts.events))} / ${fmt(Number(counts.log))} / ${fmt(Number(counts.progress))}`]);
    await server.stop();

    step('rebuilding the study projections...');
    // Rebuild each study projection from zero, in this process, with the app stopped.
    const orm = await createOrm(db.url);
    try {
      const study: Projection[] = [new ProgressProjection(), new NotesProjection(), new QuizzesProjection()];
      const runner = new ProjectionRunner(orm, pool, store, study);
      const tables = study.flatMap((p) => p.tables);
      const before = await tableDigest(pool, tables);
      if (process.env.BENCH_DIFF === 'true') for (const table of tables) await pool.query(`CREATE TABLE "bench_before_${table}" AS SELECT * FROM "${table}"`);
      const timings: number[] = [];
      for (const projection of study) {
        step(`rebuild ${projection.name}`);
        const started = performance.now();
        await runner.rebuild(projection);
        const ms = performance.now() - started;
        timings.push(ms);
        rows.push([`rebuild '${projection.name}'`, `${fmt(ms / 1000, 2)} s`]);
      }
      rows.push(['rebuild of all study projections', `${fmt(timings.reduce((a, b) => a + b, 0) / 1000, 2)} s`]);
      const same = (await tableDigest(pool, tables)) === before;
      rows.push(['study read models after rebuild', same ? 'identical to before' : 'DIFFERENT from before']);
      if (!same && process.env.BENCH_DIFF === 'true') {
        for (const table of tables) {
          const { rows: diff } = await pool.query(`(SELECT 'before' AS side, * FROM "bench_before_${table}" EXCEPT SELECT 'before', * FROM "${table}") UNION ALL (SELECT 'after', * FROM "${table}" EXCEPT SELECT 'after', * FROM "bench_before_${table}") LIMIT 6`);
          if (diff.length) console.log(table, JSON.stringify(diff, null, 1));
        }
      }
    } finally {
      await orm.close();
    }

    console.log(`\nStudyLoop study benchmark (one learner, a year of history; ${os.cpus().length} CPUs, load average ${loadDuringLoad.toFixed(1)} during the load runs)`);
    for (const [label, value] of rows) console.log(`  ${label.padEnd(56)} ${value}`);
    const met = (r: LoadResult) => (r.p99 < TARGET_P99_MS && r.errors === 0 ? 'met' : 'NOT met');
    console.log(`\n  targets: dashboard p99 < ${TARGET_P99_MS} ms -> ${met(dashboard)}; review p99 < ${TARGET_P99_MS} ms -> ${met(review)}`);
  } finally {
    await server.stop();
    await store.close();
    await pool.end();
    if (process.env.BENCH_KEEP_DB === 'true') console.log(`[bench] kept database ${db.url}`);
    else await db.drop();
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});

