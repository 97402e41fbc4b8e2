import type { Page } from '@playwright/test';
import { STUDY_TEXT } from '../../backend/src/test-support/study-texts.js';
import { expect, gate, registerViaApi, test, toasts, uniqueUser } from './support/fixtures.js';

const chat = (page: Page) => page.getByRole('region', { name: /chat$/ });
const messages = (page: Page) => chat(page).getByRole('list', { name: 'Messages' });

async function send(page: Page, text: string) {
  const box = chat(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('study groups', () => {
  test('two members chat live with presence and typing; history survives a reload; outsiders are refused', async ({ browser }) => {
    test.setTimeout(60_000); // three browsers, a live chat, a reload and a removal: 20 s on a quiet machine, past 30 s on a loaded one
    const ownerContext = await browser.newContext();
    const memberContext = await browser.newContext();
    const outsiderContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const member = await memberContext.newPage();
    const outsider = await outsiderContext.newPage();
    const ownerUser = uniqueUser('owner');
    const memberUser = uniqueUser('member');
    await registerViaApi(owner.request, ownerUser);
    await registerViaApi(member.request, memberUser);
    await registerViaApi(outsider.request, uniqueUser('outsider'));

    // Create Group: the name is required.
    await owner.goto('/study-groups');
    await owner.getByRole('button', { name: 'Create Group' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create Group' });
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(dialog.getByText('Group name is required')).toBeVisible();
    await dialog.getByLabel('Group name').fill('  Cell Biology Crew  ');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(dialog).toBeHidden();
    await expect(chat(owner).getByText('Cell Biology Crew')).toBeVisible();

    // Your Groups: Owner badge, Chat and Add; Add shows the invite code.
    const card = owner.locator('.group-card').filter({ hasText: 'Cell Biology Crew' });
    await expect(card.getByText('Owner')).toBeVisible();
    await card.getByRole('button', { name: 'Add people to Cell Biology Crew' }).click();
    const code = (await owner.getByTestId('invite-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await owner.keyboard.press('Escape');
    const groupUrl = owner.url();

    // The member joins by code and lands in the chat.
    await member.goto('/study-groups');
    await member.getByRole('textbox', { name: 'Invite code' }).fill(code.toLowerCase());
    await member.getByRole('button', { name: 'Join with code' }).click();
    await expect(chat(member).getByText('Cell Biology Crew')).toBeVisible();
    await expect(chat(owner).getByTestId('chat-presence')).toContainText(`2 online: ${memberUser.username}`);

    // Typing shows on the other side; Enter sends; the message appears live for the other member.
    await chat(member).getByRole('textbox', { name: 'Message' }).pressSequentially('Hi');
    await expect(chat(owner).getByText(`${memberUser.username} is typing…`)).toBeVisible();
    await chat(member).getByRole('textbox', { name: 'Message' }).fill('');
    await send(member, 'Has anyone finished the mitosis section?');
    await expect(messages(owner).getByText('Has anyone finished the mitosis section?')).toBeVisible();
    await expect(chat(member).getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // A blank message is not sent.
    await chat(owner).getByRole('textbox', { name: 'Message' }).fill('   ');
    await expect(chat(owner).getByRole('button', { name: 'Send' })).toBeDisabled();
    await chat(owner).getByRole('textbox', { name: 'Message' }).press('Enter');
    await send(owner, 'Yes, the summary is in our shared notes.');
    await expect(messages(member).getByText('Yes, the summary is in our shared notes.')).toBeVisible();
    await expect(messages(member).locator('.chat-message')).toHaveCount(2);

    // History is there after a reload.
    await member.reload();
    await expect(messages(member).getByText('Has anyone finished the mitosis section?')).toBeVisible();
    await expect(messages(member).getByText('Yes, the summary is in our shared notes.')).toBeVisible();

    // An outsider opening the group's chat link sees no chat, and the server refuses the socket join too.
    await outsider.goto(groupUrl.replace(/^.*\/study-groups/, '/study-groups'));
    await expect(outsider.getByText('This chat is not available')).toBeVisible();
    await expect(outsider.getByText('Has anyone finished the mitosis section?')).toHaveCount(0);
    const groupId = new URL(groupUrl).searchParams.get('chat')!;
    const history = await outsider.request.get(`/api/study-groups/${groupId}/messages`);
    expect(history.status()).toBe(403);

    // Removed while the chat is open: the member is dropped from the room at once and can no longer post.
    owner.on('dialog', (d) => void d.accept());
    await owner.getByRole('button', { name: `Remove ${memberUser.username}` }).click();
    await expect(chat(member).getByText('You were removed from this group.')).toBeVisible();
    await expect(chat(member).getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(chat(owner).getByTestId('chat-presence')).toContainText('1 online');

    await Promise.all([ownerContext.close(), memberContext.close(), outsiderContext.close()]);
  });

  test('the owner makes a group public; another user joins it from Home', async ({ browser }) => {
    const ownerContext = await browser.newContext();
    const visitorContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const visitor = await visitorContext.newPage();
    await registerViaApi(owner.request, uniqueUser('pubowner'));
    await registerViaApi(visitor.request, uniqueUser('visitor'));
    const name = `Open Physics ${Date.now().toString(36)}`;
    const created = await owner.request.post('/api/study-groups', { data: { name, description: 'Everyone welcome' }, headers: { 'X-Requested-With': 'StudyLoop' } });
    expect(created.status()).toBe(201);

    await owner.goto('/study-groups');
    await owner.locator('.group-card').filter({ hasText: name }).getByRole('button', { name: `Add people to ${name}` }).click();
    await owner.getByRole('button', { name: 'Make public' }).click();
    await expect(toasts(owner).getByText('Group is public')).toBeVisible();

    await visitor.goto('/');
    const homeCard = visitor.locator('.home-group-card').filter({ hasText: name });
    await expect(homeCard.getByText('Everyone welcome')).toBeVisible();
    await homeCard.getByRole('button', { name: 'Join Group' }).click();
    await expect(visitor).toHaveURL(/\/study-groups\?chat=/);
    await expect(chat(visitor).getByText(name)).toBeVisible();
    const yourGroups = visitor.getByRole('region', { name: 'Your Groups' });
    await expect(yourGroups.locator('.group-card').filter({ hasText: name }).getByRole('button', { name: 'Chat' })).toBeVisible();

    await Promise.all([ownerContext.close(), visitorContext.close()]);
  });

  test('Create Group clicked while the session is still being checked opens the dialog for a signed-in user', async ({ page }) => {
    await registerViaApi(page.request, uniqueUser('early'));
    // A slow session check: the click lands before the page knows who is signed in.
    const sessionCheck = gate();
    let answered = false;
    await page.route('**/api/auth/user', async (route) => {
      await sessionCheck.opened;
      answered = true;
      await route.continue();
    });
    await page.goto('/study-groups');
    await page.getByRole('button', { name: 'Create Group' }).click();
    expect(answered).toBe(false);
    sessionCheck.open();
    await expect(page.getByRole('dialog', { name: 'Create Group' })).toBeVisible();
    await expect(page).toHaveURL(/\/study-groups$/);
  });

  test("the owner shares notes with a group; the notes' Collaborate tab is that group's live chat", async ({ browser }) => {
    test.setTimeout(60_000); // two browsers, processing, then the group page and the library
    const ownerContext = await browser.newContext();
    const memberContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const member = await memberContext.newPage();
    const ownerUser = uniqueUser('notesowner');
    await registerViaApi(owner.request, ownerUser);
    await registerViaApi(member.request, uniqueUser('reader'));
    const csrf = { 'X-Requested-With': 'StudyLoop' };
    const group = await (await owner.request.post('/api/study-groups', { data: { name: 'Reading circle' }, headers: csrf })).json();
    expect((await member.request.post('/api/study-groups/join', { data: { inviteCode: group.inviteCode }, headers: csrf })).status()).toBe(200);
    const processed = await owner.request.post('/api/materials/process', { data: { type: 'text', content: STUDY_TEXT }, headers: csrf });
    expect(processed.status()).toBe(201);
    const notesId = (await processed.json()).studyNotes.id as string;

    // Private notes are not reachable for the member until they are shared with the group.
    expect((await member.request.get(`/api/notes/${notesId}`)).status()).toBe(404);
    await owner.goto(`/notes/${notesId}?tab=collaborate`);
    await expect(owner.getByText('Not shared with any of your groups')).toBeVisible();
    await owner.getByRole('combobox', { name: 'Group to share with' }).selectOption({ label: 'Reading circle' });
    await owner.getByRole('button', { name: 'Share with group' }).click();
    await expect(toasts(owner).getByText('Notes shared')).toBeVisible();
    await expect(chat(owner).getByText('Reading circle')).toBeVisible();

    await member.goto(`/notes/${notesId}?tab=collaborate`);
    await expect(chat(member).getByText('Reading circle')).toBeVisible();
    await send(member, 'Page 2 explains the key idea best.');
    await expect(messages(owner).getByText('Page 2 explains the key idea best.')).toBeVisible();

    // The member finds the shared notes on the group's page: notes and mind map one click away.
    await member.goto(`/study-groups?chat=${group.id}`);
    const shared = member.getByRole('list', { name: 'Notes shared with this group' });
    const title = (await (await member.request.get(`/api/notes/${notesId}`)).json()).title as string;
    await expect(shared.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/notes/${notesId}`, { timeout: 15_000 });
    await expect(shared.getByRole('link', { name: `Mind Map: ${title}` })).toHaveAttribute('href', `/notes/${notesId}?tab=mindmap`);
    await expect(shared).toContainText(`Shared by ${ownerUser.username}`);
    await shared.getByRole('link', { name: `Mind Map: ${title}` }).click();
    await expect(member).toHaveURL(new RegExp(`/notes/${notesId}\\?tab=mindmap$`));

    // Made public, the owner's notes show in the member's library apart from the member's own, with the author.
    expect((await owner.request.patch(`/api/notes/${notesId}/visibility`, { data: { isPublic: true }, headers: csrf })).ok()).toBe(true);
    await member.goto('/notes');
    const others = member.getByRole('region', { name: 'Public notes by other learners' });
    const theirs = others.getByTestId('note-card').filter({ hasText: ownerUser.username });
    await expect(theirs.getByRole('heading', { name: title })).toBeVisible();
    await expect(theirs.getByTestId('note-author')).toHaveText(` · by ${ownerUser.username}`);
    await expect(member.getByTestId('own-notes')).toHaveCount(0);
    await expect(member.getByTestId('library-stats')).toContainText('0Study Notes');

    await Promise.all([ownerContext.close(), memberContext.close()]);
  });
});
