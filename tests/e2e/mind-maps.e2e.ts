import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, registerViaApi, test, uniqueUser } from './support/fixtures.js';

const LESSON = readFileSync(new URL('../bench/realtime/bench-notes.txt', import.meta.url), 'utf8');
const CSRF = { 'X-Requested-With': 'StudyLoop' };

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data, headers: CSRF });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json() as Promise<T>;
}

/**
 * A point on the canvas, away from the dragged node, where a node of its size dropped there covers no other node: the map
 * lays out however many key ideas and definitions the notes have.
 */
async function freeSpot(page: Page, dragged: { x: number; y: number; width: number; height: number }): Promise<{ x: number; y: number }> {
  const canvas = (await page.locator('.mind-map-canvas').boundingBox())!;
  // The dragged node is among them: a spot clear of it is also away from it.
  const others = await page.locator('[data-node-id]').evaluateAll((groups) => groups.map((g) => {
    const r = g.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  }));
  const [w, h] = [dragged.width / 2 + 12, dragged.height / 2 + 12];
  for (let fy = 0.1; fy <= 0.9; fy += 0.1) {
    for (let fx = 0.1; fx <= 0.9; fx += 0.1) {
      const [x, y] = [canvas.x + canvas.width * fx, canvas.y + canvas.height * fy];
      if (others.every((r) => x + w < r.left || x - w > r.right || y + h < r.top || y - h > r.bottom)) return { x, y };
    }
  }
  throw new Error('no free spot on the mind map canvas');
}

/** A browser context signed in as a fresh user (the context's request shares its cookies). */
async function signedIn(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; name: string }> {
  const context = await browser.newContext({ baseURL });
  const user = uniqueUser('mm');
  await registerViaApi(context.request, user);
  return { context, page: await context.newPage(), name: user.username };
}

const mindMapTab = (page: Page, notesId: string) => page.goto(`/notes/${notesId}?tab=mindmap`);
const node = (page: Page, text: string) => page.locator('[data-node-id]', { has: page.locator(`title`, { hasText: text }) });

test.describe('mind maps', () => {
  test('two group members edit one map live; someone outside the group is refused', async ({ browser, baseURL }) => {
    test.setTimeout(90_000); // three signed-in browsers and a processed lesson
    const owner = await signedIn(browser, baseURL!);
    const member = await signedIn(browser, baseURL!);
    const outsider = await signedIn(browser, baseURL!);
    try {
      // The owner makes notes and shares them with a group the member joins by invite code.
      const processed = await post<{ studyNotes: { id: string } }>(owner.context.request, '/api/materials/process', { type: 'text', content: LESSON });
      const notesId = processed.studyNotes.id;
      const group = await post<{ id: string; inviteCode: string }>(owner.context.request, '/api/study-groups', { name: 'Biology crew' });
      await post(owner.context.request, `/api/study-groups/${group.id}/notes`, { notesId });
      await post(member.context.request, '/api/study-groups/join', { inviteCode: group.inviteCode });

      await mindMapTab(owner.page, notesId);
      await mindMapTab(member.page, notesId);
      for (const { page } of [owner, member]) await expect(page.getByTestId('mind-map-status')).toHaveText('Live');
      // The first version is laid out from the notes: the main topic sits in the middle.
      await expect(owner.page.locator('[data-node-id="main"]')).toHaveAttribute('transform', 'translate(400 300)');

      // Each sees the other in the list of people editing.
      await expect(owner.page.getByRole('list', { name: 'People editing' })).toContainText(member.name);
      await expect(member.page.getByRole('list', { name: 'People editing' })).toContainText(owner.name);

      // The owner adds a node and names it; it appears for the member.
      await owner.page.locator('[data-node-id="main"]').click();
      await owner.page.getByRole('button', { name: 'Add node' }).click();
      await owner.page.getByLabel('Node text').fill('Shared idea from the owner');
      await owner.page.getByLabel('Node text').press('Enter');
      await expect(node(member.page, 'Shared idea from the owner')).toHaveCount(1);

      // The member's cursor shows on the owner's canvas with the member's name.
      const box = (await member.page.locator('.mind-map-canvas').boundingBox())!;
      await member.page.mouse.move(box.x + box.width / 4, box.y + box.height / 4);
      await member.page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
      await expect(owner.page.locator(`[data-peer="${member.name}"]`)).toBeVisible();

      // The member drags it somewhere else; the owner sees it move.
      const before = await node(owner.page, 'Shared idea from the owner').getAttribute('transform');
      const target = node(member.page, 'Shared idea from the owner');
      await target.scrollIntoViewIfNeeded();
      const at = (await target.boundingBox())!;
      // Dropped where no other node is, so the double-click below reaches it whatever the notes' layout.
      const drop = await freeSpot(member.page, at);
      await member.page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await member.page.mouse.down();
      await member.page.mouse.move(drop.x, drop.y, { steps: 6 });
      await member.page.mouse.up();
      await expect(node(owner.page, 'Shared idea from the owner')).not.toHaveAttribute('transform', before!);

      // Double-click opens the name for editing.
      await target.dblclick();
      await expect(member.page.getByLabel('Node text')).toBeFocused();

      // The member connects it to the first key idea; the owner sees the new connection.
      await member.page.getByRole('button', { name: 'Connect' }).click();
      await member.page.locator('[data-node-id="idea-1"]').click();
      const newConnection = '[data-edge^="n-"][data-edge$=">idea-1"]';
      await expect(owner.page.locator(newConnection)).toHaveCount(1);

      // The member deletes it; it disappears for the owner, with its connections.
      await target.click();
      await member.page.getByRole('button', { name: 'Delete' }).click();
      await expect(node(owner.page, 'Shared idea from the owner')).toHaveCount(0);
      await expect(owner.page.locator(newConnection)).toHaveCount(0);

      // Export downloads a PNG named after the title.
      const title = (await owner.page.locator('[data-node-id="main"] title').textContent())!.trim();
      const [download] = await Promise.all([owner.page.waitForEvent('download'), owner.page.getByRole('button', { name: 'Export PNG' }).click()]);
      expect(download.suggestedFilename()).toBe(`${title.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim()}.png`);
      const png = readFileSync((await download.path())!);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 600]); // IHDR width, height

      // Someone outside the group: private notes are not even found, and the collab socket refuses.
      await mindMapTab(outsider.page, notesId);
      await expect(outsider.page.getByRole('heading', { name: 'Study notes not found' })).toBeVisible();
      const socket = await outsider.page.evaluate((id) => new Promise<string>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/collab/${id}`);
        ws.onopen = () => { ws.close(); resolve('open'); };
        ws.onerror = () => resolve('refused');
      }), notesId);
      expect(socket).toBe('refused');
      expect((await outsider.context.request.get(`/api/mind-maps/${notesId}`)).status()).toBe(403);

      // Made public, the notes open for everyone, but only the group edits the map.
      const shared = await owner.context.request.patch(`/api/notes/${notesId}/visibility`, { data: { isPublic: true }, headers: CSRF });
      expect(shared.ok()).toBe(true);
      await outsider.page.reload();
      await expect(outsider.page.getByText("You can't edit this mind map", { exact: true })).toBeVisible();
      await expect(outsider.page.locator('.mind-map-canvas')).toHaveCount(0);
    } finally {
      await Promise.all([owner.context.close(), member.context.close(), outsider.context.close()]);
    }
  });

  test('first layout: no two nodes overlap, labels wrap to two lines, Tab shows the full text; on a phone the map zooms', async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const owner = await signedIn(browser, baseURL!);
    try {
      const processed = await post<{ studyNotes: { id: string } }>(owner.context.request, '/api/materials/process', { type: 'text', content: LESSON });
      await mindMapTab(owner.page, processed.studyNotes.id);
      await expect(owner.page.getByTestId('mind-map-status')).toHaveText('Live');
      const boxes = async () => owner.page.locator('[data-node-id]').evaluateAll((groups) => groups.map((g) => {
        const rects = g.querySelectorAll('rect');
        const r = rects[rects.length - 1]!.getBoundingClientRect();
        return { id: g.getAttribute('data-node-id'), left: r.left, right: r.right, top: r.top, bottom: r.bottom, lines: g.querySelectorAll('tspan').length };
      }));
      await expect.poll(async () => {
        const all = await boxes();
        const clashes: string[] = [];
        for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) {
          const [a, b] = [all[i]!, all[j]!];
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) clashes.push(`${a.id}×${b.id}`);
        }
        return clashes;
      }).toEqual([]);
      const all = await boxes();
      expect(all.length).toBeGreaterThan(5);
      expect(Math.max(...all.map((b) => b.lines))).toBeLessThanOrEqual(2);

      // Keyboard: Tab reaches a node, whose full text shows; Enter selects it.
      const first = owner.page.locator('[data-node-id]').nth(1);
      const fullText = (await first.locator('title').textContent())!;
      await first.focus();
      await expect(owner.page.getByTestId('mind-map-tip')).toBeVisible();
      expect((await owner.page.getByTestId('mind-map-tip').locator('tspan').allTextContents()).join(' ')).toBe(fullText.replace(/\s+/g, ' ').trim());
      await owner.page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-pressed', 'true');

      // A phone: starts zoomed in on the main topic, zoom buttons work, nothing sticks out of 360 px.
      await owner.page.setViewportSize({ width: 360, height: 740 });
      await owner.page.reload();
      await expect(owner.page.getByTestId('mind-map-status')).toHaveText('Live');
      const canvas = owner.page.locator('.mind-map-canvas');
      const zoom = async () => Number(await canvas.getAttribute('data-zoom'));
      expect(await zoom()).toBeGreaterThan(1.5);
      const rootBox = (await owner.page.locator('[data-node-id="main"] rect').last().boundingBox())!;
      expect(rootBox.width).toBeGreaterThan(100); // readable, not a chip
      await owner.page.getByRole('button', { name: 'Zoom out' }).click();
      expect(await zoom()).toBeLessThan(1.9);
      await owner.page.getByRole('button', { name: 'Whole map' }).click();
      expect(await zoom()).toBe(1);
      await owner.page.getByRole('button', { name: 'Zoom in' }).click();
      expect(await zoom()).toBeCloseTo(1.4, 2);
      expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await owner.context.close();
    }
  });
});
