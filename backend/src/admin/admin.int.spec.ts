import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

describe('admin over HTTP', () => {
  let t: TestApp;
  let boss: TestClient;
  let bossId: string;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'boss@example.com' });
    boss = new TestClient(t.baseUrl);
    bossId = (await boss.signUp({ email: 'boss@example.com' })).id;
  });
  afterAll(async () => { await t.close(); });

  it('answers 401 logged out, 403 for a non-admin (whatever the payload), 400 for a bad e-mail, 404 for an unknown one', async () => {
    expect(await new TestClient(t.baseUrl).post('/api/admin/promote', { email: 'x@example.com' })).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    const learner = new TestClient(t.baseUrl);
    const { email } = await learner.signUp();
    expect(await learner.post('/api/admin/promote', { email })).toMatchObject({ status: 403, body: { message: 'Only admins can do this' } });
    expect((await learner.post('/api/admin/promote', {})).status).toBe(403);
    expect((await learner.get('/api/admin/audit')).status).toBe(403);
    expect((await learner.get('/api/auth/user')).body.isAdmin).toBe(false);

    expect(await boss.post('/api/admin/promote', { email: '   ' })).toMatchObject({ status: 400, body: { message: 'Please enter an email address' } });
    expect(await boss.post('/api/admin/promote', {})).toMatchObject({ status: 400, body: { message: 'Please enter an email address' } });
    expect(await boss.post('/api/admin/promote', { email: 'not-an-email' })).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } });
    expect(await boss.post('/api/admin/promote', { email: 'nobody@example.com' })).toMatchObject({ status: 404, body: { message: 'No user with the email nobody@example.com' } });
  });

  it('promotes by e-mail, records the acting admin, and lists it in the audit', async () => {
    const learner = new TestClient(t.baseUrl);
    const target = await learner.signUp();
    const res = await boss.post('/api/admin/promote', { email: `  ${target.email.toUpperCase()} ` });
    expect(res).toEqual({ status: 200, body: { message: `User ${target.email} has been promoted to admin` }, headers: expect.anything() });
    expect((await learner.get('/api/auth/user')).body).toMatchObject({ isAdmin: true, subscriptionTier: 'admin' });
    expect((await learner.get('/api/user/usage')).body).toMatchObject({ maxVideosPerMonth: null, isAdmin: true });
    expect((await boss.post('/api/admin/promote', { email: target.email })).body).toEqual({ message: `User ${target.email} is already an admin` });

    const audit = await boss.get('/api/admin/audit');
    expect(audit.status).toBe(200);
    const entry = audit.body.entries.find((e: { target: { id: string } | null }) => e.target?.id === target.id);
    expect(entry).toMatchObject({ action: 'promote-to-admin', actor: { id: bossId, email: 'boss@example.com' }, target: { email: target.email }, details: { reason: 'admin-action' } });
    expect(audit.body.entries.filter((e: { target: { id: string } | null }) => e.target?.id === target.id)).toHaveLength(1);
    // The new admin may now promote others too.
    const third = new TestClient(t.baseUrl);
    const thirdAccount = await third.signUp();
    expect((await learner.post('/api/admin/promote', { email: thirdAccount.email })).status).toBe(200);
  });
});
