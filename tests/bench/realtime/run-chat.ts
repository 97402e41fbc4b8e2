/**
 * Realtime benchmark, part (a): 1,000 Socket.IO clients in 50 groups of 20, each posting at a steady
 * rate, against the app's group chat (session handshake, membership checked on every message, the
 * message stored as an event, fanned out from each node's event subscription) and against a bare
 * Socket.IO server doing the same room broadcast, in the same run, on 127.0.0.1.
 * Latency is from a post to its arrival at each of the 19 other members of the group.
 * Run: npm run bench:realtime   (after `npm run build`; BENCH_DATABASE_URL to use a server, else a private embedded PostgreSQL)
 */
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { createBenchDatabase, fmt, percentile } from '../support/bench-database.js';
import { inBatches, REPO_ROOT, Session, startNode, type Started } from './chat-processes.js';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const GROUPS = Number(process.env.BENCH_CHAT_GROUPS ?? 50);
const GROUPS_PER_USER = Number(process.env.BENCH_CHAT_GROUPS_PER_USER ?? 5);
/** Each client posts once per interval (5 s: 200 messages/s in all, 3,800 deliveries/s). */
const INTERVAL_MS = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 3;
const DRAIN_SECONDS = 3;
/** Bare and app runs alternate, so a noisy moment on the machine hits both alike; figures pool all rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const TARGET_P99_MS = 100;
const TARGET_RATIO = 0.5;

interface Client {
  socket: Socket;
  post(content: string): Promise<string | null>;
  /** Returns the function that stops listening. */
  onMessage(listener: (content: string) => void): () => void;
}

interface Result { label: string; sent: number; failed: number; delivered: number; expected: number; seconds: number; latencies: number[]; acks: number[] }

const groupOf = (i: number) => i % GROUPS;
let runs = 0;

function connect(url: string, cookie?: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false,
    extraHeaders: cookie ? { cookie } : undefined,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every client posts every INTERVAL_MS (random phase); messages sent inside the window are measured. */
async function runLoad(label: string, clients: Client[]): Promise<Result> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const acks: number[] = [];
  const groupSize = new Map<number, number>();
  clients.forEach((_, i) => groupSize.set(groupOf(i), (groupSize.get(groupOf(i)) ?? 0) + 1));
  let sent = 0;
  let failed = 0;
  let delivered = 0;
  let expected = 0;

  const run = `${label}#${++runs}`;
  const stopListening = clients.map((client, i) => client.onMessage((content) => {
    const t = sentAt.get(content);
    if (t === undefined || content.startsWith(`${i}:`)) return; // not measured, or this client's own message
    delivered++;
    latencies.push(performance.now() - t);
  }));

  const start = performance.now() + WARMUP_SECONDS * 1000;
  const end = start + SECONDS * 1000;
  const timers: NodeJS.Timeout[] = [];
  clients.forEach((client, i) => {
    let n = 0;
    const post = () => {
      const now = performance.now();
      if (now > end) return;
      const content = `${i}:${n++}:${run}`;
      const measured = now >= start;
      if (measured) { sentAt.set(content, now); sent++; expected += groupSize.get(groupOf(i))! - 1; }
      void client.post(content).then((problem) => {
        if (measured) acks.push(performance.now() - now);
        if (problem && measured) { failed++; expected -= groupSize.get(groupOf(i))! - 1; }
      });
    };
    timers.push(setTimeout(() => { post(); timers.push(setInterval(post, INTERVAL_MS)); }, Math.random() * INTERVAL_MS));
  });
  await new Promise((r) => setTimeout(r, (WARMUP_SECONDS + SECONDS + DRAIN_SECONDS) * 1000));
  timers.forEach((t) => { clearTimeout(t); clearInterval(t); });
  stopListening.forEach((stop) => stop());
  return { label, sent, failed, delivered, expected, seconds: SECONDS, latencies, acks };
}

async function bareClients(server: Started): Promise<Client[]> {
  return inBatches(Array.from({ length: CLIENTS }, (_, i) => i), 50, async (i) => {
    const socket = await connect(server.url);
    const room = `g${groupOf(i)}`;
    await socket.timeout(10_000).emitWithAck('join', room);
    return {
      socket,
      post: async (content) => { await socket.timeout(10_000).emitWithAck('post', { room, content }); return null; },
      onMessage: (listener) => {
        const handler = (m: { content: string }) => listener(m.content);
        socket.on('message', handler);
        return () => socket.off('message', handler);
      },
    };
  });
}

/**
 * Members are real accounts, each in GROUPS_PER_USER groups (with one socket per group, as a browser
 * tab per chat would have), so 1,000 sockets need only CLIENTS / GROUPS_PER_USER sign-ups. Socket i
 * is in group i % GROUPS; every group has GROUP_SIZE distinct members.
 */
async function appClients(app: Started): Promise<Client[]> {
  const t0 = performance.now();
  const groupSize = Math.ceil(CLIENTS / GROUPS);
  const accountsPerSlot = Math.ceil(GROUPS / GROUPS_PER_USER);
  const accountOf = (i: number) => Math.floor(i / GROUPS) * accountsPerSlot + Math.floor(groupOf(i) / GROUPS_PER_USER);
  const accountCount = Math.max(...Array.from({ length: CLIENTS }, (_, i) => accountOf(i))) + 1;
  const sessions = await inBatches(Array.from({ length: accountCount }, (_, a) => a), 8, async (a) => {
    const session = new Session(app.url);
    const suffix = Math.random().toString(36).slice(2, 9);
    await session.call('POST', '/api/auth/register', { username: `chat${a}_${suffix}`, email: `chat${a}_${suffix}@bench.test`, password: 'bench-secret-1' });
    return session;
  });
  // The first GROUPS sockets' accounts own the groups; every other socket's account joins by code.
  const groups = await inBatches(Array.from({ length: GROUPS }, (_, g) => g), 8, (g) =>
    sessions[accountOf(g)].call<{ id: string; inviteCode: string }>('POST', '/api/study-groups', { name: `Bench group ${g}`, maxMembers: groupSize + 1 }));
  const joiners = Array.from({ length: CLIENTS - GROUPS }, (_, k) => k + GROUPS);
  await inBatches(joiners, 16, (i) => sessions[accountOf(i)].call('POST', '/api/study-groups/join', { inviteCode: groups[groupOf(i)].inviteCode }));
  console.log(`  set-up: ${accountCount} accounts (each in ${GROUPS_PER_USER} groups), ${GROUPS} groups of ${groupSize} in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  return inBatches(Array.from({ length: CLIENTS }, (_, i) => i), 50, async (i) => {
    const socket = await connect(app.url, sessions[accountOf(i)].cookie);
    const groupId = groups[groupOf(i)].id;
    const joined = await socket.timeout(10_000).emitWithAck('group:join', { groupId, afterSeq: null });
    if (!joined.ok) throw new Error(`join refused: ${JSON.stringify(joined)}`);
    return {
      socket,
      post: async (content) => {
        const reply = await socket.timeout(10_000).emitWithAck('group:message', { groupId, content });
        return reply.ok ? null : String(reply.error);
      },
      onMessage: (listener) => {
        const handler = (item: { kind: string; message?: { content: string } }) => { if (item.kind === 'message') listener(item.message!.content); };
        socket.on('group:chat', handler);
        return () => socket.off('group:chat', handler);
      },
    };
  });
}

function merge(results: Result[]): Result {
  return results.reduce((a, b) => ({
    label: a.label, sent: a.sent + b.sent, failed: a.failed + b.failed, delivered: a.delivered + b.delivered,
    expected: a.expected + b.expected, seconds: a.seconds + b.seconds, latencies: a.latencies.concat(b.latencies), acks: a.acks.concat(b.acks),
  }));
}

function row(r: Result): string {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return [
    r.label.padEnd(22),
    fmt(r.sent / r.seconds, 1).padStart(8),
    fmt(r.delivered / r.seconds).padStart(12),
    `${fmt((100 * r.delivered) / Math.max(r.expected, 1), 2)}%`.padStart(10),
    fmt(percentile(sorted, 0.5), 1).padStart(8),
    fmt(percentile(sorted, 0.99), 1).padStart(8),
    fmt(sorted[sorted.length - 1] ?? 0, 1).padStart(8),
    String(r.failed).padStart(7),
    fmt(percentile([...r.acks].sort((x, y) => x - y), 0.5), 1).padStart(10),
    fmt(percentile([...r.acks].sort((x, y) => x - y), 0.99), 1).padStart(10),
  ].join('  ');
}

async function main(): Promise<void> {
  const db = await createBenchDatabase();
  const app = await startNode(path.join(REPO_ROOT, 'backend/dist/main.js'), {
    DATABASE_URL: db.url, NODE_ENV: 'production', REDIS_URL: '', REGISTER_RATE_LIMIT: '1000000/1m', LOGIN_RATE_LIMIT: '1000000/1m',
    // Each bench account chats in GROUPS_PER_USER groups at once, so it may post that many times the rate of one chat.
    CHAT_RATE_LIMIT: `${10 * GROUPS_PER_USER}/10s`,
  }, '/api/health');
  const bare = await startNode(path.join(REPO_ROOT, 'tests/dist/bench/realtime/chat-bare-server.js'), {}, '/');
  const offered = (CLIENTS * 1000) / INTERVAL_MS;
  console.log(`Chat benchmark (a): ${CLIENTS} Socket.IO clients in ${GROUPS} groups of ${Math.ceil(CLIENTS / GROUPS)}, each posting every ${fmt(INTERVAL_MS / 1000, 1)} s`);
  console.log(`  offered load ${fmt(offered)} messages/s -> ${fmt(offered * (CLIENTS / GROUPS - 1))} deliveries/s; ${ROUNDS} round(s) of ${SECONDS} s (+${WARMUP_SECONDS} s warm-up)`);
  try {
    const [bareSet, appSet] = [await bareClients(bare), await appClients(app)];
    const bareResults: Result[] = [];
    const appResults: Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareResults.push(await runLoad('bare socket.io', bareSet));
      appResults.push(await runLoad('StudyLoop group chat', appSet));
    }
    for (const c of [...bareSet, ...appSet]) c.socket.close();
    const b = merge(bareResults);
    const a = merge(appResults);
    console.log(`\n${'server'.padEnd(22)}  ${'msg/s'.padStart(8)}  ${'deliveries/s'.padStart(12)}  ${'delivered'.padStart(10)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}  ${'max ms'.padStart(8)}  ${'refused'.padStart(7)}  ${'ack p50'.padStart(10)}  ${'ack p99'.padStart(10)}`);
    console.log(row(b));
    console.log(row(a));
    const ratio = a.delivered / Math.max(b.delivered, 1);
    const p99 = percentile([...a.latencies].sort((x, y) => x - y), 0.99);
    console.log(`\nthroughput app/bare: ${fmt(ratio, 2)}x (target >= ${TARGET_RATIO}x) ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
    console.log(`app p99: ${fmt(p99, 1)} ms (target < ${TARGET_P99_MS} ms) ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}`);
    if (a.failed) console.log(`note: ${a.failed} app posts were refused (see 'refused'); they are excluded from 'delivered'.`);
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
    await db.drop();
  }
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
