import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './e2e-env.js';

/** The header every state-changing API request carries (the app's CSRF rule). */
export const CSRF = { 'X-Requested-With': 'StudyLoop' } as const;
const ADMIN_PASSWORD = 'Admin-e2e-secret';

/** Signs the page in as the ADMIN_EMAILS account (registered by whichever test needs it first). */
export async function signInAsAdmin(page: Page, email = E2E_ADMIN_EMAIL): Promise<void> {
  const register = await page.request.post('/api/auth/register', {
    data: { username: `admin_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`, email, password: ADMIN_PASSWORD },
    headers: CSRF,
  });
  if (register.status() === 201) return;
  expect(register.status()).toBe(409);
  const login = await page.request.post('/api/auth/login', { data: { email, password: ADMIN_PASSWORD }, headers: CSRF });
  expect(login.status()).toBe(200);
}

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A user nobody has registered yet (usernames: 3-30 of letters, digits, `._-`). */
export function uniqueUser(prefix = 'e2e'): TestUser {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${prefix}_${id}`.slice(0, 30), email: `${prefix}.${id}@example.test`, password: `Secret-${id}` };
}

/** Registers through the API (the request context keeps its own cookies, the page stays logged out). */
export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: { username: user.username, email: user.email, password: user.password },
    headers: { 'X-Requested-With': 'StudyLoop' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export const header = (page: Page): Locator => page.getByRole('banner');

/** Fills and submits the Sign Up tab of /auth. */
export async function submitSignUp(page: Page, user: TestUser, confirmPassword = user.password): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(confirmPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills and submits the Login tab of /auth. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The toast region (F8). */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: /Notifications/ });

export const test = base.extend({
  // global setup exports the URL of the app it started; prefer it over the config's value.
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
});

export { expect };

/**
 * A held answer: a route or fake server awaits `opened`, and the test calls `open()` once it has seen
 * what the page shows meanwhile (a pending state), so no wall-time delay decides what the test sees.
 */
export function gate(): { opened: Promise<void>; open(): void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { opened, open };
}
