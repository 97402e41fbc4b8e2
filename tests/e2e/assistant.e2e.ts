import type { Page } from '@playwright/test';
import { loadEconomicsFixture } from '../../backend/src/generation/eval/fixtures.js';
import { expect, gate, test, toasts, uniqueUser } from './support/fixtures.js';

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

    // Hold the request until the pending state has been seen.
    const asked = gate();
    await page.route('**/api/chat/ask', async (route) => {
      await asked.opened;
      await route.continue();
    });
    await input.fill('  What is a free rider?  ');
    await send.click();
    await expect(input).toHaveValue('');
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(page.getByTestId('assistant-pending')).toContainText('Thinking...');
    await expect(page.getByTestId('user-message').last()).toHaveText(/^You said:What is a free rider\?/);
    asked.open();

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

    // Without a language model the button says why before anyone clicks it.
    const translate = page.getByTestId('translate-unavailable');
    await expect(translate.getByRole('button', { name: 'Translate' })).toBeDisabled();
    await expect(translate).toContainText('Translation needs a language model, and none is configured on this server.');
  });

  test('“Summarize my notes” on /chat gives a cited summary of each note', async ({ page }) => {
    const money = await signUpWithNotes(page, 'Measuring Money: Currency, M1, and M2');
    const fixture = loadEconomicsFixture().find((s) => s.section === 'Public Goods')!;
    const res = await page.request.post('/api/materials/process', { data: { type: 'text', content: `${fixture.section}\n\n${fixture.text}` }, headers: CSRF });
    expect(res.status()).toBe(201);
    const goods = (await (await page.request.get(`/api/notes/${(await res.json()).studyNotes.id}`)).json()).title as string;
    await page.goto('/chat');
    await page.getByPlaceholder('Ask me anything about your studies...').fill('Summarize my notes');
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByTestId('assistant-message').last();
    await expect(answer.getByTestId('answer-sources')).toContainText(money.title);
    await expect(answer.getByTestId('answer-sources')).toContainText(goods);
    await expect(answer).not.toContainText('I couldn’t find anything');
  });

  test('“Quiz me on …” asks questions in the chat and checks the answers', async ({ page }) => {
    const notes = await signUpWithNotes(page, 'Insurance and Imperfect Information');
    await page.goto('/chat');
    await page.getByPlaceholder('Ask me anything about your studies...').fill('Quiz me on insurance');
    await page.getByRole('button', { name: 'Send' }).click();
    const quiz = page.getByTestId('chat-quiz');
    await expect(quiz).toBeVisible();
    await expect(page.getByTestId('assistant-message').last().getByTestId('answer-sources')).toContainText(notes.title);
    const questions = quiz.getByTestId('chat-quiz-question');
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const check = quiz.getByRole('button', { name: 'Check answers' });
    await expect(check).toBeDisabled();
    for (let i = 0; i < count; i++) {
      const question = questions.nth(i);
      if (await question.getByRole('radio').count()) await question.getByRole('radio').first().click();
      else await question.getByPlaceholder('Type your answer').fill('insurance');
    }
    await check.click();
    await expect(quiz.getByTestId('chat-quiz-verdict')).toHaveCount(count);
    await expect(quiz.getByTestId('chat-quiz-score')).toContainText(`out of ${count} correct`);
    // Kept: after a reload the checked quiz is still there.
    await page.reload();
    await expect(page.getByTestId('chat-quiz').getByTestId('chat-quiz-score')).toContainText(`out of ${count} correct`);
  });

  test('a quiz’s options all come from its own notes', async ({ page }) => {
    const notes = await signUpWithNotes(page, 'Insurance and Imperfect Information');
    const view = await (await page.request.get(`/api/notes/${notes.id}`)).json() as { keyIdeas: { text: string }[] | string[]; definitions: Record<string, string> };
    const material = [...(view.keyIdeas as (string | { text: string })[]).map((k) => (typeof k === 'string' ? k : k.text)), ...Object.entries(view.definitions).flat()].join('\n').toLowerCase();
    const started = await page.request.post(`/api/notes/${notes.id}/quiz`, { headers: CSRF });
    expect(started.status()).toBe(201);
    const quiz = await started.json() as { questions: { kind: string; question: string; options: string[] }[] };
    expect(quiz.questions.length).toBeGreaterThanOrEqual(3);
    const optionSets = new Set<string>();
    // Multiple choice: every option is text of this note (true/false and typed answers have no such options).
    const multipleChoice = quiz.questions.filter((q) => q.kind === 'key-idea' || q.kind === 'definition');
    expect(multipleChoice.length).toBeGreaterThanOrEqual(3);
    for (const q of multipleChoice) {
      for (const option of q.options) {
        // A blank stands for the asked term; every other piece is text of this note.
        for (const piece of option.toLowerCase().split('_____').map((p) => p.trim()).filter((p) => p.length > 3)) expect(material).toContain(piece);
      }
      optionSets.add([...q.options].sort().join('|'));
    }
    expect(optionSets.size).toBe(multipleChoice.length);
  });
});
