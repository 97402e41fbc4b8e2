import type { MikroORM } from '@mikro-orm/postgresql';
import type { FlashcardRating, FlashcardReviewed, FlashcardScheduleData, FlashcardsGenerated, StudyNotesGenerated } from '@studyloop/events';
import { isCorrectRating } from '@studyloop/events';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { createOrm } from '../database/database.module.js';
import { migrations } from '../database/migrations/index.js';
import { runMigrations } from '../database/run-migrations.js';
import type { NewEvent, Position } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { FlashcardsProjection } from './flashcards.projection.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { waitUntilReadable } from '../test-support/wait-until-readable.js';
import { scheduleReview } from './fsrs-schedule.js';

const userId = randomUUID();
const notesId = randomUUID();

function generated(cardIds: string[], generatedAt: string): FlashcardsGenerated {
  return {
    type: 'FlashcardsGenerated',
    data: {
      notesId, userId, generatedAt,
      cards: cardIds.map((flashcardId, i) => ({
        flashcardId, question: `Question ${i}?`, answer: `Answer ${i}.`, kind: 'definition', difficulty: 'medium', citation: { quote: `Quote ${i}.` },
      })),
    },
  };
}

const notesGenerated: StudyNotesGenerated = {
  type: 'StudyNotesGenerated',
  data: {
    notesId, materialId: notesId, userId, sourceKind: 'text', title: 'Cells', summary: 'About cells.', keyIdeas: [], definitions: [], timestamps: [],
    difficulty: 'beginner', durationMinutes: 5, isPublic: false, generator: 'test', generatedAt: '2026-03-01T08:00:00.000Z',
  },
};

describe('flashcard reviews in the flashcards projection (real Postgres)', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let orm: MikroORM;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  const projection = new FlashcardsProjection();
  const schedules = new Map<string, FlashcardScheduleData | null>();

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    orm = await createOrm(db.url);
    store = new PostgresEventStore(pool, db.url);
    runner = new ProjectionRunner(orm, pool, store, [projection]);
  });
  afterAll(async () => {
    await store.close();
    await orm.close();
    await pool.end();
    await db.drop();
  });

  function review(flashcardId: string, rating: FlashcardRating, reviewedAt: string): FlashcardReviewed {
    const schedule = scheduleReview(schedules.get(flashcardId) ?? null, rating, new Date(reviewedAt));
    schedules.set(flashcardId, schedule);
    return { type: 'FlashcardReviewed', data: { flashcardId, notesId, userId, rating, correct: isCorrectRating(rating), reviewedAt, schedule } };
  }

  async function card(id: string) {
    const { rows: [row] } = await pool.query(
      `SELECT times_reviewed, correct_answers, next_review_at, fsrs_state, stability, fsrs_difficulty, reps, lapses, scheduled_days,
              learning_steps, last_reviewed_at FROM flashcards WHERE id = $1`, [id],
    );
    return row;
  }

  it('applies a batch with several reviews of one card, and cards created within the same batch, in log order', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const events: { streamId: string; event: NewEvent }[] = [
      { streamId: `notes-${notesId}`, event: notesGenerated },
      { streamId: `notes-${notesId}`, event: generated([a, b], '2026-03-01T08:00:00.000Z') },
      { streamId: `flashcard-${a}`, event: review(a, 'good', '2026-03-01T09:00:00.000Z') },
      // A card generated between reviews must exist before the reviews after it are applied.
      { streamId: `notes-${notesId}`, event: generated([c], '2026-03-01T09:30:00.000Z') },
      { streamId: `flashcard-${b}`, event: review(b, 'again', '2026-03-01T10:00:00.000Z') },
      { streamId: `flashcard-${a}`, event: review(a, 'again', '2026-03-02T09:00:00.000Z') },
      { streamId: `flashcard-${c}`, event: review(c, 'easy', '2026-03-02T10:05:00.000Z') },
      { streamId: `flashcard-${a}`, event: review(a, 'easy', '2026-03-03T09:00:00.000Z') },
    ];
    let last: Position | null = null;
    for (const { streamId, event } of events) last = (await store.appendToStream(streamId, [event])).position;
    await waitUntilReadable(store, last!);

    expect(await runner.catchUpOnce(projection)).toBe(events.length); // one batch, one transaction

    const finalA = schedules.get(a)!;
    expect(await card(a)).toMatchObject({
      times_reviewed: 3, correct_answers: 2, fsrs_state: finalA.state, stability: finalA.stability, fsrs_difficulty: finalA.difficulty,
      reps: finalA.reps, lapses: finalA.lapses, scheduled_days: finalA.scheduledDays, learning_steps: finalA.learningSteps,
      next_review_at: new Date(finalA.due), last_reviewed_at: new Date('2026-03-03T09:00:00.000Z'),
    });
    expect(await card(b)).toMatchObject({ times_reviewed: 1, correct_answers: 0, fsrs_state: schedules.get(b)!.state, lapses: schedules.get(b)!.lapses });
    expect(await card(c)).toMatchObject({ times_reviewed: 1, correct_answers: 1, next_review_at: new Date(schedules.get(c)!.due) });
    const { rows: log } = await pool.query('SELECT flashcard_id, rating, correct, reviewed_at FROM flashcard_reviews ORDER BY reviewed_at');
    expect(log.map((r) => [r.flashcard_id, r.rating, r.correct])).toEqual([
      [a, 'good', true], [b, 'again', false], [a, 'again', false], [c, 'easy', true], [a, 'easy', true],
    ]);
  });

  it('gives the same cards when the same events are applied one transaction each', async () => {
    const before = await pool.query('SELECT * FROM flashcards ORDER BY id');
    await runner.rebuild(new OneAtATime(projection));
    expect((await pool.query('SELECT * FROM flashcards ORDER BY id')).rows).toEqual(before.rows);
  });
});

describe('migration 0201: the review log joins the study-notes projection', () => {
  it('copies into the log every review the old projection had not written yet, as the projection writes them', async () => {
    const db = await createTestDatabase({ migrate: false });
    const pool = new pg.Pool({ connectionString: db.url, max: 3 });
    pool.on('error', () => undefined);
    const store = new PostgresEventStore(pool, db.url);
    try {
      const upTo0200 = migrations.slice(0, migrations.findIndex((m) => m.id === '0201-review-log-with-cards'));
      await runMigrations(pool, upTo0200);
      const cardId = randomUUID();
      const reviewedAt = '2026-03-01T09:00:00.000Z';
      const schedule = scheduleReview(null, 'hard', new Date(reviewedAt));
      const reviews: FlashcardReviewed[] = [
        { type: 'FlashcardReviewed', data: { flashcardId: cardId, notesId, userId, rating: 'hard', correct: false, elapsedMs: 4200, reviewedAt, schedule } },
        { type: 'FlashcardReviewed', data: { flashcardId: cardId, notesId, userId, rating: 'good', correct: true, reviewedAt: '2026-03-02T09:00:00.000Z', schedule } },
      ];
      await store.appendToStream(`flashcard-${cardId}`, reviews);
      // The old log projection had written the first review only.
      const { rows: [first] } = await pool.query("SELECT event_id FROM events WHERE type = 'FlashcardReviewed' ORDER BY global_position LIMIT 1");
      await pool.query(`INSERT INTO flashcard_reviews VALUES ($1, $2, $3, $4, 'hard', false, 4200, $5)`, [first.event_id, cardId, notesId, userId, reviewedAt]);
      await pool.query("INSERT INTO projection_checkpoints (name) VALUES ('flashcard-review-log')");

      await runMigrations(pool);

      const { rows: log } = await pool.query('SELECT flashcard_id, notes_id, user_id, rating, correct, elapsed_ms, reviewed_at FROM flashcard_reviews ORDER BY reviewed_at');
      expect(log).toEqual([
        { flashcard_id: cardId, notes_id: notesId, user_id: userId, rating: 'hard', correct: false, elapsed_ms: 4200, reviewed_at: new Date(reviewedAt) },
        { flashcard_id: cardId, notes_id: notesId, user_id: userId, rating: 'good', correct: true, elapsed_ms: null, reviewed_at: new Date('2026-03-02T09:00:00.000Z') },
      ]);
      expect((await pool.query("SELECT 1 FROM projection_checkpoints WHERE name = 'flashcard-review-log'")).rowCount).toBe(0);
    } finally {
      await store.close();
      await pool.end();
      await db.drop();
    }
  });
});

/** The same projection fed one event per batch. */
class OneAtATime extends FlashcardsProjection {
  constructor(private readonly inner: FlashcardsProjection) { super(); }
  override async apply(...[events, em]: Parameters<FlashcardsProjection['apply']>): Promise<void> {
    for (const event of events) await this.inner.apply([event], em);
  }
}
