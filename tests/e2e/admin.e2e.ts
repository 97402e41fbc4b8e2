import type { Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './support/e2e-env.js';
import { expect, registerViaApi, submitLogin, test, toasts, uniqueUser } from './support/fixtures.js';

const ADMIN_PASSWORD = 'Admin-e2e-secret';

/** Signs the page in as the ADMIN_EMAILS account (registered by whichever test needs it first). */
async function signInAsAdmin(page: Page) {
  const register = await page.request.post('/api/auth/register', {
    data: { username: `admin_${Date.now().toString(36)}`, email: E2E_ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { 'X-Requested-With': 'StudyLoop' },
  });
  if (register.status() === 201) return;
  expect(register.status()).toBe(409);
  const login = await page.request.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { 'X-Requested-With': 'StudyLoop' } });
  expect(login.status()).toBe(200);
}

const sessionCard = (page: Page) => page.getByRole('region', { name: 'Current Session' });
const emailInput = (page: Page) => page.getByRole('textbox', { name: 'Promote User to Admin' });

test.describe('admin panel', () => {
  test('an admin promotes a user, who then sees Admin', async ({ page, request, browser }) => {
    const target = uniqueUser('promoted');
    await registerViaApi(request, target);
    await signInAsAdmin(page);

    await page.goto('/secret-admin-panel');
    const banner = page.getByRole('alert').filter({ hasText: 'RESTRICTED ACCESS AREA' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'I understand' }).click();
    await expect(banner).toHaveCount(0);
    await expect(sessionCard(page).getByText('Admin', { exact: true })).toBeVisible();

    await emailInput(page).fill(target.email);
    await page.getByRole('button', { name: 'Promote to Admin' }).click();
    await expect(toasts(page).getByText(`User ${target.email} has been promoted to admin`)).toBeVisible();
    await expect(emailInput(page)).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Admin activity' }).getByText(`${E2E_ADMIN_EMAIL} promoted ${target.email} to admin`)).toBeVisible();
    // Read models the server could not keep up to date would be listed here; none are.
    await expect(page.getByRole('region', { name: 'Parked Events' }).getByText('No parked events: every read model is up to date.')).toBeVisible();

    const context = await browser.newContext();
    const targetPage = await context.newPage();
    await submitLogin(targetPage, target.email, target.password);
    await expect(targetPage).toHaveURL(/\/$/);
    await targetPage.goto('/secret-admin-panel');
    await expect(sessionCard(targetPage).getByText('Admin', { exact: true })).toBeVisible();
    await expect(sessionCard(targetPage).getByText(target.email)).toBeVisible();
    await context.close();
  });

  test("a regular user's promote is refused by the server, with its message shown", async ({ page }) => {
    const learner = uniqueUser('regular');
    const res = await page.request.post('/api/auth/register', {
      data: { username: learner.username, email: learner.email, password: learner.password },
      headers: { 'X-Requested-With': 'StudyLoop' },
    });
    expect(res.status()).toBe(201);

    await page.goto('/secret-admin-panel');
    await expect(sessionCard(page).getByText('Regular User')).toBeVisible();
    await expect(page.getByText(/These controls are for admins only/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Admin activity' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Promote to Admin' }).click();
    await expect(toasts(page).getByText('Please enter an email address')).toBeVisible();

    await emailInput(page).fill(learner.email);
    await page.getByRole('button', { name: 'Promote to Admin' }).click();
    await expect(toasts(page).getByText('Only admins can do this')).toBeVisible();
    expect((await (await page.request.get('/api/auth/user')).json()).isAdmin).toBe(false);
  });

  test('a logged-out visitor is sent to /auth', async ({ page }) => {
    await page.goto('/secret-admin-panel');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
