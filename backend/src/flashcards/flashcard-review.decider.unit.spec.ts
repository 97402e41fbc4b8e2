import { DomainError } from '../common/domain-errors.js';
import type { FlashcardEvent, FlashcardRating } from '@studyloop/events';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { decide, evolve, initialState, snapshot, type FlashcardReviewCommand } from './flashcard-review.decider.js';
import { isMastered, ratingIntervals } from './fsrs-schedule.js';

const given = (events: FlashcardEvent[]) => events.reduce(evolve, initialState);
const T0 = '2026-03-02T09:00:00.000Z';
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;
const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs).toISOString();

function review(rating: FlashcardRating, now: string, extra: Partial<FlashcardReviewCommand['data']> = {}): FlashcardReviewCommand {
  return { type: 'ReviewFlashcard', data: { flashcardId: 'c1', notesId: 'n1', userId: 'u1', ownerId: 'u1', rating, now, ...extra } };
}

/** Replays a sequence of grades, each at the time the previous one scheduled (or `now` for the first). */
function history(ratings: FlashcardRating[], start = T0): FlashcardEvent[] {
  const events: FlashcardEvent[] = [];
  let now = start;
  for (const rating of ratings) {
    const [event] = decide(review(rating, now), given(events));
    events.push(event);
    now = event.data.schedule.due;
  }
  return events;
}

describe('flashcard review decider', () => {
  it('grades a new card Good: correct, scheduled by FSRS into its 10-minute learning step', () => {
    const [event] = decide(review('good', T0, { elapsedMs: 4200 }), given([]));
    const expected = fsrs({ enable_fuzz: true }).next(createEmptyCard(new Date(T0)), new Date(T0), Rating.Good).card;
    expect(event).toMatchObject({
      type: 'FlashcardReviewed',
      data: { flashcardId: 'c1', notesId: 'n1', userId: 'u1', rating: 'good', correct: true, reviewedAt: T0, elapsedMs: 4200 },
    });
    expect(event.data.schedule).toEqual({
      due: expected.due.toISOString(), stability: expected.stability, difficulty: expected.difficulty, state: 'learning',
      reps: 1, lapses: 0, scheduledDays: 0, learningSteps: expected.learning_steps, lastReview: T0,
    });
    expect(event.data.schedule.due).toBe(at(T0, minutes(10)));
  });

  it('counts Again and Hard as not correct, Good and Easy as correct', () => {
    const correct = (rating: FlashcardRating) => decide(review(rating, T0), given([]))[0].data.correct;
    expect([correct('again'), correct('hard'), correct('good'), correct('easy')]).toEqual([false, false, true, true]);
  });

  it('brings a card back sooner the harder it was: Again < Hard < Good < Easy', () => {
    const dueOf = (rating: FlashcardRating) => Date.parse(decide(review(rating, T0), given([]))[0].data.schedule.due);
    expect(dueOf('again')).toBeLessThan(dueOf('hard'));
    expect(dueOf('hard')).toBeLessThan(dueOf('good'));
    expect(dueOf('good')).toBeLessThan(dueOf('easy'));
    expect(dueOf('easy') - Date.parse(T0)).toBeGreaterThanOrEqual(days(1));
  });

  it('continues from the recorded schedule: Good, Good graduates the card to Review with whole-day intervals', () => {
    const events = history(['good', 'good']);
    const last = events[1].data.schedule;
    expect(last).toMatchObject({ state: 'review', reps: 2, lapses: 0 });
    expect(last.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(Date.parse(last.due) - Date.parse(last.lastReview)).toBe(days(last.scheduledDays));
  });

  it('a lapse (Again on a review card) counts and sends the card to relearning', () => {
    const events = history(['good', 'good']);
    const [lapse] = decide(review('again', events[1].data.schedule.due), given(events));
    expect(lapse.data.schedule).toMatchObject({ state: 'relearning', lapses: 1, reps: 3 });
    expect(lapse.data.correct).toBe(false);
  });

  it('reaches mastered (Review, stability of three weeks or more) after spaced successful reviews', () => {
    const events = history(['good', 'good', 'good', 'easy', 'good']);
    const last = events[events.length - 1].data.schedule;
    expect(isMastered(last.state, last.stability)).toBe(true);
    expect(isMastered(events[1].data.schedule.state, events[1].data.schedule.stability)).toBe(false);
  });

  it('previews the same intervals it then schedules', () => {
    const events = history(['good', 'good']);
    const now = events[1].data.schedule.due;
    const preview = ratingIntervals(given(events).schedule, new Date(now));
    for (const rating of ['again', 'hard', 'good', 'easy'] as const) {
      const [event] = decide(review(rating, now), given(events));
      expect(Date.parse(event.data.schedule.due) - Date.parse(now)).toBe(preview[rating]);
    }
  });

  it('refuses a grade from anyone but the owner', () => {
    expect(() => decide(review('good', T0, { userId: 'intruder' }), given([]))).toThrow(DomainError);
    expect(() => decide(review('good', T0, { userId: 'intruder' }), given([]))).toThrow('Only the owner can review this flashcard');
  });

  it('records a retried review (same reviewId) once', () => {
    const [first] = decide(review('good', T0, { reviewId: 'r-1' }), given([]));
    expect(first.data.reviewId).toBe('r-1');
    expect(decide(review('good', at(T0, 1000), { reviewId: 'r-1' }), given([first]))).toEqual([]);
    expect(decide(review('good', at(T0, 1000), { reviewId: 'r-2' }), given([first]))).toHaveLength(1);
  });

  it('never dates a review before the previous one (clock skew between servers)', () => {
    const [first] = decide(review('good', T0), given([]));
    const [second] = decide(review('good', at(T0, -5000)), given([first]));
    expect(second.data.reviewedAt).toBe(T0);
    expect(given([first, second]).reviews).toBe(2);
  });

  it('counts reviews and correct answers (Good and Easy) as the card row will', () => {
    const events = history(['good', 'again', 'hard', 'easy', 'good']);
    expect(given(events)).toMatchObject({ reviews: 5, correct: 3, schedule: events[4].data.schedule });
  });

  it('survives a snapshot round trip through JSON, review ids included', () => {
    const events = history(['good', 'hard', 'easy']).map((e, i) => ({ ...e, data: { ...e.data, reviewId: `r-${i}` } }));
    const state = given(events);
    const restored = snapshot.fromJSON(JSON.parse(JSON.stringify(snapshot.toJSON(state))));
    expect(restored).toEqual(state);
    expect(decide(review('good', at(T0, days(30)), { reviewId: 'r-1' }), restored)).toEqual([]);
  });
});
