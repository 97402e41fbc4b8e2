import { expect, header, registerViaApi, submitLogin, submitSignUp, test, toasts, uniqueUser } from './support/fixtures.js';

test.describe('authentication', () => {
  test('sign up, log out and log back in', async ({ page }) => {
    const user = uniqueUser();

    await submitSignUp(page, user);
    await expect(toasts(page).getByText('Account created!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByText(user.username)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign Up Free' })).toBeVisible();
    await expect(header(page).getByText(user.username)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    await submitLogin(page, user.email, user.password);
    await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByText(user.username)).toBeVisible();

    // The session survives a reload, and a signed-in user is sent away from /auth.
    await page.reload();
    await expect(header(page).getByText(user.username)).toBeVisible();
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the Login failed toast', async ({ page, request }) => {
    const user = uniqueUser();
    await registerViaApi(request, user);

    await submitLogin(page, user.email, `${user.password}-wrong`);
    const toast = toasts(page).getByRole('alert');
    await expect(toast.getByText('Login failed')).toBeVisible();
    await expect(toast).not.toContainText(/^\d{3}:/);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('registering a taken e-mail shows the Registration failed toast', async ({ page, request }) => {
    const user = uniqueUser();
    await registerViaApi(request, user);

    await submitSignUp(page, { ...uniqueUser(), email: user.email });
    await expect(toasts(page).getByText('Registration failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('mismatched passwords are caught before calling the server', async ({ page }) => {
    const registerCalls: string[] = [];
    page.on('request', (req) => req.url().includes('/api/auth/register') && registerCalls.push(req.url()));

    await submitSignUp(page, uniqueUser(), 'something-else');
    await expect(toasts(page).getByText("Passwords don't match")).toBeVisible();
    await expect(toasts(page).getByText('Please make sure your passwords match.')).toBeVisible();
    expect(registerCalls).toHaveLength(0);
  });

  test('a short password is caught before calling the server', async ({ page }) => {
    const user = { ...uniqueUser(), password: '12345' };
    await submitSignUp(page, user);
    await expect(toasts(page).getByText('Password too short')).toBeVisible();
    await expect(toasts(page).getByText('Password must be at least 6 characters long.')).toBeVisible();
  });

  test('the password field can be shown and hidden', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('Google login reflects the server configuration', async ({ page, request }) => {
    const status = (await (await request.get('/api/auth/google/status')).json()) as { available: boolean };
    await page.goto('/auth');
    if (status.available) {
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
      return;
    }
    const button = page.getByRole('button', { name: 'Google Login (Not Available)' });
    await expect(button).toBeDisabled();
    await button.dispatchEvent('click');
    await expect(toasts(page).getByText('Google Login Unavailable')).toBeVisible();
    await expect(toasts(page).getByText('Google OAuth is not configured for this application')).toBeVisible();
  });
});
