/**
 * A learner's year of study as events, appended straight through the event store: 40 sets of notes
 * with 25 cards each, ~135 FSRS reviews a day (real ts-fsrs schedules), three timer sessions and a
 * quiz a day, preferences in Europe/Berlin. About 50,000 events in chronological order. Streams get
 * the snapshots the app's commands would have kept along the way (every `snapshot.every` events).
 */
import { randomUUID } from 'node:crypto';
import type { FlashcardRating, FlashcardScheduleData } from '@studyloop/events';
import type { PostgresEventStore } from '@studyloop/backend/dist/event-store/postgres/postgres-event-store.js';
import type { Position, StreamAppend } from '@studyloop/backend/dist/event-store/event-store.port.js';
import { scheduleReview } from '@studyloop/backend/dist/flashcards/fsrs-schedule.js';
import * as reviewDecider from '@studyloop/backend/dist/flashcards/flashcard-review.decider.js';
import * as studyDecider from '@studyloop/backend/dist/study/study.decider.js';
import type { Decider } from '@studyloop/backend/dist/event-store/command-handler.js';

export const NOTES = 40;
export const CARDS_PER_NOTES = 25;
export const REVIEWS_PER_DAY = 135;
/** BENCH_DAYS shortens the history for quick trial runs; the benchmark proper is a year. */
export const DAYS = Number(process.env.BENCH_DAYS ?? 365);

export interface SeededHistory {
  events: number;
  cardIds: string[];
  notesIds: string[];
  lastPosition: Position;
}

const DAY_MS = 86_400_000;

/** A small deterministic generator, so every run seeds the same history shape. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function rating(r: number): FlashcardRating {
  if (r < 0.1) return 'again';
  if (r < 0.25) return 'hard';
  if (r < 0.85) return 'good';
  return 'easy';
}

export async function seedYearOfHistory(store: PostgresEventStore, userId: string, now = Date.now()): Promise<SeededHistory> {
  const rand = random(42);
  const start = now - (DAYS + 1) * DAY_MS;
  const notesIds: string[] = [];
  const cardIds: string[] = [];
  const cardNotes = new Map<string, string>();
  const schedules = new Map<string, FlashcardScheduleData | null>();
  let events = 0;
  let lastPosition: Position | null = null;
  let nextCard = 0;

  // What the command handler keeps per stream: the decider's state, the version, the last snapshot's version.
  const streams = new Map<string, { state: unknown; version: number; snapshotAt: number }>();
  function withSnapshot<S>(decider: Decider<S, unknown, any>, append: StreamAppend): StreamAppend {
    const kept = streams.get(append.streamId) ?? { state: decider.initialState, version: 0, snapshotAt: 0 };
    const state = append.events.reduce((s, e) => decider.evolve(s, e), kept.state as S);
    const version = kept.version + append.events.length;
    const due = version - kept.snapshotAt >= decider.snapshot!.every;
    streams.set(append.streamId, { state, version, snapshotAt: due ? version : kept.snapshotAt });
    return due ? { ...append, snapshot: { kind: decider.snapshot!.kind, state: decider.snapshot!.toJSON(state) } } : append;
  }

  const append = async (appends: StreamAppend[]) => {
    if (!appends.length) return;
    const results = await store.appendToStreams(appends);
    events += appends.reduce((n, a) => n + a.events.length, 0);
    lastPosition = results[results.length - 1].position;
  };

  await append([withSnapshot(studyDecider, {
    streamId: `study-${userId}`, expectedVersion: 'any',
    events: [{ type: 'StudyPreferencesUpdated', data: { userId, dailyGoal: 60, timeZone: 'Europe/Berlin', updatedAt: new Date(start).toISOString() } }],
  })]);

  for (let day = 0; day < DAYS; day++) {
    const dayStart = start + day * DAY_MS;
    const at = (hour: number, minute = 0) => new Date(dayStart + (hour * 60 + minute) * 60_000);
    const appends: StreamAppend[] = [];

    // Two new sets of notes a day for the first 20 days.
    if (notesIds.length < NOTES) {
      for (let n = 0; n < 2 && notesIds.length < NOTES; n++) {
        const notesId = randomUUID();
        notesIds.push(notesId);
        const generatedAt = at(7, n).toISOString();
        const cards = Array.from({ length: CARDS_PER_NOTES }, (_, i) => {
          const flashcardId = randomUUID();
          cardIds.push(flashcardId);
          cardNotes.set(flashcardId, notesId);
          schedules.set(flashcardId, null);
          return {
            flashcardId, question: `What is term ${i + 1} of chapter ${notesIds.length}?`, answer: `The meaning of term ${i + 1}.`,
            kind: 'definition' as const, difficulty: 'medium' as const, citation: { quote: `Term ${i + 1} means something specific.` },
          };
        });
        appends.push({
          streamId: `notes-${notesId}`, expectedVersion: 'no-stream',
          events: [
            {
              type: 'StudyNotesGenerated',
              data: {
                notesId, materialId: notesId, userId, sourceKind: 'text', title: `Chapter ${notesIds.length}`, summary: 'A chapter of the course.',
                keyIdeas: [{ text: 'The chapter has a key idea.', citation: { quote: 'The chapter has a key idea.' } }],
                definitions: [{ term: 'Term 1', meaning: 'The meaning of term 1.', citation: { quote: 'Term 1 means something specific.' } }],
                timestamps: [], difficulty: 'intermediate', durationMinutes: 20, isPublic: false, generator: 'bench', generatedAt,
              },
            },
            { type: 'FlashcardsGenerated', data: { notesId, userId, cards, generatedAt } },
          ],
        });
      }
    }

    // Three timer sessions.
    const sessions = [at(8, Math.floor(rand() * 30)), at(13, Math.floor(rand() * 30)), at(19, Math.floor(rand() * 30))];
    appends.push(withSnapshot(studyDecider, {
      streamId: `study-${userId}`, expectedVersion: 'any',
      events: sessions.map((completed, i) => {
        const minutes = i === 2 ? 60 : 25;
        return {
          type: 'StudySessionCompleted',
          data: {
            userId, notesId: notesIds[Math.floor(rand() * notesIds.length)], minutes, mode: minutes === 60 ? 'standard' : 'pomodoro',
            startedAt: new Date(completed.getTime() - minutes * 60_000).toISOString(), completedAt: completed.toISOString(),
          },
        };
      }),
    }));

    // Reviews, each card at most once a day, with the schedule FSRS gives.
    const reviewsToday = Math.min(REVIEWS_PER_DAY, cardIds.length);
    for (let r = 0; r < reviewsToday; r++) {
      const flashcardId = cardIds[nextCard++ % cardIds.length];
      const reviewedAt = at(9, 0 + r * 0.4 + rand() * 0.3);
      const grade = rating(rand());
      const schedule = scheduleReview(schedules.get(flashcardId) ?? null, grade, reviewedAt);
      schedules.set(flashcardId, schedule);
      appends.push(withSnapshot(reviewDecider, {
        streamId: `flashcard-${flashcardId}`, expectedVersion: 'any',
        events: [{
          type: 'FlashcardReviewed',
          data: {
            flashcardId, notesId: cardNotes.get(flashcardId)!, userId, rating: grade, correct: grade === 'good' || grade === 'easy',
            reviewedAt: reviewedAt.toISOString(), schedule,
          },
        }],
      }));
    }

    // A quiz of 10 questions.
    const notesId = notesIds[day % notesIds.length];
    const quizId = randomUUID();
    const startedAt = at(20, 30);
    const correctIndex = Math.floor(rand() * 4);
    const questions = Array.from({ length: 10 }, (_, i) => ({
      id: `${quizId}-${i}`, kind: 'definition' as const, question: `What is the definition of term ${i + 1}?`,
      options: ['A', 'B', 'C', 'D'], correctIndex, difficulty: 'easy' as const, explanation: 'From the notes.',
      distractorSources: ['fixed', 'fixed', 'fixed'] as ('same-notes' | 'other-notes' | 'fixed')[],
    }));
    const answers = questions.map((q) => {
      const selectedIndex = rand() < 0.75 ? q.correctIndex : (q.correctIndex + 1) % 4;
      return { questionId: q.id, selectedIndex, correctIndex: q.correctIndex, correct: selectedIndex === q.correctIndex };
    });
    const correct = answers.filter((a) => a.correct).length;
    appends.push({
      streamId: `quiz-${notesId}-${userId}`, expectedVersion: 'any',
      events: [
        { type: 'QuizStarted', data: { quizId, notesId, userId, questions, timeLimitSeconds: 600, startedAt: startedAt.toISOString() } },
        {
          type: 'QuizCompleted',
          data: {
            quizId, notesId, userId, score: Math.round((correct / 10) * 100), correct, total: 10, durationSeconds: 240, timedOut: false, answers,
            completedAt: new Date(startedAt.getTime() + 240_000).toISOString(),
          },
        },
      ],
    });

    await append(appends);
  }
  return { events, cardIds, notesIds, lastPosition: lastPosition! };
}
