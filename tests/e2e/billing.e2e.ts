import type { Page } from '@playwright/test';
import { expect, test, toasts, uniqueUser } from './support/fixtures.js';

/** Signs up through the page's own request context, so the browser shares the session. */
async function signedInLearner(page: Page) {
  const user = uniqueUser('buyer');
  const res = await page.request.post('/api/auth/register', {
    data: { username: user.username, email: user.email, password: user.password },
    headers: { 'X-Requested-With': 'StudyLoop' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

const usage = async (page: Page) => (await page.request.get('/api/user/usage')).json();

test.describe('plans and checkout', () => {
  test('a free learner upgrades to Premium through test-mode checkout and loses the monthly limit', async ({ page }) => {
    await signedInLearner(page);
    expect(await usage(page)).toMatchObject({ subscriptionTier: 'free', maxVideosPerMonth: 3 });

    await page.goto('/pricing');
    const plans = page.getByRole('main').locator('.pricing-grid');
    const premium = page.getByRole('heading', { name: 'Premium', exact: true }).locator('xpath=ancestor::*[contains(@class,"plan-card")][1]');
    await expect(plans.getByText('$0', { exact: true })).toBeVisible();
    await expect(plans.getByText('$9.99', { exact: true })).toBeVisible();
    await expect(plans.getByText('$19.99', { exact: true })).toBeVisible();
    await expect(premium.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await page.getByText('Can I cancel anytime?').click();
    await expect(page.getByText(/keep your plan until the end of the billing period/)).toBeVisible();

    await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/checkout\?tier=premium$/);
    await expect(page.getByRole('heading', { name: 'Premium Plan' })).toBeVisible();
    await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
    await page.getByRole('button', { name: /Confirm test payment/ }).click();

    await expect(toasts(page).getByText('Payment Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/subscription-success/);
    await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
    await expect(page.getByTestId('celebration')).toBeAttached();
    await expect(page.getByTestId('celebration')).not.toBeAttached({ timeout: 5_000 });
    await expect(page.getByRole('list', { name: 'Your benefits' }).getByText('Unlimited video processing')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Learning Now' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Browse Study Materials' })).toHaveAttribute('href', '/notes');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);

    // The processing feature is not on main yet: the limit is checked where the usage card reads it.
    expect(await usage(page)).toMatchObject({ subscriptionTier: 'premium', maxVideosPerMonth: null, isAdmin: false });
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Your plan: Premium' })).toBeVisible();
    await expect(premium.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  test('checkout refuses an unknown tier, and a logged-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(toasts(page).getByText('Login Required')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await signedInLearner(page);
    await page.goto('/checkout?tier=gold');
    await expect(toasts(page).getByText('Invalid subscription tier')).toBeVisible();
    await expect(toasts(page).getByText('Please select a valid subscription plan.')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('without Stripe keys /pricing and /checkout ask nothing of another host; /subscription-success opened on its own shows the page', async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await signedInLearner(page);
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    await page.goto('/checkout?tier=pro');
    await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);

    // No payment to confirm: no spinner, the spec's page for the plan the learner has.
    await page.goto('/subscription-success');
    await expect(page.getByRole('heading', { name: 'StudyLoop Premium' })).toBeVisible();
    await expect(page.getByTestId('success-status')).toHaveText('There is no payment to confirm here. This is what a Premium plan brings:');
    await expect(page.getByText('Confirming your payment...')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your benefits' }).getByText('Unlimited video processing')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Learning Now' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Browse Study Materials' })).toHaveAttribute('href', '/notes');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
  });
});
