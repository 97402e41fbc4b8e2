import pg from 'pg';
import Stripe from 'stripe';
import { FakeStripeServer } from '../test-support/fake-stripe-server.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_unused');

describe('billing with Stripe (real SDK against a fake Stripe server)', () => {
  let fake: FakeStripeServer;
  let t: TestApp;
  let db: pg.Pool;

  beforeAll(async () => {
    fake = await new FakeStripeServer('sk_test_fake').start();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PREMIUM: 'price_premium', STRIPE_PRICE_PRO: 'price_pro', STRIPE_API_URL: fake.url,
      ADMIN_EMAILS: 'boss@example.com',
    });
    db = new pg.Pool({ connectionString: t.db.url, max: 2 });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    await fake.close();
  });

  async function sendWebhook(payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
    const res = await fetch(`${t.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    return { status: res.status, body: await res.json() };
  }
  const deliver = (type: string, object: Record<string, unknown>, created?: number) => sendWebhook(fake.event(type, object, created).payload);
  const eventCount = async (streamId: string) => Number((await db.query('SELECT count(*) FROM events WHERE stream_id = $1', [streamId])).rows[0].count);

  /** A signed-up user with a paid Premium subscription. */
  async function premiumSubscriber() {
    const client = new TestClient(t.baseUrl);
    const user = await client.signUp();
    const created = await client.post('/api/create-subscription', { tier: 'premium' });
    expect(created.status).toBe(200);
    const subscriptionId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === user.id)!.id;
    fake.pay(subscriptionId);
    expect((await deliver('invoice.paid', fake.invoiceJson(subscriptionId))).status).toBe(200);
    return { client, user, subscriptionId };
  }

  it('tells the client it is in Stripe mode with the publishable key', async () => {
    expect((await new TestClient(t.baseUrl).get('/api/billing/config')).body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('creates one customer and an incomplete subscription, returns its payment secret, and reuses it on the next call', async () => {
    const client = new TestClient(t.baseUrl);
    expect((await client.post('/api/create-subscription', { tier: 'premium' })).status).toBe(401);
    const user = await client.signUp();
    expect(await client.post('/api/create-subscription', { tier: 'Premium' })).toMatchObject({ status: 400, body: { message: 'Please select a valid subscription plan.' } });

    const first = await client.post('/api/create-subscription', { tier: 'premium' });
    expect(first.status).toBe(200);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions').at(-1)!;
    expect(created.params).toMatchObject({
      items: [{ price: 'price_premium' }], payment_behavior: 'default_incomplete', metadata: { userId: user.id, tier: 'premium' },
      expand: ['latest_invoice.confirmation_secret'], payment_settings: { save_default_payment_method: 'on_subscription' },
    });
    const sub = fake.subscriptions.get([...fake.subscriptions.keys()].at(-1)!)!;
    expect(first.body).toEqual({ clientSecret: sub.invoice.secret, mode: 'stripe', tier: 'premium', planChanged: false });
    expect(fake.customers.get(sub.customer)).toMatchObject({ email: user.email, metadata: { userId: user.id } });

    // The pricing page and then the checkout page both ask: the same unpaid subscription answers.
    const again = await client.post('/api/create-subscription', { tier: 'premium' });
    expect(again.body.clientSecret).toBe(sub.invoice.secret);
    expect([...fake.subscriptions.values()].filter((s) => s.metadata.userId === user.id)).toHaveLength(1);
    expect([...fake.customers.values()].filter((c) => c.metadata.userId === user.id)).toHaveLength(1);
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('free');
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ mode: 'stripe', tier: 'free', canManage: true, subscription: { status: 'incomplete', tier: 'premium' } });
  });

  it('turns a paid invoice (signed webhook) into the Premium tier: unlimited usage', async () => {
    const { client, user, subscriptionId } = await premiumSubscriber();
    expect((await client.get('/api/auth/user')).body).toMatchObject({ subscriptionTier: 'premium', isAdmin: false });
    expect((await client.get('/api/user/usage')).body).toMatchObject({ maxVideosPerMonth: null, subscriptionTier: 'premium' });
    const tierEvents = await db.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'UserTierChanged'`, [`user-${user.id}`]);
    expect(tierEvents.rows.map((r) => r.data)).toEqual([expect.objectContaining({ tier: 'premium', source: 'stripe' })]);
    const billing = await db.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`subscription-${user.id}`]);
    expect(billing.rows.map((r) => r.type)).toEqual(['BillingCustomerCreated', 'SubscriptionStarted', 'SubscriptionStatusChanged']);
    expect((await client.get('/api/billing/subscription')).body.subscription).toMatchObject({ subscriptionId, status: 'active', tier: 'premium', cancelAtPeriodEnd: false });
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const client = new TestClient(t.baseUrl);
    const user = await client.signUp();
    await client.post('/api/create-subscription', { tier: 'pro' });
    const subscriptionId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === user.id)!.id;
    fake.pay(subscriptionId);
    const { payload } = fake.event('invoice.paid', fake.invoiceJson(subscriptionId));
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect(await sendWebhook(payload, forged)).toEqual({ status: 400, body: expect.objectContaining({ message: 'Invalid Stripe signature' }) });
    const tampered = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await sendWebhook(payload.replace('invoice.paid', 'invoice.paid '), tampered)).status).toBe(400);
    const unsigned = await fetch(`${t.baseUrl}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    expect(unsigned.status).toBe(400);
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('free');
  });

  it('processes a replayed event once', async () => {
    const { client, user, subscriptionId } = await premiumSubscriber();
    fake.update(subscriptionId, { cancelAtPeriodEnd: true });
    const { payload } = fake.event('customer.subscription.updated', fake.json(subscriptionId));
    expect((await sendWebhook(payload)).body).toEqual({ received: true });
    const before = await eventCount(`subscription-${user.id}`);
    fake.update(subscriptionId, { cancelAtPeriodEnd: false }); // even if Stripe's state moved on, a replay is not re-applied
    expect(await sendWebhook(payload)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await eventCount(`subscription-${user.id}`)).toBe(before);
    expect((await client.get('/api/billing/subscription')).body.subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('keeps access after cancelling until the period ends, then drops to free', async () => {
    const { client, subscriptionId } = await premiumSubscriber();
    fake.update(subscriptionId, { cancelAtPeriodEnd: true });
    await deliver('customer.subscription.updated', fake.json(subscriptionId));
    const summary = (await client.get('/api/billing/subscription')).body;
    expect(summary).toMatchObject({ tier: 'premium', subscription: { cancelAtPeriodEnd: true, status: 'active' } });
    expect(new Date(summary.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    fake.update(subscriptionId, { status: 'canceled' });
    await deliver('customer.subscription.deleted', fake.json(subscriptionId));
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('free');
    expect((await client.get('/api/user/usage')).body).toMatchObject({ maxVideosPerMonth: 3, subscriptionTier: 'free' });
  });

  it('tolerates out-of-order delivery: a late, older "active" event does not revive a cancelled subscription', async () => {
    const { client, subscriptionId } = await premiumSubscriber();
    const now = Math.floor(Date.now() / 1000);
    const olderActive = fake.event('customer.subscription.updated', fake.json(subscriptionId), now - 5);
    fake.update(subscriptionId, { status: 'canceled' });
    const deleted = fake.event('customer.subscription.deleted', fake.json(subscriptionId), now);
    expect((await sendWebhook(deleted.payload)).status).toBe(200);
    expect((await sendWebhook(olderActive.payload)).status).toBe(200);
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('free');
    expect((await client.get('/api/billing/subscription')).body.subscription.status).toBe('canceled');
  });

  it('tolerates the payment arriving before the subscription-created event', async () => {
    const client = new TestClient(t.baseUrl);
    const user = await client.signUp();
    await client.post('/api/create-subscription', { tier: 'premium' });
    const subscriptionId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === user.id)!.id;
    const createdEarlier = fake.event('customer.subscription.created', fake.json(subscriptionId), Math.floor(Date.now() / 1000) - 2);
    fake.pay(subscriptionId);
    await deliver('invoice.paid', fake.invoiceJson(subscriptionId));
    await sendWebhook(createdEarlier.payload);
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('premium');
  });

  it('changes plan on the same subscription with proration', async () => {
    const { client, subscriptionId } = await premiumSubscriber();
    const res = await client.post('/api/create-subscription', { tier: 'pro' });
    expect(res).toMatchObject({ status: 200, body: { clientSecret: null, mode: 'stripe', tier: 'pro', planChanged: true } });
    const update = fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(update.params).toMatchObject({ items: [{ id: fake.subscriptions.get(subscriptionId)!.itemId, price: 'price_pro' }], proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' });
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('pro');
    expect(await client.post('/api/create-subscription', { tier: 'pro' })).toMatchObject({ status: 409, body: { message: 'You are already subscribed to Pro' } });
  });

  it('opens the customer portal for a customer and refuses test-mode calls', async () => {
    const { client } = await premiumSubscriber();
    const portal = await client.post('/api/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(fake.requests.at(-1)!.params.return_url).toBe(`${t.baseUrl}/pricing`);
    expect((await client.post('/api/billing/test-mode/confirm', { tier: 'pro' })).status).toBe(404);
    const stranger = new TestClient(t.baseUrl);
    await stranger.signUp();
    expect(await stranger.post('/api/billing/portal')).toMatchObject({ status: 404, body: { message: 'There is no subscription to manage yet' } });
  });

  it('re-reads the subscription from Stripe on refresh (no webhook needed) and ignores unknown subscriptions', async () => {
    const client = new TestClient(t.baseUrl);
    const user = await client.signUp();
    await client.post('/api/create-subscription', { tier: 'premium' });
    const subscriptionId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === user.id)!.id;
    fake.pay(subscriptionId);
    expect((await client.post('/api/billing/refresh')).body).toMatchObject({ tier: 'premium', subscription: { status: 'active' } });
    const unknown = { ...fake.json(subscriptionId), id: 'sub_unknown' };
    expect((await deliver('customer.subscription.updated', unknown)).body).toEqual({ received: true, ignored: 'unknown subscription' });
    expect((await deliver('charge.succeeded', { object: 'charge', id: 'ch_1' })).body).toEqual({ received: true, ignored: 'charge.succeeded' });
  });

  it('answers 502 with the provider message when Stripe refuses, and 409 for admins', async () => {
    const client = new TestClient(t.baseUrl);
    await client.signUp();
    fake.failNext = { status: 400, message: 'No such price: price_premium' };
    expect(await client.post('/api/create-subscription', { tier: 'premium' })).toMatchObject({ status: 502, body: { message: 'The payment provider refused the request: No such price: price_premium' } });
    const boss = new TestClient(t.baseUrl);
    await boss.signUp({ email: 'boss@example.com' });
    expect((await boss.post('/api/create-subscription', { tier: 'premium' })).status).toBe(409);
  });

  it('handles concurrent deliveries for one subscriber without losing or doubling anything', async () => {
    const client = new TestClient(t.baseUrl);
    const user = await client.signUp();
    await client.post('/api/create-subscription', { tier: 'premium' });
    const subscriptionId = [...fake.subscriptions.values()].find((s) => s.metadata.userId === user.id)!.id;
    fake.pay(subscriptionId);
    const events = [
      fake.event('customer.subscription.created', fake.json(subscriptionId)),
      fake.event('invoice.paid', fake.invoiceJson(subscriptionId)),
      fake.event('invoice.payment_succeeded', fake.invoiceJson(subscriptionId)),
      fake.event('customer.subscription.updated', fake.json(subscriptionId)),
    ];
    const replies = await Promise.all([...events, events[1]].map((e) => sendWebhook(e.payload)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const billing = await db.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`subscription-${user.id}`]);
    expect(billing.rows.map((r) => r.type)).toEqual(['BillingCustomerCreated', 'SubscriptionStarted', 'SubscriptionStatusChanged']);
    expect(await eventCount(`user-${user.id}`)).toBe(2); // registered, then one tier change
    const claims = await db.query(`SELECT count(*) FROM events WHERE type = 'StripeWebhookProcessed' AND data->>'userId' = $1`, [user.id]);
    expect(Number(claims.rows[0].count)).toBe(4);
    expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('premium');
  });
});
