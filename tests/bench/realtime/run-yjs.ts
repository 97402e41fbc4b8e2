/**
 * Realtime benchmark, part (b): 20 Yjs editors on one mind map, 10 edits/s each, against the app's
 * `/collab/<id>` (20 group members: session and membership checks, storage, edit history) and against a bare @y/websocket-server, in
 * the same run, on 127.0.0.1. Each edit moves the editor's own node; latency is measured from the
 * edit to its arrival at every other editor.
 * Run: npm run bench:realtime   (after `npm run build`; DATABASE_URL to use a server, else embedded PostgreSQL)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { createBenchDatabase, fmt, percentile } from '../support/bench-database.js';
import { ApiSession, REPO_ROOT, startApp, startScript } from '../support/app-process.js';

const EDITORS = Number(process.env.BENCH_EDITORS ?? 20);
const EDITS_PER_SECOND = Number(process.env.BENCH_EDIT_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 2;
/** Bare and app runs alternate, so a noisy moment on the machine hits both alike; figures pool all rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_P99_MS = 100;
const TARGET_RATIO = 0.8;

interface Result { label: string; sent: number; delivered: number; expected: number; seconds: number; latencies: number[] }

function withCookie(cookie: string | null): typeof WebSocket {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, cookie ? { headers: { cookie } } : {});
    }
  } as typeof WebSocket;
}

/** `cookies[i]` signs in editor i (null for the bare server). */
async function runLoad(label: string, serverUrl: string, room: string, cookies: (string | null)[]): Promise<Result> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let windowStart = Infinity;
  let windowEnd = Infinity;
  let delivered = 0;
  let sent = 0;

  const editors = Array.from({ length: EDITORS }, (_, i) => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(serverUrl, room, doc, { WebSocketPolyfill: withCookie(cookies[i] ?? null) as never, disableBc: true });
    const nodes = doc.getMap<Y.Map<unknown>>('nodes');
    nodes.observeDeep((events, tr) => {
      if (tr.local) return;
      const now = performance.now();
      for (const event of events) {
        if (event.target === nodes || !event.changes.keys.has('seq')) continue;
        const node = event.target as Y.Map<unknown>;
        const t = sentAt.get(`${event.path[0] as string}:${node.get('seq') as number}`);
        // Only edits sent inside the measured window count, wherever they arrive.
        if (t === undefined || t < windowStart || t > windowEnd) continue;
        delivered++;
        latencies.push(now - t);
      }
    });
    const synced = new Promise<void>((resolve, reject) => {
      provider.once('sync', () => resolve());
      provider.once('connection-error', (e: Event) => reject(new Error(`${label}: editor ${i} could not connect: ${(e as Event & { message?: string }).message}`)));
    });
    return { doc, provider, nodes, synced, id: `bench-${i}`, seq: 0 };
  });
  await Promise.all(editors.map((e) => e.synced));
  for (const e of editors) {
    const node = new Y.Map<unknown>();
    node.set('text', `Editor ${e.id}`);
    node.set('level', 1);
    node.set('x', 100);
    node.set('y', 100);
    node.set('seq', 0);
    e.nodes.set(e.id, node);
  }
  await new Promise((r) => setTimeout(r, 1000));

  const interval = 1000 / EDITS_PER_SECOND;
  const timers = editors.map((e, i) => {
    const edit = () => {
      const node = e.nodes.get(e.id)!;
      e.seq += 1;
      const now = performance.now();
      sentAt.set(`${e.id}:${e.seq}`, now);
      if (now >= windowStart) sent++;
      e.doc.transact(() => {
        node.set('x', 40 + Math.round(Math.random() * 720));
        node.set('y', 24 + Math.round(Math.random() * 552));
        node.set('seq', e.seq);
      });
    };
    // Editors start spread over one interval, then edit at a steady rate.
    return setTimeout(() => { edit(); timers[i] = setInterval(edit, interval); }, (i / EDITORS) * interval);
  }) as NodeJS.Timeout[];

  await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
  windowStart = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const t of timers) { clearTimeout(t); clearInterval(t); }
  windowEnd = performance.now();
  const seconds = (windowEnd - windowStart) / 1000;
  const sentInWindow = sent;
  await new Promise((r) => setTimeout(r, 2000)); // let the last edits arrive
  for (const e of editors) { e.provider.destroy(); e.doc.destroy(); }
  return { label, sent: sentInWindow, delivered, expected: sentInWindow * (EDITORS - 1), seconds, latencies: latencies.sort((a, b) => a - b) };
}

function pool(label: string, rounds: Result[]): Result {
  return {
    label,
    sent: rounds.reduce((n, r) => n + r.sent, 0),
    delivered: rounds.reduce((n, r) => n + r.delivered, 0),
    expected: rounds.reduce((n, r) => n + r.expected, 0),
    seconds: rounds.reduce((n, r) => n + r.seconds, 0),
    latencies: rounds.flatMap((r) => r.latencies).sort((a, b) => a - b),
  };
}

function report(r: Result): string[] {
  return [
    r.label.padEnd(34),
    fmt(r.sent / r.seconds, 0).padStart(8),
    fmt(r.delivered / r.seconds, 0).padStart(12),
    `${fmt((100 * r.delivered) / Math.max(1, r.expected), 1)}%`.padStart(10),
    fmt(percentile(r.latencies, 50), 1).padStart(8),
    fmt(percentile(r.latencies, 99), 1).padStart(8),
    fmt(r.latencies.at(-1) ?? NaN, 1).padStart(8),
  ];
}

async function main(): Promise<void> {
  // Every y-websocket provider in node adds a process 'exit' listener.
  process.setMaxListeners(EDITORS * 2 + 10);
  const require = createRequire(path.join(REPO_ROOT, 'tests/package.json'));
  const bareScript = path.join(path.dirname(require.resolve('@y/websocket-server/package.json')), 'src/server.js');
  const version = JSON.parse(readFileSync(require.resolve('@y/websocket-server/package.json'), 'utf8')).version as string;
  const db = await createBenchDatabase();
  const app = await startApp(db.url);
  const bare = await startScript(bareScript);
  try {
    const owner = new ApiSession(app.url);
    await owner.signUp('bench_owner');
    const processed = await owner.request<{ studyNotes: { id: string } }>('POST', '/api/materials/process', {
      type: 'text',
      content: readFileSync(path.join(REPO_ROOT, 'tests/bench/realtime/bench-notes.txt'), 'utf8'),
    });
    const map = await owner.request<{ id: string }>('GET', `/api/mind-maps/${processed.studyNotes.id}`);
    // The owner and 19 group members the notes are shared with: every editor is a different user.
    const group = await owner.request<{ id: string; inviteCode: string }>('POST', '/api/study-groups', { name: 'Bench group', maxMembers: EDITORS + 5 });
    await owner.request('POST', `/api/study-groups/${group.id}/notes`, { notesId: processed.studyNotes.id });
    const members = await Promise.all(Array.from({ length: EDITORS - 1 }, async () => {
      const member = new ApiSession(app.url);
      await member.signUp('bench_member');
      await member.request('POST', '/api/study-groups/join', { inviteCode: group.inviteCode });
      return member.cookieHeader;
    }));
    const appCookies = [owner.cookieHeader, ...members];

    console.log(`Yjs: ${EDITORS} editors x ${EDITS_PER_SECOND} edits/s on one map, ${ROUNDS} x ${SECONDS} s measured per server after ${WARMUP_SECONDS} s warm-up`);
    const bareRounds: Result[] = [];
    const appRounds: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRounds.push(await runLoad('bare', bare.url.replace('http', 'ws'), `bench-${round}`, []));
      appRounds.push(await runLoad('app', `${app.url.replace('http', 'ws')}/collab`, map.id, appCookies));
    }
    const bareResult = pool(`bare @y/websocket-server ${version}`, bareRounds);
    const appResult = pool('StudyLoop /collab (auth+store+log)', appRounds);

    console.log(['server'.padEnd(34), 'edits/s'.padStart(8), 'delivered/s'.padStart(12), 'delivered'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'max ms'.padStart(8)].join(' '));
    for (const r of [bareResult, appResult]) console.log(report(r).join(' '));
    const ratio = appResult.delivered / Math.max(1, bareResult.delivered);
    const p99 = percentile(appResult.latencies, 99);
    console.log(`StudyLoop vs bare throughput: ${fmt(ratio, 2)}x (target >= ${TARGET_RATIO}x); StudyLoop p99 ${fmt(p99, 1)} ms (target < ${TARGET_P99_MS} ms)`);
    console.log(ratio >= TARGET_RATIO && p99 < TARGET_P99_MS ? 'Yjs targets met' : 'Yjs targets NOT met');
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
    await db.drop();
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
