import pg from 'pg';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

describe('billing in test mode (no Stripe keys)', () => {
  let t: TestApp;
  let db: pg.Pool;
  beforeAll(async () => {
    t = await startTestApp({ STRIPE_SECRET_KEY: '', ADMIN_EMAILS: 'boss@example.com' });
    db = new pg.Pool({ connectionString: t.db.url, max: 2 });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('says so to the client and returns the test-mode marker from create-subscription', async () => {
    const client = new TestClient(t.baseUrl);
    expect((await client.get('/api/billing/config')).body).toEqual({ mode: 'test' });
    await client.signUp();
    expect((await client.post('/api/create-subscription', { tier: 'pro' })).body).toEqual({ clientSecret: 'studyloop_test_mode', mode: 'test', tier: 'pro', planChanged: false });
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('free');
  });

  it('confirms a plan through the same events, changes plan, cancels, and usage follows each step', async () => {
    const client = new TestClient(t.baseUrl);
    expect((await client.post('/api/billing/test-mode/confirm', { tier: 'premium' })).status).toBe(401);
    const user = await client.signUp();
    expect((await client.get('/api/user/usage')).body).toMatchObject({ maxVideosPerMonth: 3, subscriptionTier: 'free' });
    expect(await client.post('/api/billing/test-mode/confirm', { tier: 'gold' })).toMatchObject({ status: 400, body: { message: 'Please select a valid subscription plan.' } });

    const confirmed = await client.post('/api/billing/test-mode/confirm', { tier: 'premium' });
    expect(confirmed).toMatchObject({ status: 200, body: { mode: 'test', tier: 'premium', canManage: false, subscription: { tier: 'premium', status: 'active', provider: 'test' } } });
    expect((await client.get('/api/user/usage')).body).toMatchObject({ maxVideosPerMonth: null, subscriptionTier: 'premium', isAdmin: false });
    expect(await client.post('/api/create-subscription', { tier: 'premium' })).toMatchObject({ status: 409, body: { message: 'You are already subscribed to Premium' } });

    expect((await client.post('/api/billing/test-mode/confirm', { tier: 'pro' })).body).toMatchObject({ tier: 'pro', subscription: { tier: 'pro' } });
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('pro');

    expect((await client.post('/api/billing/test-mode/cancel')).body).toMatchObject({ tier: 'free', subscription: { status: 'canceled' } });
    expect((await client.get('/api/user/usage')).body).toMatchObject({ maxVideosPerMonth: 3, subscriptionTier: 'free' });
    expect(await client.post('/api/billing/test-mode/cancel')).toMatchObject({ status: 404, body: { message: 'There is no test-mode subscription to cancel' } });

    const billing = await db.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`subscription-${user.id}`]);
    expect(billing.rows.map((r) => r.type)).toEqual(['SubscriptionStarted', 'SubscriptionPlanChanged', 'SubscriptionStatusChanged']);
    const tiers = await db.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'UserTierChanged' ORDER BY stream_version`, [`user-${user.id}`]);
    expect(tiers.rows.map((r) => [r.data.tier, r.data.source])).toEqual([['premium', 'test-mode'], ['pro', 'test-mode'], ['free', 'test-mode']]);
  });

  it('has no portal or webhook in test mode, and admins need no plan', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp();
    expect((await client.post('/api/billing/portal')).status).toBe(404);
    const webhook = await fetch(`${t.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, body: '{}' });
    expect(webhook.status).toBe(404);
    const boss = new TestClient(t.baseUrl);
    await boss.signUp({ email: 'boss@example.com' });
    expect(await boss.post('/api/billing/test-mode/confirm', { tier: 'pro' })).toMatchObject({ status: 409, body: { message: 'Admin accounts already have unlimited access to every plan' } });
    expect((await boss.get('/api/user/usage')).body).toMatchObject({ maxVideosPerMonth: null, subscriptionTier: 'admin', isAdmin: true });
  });

  it('rebuilds the billing read model from the events to the same rows', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp();
    await client.post('/api/billing/test-mode/confirm', { tier: 'premium' });
    await client.post('/api/billing/test-mode/confirm', { tier: 'pro' });
    const rows = async () => (await db.query('SELECT * FROM billing_subscriptions ORDER BY subscription_id')).rows;
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    const runner = t.app.get(ProjectionRunner);
    await runner.rebuild(runner.projection('billing'));
    expect(await rows()).toEqual(before);
  });
});
