import type { EntityManager } from '@mikro-orm/postgresql';
import type { AssistantEvent } from '@studyloop/events';
import type { RecordedEvent } from '../../event-store/event-store.port.js';
import type { Projection } from '../../projections/projection.js';
import { AssistantExchangeEntity } from './assistant-exchange.entity.js';

/** Questions and answers per user, for the /chat history and each note's Q&A panel. */
export class AssistantHistoryProjection implements Projection {
  readonly name = 'assistant-history';
  readonly tables = ['assistant_exchanges'];
  readonly eventTypes = new Set<string>(['AssistantQuestionAsked', 'AssistantAnswered']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) await this.applyOne({ type: recorded.type, data: recorded.data } as AssistantEvent, em);
  }

  private async applyOne(event: AssistantEvent, em: EntityManager): Promise<void> {
    switch (event.type) {
      case 'AssistantQuestionAsked': {
        const d = event.data;
        // Idempotent, so a batch delivered twice cannot stop the projection.
        await em.getConnection().execute(
          'INSERT INTO assistant_exchanges (question_id, user_id, notes_id, question, asked_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (question_id) DO NOTHING',
          [d.questionId, d.userId, d.notesId, d.question, new Date(d.askedAt)], 'run', em.getTransactionContext(),
        );
        return;
      }
      case 'AssistantAnswered': {
        const d = event.data;
        await em.nativeUpdate(AssistantExchangeEntity, { questionId: d.questionId }, {
          answer: d.answer, citations: d.citations, found: d.found, engine: d.engine, answeredAt: new Date(d.answeredAt), quiz: d.quiz ?? null,
        });
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
