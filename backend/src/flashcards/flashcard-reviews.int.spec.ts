import { MikroORM } from '@mikro-orm/postgresql';
import type { FlashcardDeckView, FlashcardReviewResultView, StudyFlashcardView } from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { STUDY_TEXT } from '../test-support/study-texts.js';
import { startTestApp, TestClient, type TestApp } from '../test-support/test-app.js';

describe('flashcard reviews over HTTP: FSRS scheduling, due cards, figures, export', () => {
  let app: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let notesId: string;
  let cards: { id: string; question: string }[];
  let ownerId: string;

  const deck = async (client = owner, tz = 'Europe/Berlin') => (await client.get(`/api/notes/${notesId}/flashcards/study?tz=${encodeURIComponent(tz)}`));
  const review = (cardId: string, body: Record<string, unknown>, client = owner) => client.post(`/api/flashcards/${cardId}/review`, body);

  beforeAll(async () => {
    app = await startTestApp();
    owner = new TestClient(app.baseUrl);
    other = new TestClient(app.baseUrl);
    ownerId = (await owner.signUp()).id;
    await other.signUp();
    const processed = await owner.post('/api/materials/process', { type: 'text', content: STUDY_TEXT });
    expect(processed.status).toBe(201);
    notesId = processed.body.studyNotes.id;
    cards = processed.body.flashcards;
    expect(cards.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => app.close());

  it('starts with every card new and due, no accuracy yet', async () => {
    const res = await deck();
    expect(res.status).toBe(200);
    const body = res.body as FlashcardDeckView;
    expect(body.canReview).toBe(true);
    expect(body.cards.map((c) => c.id)).toEqual(cards.map((c) => c.id));
    expect(body.cards.every((c) => c.isDue && c.state === 'new' && c.timesReviewed === 0 && !c.mastered)).toBe(true);
    expect(body.cards[0].intervals.again).toBeLessThan(body.cards[0].intervals.easy);
    expect(body.stats).toMatchObject({
      totalCards: cards.length, dueToday: cards.length, mastered: 0, reviewedCards: 0, totalFlashcardsReviewed: 0,
      averageAccuracy: 0, accuracy: null, streakDays: 0, timeZone: 'Europe/Berlin',
    });
  });

  it('Good moves nextReviewAt exactly as FSRS schedules it, counts as correct, and the card leaves the due list', async () => {
    const res = await review(cards[0].id, { rating: 'good', elapsedMs: 3500 });
    expect(res.status).toBe(200);
    const result = res.body as FlashcardReviewResultView;
    expect(result).toMatchObject({ rating: 'good', correct: true });
    const reviewedAt = new Date(result.card.lastReviewedAt!);
    const expected = fsrs({ enable_fuzz: true }).next(createEmptyCard(reviewedAt), reviewedAt, Rating.Good).card;
    expect(result.card).toMatchObject({
      nextReviewAt: expected.due.toISOString(), timesReviewed: 1, correctAnswers: 1, isDue: false, state: 'learning', reps: 1,
    });
    expect(Date.parse(result.card.nextReviewAt) - reviewedAt.getTime()).toBe(10 * 60_000);

    // The issue-3 read call shows the same card moved (one read model).
    const plain = await owner.get(`/api/notes/${notesId}/flashcards`);
    expect(plain.body.find((c: { id: string }) => c.id === cards[0].id)).toMatchObject({ nextReviewAt: expected.due.toISOString(), timesReviewed: 1, correctAnswers: 1 });

    const after = (await deck()).body as FlashcardDeckView;
    expect(after.cards.find((c) => c.id === cards[0].id)!.isDue).toBe(false);
    expect(result.card.notesTitle).toBe(after.notesTitle);
    expect(after.notesTitle).not.toBe('');
    expect(after.stats).toMatchObject({ dueToday: cards.length - 1, reviewedCards: 1, totalFlashcardsReviewed: 1, accuracy: 100, averageAccuracy: 1, streakDays: 1 });
  });

  it('records FlashcardReviewed with the rating and FSRS schedule on flashcard-<id>', async () => {
    const store = app.app.get<EventLog>(EVENT_LOG);
    const [event] = await store.readStream(`flashcard-${cards[0].id}`);
    expect(event.type).toBe('FlashcardReviewed');
    expect(event.data).toMatchObject({
      flashcardId: cards[0].id, notesId, userId: ownerId, rating: 'good', correct: true, elapsedMs: 3500,
      schedule: { state: 'learning', reps: 1, lapses: 0, scheduledDays: 0, due: expect.any(String), stability: expect.any(Number), difficulty: expect.any(Number) },
    });
    expect(event.metadata.userId).toBe(ownerId);
  });

  it('Again is not correct: accuracy drops, the card comes back in a minute; Easy graduates a card for days', async () => {
    const again = (await review(cards[1].id, { rating: 'again' })).body as FlashcardReviewResultView;
    expect(again.card).toMatchObject({ timesReviewed: 1, correctAnswers: 0, state: 'learning' });
    expect(Date.parse(again.card.nextReviewAt) - Date.parse(again.card.lastReviewedAt!)).toBe(60_000);
    const easy = (await review(cards[2].id, { rating: 'easy' })).body as FlashcardReviewResultView;
    expect(easy.card.state).toBe('review');
    expect(Date.parse(easy.card.nextReviewAt) - Date.parse(easy.card.lastReviewedAt!)).toBeGreaterThanOrEqual(86_400_000);
    const stats = (await owner.get('/api/flashcards/stats?tz=UTC')).body;
    expect(stats).toMatchObject({ totalCards: cards.length, reviewedCards: 3, totalFlashcardsReviewed: 3, accuracy: 67, dueToday: cards.length - 3 });
  });

  it('counts a retried review (same reviewId) once', async () => {
    const reviewId = randomUUID();
    const first = (await review(cards[0].id, { rating: 'hard', reviewId })).body as FlashcardReviewResultView;
    const retry = await review(cards[0].id, { rating: 'hard', reviewId });
    expect(retry.status).toBe(200);
    expect(retry.body.card.timesReviewed).toBe(first.card.timesReviewed);
    expect(first.card.timesReviewed).toBe(2);
  });

  it('lists the learner’s cards for /flashcards, due ones first, with overall figures', async () => {
    const res = await owner.get('/api/flashcards/study?tz=America/New_York');
    expect(res.status).toBe(200);
    const list = res.body.cards as StudyFlashcardView[];
    expect(list).toHaveLength(cards.length);
    const firstNotDue = list.findIndex((c) => !c.isDue);
    expect(list.slice(firstNotDue).every((c) => !c.isDue)).toBe(true);
    expect(list.every((c) => c.notesId === notesId && c.notesTitle.length > 0)).toBe(true);
    expect(res.body.stats).toMatchObject({ totalCards: cards.length, streakDays: 1, timeZone: 'America/New_York' });
  });

  it('only the owner grades: 404 on private notes, 403 once they are public; others see the deck without figures', async () => {
    expect((await review(cards[3]?.id ?? cards[0].id, { rating: 'good' }, other)).status).toBe(404);
    expect((await deck(other)).status).toBe(404);
    expect((await owner.request('PATCH', `/api/notes/${notesId}/visibility`, { isPublic: true })).status).toBe(200);
    const refused = await review(cards[0].id, { rating: 'good' }, other);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the owner can review this flashcard');
    const seen = (await deck(other)).body as FlashcardDeckView;
    expect(seen).toMatchObject({ canReview: false, stats: null });
    expect(seen.cards).toHaveLength(cards.length);
    expect((await owner.get(`/api/notes/${notesId}/flashcards/study`)).body.cards.find((c: StudyFlashcardView) => c.id === cards[0].id).timesReviewed).toBe(2);
    expect((await owner.request('PATCH', `/api/notes/${notesId}/visibility`, { isPublic: false })).status).toBe(200);
  });

  it('rejects bad input with clear messages', async () => {
    const bad = await review(cards[0].id, { rating: 'meh' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("rating must be one of 'again', 'hard', 'good', 'easy'");
    expect((await review(cards[0].id, { rating: 'good', elapsedMs: -1 })).body.message).toBe('elapsedMs cannot be negative');
    expect((await review('not-a-uuid', { rating: 'good' })).status).toBe(404);
    expect((await review(randomUUID(), { rating: 'good' })).body.message).toBe('Flashcard not found');
    expect((await new TestClient(app.baseUrl).post(`/api/flashcards/${cards[0].id}/review`, { rating: 'good' })).status).toBe(401);
    expect((await owner.get('/api/flashcards/stats?tz=Mars/Olympus')).body).toMatchObject({ statusCode: 400, message: 'Unknown time zone' });
  });

  it('exports the deck as CSV (with the owner’s review figures) and as an Anki text file', async () => {
    const csv = await owner.get(`/api/notes/${notesId}/flashcards/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-flashcards\.csv"/);
    const lines = (csv.body as string).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Question,Answer,Difficulty,Type,Source,Next Review,Times Reviewed,Correct Answers');
    expect(lines.length).toBeGreaterThanOrEqual(cards.length + 1);

    const anki = await owner.get(`/api/notes/${notesId}/flashcards/export?format=tsv`);
    expect(anki.headers.get('content-disposition')).toContain('-anki.txt');
    const rows = (anki.body as string).trimEnd().split('\n');
    expect(rows[0]).toBe('#separator:tab');
    expect(rows.filter((r) => !r.startsWith('#'))).toHaveLength(cards.length);
    expect(rows.filter((r) => !r.startsWith('#')).every((r) => r.split('\t').length === 3)).toBe(true);

    expect((await owner.get(`/api/notes/${notesId}/flashcards/export?format=pdf`)).body.message).toBe("format must be 'csv' or 'tsv'");
    expect((await other.get(`/api/notes/${notesId}/flashcards/export?format=csv`)).status).toBe(404);
  });

  it('a rebuild of the study projections reproduces the same card schedules and review log', async () => {
    const runner = app.app.get(ProjectionRunner);
    const orm = app.app.get(MikroORM);
    const snapshot = async () => ({
      cards: await orm.em.fork().getConnection().execute('SELECT * FROM flashcards ORDER BY id'),
      log: await orm.em.fork().getConnection().execute('SELECT * FROM flashcard_reviews ORDER BY event_id'),
    });
    const before = await snapshot();
    expect(before.log).toHaveLength(4);
    await runner.stop();
    await runner.rebuild(runner.projection('flashcards'));
    expect(await snapshot()).toEqual(before);
  });
});
