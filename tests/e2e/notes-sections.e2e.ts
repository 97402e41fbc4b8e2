import type { Page } from '@playwright/test';
import { answerFromPrompt } from '../../backend/src/generation/openai/fake-model.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../backend/src/generation/openai/fake-openai-server.js';
import { pdfFromTexts } from '../../backend/src/test-support/pdf-builder.js';
import { startOwnApp, type OwnApp } from './support/own-app.js';
import { expect, test, toasts, uniqueUser } from './support/fixtures.js';

// A PDF with bookmarks, uploaded in the browser, becomes notes organised by its chapters. The app
// runs with an OpenAI-compatible model (the real SDK against a fake server in this process whose
// model answers from its prompt), which generates section by section.

const CHAPTERS = ['Scarcity and Choice', 'Specialization and Trade', 'Markets and Prices', 'Money and Banking'];

function chapterPage(topic: string, page: number): string {
  const word = topic.split(' ')[0]!;
  return Array.from({ length: 5 }, (_, i) =>
    `${word} topic ${page}.${i + 1} explains how economies work. Learners see ${word.toLowerCase()} shaping decisions about goods and services every day.`).join('\n\n');
}

let fake: FakeOpenAiServer;
let app: OwnApp;

test.beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  fake.respondWith(answerFromPrompt);
  app = await startOwnApp({ OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' }, 'sections');
});
test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

async function signUp(page: Page): Promise<void> {
  const user = uniqueUser('sect');
  const res = await page.request.post(`${app.baseUrl}/api/auth/register`, { data: user, headers: { 'X-Requested-With': 'StudyLoop' } });
  expect(res.status(), await res.text()).toBe(201);
}

test('the notes page outline lists the PDF chapters and jumps to a section', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto(`${app.baseUrl}/materials`);
  await page.getByRole('tab', { name: 'PDF Upload' }).click();
  const pages = CHAPTERS.flatMap((title, c) => [chapterPage(title, c * 2 + 1), chapterPage(title, c * 2 + 2)]);
  await page.getByTestId('pdf-file-input').setInputFiles({
    name: 'econ_unit1_v3.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFromTexts(pages, { title: 'Principles of Economics', outline: CHAPTERS.map((title, c) => ({ title, page: c * 2 + 1 })) }),
  });
  await expect(toasts(page).getByText('Success!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/notes\/[^/?#]+$/);
  // The document's own title, not its file name.
  await expect(page.getByRole('heading', { level: 1, name: 'Principles of Economics' })).toBeVisible();

  const outline = page.getByRole('navigation', { name: 'Outline' });
  const entries = outline.getByRole('link');
  await expect(entries).toHaveCount(CHAPTERS.length);
  for (const [i, title] of CHAPTERS.entries()) {
    await expect(entries.nth(i)).toContainText(title);
    await expect(entries.nth(i)).toContainText(`pp. ${i * 2 + 1}–${i * 2 + 2}`);
  }

  // Keyboard: focus the fourth entry and press Enter.
  await entries.nth(3).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 3, name: /Money and Banking/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/#section-3$/);
  const block = page.locator('#section-3');
  await expect(block).toContainText('This part is about Money.');
  await expect(block).toContainText('Money matters.');
  await expect(block.getByTestId('citation').first()).toHaveText('p. 7');
  await block.getByText('3 flashcards from this section').click();
  await expect(block.getByRole('listitem').filter({ hasText: 'Question 1 about Money?' })).toBeVisible();

  // A click on another entry moves there too.
  await entries.nth(1).click();
  await expect(page.getByRole('heading', { level: 3, name: /Specialization and Trade/ })).toBeFocused();
  await expect(page).toHaveURL(/#section-1$/);

  // The mind map's branches are the chapters; their nodes are short concept labels with the sentence as detail.
  await page.goto(`${page.url().replace(/#.*$/, '')}?tab=mindmap`);
  await expect(page.getByTestId('mind-map-status')).toHaveText('Live', { timeout: 15_000 });
  const mapNode = (title: RegExp) => page.locator('[data-node-id]', { has: page.locator('title', { hasText: title }) });
  for (const [i, title] of CHAPTERS.entries()) await expect(page.locator(`[data-node-id="section-${i + 1}"] title`)).toHaveText(new RegExp(`^${title}`));
  // The defined term and the key idea about it share one node: label "Money", both sentences as its detail.
  await expect(mapNode(/^Money: what the part on Money is about/)).toHaveCount(1);
  await expect(page.locator('[data-node-id="section-4-concept-1"] title')).toHaveText('Money: what the part on Money is about\nMoney matters.');
});
