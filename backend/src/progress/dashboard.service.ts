import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DashboardResponse } from '@studyloop/events';
import { Clock } from '../common/clock.js';
import { addDays, localDay, weekStart } from '../common/local-time.js';
import { buildDashboard } from './dashboard.js';
import { DailyActivityEntity, StudyPreferencesEntity, UserProgressEntity } from './progress.entities.js';
import { toPreferences } from './progress.service.js';

/** GET /api/analytics/dashboard: three indexed reads of the progress read models. */
@Injectable()
export class DashboardService {
  constructor(private readonly orm: MikroORM, private readonly clock: Clock) {}

  async dashboard(userId: string, now = this.clock.now()): Promise<DashboardResponse> {
    const em = this.orm.em.fork();
    const preferences = toPreferences(await em.findOne(StudyPreferencesEntity, { userId }));
    const today = localDay(now, preferences.timeZone);
    const from = addDays(weekStart(today), -7);
    const [totals, rows] = await Promise.all([
      em.findOne(UserProgressEntity, { userId }),
      em.find(DailyActivityEntity, { userId, day: { $gte: from, $lte: addDays(from, 13) } }),
    ]);
    return buildDashboard({ today, dailyGoal: preferences.dailyGoal, totals, days: new Map(rows.map((row) => [row.day, row])) });
  }
}
