import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';
import { runAdminPromote } from './admin-promote.js';

describe('npm run admin:promote', () => {
  let t: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });
  afterEach(() => { process.env = { ...saved }; });

  async function run(args: string[]) {
    process.env.DATABASE_URL = t.db.url;
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runAdminPromote(args, { log: (m) => lines.push(m), error: (m) => errors.push(m) });
    return { code, out: lines.join('\n'), err: errors.join('\n') };
  }

  it('promotes an existing account by e-mail with reason cli', async () => {
    const client = new TestClient(t.baseUrl);
    const user = await client.signUp();
    const result = await run([user.email.toUpperCase()]);
    expect(result).toEqual({ code: 0, out: `Promoted ${user.email} (${user.username}) to admin.`, err: '' });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ isAdmin: true, subscriptionTier: 'admin' });
    expect(await run([user.email])).toMatchObject({ code: 0, out: `${user.email} (${user.username}) is already an admin.` });
    const admin = new TestClient(t.baseUrl);
    await admin.post('/api/auth/login', { email: user.email, password: user.password });
    const audit = await admin.get('/api/admin/audit');
    expect(audit.body.entries).toEqual([expect.objectContaining({ action: 'promote-to-admin', actor: null, target: expect.objectContaining({ id: user.id }), details: expect.objectContaining({ reason: 'cli' }) })]);
  });

  it('exits non-zero with a clear message for an unknown e-mail or bad arguments', async () => {
    expect(await run(['ghost@example.com'])).toEqual({ code: 1, out: '', err: 'No user with the e-mail ghost@example.com. They need to sign up first.' });
    expect((await run([])).code).toBe(2);
    expect(await run(['not-an-email'])).toMatchObject({ code: 2, err: expect.stringContaining("'not-an-email' is not an e-mail address") });
  });
});
