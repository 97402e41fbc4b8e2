import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { QuizAnswerData, QuizQuestionData } from '@studyloop/events';

/** One started quiz, completed once graded (projection 'quizzes'). */
@Entity({ tableName: 'quiz_attempts' })
export class QuizAttemptEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  /** With the correct answers: never sent to the browser before grading. */
  @Property({ type: 'json' }) questions!: QuizQuestionData[];
  @Property({ type: 'integer', fieldName: 'time_limit_seconds' }) timeLimitSeconds!: number;
  @Property({ type: 'datetime', fieldName: 'started_at' }) startedAt!: Date;
  @Property({ type: 'text' }) status!: 'started' | 'completed';
  @Property({ type: 'integer', nullable: true }) score: number | null = null;
  @Property({ type: 'integer', nullable: true }) correct: number | null = null;
  @Property({ type: 'integer', nullable: true }) total: number | null = null;
  @Property({ type: 'integer', fieldName: 'duration_seconds', nullable: true }) durationSeconds: number | null = null;
  @Property({ type: 'boolean', fieldName: 'timed_out', nullable: true }) timedOut: boolean | null = null;
  @Property({ type: 'json', nullable: true }) answers: QuizAnswerData[] | null = null;
  @Property({ type: 'datetime', fieldName: 'completed_at', nullable: true }) completedAt: Date | null = null;
}
