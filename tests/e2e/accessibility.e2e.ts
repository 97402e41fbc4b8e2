import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdminEmail } from './support/e2e-env.js';
import { CSRF, expect, registerViaApi, signInAsAdmin, test, uniqueUser } from './support/fixtures.js';

/**
 * Issue 15: axe-core on every route and every notes tab at desktop (1280×800) and phone (360×740)
 * size, with real material in the pages (notes, reviewed cards, a group with chat and shared notes,
 * an assistant answer). Serious and critical violations fail; no page may be wider than the window.
 * E2E_SCREENSHOTS=<dir> also saves a full-page screenshot of each (to look at them).
 */
const LECTURE = `Supply and Demand

A market is an interaction between potential buyers and sellers of a good or service. Demand is the quantity of a good that buyers are willing and able to purchase at each price. The law of demand states that a higher price leads to a lower quantity demanded.

Supply is the quantity of a good that sellers are willing and able to produce at each price. The law of supply states that a higher price leads to a higher quantity supplied. The equilibrium price is the price at which the quantity demanded equals the quantity supplied.

When the price is above equilibrium, a surplus appears and sellers lower their prices. When the price is below equilibrium, a shortage appears and buyers bid prices up. Opportunity cost is the value of the next best alternative given up when a choice is made.`;

const NOTES_TABS = ['notes', 'flashcards', 'quiz', 'mindmap', 'timer', 'progress', 'collaborate'] as const;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

async function post<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const res = await request.post(url, { data, headers: CSRF });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Material behind every page: notes with a graded card, a group sharing them with one chat line, a study session, an answer. */
async function seed(request: APIRequestContext, outsider: APIRequestContext): Promise<{ notesId: string; groupId: string }> {
  const processed = await post<{ studyNotes: { id: string }; flashcards: { id: string }[] }>(request, '/api/materials/process', { type: 'text', content: LECTURE });
  const notesId = processed.studyNotes.id;
  const [first] = processed.flashcards;
  await post(request, `/api/flashcards/${first!.id}/review`, { rating: 'good', elapsedMs: 4000 });
  await post(request, '/api/study/sessions', { notesId, mode: 'pomodoro', minutes: 25 });
  const group = await post<{ id: string }>(request, '/api/study-groups', { name: 'Economics circle' });
  await post(request, `/api/study-groups/${group.id}/notes`, { notesId });
  await post(request, '/api/chat/ask', { question: 'What is the equilibrium price?' });
  // An entry in the admin activity log, with the long e-mail addresses real logs have.
  const user = uniqueUser('promoted');
  const promoted = { ...user, email: `a.learner.with.a.rather.long.address.${user.username}@example.test` };
  await registerViaApi(outsider, promoted);
  await post(request, '/api/admin/promote', { email: promoted.email });
  return { notesId, groupId: group.id };
}

/** The page has drawn its data: no skeletons, no busy regions. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 10_000 });
}

async function check(page: Page, label: string, size: (typeof SIZES)[number], problems: string[]): Promise<void> {
  await settled(page);
  // Legacy mode runs axe in the page itself (no extra page per scan); the app has no cross-origin frames.
  const result = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`);
    problems.push(`${size.name} ${label}: ${violation.id} [${violation.impact}] ${violation.help} — ${targets.join('; ')}`);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > size.width) problems.push(`${size.name} ${label}: page is ${width}px wide in a ${size.width}px window`);
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${size.name}-${label.replace(/[^a-z0-9]+/gi, '_')}.png`), fullPage: true });
  }
}

for (const size of SIZES) {
  test(`axe: no serious or critical violations on any page (${size.name} ${size.width}×${size.height})`, async ({ page, request }) => {
    test.setTimeout(240_000); // ~1 min on an idle machine; generous for a loaded CI box
    await page.setViewportSize({ width: size.width, height: size.height });
    const problems: string[] = [];

    // Signed out first: the pages a visitor meets.
    for (const route of ['/', '/auth', '/pricing']) {
      await page.goto(route);
      await check(page, `signed-out ${route}`, size, problems);
    }

    await signInAsAdmin(page, e2eAdminEmail(size.name));
    const { notesId, groupId } = await seed(page.request, request);
    const routes = [
      '/', '/pricing', '/checkout?tier=premium', '/subscription-success', '/notes', '/flashcards', '/study-groups',
      `/study-groups?chat=${groupId}`, '/materials', '/chat', '/dashboard', '/secret-admin-panel', '/no-such-page',
    ];
    for (const route of routes) {
      await page.goto(route);
      await check(page, route, size, problems);
    }
    for (const tab of NOTES_TABS) {
      await page.goto(`/notes/${notesId}?tab=${tab}`);
      await check(page, `notes tab ${tab}`, size, problems);
    }
    // The revealed side of a card and an open toast are states of their own.
    await page.goto(`/notes/${notesId}?tab=flashcards`);
    await page.getByTestId('flashcard').click();
    await check(page, 'notes flashcards revealed', size, problems);

    expect(problems, problems.join('\n')).toEqual([]);
  });
}
