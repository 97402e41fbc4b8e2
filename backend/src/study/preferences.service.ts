import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_DAILY_GOAL_MINUTES, DEFAULT_TIME_ZONE, type Preferences } from '@studyloop/events';
import { StudyPreferencesEntity } from './study.entities.js';

/** GET /api/preferences and the zone today's plan is counted in (the 'study' projection's rows). */
@Injectable()
export class PreferencesService {
  constructor(private readonly orm: MikroORM) {}

  async preferences(userId: string): Promise<Preferences> {
    const row = await this.orm.em.fork().findOne(StudyPreferencesEntity, { userId });
    return row
      ? { dailyGoal: row.dailyGoal, timeZone: row.timeZone, isSet: true }
      : { dailyGoal: DEFAULT_DAILY_GOAL_MINUTES, timeZone: DEFAULT_TIME_ZONE, isSet: false };
  }
}
