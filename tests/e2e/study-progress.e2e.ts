import type { Page } from '@playwright/test';
import { expect, test, toasts, uniqueUser } from './support/fixtures.js';

const CSRF = { 'X-Requested-With': 'StudyLoop' };

const LECTURE = `Photosynthesis

Photosynthesis is the process by which green plants use light energy to turn carbon dioxide and water into glucose and oxygen. It takes place in the chloroplasts, which contain the green pigment chlorophyll. The light-dependent reactions capture energy from sunlight, and the Calvin cycle uses that energy to build sugars.

Cellular respiration is the process by which cells break down glucose to release energy in the form of ATP. Respiration happens in the mitochondria of plant and animal cells alike. The products of photosynthesis are the inputs of respiration, so the two processes form a cycle that sustains most life on Earth.`;

/** Signs up through the page's own request context (it shares the browser's cookies) and processes notes. */
async function learnerWithNotes(page: Page): Promise<{ notesId: string; cardIds: string[] }> {
  const user = uniqueUser('study');
  const registered = await page.request.post('/api/auth/register', { data: user, headers: CSRF });
  expect(registered.status(), await registered.text()).toBe(201);
  const processed = await page.request.post('/api/materials/process', { data: { type: 'text', content: LECTURE }, headers: CSRF });
  expect(processed.status(), await processed.text()).toBe(201);
  const body = await processed.json();
  return { notesId: body.studyNotes.id, cardIds: body.flashcards.map((c: { id: string }) => c.id) };
}

const summary = (page: Page, title: string) => page.getByRole('group', { name: title });

test.describe('study timer, progress and dashboard', () => {
  // Each test processes real material first; on a busy 2-core machine that alone can take seconds.
  test.describe.configure({ timeout: 60_000 });

  test('a pomodoro on the test clock raises study time, XP and the dashboard, which showed a labelled sample before', async ({ page }) => {
    const { notesId } = await learnerWithNotes(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Study Dashboard' })).toBeVisible();
    await expect(page.getByText('Sample data')).toBeVisible();

    await page.goto(`/notes/${notesId}?tab=progress`);
    await expect(page.getByText('No achievements yet. Start studying to earn your first achievement!')).toBeVisible();

    await page.clock.install();
    await page.goto(`/notes/${notesId}?tab=timer`);
    const clock = page.getByRole('timer', { name: 'Time remaining' });
    await expect(clock).toHaveText('25:00');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward('10:00');
    await expect(clock).toHaveText(/^1[45]:\d\d$/);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused')).toBeVisible();
    const paused = await clock.textContent();
    await page.clock.fastForward('30:00'); // paused time does not count
    await expect(clock).toHaveText(paused!);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.fastForward('15:00');

    await expect(toasts(page).getByText('Study session recorded')).toBeVisible();
    await expect(page.getByText('Short break')).toBeVisible();
    await expect(clock).toHaveText(/^[45]:\d\d$/);
    await expect(page.getByTestId('sessions-completed')).toHaveText('1');
    await expect(page.getByTestId('notes-study-time')).toContainText('25 minutes of study in 1 session');

    await page.goto(`/notes/${notesId}?tab=progress`);
    await expect(page.getByText('First Focus')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('60 XP', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Level 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('60% of level 1 · 40 XP to level 2')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByText('Sample data')).toHaveCount(0);
    await expect(summary(page, 'Total Study Time')).toContainText('0h 25m');
    await expect(summary(page, 'Total Study Time')).toContainText('25 minutes in total');
    await expect(summary(page, 'Current Streak')).toContainText('1 day');
    await expect(page.getByText('1 day streak')).toBeVisible();
    await page.getByRole('tab', { name: 'Goals & Progress' }).click();
    await expect(page.getByTestId('daily-goal-figure')).toHaveText('25 / 60 minutes');
    await expect(page.getByText('35 minutes remaining')).toBeVisible();
  });

  test('today\'s schedule is planned from the notes and an item completes (page reloads)', async ({ page }) => {
    await learnerWithNotes(page);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: "Today's Schedule" }).click();
    const schedule = page.getByRole('list', { name: "Today's schedule" });
    await expect(schedule.getByText(/^Review \d+ due flashcards?$/)).toBeVisible();
    await expect(schedule.getByText('Pomodoro: ', { exact: false })).toBeVisible();
    await expect(schedule.getByText(/^\d\d:\d\d$/).first()).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await schedule.getByRole('button', { name: /^Complete Review/ }).click();
    await reloaded;
    await page.getByRole('tab', { name: "Today's Schedule" }).click();
    const review = page.getByRole('listitem').filter({ hasText: /Review \d+ due flashcards?/ });
    await expect(review.getByText('Completed')).toBeVisible();
    await expect(review.getByRole('button', { name: /Complete/ })).toHaveCount(0);
  });

  test('preferences: the daily goal is validated and saved, and the dashboard follows it', async ({ page }) => {
    const { notesId } = await learnerWithNotes(page);
    const session = await page.request.post('/api/study/sessions', { data: { minutes: 10, mode: 'pomodoro', notesId }, headers: CSRF });
    expect(session.status(), await session.text()).toBe(201);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Study preferences' });
    await dialog.getByLabel('Daily goal (minutes)').fill('4');
    await expect(dialog.getByText('Daily goal must be between 5 and 600 minutes')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
    await dialog.getByLabel('Daily goal (minutes)').fill('30');
    // A searchable picker, not a typed name: it starts at the browser's zone and offers only real zones.
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    await zone.fill('Not/AZone');
    await expect(dialog.getByText('No time zone matches “Not/AZone”')).toBeVisible();
    // Activity stays on the day it had in the zone it was recorded in (UTC here): a zone always at UTC+0 keeps the
    // session on today at any hour ("Europe/Paris" moved "today" past it between 23:00 and 24:00 UTC).
    await zone.fill('abidjan');
    await dialog.getByRole('option', { name: /^Africa\/Abidjan/ }).click();
    await expect(zone).toHaveValue('Africa/Abidjan');
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(toasts(page).getByText('Preferences saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: 'Goals & Progress' }).click();
    await expect(page.getByTestId('daily-goal-figure')).toHaveText('10 / 30 minutes');
    await expect(page.getByText('20 minutes remaining')).toBeVisible();
  });

  test('finishing a quiz changes the dashboard accuracy to include its answers', async ({ page }) => {
    const { notesId, cardIds } = await learnerWithNotes(page);
    const reviewed = await page.request.post(`/api/flashcards/${cardIds[0]}/review`, { data: { rating: 'good' }, headers: CSRF });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
    await page.goto('/dashboard');
    await expect(summary(page, 'Accuracy Rate')).toContainText('100%');

    await page.goto(`/notes/${notesId}?tab=quiz`);
    const tab = page.getByRole('tabpanel');
    await tab.getByRole('button', { name: 'Start Quiz' }).click();
    const position = tab.getByTestId('quiz-position');
    await expect(position).toHaveText(/^Question 1 of \d+$/);
    const total = Number((await position.textContent())!.match(/of (\d+)/)![1]);
    for (let i = 1; i <= total; i++) {
      await expect(position).toHaveText(`Question ${i} of ${total}`);
      // A typed-answer question has a text box instead of options.
      if (await tab.getByRole('radio').count()) await tab.getByRole('radio').first().click();
      else await tab.getByPlaceholder('Type your answer').fill('an answer');
      await tab.getByRole('button', { name: i === total ? 'Finish' : 'Next' }).click();
    }
    const correctText = await tab.getByTestId('quiz-correct').textContent();
    const correct = Number(correctText!.match(/^(\d+) out of/)![1]);

    // One correct review plus the quiz's answers: unchanged only if every quiz answer was right.
    const expected = Math.round(((1 + correct) / (1 + total)) * 100);
    // Submitting the quiz answered once the progress read model included it: no reloading until it shows.
    await page.goto('/dashboard');
    await expect(summary(page, 'Accuracy Rate')).toContainText(`${expected}%`);
    await expect(page.getByText('Weekly Accuracy')).toBeVisible();
  });
});
