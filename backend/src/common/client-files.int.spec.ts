import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

describe('the client beside the API (FRONTEND_DIST)', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'studyloop-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>StudyLoop</title>');
    writeFileSync(path.join(dist, 'app.js'), 'console.log("client");');
    // A file under the API's path must never answer an API call.
    mkdirSync(path.join(dist, 'api'));
    writeFileSync(path.join(dist, 'api', 'health'), 'a stray file');
    app = await startTestApp({ FRONTEND_DIST: dist });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('given a built client, when its file is asked for, then it is served with a cache lifetime', async () => {
    const res = await fetch(`${app.baseUrl}/app.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toContain('client');
  });

  it('given a client route, when it is opened, then the SPA answers', async () => {
    const res = await fetch(`${app.baseUrl}/notes/123`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>StudyLoop</title>');
  });

  it('given a file under /api in the client, when that API path is called, then the API answers, not the file', async () => {
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.headers.get('content-type')).toContain('application/json');
    expect(await health.text()).not.toContain('a stray file');
    const unknown = await fetch(`${app.baseUrl}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });
});
