import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyloop/events';
import { AppModule } from '../app.module.js';
import { configureApp } from '../app-setup.js';
import { CommandsService } from '../event-store/commands.service.js';
import { EVENT_LOG, EVENT_STORE, type EventLog, type EventStore } from '../event-store/event-store.port.js';
import type { ProjectionName } from '../projections/projection.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestExpressApplication;
  baseUrl: string;
  db: TestDatabase;
  /** Stops the app and drops its database (unless the database was handed in). */
  close(): Promise<void>;
  /** Stops the app and keeps the database, e.g. to start another app on it (restart, second node). */
  stop(): Promise<void>;
  /**
   * Read-your-writes for replies that do not wait (chat posts, joins under load): resolves once
   * `projections` include the latest event of `streamId`, woken by their progress; fails after `timeoutMs`.
   */
  projected(streamId: string, projections: ProjectionName[], timeoutMs?: number): Promise<void>;
  /**
   * The appending store itself, past the write path on purpose: for tests that record what a decider
   * would refuse (a poison event), what older versions wrote, or what a node left as it died.
   */
  rawStore(): EventStore;
  /** Resolves when this app next appends an event of `type` (e.g. a debounced write); call it before the action. */
  appended(type: string, timeoutMs?: number): Promise<void>;
}

/**
 * The whole application on a random port against a fresh database: real HTTP, real Postgres.
 * `env` is applied to process.env before the app reads its configuration; pass `options.db` to run
 * on an existing database (a restarted app, or a second node).
 */
export async function startTestApp(env: Record<string, string> = {}, options: { db?: TestDatabase } = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const previous = { ...process.env };
  Object.assign(process.env, { DATABASE_URL: db.url, FETCH_ALLOW_PRIVATE: 'true', NODE_ENV: 'test', ...env });
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, rawBody: true, logger: ['error', 'warn'] });
  configureApp(app);
  await app.listen(0, '127.0.0.1');
  // A test may sit idle past Node's 5 s keep-alive on a loaded machine; fetch then reuses the socket the server is
  // closing and fails with ECONNRESET. Idle sockets stay open for the test's lifetime instead.
  app.getHttpServer().keepAliveTimeout = 120_000;
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  process.env = previous;
  return {
    app,
    baseUrl,
    db,
    async close() {
      await app.close();
      if (!options.db) await db.drop();
    },
    async stop() {
      await app.close();
    },
    rawStore: () => app.get<EventStore>(EVENT_STORE),
    appended(type, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const stop = app.get<EventLog>(EVENT_LOG).onAppended((types) => {
          if (!types?.has(type)) return;
          clearTimeout(timer);
          stop();
          resolve();
        });
        const timer = setTimeout(() => { stop(); reject(new Error(`no ${type} appended within ${timeoutMs} ms`)); }, timeoutMs);
      });
    },
    async projected(streamId, projections, timeoutMs = 10_000) {
      const commands = app.get(CommandsService);
      const version = await commands.streamVersion(streamId);
      if (version === 0) return;
      const [latest] = await commands.readStream(streamId, { fromVersion: version });
      if (!(await app.get(ProjectionRunner).waitFor(latest!.position, projections, timeoutMs))) {
        throw new Error(`${projections.join(', ')} did not include ${streamId} within ${timeoutMs} ms`);
      }
    },
  };
}

/** A tiny cookie-keeping HTTP client that behaves like our browser client (CSRF header, JSON). */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const isForm = body instanceof FormData;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try { parsed = text ? JSON.parse(text) : null; } catch { /* keep text */ }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) { return this.request('GET', path); }
  post(path: string, body?: unknown) { return this.request('POST', path, body ?? {}); }
  put(path: string, body?: unknown) { return this.request('PUT', path, body ?? {}); }
  delete(path: string) { return this.request('DELETE', path); }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Registers a fresh user and keeps its session. */
  async signUp(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
    const suffix = Math.random().toString(36).slice(2, 8);
    const payload = { username: `user_${suffix}`, email: `user_${suffix}@example.com`, password: 'secret123', ...overrides };
    const res = await this.post('/api/auth/register', payload);
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { ...payload, id: res.body.id as string, user: res.body };
  }
}
