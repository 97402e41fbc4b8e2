import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

describe('accounts over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ LOGIN_RATE_LIMIT: '3/15m', ADMIN_EMAILS: 'boss@example.com' }); });
  afterAll(async () => { await t.close(); });

  it('registers, reads the user, logs out and back in with a rotated session', async () => {
    const client = new TestClient(t.baseUrl);
    const { email, password, id } = await client.signUp({ email: 'Mixed.Case@Example.com' });
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id, email: email.toLowerCase(), level: 1, experiencePoints: 0, studyStreak: 0, totalStudyTime: 0, subscriptionTier: 'free', isAdmin: false });
    const before = client.cookieHeader();
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const login = await client.post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    expect(client.cookieHeader()).not.toBe(before);
    expect((await client.get('/api/auth/user')).body.id).toBe(id);
  });

  it('validates payloads with 400 and the message', async () => {
    const client = new TestClient(t.baseUrl);
    const short = await client.post('/api/auth/register', { username: 'shorty', email: 'short@example.com', password: '123' });
    expect(short).toMatchObject({ status: 400, body: { message: 'Password must be at least 6 characters long.' } });
    const badEmail = await client.post('/api/auth/register', { username: 'bademail', email: 'not-an-email', password: 'secret123' });
    expect(badEmail).toMatchObject({ status: 400, body: { error: 'Please enter a valid email address' } });
    const missing = await client.post('/api/auth/register', {});
    expect(missing.status).toBe(400);
  });

  it('answers 409 for a taken e-mail or username, and nothing half-written remains', async () => {
    const client = new TestClient(t.baseUrl);
    const first = await client.signUp();
    const sameEmail = await client.post('/api/auth/register', { username: 'another_one', email: first.email.toUpperCase(), password: 'secret123' });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } });
    const sameName = await client.post('/api/auth/register', { username: first.username.toUpperCase(), email: 'fresh@example.com', password: 'secret123' });
    expect(sameName).toMatchObject({ status: 409, body: { message: 'This username is already taken' } });
    // the e-mail of the refused sign-up is still free
    expect((await client.post('/api/auth/register', { username: 'fresh_user', email: 'fresh@example.com', password: 'secret123' })).status).toBe(201);
  });

  it('gives a wrong password and an unknown e-mail the same 401, then limits with 429 and Retry-After', async () => {
    const client = new TestClient(t.baseUrl);
    const { email } = await client.signUp();
    const wrong = await client.post('/api/auth/login', { email, password: 'nope-nope' });
    const unknown = await client.post('/api/auth/login', { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(unknown.body).toEqual(wrong.body);
    await client.post('/api/auth/login', { email, password: 'nope-nope' });
    await client.post('/api/auth/login', { email, password: 'nope-nope' });
    const limited = await client.post('/api/auth/login', { email, password: 'secret123' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses state-changing calls without the CSRF header', async () => {
    const res = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
  });

  it('makes ADMIN_EMAILS accounts admins and reports usage and health', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp({ email: 'boss@example.com' });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ isAdmin: true, subscriptionTier: 'admin' });
    expect((await client.get('/api/user/usage')).body).toMatchObject({ monthlyVideoCount: 0, maxVideosPerMonth: null, isAdmin: true });
    expect((await new TestClient(t.baseUrl).get('/api/user/usage')).status).toBe(401);
    expect((await client.get('/api/health')).body).toEqual({ status: 'ok', database: 'up', eventStore: 'up', projections: 'ok', parkedEvents: {} });
    expect((await client.get('/api/google/status')).status).toBe(404);
    expect((await client.get('/api/auth/google/status')).body).toEqual({ available: false });
  });
});

describe('failed-login limits per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ LOGIN_ADDRESS_RATE_LIMIT: '15/15m', REGISTER_RATE_LIMIT: '100/1h' }); });
  afterAll(async () => { await t.close(); });

  it('lets a class behind one address mistype (account limit 10, address limit configurable), then limits the address', async () => {
    const students = await Promise.all(Array.from({ length: 12 }, async () => {
      const client = new TestClient(t.baseUrl);
      const account = await client.signUp();
      await client.post('/api/auth/logout');
      return { client, ...account };
    }));
    for (const s of students) expect((await s.client.post('/api/auth/login', { email: s.email, password: 'typo-typo' })).status).toBe(401);
    // 12 failures from one address, below the address limit: everyone still gets in.
    for (const s of students) expect((await s.client.post('/api/auth/login', { email: s.email, password: s.password })).status).toBe(200);

    const [first] = students;
    for (let i = 0; i < 3; i++) await first.client.post('/api/auth/login', { email: 'nobody@example.com', password: 'typo-typo' });
    const limited = await students[1].client.post('/api/auth/login', { email: students[1].email, password: students[1].password });
    expect(limited).toMatchObject({ status: 429, body: { message: 'Too many failed login attempts from this network. Please try again later.' } });
  });

  it('answers 400, not 500, to an 8 KB e-mail', async () => {
    const res = await new TestClient(t.baseUrl).post('/api/auth/login', { email: `${'a'.repeat(8 * 1024)}@example.com`, password: 'x' });
    expect(res).toMatchObject({ status: 400, body: { message: 'That email address is too long' } });
  });
});
