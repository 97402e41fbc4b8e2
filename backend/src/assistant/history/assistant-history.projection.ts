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
        await em.insert(AssistantExchangeEntity, { questionId: d.questionId, userId: d.userId, notesId: d.notesId, question: d.question, askedAt: new Date(d.askedAt) });
        return;
      }
      case 'AssistantAnswered': {
        const d = event.data;
        await em.nativeUpdate(AssistantExchangeEntity, { questionId: d.questionId }, {
          answer: d.answer, citations: d.citations, found: d.found, engine: d.engine, answeredAt: new Date(d.answeredAt),
        });
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
