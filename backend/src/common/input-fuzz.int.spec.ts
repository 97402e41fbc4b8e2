import { STUDY_TEXT } from '../test-support/study-texts.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

/**
 * Every route of the running app (read from Express' router, so a new route is fuzzed without
 * editing this file) gets hostile path parameters, query strings and bodies: NUL, lone surrogates,
 * 1 MB strings, deep nesting, wrong types and repeated query parameters. No answer may be a 5xx.
 */

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';
const MEGABYTE = 'm'.repeat(1024 * 1024);
const BAD_STRINGS = [NUL, LONE_SURROGATE, '\udc00', MEGABYTE, ''];
const WRONG_TYPES: unknown[] = [null, 12, -1e308, true, [], ['a'], {}, { $gt: '' }];
const BAD_PATH_SEGMENTS = ['%00', '%ED%A0%80', '%F0%9F', 'x'.repeat(5000), '..%2F..', "'"];
const BAD_QUERIES = [
  'tz=UTC&tz=x', 'format=a&format=b', 'tz=%00', 'tz=%ED%A0%80', 'tz[a]=b', 'format[]=csv', 'notesId=a&notesId=b',
  'notesId=%00', 'before=1&before=2', 'before=-1e400', 'limit=99999999999999999999', 'limit=%00', `tz=${'u'.repeat(100_000)}`,
];

/** A valid body per route, so each mutated field is the only thing wrong. */
function validBodies(ids: Record<string, string>): Record<string, Record<string, unknown>> {
  return {
    'POST /api/auth/login': { email: 'nobody@example.com', password: 'secret123' },
    'POST /api/auth/register': { username: 'fuzzy_user', email: 'fuzzy@example.com', password: 'secret123' },
    'POST /api/materials/process': { type: 'text', content: STUDY_TEXT, filename: 'notes.txt', jobId: 'job-1' },
    // A closed local port: the link fails fast (the test app allows private addresses) instead of waiting on DNS.
    'POST /api/videos/process': { url: 'http://127.0.0.1:9/video.mp4', jobId: 'job-2' },
    'POST /api/study-groups': { name: 'Group', description: 'About' },
    'POST /api/study-groups/join': { inviteCode: ids.inviteCode },
    'PATCH /api/study-groups/:id': { name: 'Group', description: 'About' },
    'PUT /api/study-groups/:id/members/:userId/role': { role: 'member' },
    'POST /api/study-groups/:id/notes': { notesId: ids.notesId },
    'PUT /api/study-groups/:id/visibility': { isPublic: true },
    'POST /api/chat/ask': { question: 'What is scarcity?', notesId: ids.notesId, requestId: 'r1' },
    'POST /api/assistant/translate': { notesId: ids.notesId, language: 'es' },
    'POST /api/flashcards/:id/review': { rating: 'good', elapsedMs: 1000 },
    'POST /api/notes/:id/quiz/submit': { quizId: ids.quizId, answers: [{ questionId: 'q1', selectedIndex: 0 }] },
    'PATCH /api/notes/:id/visibility': { isPublic: false },
    'POST /api/study/sessions': { minutes: 25, mode: 'pomodoro', notesId: ids.notesId },
    'PUT /api/preferences': { dailyGoal: 30, timeZone: 'UTC' },
    'POST /api/create-subscription': { tier: 'premium' },
    'POST /api/admin/promote': { email: 'nobody@example.com' },
    'POST /api/mind-maps/:notesId/save': { update: 'AAA=' },
  };
}

function deeplyNested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

interface Route { method: string; path: string }

function routesOf(t: TestApp): Route[] {
  const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
  const routes: Route[] = [];
  for (const layer of router.stack) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: layer.route.path });
  }
  // Deleting removes what later routes use, and logging out ends the fuzzer's session: those last.
  const rank = (r: Route) => (r.path.endsWith('/logout') ? 2 : r.method === 'DELETE' ? 1 : 0);
  return routes.sort((a, b) => rank(a) - rank(b));
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? values.id);
}

describe('input fuzz of every route', () => {
  let t: TestApp;
  let client: TestClient;
  const ids: Record<string, string> = {};
  const failures: string[] = [];
  let requests = 0;

  async function send(method: string, path: string, body?: unknown, raw?: string): Promise<void> {
    requests += 1;
    let status: number;
    if (raw !== undefined) {
      const res = await fetch(client.baseUrl + path, {
        method, body: raw,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'StudyLoop', cookie: client.cookieHeader() },
      });
      status = res.status;
      await res.arrayBuffer();
    } else {
      status = (await client.request(method, path, method === 'GET' ? undefined : body)).status;
    }
    if (status >= 500) failures.push(`${status} ${method} ${path.slice(0, 120)} ${raw !== undefined ? raw.slice(0, 40) : JSON.stringify(body)?.slice(0, 120)}`);
  }

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_ADDRESS_RATE_LIMIT: '100000/15m', LOGIN_RATE_LIMIT: '100000/15m', REGISTER_RATE_LIMIT: '100000/1h' });
    client = new TestClient(t.baseUrl);
    ids.userId = (await client.signUp()).id;
    const processed = await client.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
    ids.notesId = processed.body.studyNotes.id;
    ids.cardId = processed.body.flashcards[0].id;
    const group = (await client.post('/api/study-groups', { name: 'Fuzz' })).body;
    ids.groupId = group.id;
    ids.inviteCode = group.inviteCode;
    ids.quizId = (await client.post(`/api/notes/${ids.notesId}/quiz`)).body.quizId;
  }, 60_000);
  afterAll(async () => { await t.close(); });

  it('answers no 5xx to hostile input on any route', async () => {
    const started = Date.now();
    const routes = routesOf(t);
    expect(routes.length).toBeGreaterThan(60);
    const bodies = validBodies(ids);
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const pathIds = { id: route.path.includes('study-groups') ? ids.groupId : route.path.includes('flashcards/:id') ? ids.cardId : ids.notesId, userId: ids.userId, notesId: ids.notesId, quizId: ids.quizId, activityId: ids.notesId };
      const path = fill(route.path, pathIds);
      for (const segment of BAD_PATH_SEGMENTS) {
        if (route.path.includes(':')) await send(route.method, route.path.replace(/:\w+/g, segment), bodies[key] ?? {});
      }
      if (route.method === 'GET') {
        for (const query of BAD_QUERIES) await send(route.method, `${path}?${query}`);
        continue;
      }
      // Writes read no query parameters: all the hostile ones at once, with an empty body.
      await send(route.method, `${path}?${BAD_QUERIES.join('&')}`, {});
      await send(route.method, path, undefined, deeplyNested(100_000));
      await send(route.method, path, undefined, '{"a":' + deeplyNested(5_000) + '}');
      const valid = bodies[key] ?? { name: 'x', content: 'x', email: 'x', inviteCode: 'x', url: 'x', question: 'x' };
      const mutations = Object.keys(valid).flatMap((field) => [...BAD_STRINGS, ...WRONG_TYPES].map((bad) => ({ ...valid, [field]: bad })));
      for (const body of [...mutations, ...WRONG_TYPES]) await send(route.method, path, body);
    }
    console.log(`input fuzz: ${requests} requests to ${routes.length} routes in ${Date.now() - started} ms, ${failures.length} answers of 5xx`);
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 180_000);
});
