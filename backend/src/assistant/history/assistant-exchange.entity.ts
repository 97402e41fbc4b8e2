import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AssistantCitationData } from '@studyloop/events';

/** A question and its answer ('assistant-history' projection); notesId null = asked on /chat. */
@Entity({ tableName: 'assistant_exchanges' })
export class AssistantExchangeEntity {
  [OptionalProps]?: 'notesId' | 'answer' | 'citations' | 'found' | 'engine' | 'answeredAt' | 'quiz';
  @PrimaryKey({ type: 'uuid', fieldName: 'question_id' }) questionId!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'uuid', nullable: true, fieldName: 'notes_id' }) notesId: string | null = null;
  @Property({ type: 'text' }) question!: string;
  @Property({ type: 'text', nullable: true }) answer: string | null = null;
  @Property({ type: 'json' }) citations: AssistantCitationData[] = [];
  @Property({ type: 'boolean' }) found = false;
  @Property({ type: 'text', nullable: true }) engine: string | null = null;
  @Property({ type: 'datetime', fieldName: 'asked_at' }) askedAt!: Date;
  @Property({ type: 'datetime', nullable: true, fieldName: 'answered_at' }) answeredAt: Date | null = null;
  /** The quiz a "quiz me" question started. */
  @Property({ type: 'json', nullable: true }) quiz: { quizId: string; notesId: string; topic: string | null } | null = null;
}
