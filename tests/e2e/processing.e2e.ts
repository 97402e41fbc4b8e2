import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { pdfFromTexts } from '../../backend/src/test-support/pdf-builder.js';
import { STUDY_PAGES, STUDY_TEXT } from '../../backend/src/test-support/study-texts.js';
import { expect, gate, test, toasts, uniqueUser, type TestUser } from './support/fixtures.js';

const CSRF = { 'X-Requested-With': 'StudyLoop' };
const NOTES_URL = /\/notes\/[^/?#]+$/;

/** Registers through the page's own request context, so the browser tab is signed in too. */
async function signUp(page: Page): Promise<TestUser> {
  const user = uniqueUser('proc');
  const res = await page.request.post('/api/auth/register', { data: user, headers: CSRF });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** A WebVTT lecture: one cue per sentence of the study text, 6 s apart. */
function lectureVtt(): string {
  const sentences = STUDY_TEXT.split(/\n+/).flatMap((p) => p.match(/[^.!?]+[.!?]/g) ?? []).map((s) => s.trim()).filter(Boolean);
  const stamp = (s: number) => `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
  const cues = sentences.map((text, i) => `${i + 1}\n${stamp(i * 6)} --> ${stamp(i * 6 + 6)}\n${text}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Caption fixture server on 127.0.0.1 (the app runs with FETCH_ALLOW_PRIVATE=true). */
let captions: Server;
let captionsBase = '';
const slowCaptions = gate();
test.beforeAll(async () => {
  const vtt = lectureVtt();
  captions = createServer((req, res) => {
    if (req.url?.startsWith('/slow/')) {
      // Held until the test has seen the page's pending state and the pushed progress.
      void slowCaptions.opened.then(() => {
        res.writeHead(200, { 'content-type': 'text/vtt; charset=utf-8' });
        res.end(vtt);
      });
    } else if (req.url?.startsWith('/lectures/')) {
      res.writeHead(200, { 'content-type': 'text/vtt; charset=utf-8' });
      res.end(vtt);
    } else if (req.url?.startsWith('/page-without-captions')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html><head><title>Week 5 lecture</title></head><body><video src="/media/week-5.mp4" controls></video></body></html>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => captions.listen(0, '127.0.0.1', resolve));
  captionsBase = `http://127.0.0.1:${(captions.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => captions.close(resolve));
});

test.describe('processing screens', () => {
  test('pasted text becomes cited notes that can be shared and exported', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page);
    await page.goto('/materials');
    await expect(page.getByRole('heading', { level: 1, name: 'Process Your Study Materials' })).toBeVisible();
    const processButton = page.getByRole('button', { name: 'Process Materials' });
    await expect(processButton).toBeDisabled();
    const area = page.getByLabel('Study material');
    await expect(area).toHaveAttribute('rows', '12');
    await area.fill('   ');
    await expect(processButton).toBeDisabled();

    await page.evaluate((text) => navigator.clipboard.writeText(text), STUDY_TEXT);
    await area.fill('');
    await page.getByRole('button', { name: 'Paste from Clipboard' }).click();
    await expect(toasts(page).getByText('Pasted from clipboard')).toBeVisible();
    await expect(area).toHaveValue(STUDY_TEXT);

    await processButton.click();
    await expect(toasts(page).getByText('Success!')).toBeVisible({ timeout: 20_000 });
    await expect(toasts(page).getByText(/Study materials generated successfully\. Created \d+ flashcards\./)).toBeVisible();
    await expect(page).toHaveURL(NOTES_URL);

    await expect(page.getByTestId('notes-summary')).not.toHaveText('No summary available.');
    await expect(page.getByTestId('notes-summary')).toContainText(/scarcity|economics/i);
    const ideas = page.getByTestId('key-ideas').getByRole('listitem');
    await expect(ideas.first()).toBeVisible();
    expect(await ideas.count()).toBeGreaterThanOrEqual(3);
    const terms = page.getByTestId('definitions').locator('dt');
    await expect(terms.first()).toBeVisible();
    expect(await terms.count()).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('definitions')).toContainText(/opportunity cost|scarcity|demand|supply/i);
    await expect(page.getByRole('complementary', { name: 'Notes tools' }).getByText('Private', { exact: true })).toBeVisible();

    // Share: make public, link copied.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog', { name: 'Share Notes' }).getByRole('button', { name: 'Make Public & Copy Link' }).click();
    await expect(toasts(page).getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.getByRole('button', { name: 'Close dialog' }).click();
    await expect(page.getByRole('complementary', { name: 'Notes tools' }).getByText('Public', { exact: true })).toBeVisible();

    // Export as Markdown downloads the notes with their sections.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Export as Markdown' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.md$/);
    const markdown = readFileSync(await file.path(), 'utf8');
    expect(markdown).toContain('## Summary');
    expect(markdown).toContain('## Key Ideas');
    expect(markdown).toContain('## Definitions');

    // The library lists it as a public note.
    await page.goto('/notes');
    await expect(page.getByRole('tab', { name: /Study Notes \(\d+\)/ })).toBeVisible();
    const card = page.getByTestId('note-card').first();
    await expect(card.getByText('Public', { exact: true })).toBeVisible();
    await page.getByPlaceholder('Search notes by title or content...').fill('no-such-topic-xyz');
    await expect(page.getByText('No notes found')).toBeVisible();
  });

  test('an uploaded multi-page PDF becomes notes citing its pages', async ({ page }) => {
    await signUp(page);
    await page.goto('/materials');
    await page.getByRole('tab', { name: 'PDF Upload' }).click();
    await expect(page.getByText('Drag and drop a PDF file here, or click to select')).toBeVisible();
    await expect(page.getByText('Supports PDF files up to 10MB')).toBeVisible();

    await page.getByTestId('pdf-file-input').setInputFiles({
      name: 'economics-basics.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFromTexts(STUDY_PAGES),
    });
    await expect(toasts(page).getByText('Success!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(NOTES_URL);

    const chips = page.getByTestId('key-ideas').getByTestId('citation');
    await expect(chips.first()).toBeVisible();
    expect(await chips.count()).toBeGreaterThanOrEqual(3);
    const labels = await page.getByTestId('citation').allTextContents();
    for (const label of labels) expect(label).toMatch(/^p\. [1-3]$/);
    expect(new Set(labels).size).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('complementary', { name: 'Notes tools' }).getByText('economics-basics.pdf')).toBeVisible();
  });

  test('a link or text submitted while the session is still being checked is processed for the signed-in learner', async ({ page }) => {
    test.setTimeout(60_000); // a video and a text processed
    await signUp(page);
    // A slow session check: the submit lands before the page knows who is signed in.
    const holdSessionCheck = async () => {
      const sessionCheck = gate();
      let answered = false;
      await page.unroute('**/api/auth/user');
      await page.route('**/api/auth/user', async (route) => {
        await sessionCheck.opened;
        answered = true;
        await route.continue();
      });
      return { open: () => sessionCheck.open(), answered: () => answered };
    };

    let session = await holdSessionCheck();
    await page.goto('/');
    await page.getByLabel('Video URL').fill(`${captionsBase}/lectures/early-submit.vtt`);
    await page.getByRole('button', { name: 'Generate Study Notes' }).click();
    expect(session.answered()).toBe(false);
    session.open();
    await expect(toasts(page).getByText('Video Processed!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(NOTES_URL);

    session = await holdSessionCheck();
    await page.goto('/materials');
    await page.getByLabel('Study material').fill(STUDY_TEXT);
    await page.getByRole('button', { name: 'Process Materials' }).click();
    expect(session.answered()).toBe(false);
    session.open();
    await expect(toasts(page).getByText('Success!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(NOTES_URL);
    await expect(toasts(page).getByText('Login Required')).toHaveCount(0);
  });

  test('a caption link becomes notes with timestamps; a failed video is finished by a caption upload', async ({ page }) => {
    test.setTimeout(60_000); // two videos processed, the library in between
    await signUp(page);
    await page.goto('/');
    await expect(page.getByTestId('usage-card')).toContainText('0 / 3 videos');
    const url = page.getByLabel('Video URL');
    await url.fill('   ');
    await page.getByRole('button', { name: 'Generate Study Notes' }).click();
    await expect(page).toHaveURL(/\/$/);

    await url.fill(`${captionsBase}/slow/lectures/economics.vtt`);
    await page.getByRole('button', { name: 'Generate Study Notes' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(url).toBeDisabled();
    await expect(page.getByTestId('processing-progress')).toContainText('Fetching the source');
    slowCaptions.open();
    await expect(toasts(page).getByText('Video Processed!')).toBeVisible({ timeout: 20_000 });
    await expect(toasts(page).getByText(/Created study notes and \d+ flashcards\./)).toBeVisible();
    await expect(page).toHaveURL(NOTES_URL);

    const stamps = page.getByTestId('timestamps').getByRole('link');
    await expect(stamps.first()).toBeVisible();
    expect(await stamps.count()).toBeGreaterThanOrEqual(2);
    await expect(stamps.first()).toHaveAttribute('href', /#t=\d+$/);
    await expect(page.getByTestId('timestamps')).toContainText(/\d+:\d{2}/);
    const chip = page.getByTestId('key-ideas').getByTestId('citation').first();
    await expect(chip).toHaveText(/^\d+:\d{2}$/);
    await expect(page.getByRole('link', { name: 'Watch Original Video' })).toHaveAttribute('href', `${captionsBase}/slow/lectures/economics.vtt`);
    // Taken here, on the notes page: the same link submitted again below must land on these notes.
    const notesUrl = page.url();
    // Not a YouTube video and no thumbnail: a cover drawn from the title, not an empty grey box.
    await page.goto('/notes?tab=videos');
    await expect(page.getByTestId('video-card').first().getByTestId('generated-cover')).toBeVisible();

    // The same link again (written differently): the notes the learner already has, and no quota used.
    await page.goto('/');
    await page.getByLabel('Video URL').fill(`${captionsBase}/slow/lectures/economics.vtt?utm_source=mail#start`);
    await page.getByRole('button', { name: 'Generate Study Notes' }).click();
    await expect(toasts(page).getByText(/You already processed this video: here are its study notes and \d+ flashcards\./)).toBeVisible();
    await expect(page).toHaveURL(notesUrl);
    await page.goto('/');
    await expect(page.getByTestId('usage-card')).toContainText('1 / 3 videos');

    // A page whose video declares no captions is recorded as failed with a reason; the learner uploads the captions instead.
    await page.goto('/');
    await page.getByLabel('Video URL').fill(`${captionsBase}/page-without-captions`);
    await page.getByRole('button', { name: 'Generate Study Notes' }).click();
    await expect(toasts(page).getByText('Processing Failed')).toBeVisible({ timeout: 20_000 });
    await page.goto('/notes?tab=videos');
    const failed = page.locator('[data-testid="video-card"][data-status="failed"]');
    await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
    await failed.getByTestId('caption-file-input').setInputFiles({ name: 'lecture.vtt', mimeType: 'text/vtt', buffer: Buffer.from(lectureVtt()) });
    await expect(toasts(page).getByText('Video Processed!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(NOTES_URL);
    await expect(page.getByTestId('timestamps')).toBeVisible();
  });

  test("a free user's 4th video this month is refused and sent to pricing", async ({ page }) => {
    await signUp(page);
    for (let i = 1; i <= 3; i += 1) {
      const res = await page.request.post('/api/videos/process', { data: { url: `${captionsBase}/lectures/week-${i}.vtt` }, headers: CSRF });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/');
    await expect(page.getByText("You've reached your monthly limit")).toBeVisible();
    await expect(page.getByText('Upgrade to Premium for unlimited video processing and advanced features.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recently Processed Videos' })).toBeVisible();

    await page.getByLabel('Video URL').fill(`${captionsBase}/lectures/week-4.vtt`);
    await page.getByRole('button', { name: 'Generate Study Notes' }).click();
    await expect(toasts(page).getByText('Monthly Video Limit Reached')).toBeVisible();
    await expect(toasts(page).getByText('Upgrade to Premium for unlimited video processing.')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/, { timeout: 5_000 });
  });

  test('missing notes show the not-found page; signed-out visitors are sent to log in', async ({ page }) => {
    await page.goto('/notes/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Study notes not found' })).toBeVisible();
    await expect(page.getByText("The study notes you're looking for don't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await expect(page.getByTestId('login-hint').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    await page.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Generate Study Notes' }).click();
    await expect(toasts(page).getByText('Login Required')).toBeVisible();
    await expect(toasts(page).getByText('Please log in to process videos. Redirecting to login page...')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 5_000 });
  });

  test('a 20 MB file and a renamed text file are refused with the spec toasts', async ({ page }) => {
    await signUp(page);
    await page.goto('/materials?tab=pdf');
    const input = page.getByTestId('pdf-file-input');
    await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024, 32)]) });
    await expect(toasts(page).getByText('Upload failed')).toBeVisible();
    await expect(toasts(page).getByText(/20\.0 MB.*up to 10MB/)).toBeVisible();

    await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('These are plain text notes, renamed to .pdf.\n') });
    await expect(toasts(page).getByText('Invalid file type')).toBeVisible();
    await expect(toasts(page).getByText('Please upload a PDF file')).toBeVisible();

    await toasts(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toasts(page).getByText('Invalid file type')).toHaveCount(0);
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Plain text notes.\n') });
    await expect(toasts(page).getByText('Invalid file type')).toBeVisible();
    await expect(page).toHaveURL(/\/materials\?tab=pdf$/);
  });
});
