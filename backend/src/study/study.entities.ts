import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Read models of the 'study' projection (study.projection.ts). Only that projection writes them. */

/** The learner's saved preferences (none = defaults: 60 minutes, UTC). */
@Entity({ tableName: 'study_preferences' })
export class StudyPreferencesEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'integer', fieldName: 'daily_goal' }) dailyGoal!: number;
  @Property({ type: 'text', fieldName: 'time_zone' }) timeZone!: string;
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt!: Date;
}

/** Schedule items the learner marked complete, by local day. */
@Entity({ tableName: 'schedule_completions' })
export class ScheduleCompletionEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @PrimaryKey({ type: 'text' }) day!: string;
  @PrimaryKey({ type: 'text', fieldName: 'item_id' }) itemId!: string;
  @Property({ type: 'text' }) activity!: string;
  @Property({ type: 'datetime', fieldName: 'completed_at' }) completedAt!: Date;
}
