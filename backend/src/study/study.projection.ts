import type { EntityManager } from '@mikro-orm/postgresql';
import type { ScheduleItemCompleted, StudyPreferencesUpdated } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { writeRows } from '../projections/read-model-rows.js';
import { ScheduleCompletionEntity, StudyPreferencesEntity } from './study.entities.js';

type StudyReadEvent = StudyPreferencesUpdated | ScheduleItemCompleted;

/**
 * The learner's preferences and the schedule items they completed, from their study log
 * (study-<userId>). XP and streaks for the same events are the 'progress' projection's.
 */
export class StudyProjection implements Projection {
  readonly name = 'study';
  readonly tables = ['study_preferences', 'schedule_completions'];
  readonly eventTypes = new Set<string>(['StudyPreferencesUpdated', 'ScheduleItemCompleted']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    // The last update in the batch wins, as one upsert per learner would.
    const preferences = new Map<string, StudyPreferencesEntity>();
    const completions: ScheduleCompletionEntity[] = [];
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as StudyReadEvent;
      switch (event.type) {
        case 'StudyPreferencesUpdated': {
          const { userId, dailyGoal, timeZone, updatedAt } = event.data;
          preferences.set(userId, Object.assign(new StudyPreferencesEntity(), { userId, dailyGoal, timeZone, updatedAt: new Date(updatedAt) }));
          break;
        }
        case 'ScheduleItemCompleted': {
          const { userId, day, itemId, activity, completedAt } = event.data;
          completions.push(Object.assign(new ScheduleCompletionEntity(), { userId, day, itemId, activity, completedAt: new Date(completedAt) }));
          break;
        }
        default: { const unknown: never = event; return unknown; }
      }
    }
    await writeRows(em, [
      { table: 'study_preferences', key: ['user_id'], rows: [...preferences.values()], onConflict: 'update' },
      { table: 'schedule_completions', key: ['user_id', 'day', 'item_id'], rows: completions, onConflict: 'ignore' },
    ]);
  }
}
