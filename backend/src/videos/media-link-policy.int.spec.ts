import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

/**
 * Direct media links (.mp4, .m3u8, …) used to be recorded before any address check: a link to a
 * private address was stored, shown and cost a video. Now they pass the same address policy as pages
 * and captions first; a refused or failed link records nothing and uses no quota.
 */
describe('direct media links and the address policy', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ FETCH_ALLOW_PRIVATE: 'false' });
    client = new TestClient(t.baseUrl);
    await client.signUp();
  });
  afterAll(async () => { await t.close(); });

  it.each([
    'http://127.0.0.1/lecture.mp4',
    'http://169.254.169.254/latest/meta-data/video.mp4',
    'http://10.0.0.1/stream/playlist.m3u8',
    'http://[::1]/talk.webm',
    'http://localhost:8080/lecture.mp4',
  ])('refuses %s with 400, records nothing and uses no quota', async (url) => {
    const res = await client.post('/api/videos/process', { url });
    expect(res).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not allowed|private or local/) } });
    expect((await client.get('/api/videos/my-videos')).body).toEqual([]);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);
  });

  it('answers 400 without using quota when a public media link cannot be reached', async () => {
    const res = await client.post('/api/videos/process', { url: 'https://media.example.invalid/lecture.mp4' });
    expect(res).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Could not load this link/) } });
    expect((await client.get('/api/videos/my-videos')).body).toEqual([]);
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);
  });
});

describe('a reachable direct media link', () => {
  let t: TestApp;
  let site: http.Server;
  let origin: string;
  const requested: string[] = [];
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      requested.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(50 * 1024 * 1024) });
      res.end(Buffer.alloc(1024));
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await startTestApp(); // the test app allows private addresses, as for the fake video web
  });
  afterAll(async () => { await t.close(); await new Promise((r) => site.close(r)); });

  it('is checked by a request that stops after the headers, then recorded as a video without captions (422)', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp();
    const res = await client.post('/api/videos/process', { url: `${origin}/media/lecture-07.mp4` });
    expect(res).toMatchObject({ status: 422, body: { message: expect.stringContaining('video file without captions') } });
    expect(requested).toEqual(['GET /media/lecture-07.mp4']);
    // A link that gave nothing to study uses no quota (a failure never does).
    expect((await client.get('/api/user/usage')).body.monthlyVideoCount).toBe(0);
  });
});
