import type { Page } from '@playwright/test';
import { loadEconomicsFixture } from '../../backend/src/generation/eval/fixtures.js';
import { expect, test, toasts, uniqueUser } from './support/fixtures.js';

const CSRF = { 'X-Requested-With': 'StudyLoop' };

/** Signs the page up and processes a textbook section through the real API; returns the notes' id and title. */
async function signUpWithNotes(page: Page, section: string): Promise<{ id: string; title: string }> {
  const user = uniqueUser('chat');
  expect((await page.request.post('/api/auth/register', { data: user, headers: CSRF })).status()).toBe(201);
  const fixture = loadEconomicsFixture().find((s) => s.section === section)!;
  const res = await page.request.post('/api/materials/process', { data: { type: 'text', content: `${fixture.section}\n\n${fixture.text}` }, headers: CSRF });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).studyNotes.id as string;
  const notes = await (await page.request.get(`/api/notes/${id}`)).json();
  return { id, title: notes.title as string };
}

test.describe('study assistant', () => {
  test('asking on /chat answers from the learner’s notes with a citation link that opens the note', async ({ page }) => {
    const notes = await signUpWithNotes(page, 'Public Goods');
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Study Assistant' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('help you with your study materials, explain concepts, and offer general academic support');

    const input = page.getByPlaceholder('Ask me anything about your studies...');
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    // Hold the request a moment so the pending state can be seen.
    await page.route('**/api/chat/ask', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await input.fill('  What is a free rider?  ');
    await send.click();
    await expect(input).toHaveValue('');
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(page.getByTestId('assistant-pending')).toContainText('Thinking...');
    await expect(page.getByTestId('user-message').last()).toHaveText(/^You said:What is a free rider\?/);

    const answer = page.getByTestId('assistant-message').last();
    await expect(answer).toContainText(/free rider/i);
    await expect(page.getByTestId('assistant-pending')).toHaveCount(0);
    // User right, assistant left, each with a time stamp.
    const userBox = (await page.getByTestId('user-message').last().boundingBox())!;
    const answerBox = (await answer.boundingBox())!;
    expect(userBox.x).toBeGreaterThan(answerBox.x);
    await expect(answer.locator('time')).toHaveText(/\d/);

    const citation = answer.getByTestId('citation-link').first();
    await expect(citation).toHaveText(notes.title);
    await expect(answer.getByTestId('answer-sources')).toContainText(/Source|Key idea|Definition|Summary/);
    await citation.click();
    await expect(page).toHaveURL(new RegExp(`/notes/${notes.id}\\?tab=notes(#.+)?$`));
    await expect(page.getByRole('heading', { level: 1, name: notes.title })).toBeVisible();

    // The conversation is kept: it is there again on the next visit.
    await page.goto('/chat');
    await expect(page.getByTestId('user-message')).toHaveText([/What is a free rider\?/]);
    await expect(page.getByTestId('assistant-message')).toHaveCount(1);
  });

  test('says when nothing is found, and shows the spec’s error toast when the request fails', async ({ page, context }) => {
    await signUpWithNotes(page, 'Measuring Money: Currency, M1, and M2');
    await page.goto('/chat');
    const input = page.getByPlaceholder('Ask me anything about your studies...');
    await input.fill('Who wrote Romeo and Juliet?');
    await input.press('Enter');
    await expect(page.getByTestId('assistant-message').last()).toContainText('I couldn’t find anything about that in your study materials.');
    await expect(page.getByTestId('assistant-message').last().getByTestId('answer-sources')).toHaveCount(0);

    await context.setOffline(true);
    await input.fill('What is M2?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toasts(page)).toContainText('Error');
    await expect(toasts(page)).toContainText('Failed to get AI response. Please try again.');
    await expect(page.getByTestId('user-message').last()).toContainText('What is M2?');
    await context.setOffline(false);
  });

  test('the notes page’s Q&A panel answers from that note, and Translate says why it is unavailable', async ({ page }) => {
    const notes = await signUpWithNotes(page, 'Measuring Money: Currency, M1, and M2');
    await page.goto(`/notes/${notes.id}`);
    await page.getByRole('button', { name: 'Ask Questions' }).click();
    const panel = page.getByTestId('qa-panel');
    await panel.getByRole('button', { name: 'Summarize these notes in simple words' }).click();
    const log = panel.getByRole('log', { name: 'Questions about these notes' });
    await expect(log.getByTestId('answer-sources')).toContainText('Summary');

    await panel.getByLabel('Question about these notes').fill('What does M1 include?');
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(log.getByTestId('answer-sources')).toHaveCount(2);
    await expect(log.getByTestId('answer-sources').last()).toContainText(notes.title);

    // A citation of a key idea opens the page at that key idea.
    await panel.getByRole('button', { name: 'What are the key ideas?' }).click();
    await expect(log.getByTestId('answer-sources')).toHaveCount(3);
    const ideas = log.getByTestId('answer-sources').last();
    await expect(ideas).toContainText('Key idea 3');
    await ideas.getByTestId('citation-link').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/notes/${notes.id}\\?tab=notes#key-idea-3$`));
    await expect(page.locator('#key-idea-3')).toBeInViewport();
    await expect(log).toContainText(/M1/);

    await page.getByRole('button', { name: 'Translate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Translate notes' });
    await expect(dialog.getByTestId('translation-unavailable')).toContainText('Translation is not available: no language model is configured on this server.');
    await expect(dialog.getByRole('button', { name: 'Translate', exact: true })).toBeDisabled();
  });
});
