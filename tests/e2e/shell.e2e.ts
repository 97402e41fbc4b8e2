import { expect, header, test, toasts, uniqueUser } from './support/fixtures.js';

test.describe('app shell', () => {
  test('an unknown route shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/this/route/does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header links to every section and highlights the current one', async ({ page }) => {
    await page.goto('/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    const links: [string, string, string][] = [
      ['Notes', '/notes', 'My Learning Library'],
      ['Materials', '/materials', 'Process Your Study Materials'],
      ['AI Chat', '/chat', 'AI Study Assistant'],
    ];
    for (const [label, path, heading] of links) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    }
    for (const label of ['Home', 'Notes', 'Flashcards', 'Materials', 'Study Groups', 'AI Chat', 'Dashboard', 'Pricing']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // The dashboard is computed from the learner's own activity: signed out, it asks them to sign in.
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the footer shows its link lists and the 2025 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2025 StudyLoop')).toBeVisible();
    await expect(footer.getByRole('navigation')).toHaveCount(3);
  });

  test('the notes page has seven tabs usable with the keyboard', async ({ page }) => {
    // Real notes: a missing id shows the 'Study notes not found' page instead (tests/e2e/processing.e2e.ts).
    const csrf = { 'X-Requested-With': 'StudyLoop' };
    expect((await page.request.post('/api/auth/register', { data: uniqueUser('tabs'), headers: csrf })).status()).toBe(201);
    const processed = await page.request.post('/api/materials/process', {
      data: {
        type: 'text',
        content:
          'Opportunity cost is the value of the next best alternative that is given up when a choice is made. Every choice has an ' +
          'opportunity cost, even when no money changes hands. A student who spends an evening studying gives up the chance to ' +
          'work a paid shift or to see friends. Comparing opportunity costs helps people and firms make better decisions.',
      },
      headers: csrf,
    });
    expect(processed.status(), await processed.text()).toBe(201);
    const { studyNotes } = (await processed.json()) as { studyNotes: { id: string } };
    await page.goto(`/notes/${studyNotes.id}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(7);
    await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Notes' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Flashcards' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=flashcards/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Collaborate' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Collaborate' })).toHaveAttribute('aria-selected', 'true');
  });

  test('F8 focuses the notifications region', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText("Passwords don't match")).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByTestId('toast-viewport')).toBeFocused();
  });

  test('only one toast shows at a time, and a swipe right dismisses it', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText('Password too short')).toBeVisible();
    await expect(toasts(page).locator('.toast')).toHaveCount(1);

    const toast = toasts(page).locator('.toast');
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    // A short drag (under the 50 px threshold) snaps back.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 70, y, { steps: 5 });
    await page.mouse.up();
    await expect(toasts(page).getByText('Password too short')).toBeVisible();
    // A longer one dismisses.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 140, y, { steps: 8 });
    await page.mouse.up();
    await expect(toasts(page).locator('.toast')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the navigation collapses into a menu toggle', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await header(page).getByRole('link', { name: 'Login' }).waitFor();
      await header(page).getByRole('link', { name: 'Materials' }).click();
      await expect(page).toHaveURL(/\/materials$/);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      // Nothing overflows the narrow viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
