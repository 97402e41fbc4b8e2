import type { Page } from '@playwright/test';
import { expect, submitSignUp, test, uniqueUser } from './support/fixtures.js';

const LECTURE = `Scarcity and Choice

Economics is the study of how humans make decisions in the face of scarcity. Scarcity means that human wants for goods, services and resources exceed what is available. Resources such as labor, tools, land and raw materials are necessary to produce the goods and services we want, but they exist in limited supply.

Opportunity cost is the value of the next best alternative that is given up when a choice is made. Every choice has an opportunity cost, even when no money changes hands. A market is an interaction between potential buyers and sellers of a good or service. The equilibrium price is the price at which the quantity demanded equals the quantity supplied.

When the price is above equilibrium, a surplus appears and sellers lower their prices. When the price is below equilibrium, a shortage appears and buyers bid prices up. Prices act as signals that tell producers what to make and consumers what to economize on.`;

/** Signs up in the browser, then processes the lecture text with the page's own session; returns the notes id and card count. */
async function learnerWithNotes(page: Page): Promise<{ notesId: string; cardCount: number }> {
  await submitSignUp(page, uniqueUser('cards'));
  await expect(page).toHaveURL(/\/$/);
  const res = await page.request.post('/api/materials/process', {
    data: { type: 'text', content: LECTURE },
    headers: { 'X-Requested-With': 'StudyLoop' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { studyNotes: { id: string }; flashcards: unknown[] };
  expect(body.flashcards.length).toBeGreaterThanOrEqual(3);
  return { notesId: body.studyNotes.id, cardCount: body.flashcards.length };
}

test.describe('study cards', () => {
  test('rating a card Good schedules it and it leaves Due Today', async ({ page }) => {
    const { notesId, cardCount } = await learnerWithNotes(page);
    await page.goto(`/notes/${notesId}?tab=flashcards`);

    const tab = page.getByRole('tabpanel');
    await expect(tab.getByTestId('due-today')).toHaveText(`Due Today: ${cardCount}`);
    await expect(tab.getByTestId('reviewed-cards')).toContainText(`0/${cardCount} cards`);
    await expect(tab.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await tab.getByTestId('flashcard').click();
    await expect(tab.getByTestId('flashcard-answer')).toBeVisible();
    await tab.getByRole('button', { name: /^Good, next review in 10m/ }).click();

    await expect(tab.getByTestId('graded')).toContainText('Saved: Good. Due in 10m');
    await expect(tab.getByTestId('due-today')).toHaveText(`Due Today: ${cardCount - 1}`);
    await expect(tab.getByTestId('accuracy')).toHaveText('100% accuracy');
    await expect(tab.getByTestId('streak')).toContainText('1 day streak');

    // /flashcards agrees (Total Cards is the learner's own deck, whatever others made public), and the review
    // session covers exactly the cards still due (keyboard: Space, 1-4).
    await page.goto('/flashcards');
    await expect(page.getByTestId('stat-total')).toHaveText(String(cardCount));
    await expect(page.getByTestId('stat-due')).toHaveText(String(cardCount - 1));
    await expect(page.getByTestId('stat-accuracy')).toHaveText('100%');
    await page.getByRole('button', { name: `Start Review (${cardCount - 1})` }).click();
    await expect(page.getByTestId('session-position')).toContainText(`Card 1 of ${cardCount - 1}`);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-session').getByTestId('flashcard-answer')).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.getByTestId('session-position')).toContainText(`Card 2 of ${cardCount - 1}`);
    await page.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByTestId('stat-due')).toHaveText(String(cardCount - 2));
    await expect(page.getByTestId('stat-accuracy')).toHaveText('50%');
  });

  test('the viewer: Previous/Next rules, study mode Previous, fullscreen with counter and dots', async ({ page }) => {
    const { notesId, cardCount } = await learnerWithNotes(page);
    // The Notes tab's side panel opens the flashcards tab in a mode through ?mode=.
    await page.goto(`/notes/${notesId}?tab=flashcards&mode=study`);
    const tab = page.getByRole('tabpanel');
    await expect(tab.getByRole('button', { name: 'Study Mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tab.getByTestId('card-position')).toHaveText(`Card 1 of ${cardCount}`);

    await tab.getByRole('button', { name: 'Next' }).click();
    await expect(tab.getByTestId('card-position')).toHaveText(`Card 2 of ${cardCount}`);
    await tab.getByRole('button', { name: 'Previous' }).click();
    await expect(tab.getByTestId('card-position')).toHaveText(`Card 1 of ${cardCount}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(tab.getByTestId('flashcard-answer')).toBeVisible();
    await expect(tab.getByTestId('card-position')).toHaveText(`Card 2 of ${cardCount}`);
    await tab.getByRole('button', { name: 'Reset' }).click();
    await expect(tab.getByTestId('card-position')).toHaveText(`Card 1 of ${cardCount}`);
    await expect(tab.getByTestId('flashcard-answer')).toHaveCount(0);

    await tab.getByRole('button', { name: 'Fullscreen' }).click();
    const overlay = page.getByTestId('flashcards-fullscreen');
    await expect(overlay.getByTestId('fullscreen-counter')).toHaveText(`1 / ${cardCount}`);
    await expect(overlay.getByRole('button', { name: /^Card \d+$/ })).toHaveCount(cardCount);
    await overlay.getByRole('button', { name: `Card ${cardCount}` }).click();
    await expect(overlay.getByTestId('fullscreen-counter')).toHaveText(`${cardCount} / ${cardCount}`);
    await expect(overlay.getByRole('button', { name: 'Next' })).toBeDisabled();
    await overlay.getByRole('button', { name: 'Previous' }).click();
    await expect(overlay.getByTestId('fullscreen-counter')).toHaveText(`${cardCount - 1} / ${cardCount}`);
    await overlay.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await expect(overlay).toHaveCount(0);
    await expect(tab.getByTestId('card-position')).toHaveText(`Card ${cardCount - 1} of ${cardCount}`);
  });

  test('finishing a quiz shows the result and lists it', async ({ page }) => {
    test.slow(); // ten questions answered through the UI
    const { notesId } = await learnerWithNotes(page);
    await page.goto(`/notes/${notesId}?tab=quiz`);
    const tab = page.getByRole('tabpanel');
    await expect(tab.getByTestId('quiz-history')).toHaveCount(0);
    await expect(tab.getByText('No results yet.')).toBeVisible();
    await tab.getByRole('button', { name: 'Start Quiz' }).click();

    const position = tab.getByTestId('quiz-position');
    await expect(position).toHaveText(/^Question 1 of (\d+)$/);
    const total = Number((await position.textContent())!.match(/of (\d+)/)![1]);
    await expect(tab.getByTestId('quiz-clock')).toHaveText(/(10:00|9:5\d)/);
    for (let i = 1; i <= total; i++) {
      await expect(position).toHaveText(`Question ${i} of ${total}`);
      const advance = tab.getByRole('button', { name: i === total ? 'Finish' : 'Next' });
      await expect(advance).toBeDisabled();
      // A typed-answer question has a text box instead of options.
      if (await tab.getByRole('radio').count()) await tab.getByRole('radio').first().click();
      else await tab.getByPlaceholder('Type your answer').fill('an answer');
      await advance.click();
    }

    const results = tab.getByTestId('quiz-results');
    await expect(results.getByTestId('quiz-correct')).toHaveText(new RegExp(`^\\d+ out of ${total} correct$`));
    const score = Number((await results.getByTestId('quiz-score').textContent())!.replace('%', ''));
    await expect(results.getByTestId('quiz-badge')).toHaveText(score >= 80 ? 'Excellent!' : score >= 60 ? 'Good Job!' : 'Needs Review');
    await expect(results.getByText('Your answer:')).toHaveCount(total);

    await results.getByRole('button', { name: 'Take Quiz Again' }).click();
    const history = tab.getByTestId('quiz-history-item');
    await expect(history).toHaveCount(1);
    await expect(history).toContainText(`${score}%`);
    await expect(tab.getByTestId('quiz-intro')).toContainText(`Best score ${score}%`);
  });
});
