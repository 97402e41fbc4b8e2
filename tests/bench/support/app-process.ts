import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess { url: string; child: ChildProcess; stop(): Promise<void> }

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () => new Promise((resolve) => {
    // A process that ended on a signal (Nest's shutdown hook re-raises SIGTERM) has a null exitCode.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** The built StudyLoop app (backend/dist/main.js) on a free port, on its own process. */
export async function startApp(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningProcess> {
  const port = await freePort();
  // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app and its worker (NODE_OPTIONS refuses --cpu-prof);
  // BENCH_APP_STDOUT=1 shows the app's stdout (what --trace-gc prints, for one).
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO_ROOT, 'backend/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NODE_ENV: 'production',
      LOGIN_RATE_LIMIT: '10000/1m', REGISTER_RATE_LIMIT: '10000/1m', ...env,
    },
    stdio: ['ignore', process.env.BENCH_APP_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, child, stop: stopper(child) };
}

/** Any node script (e.g. a bare baseline server) with PORT/HOST set, answering `GET /` when ready. */
export async function startScript(script: string, env: Record<string, string> = {}): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: REPO_ROOT, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, child, stop: stopper(child) };
}

/** A cookie-keeping client of the app's API (CSRF header included), like the browser's. */
export class ApiSession {
  private cookie = '';
  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string { return this.cookie; }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { 'X-Requested-With': 'StudyLoop' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) this.cookie = set.join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async signUp(prefix: string): Promise<{ id: string; username: string }> {
    const suffix = Math.random().toString(36).slice(2, 10);
    return this.request('POST', '/api/auth/register', { username: `${prefix}_${suffix}`, email: `${prefix}_${suffix}@bench.test`, password: 'bench-secret-1' });
  }
}
