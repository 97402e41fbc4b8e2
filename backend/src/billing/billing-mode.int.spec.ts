import { loadBilling } from '../config/app-config.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PREMIUM: 'price_premium', STRIPE_PRICE_PRO: 'price_pro',
};

describe('BILLING_MODE', () => {
  it('defaults to Stripe with keys and test mode without; test ignores keys; stripe needs them; anything else is refused', () => {
    expect(loadBilling({}).billingMode).toBe('test');
    expect(loadBilling(STRIPE_KEYS).billingMode).toBe('stripe');
    expect(loadBilling({ ...STRIPE_KEYS, BILLING_MODE: 'test' })).toEqual({ billingMode: 'test', stripe: null });
    expect(loadBilling({ ...STRIPE_KEYS, BILLING_MODE: 'off' })).toEqual({ billingMode: 'off', stripe: null });
    expect(() => loadBilling({ BILLING_MODE: 'stripe' })).toThrow('BILLING_MODE=stripe needs STRIPE_SECRET_KEY');
    expect(() => loadBilling({ BILLING_MODE: 'free-for-all' })).toThrow("Invalid BILLING_MODE 'free-for-all'");
  });

  describe('off', () => {
    let t: TestApp;
    beforeAll(async () => { t = await startTestApp({ BILLING_MODE: 'off', STRIPE_SECRET_KEY: '' }); });
    afterAll(async () => { await t.close(); });

    it('turns self-upgrades off with a clear 403, and says so to the client', async () => {
      const client = new TestClient(t.baseUrl);
      expect((await client.get('/api/billing/config')).body).toEqual({ mode: 'off' });
      await client.signUp();
      const refused = { status: 403, body: { message: 'Upgrades are turned off on this server. Please ask its administrator.' } };
      expect(await client.post('/api/create-subscription', { tier: 'premium' })).toMatchObject(refused);
      expect(await client.post('/api/billing/test-mode/confirm', { tier: 'pro' })).toMatchObject(refused);
      expect((await client.get('/api/billing/subscription')).body).toMatchObject({ mode: 'off', tier: 'free', subscription: null });
      expect((await client.get('/api/auth/user')).body.subscriptionTier).toBe('free');
    });
  });
});
