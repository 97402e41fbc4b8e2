import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuizEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { QuizAttemptEntity } from './quiz-attempt.entity.js';

/** Quizzes as started and graded: past results per notes and learner. */
export class QuizzesProjection implements Projection {
  readonly name = 'quizzes';
  readonly tables = ['quiz_attempts'];
  readonly eventTypes = new Set<string>(['QuizStarted', 'QuizCompleted']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) await this.applyOne({ type: recorded.type, data: recorded.data } as QuizEvent, em);
  }

  private async applyOne(event: QuizEvent, em: EntityManager): Promise<void> {
    switch (event.type) {
      case 'QuizStarted': {
        const d = event.data;
        await em.insert(QuizAttemptEntity, {
          id: d.quizId, notesId: d.notesId, userId: d.userId, questions: d.questions, timeLimitSeconds: d.timeLimitSeconds,
          startedAt: new Date(d.startedAt), status: 'started',
        });
        return;
      }
      case 'QuizCompleted': {
        const d = event.data;
        await em.nativeUpdate(QuizAttemptEntity, { id: d.quizId }, {
          status: 'completed', score: d.score, correct: d.correct, total: d.total, durationSeconds: d.durationSeconds,
          timedOut: d.timedOut, answers: d.answers, completedAt: new Date(d.completedAt),
        });
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
