import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_DAILY_GOAL_MINUTES, DEFAULT_TIME_ZONE, type DashboardResponse } from '@studyloop/events';
import type pg from 'pg';
import { Clock } from '../common/clock.js';
import { addDays, localDay } from '../common/local-time.js';
import { PG_POOL } from '../database/database.module.js';
import { buildDashboard, type DashboardInput } from './dashboard.js';
import type { DayTotals } from './learner-totals.js';

interface DashboardRow {
  preferences: { dailyGoal: number; timeZone: string } | null;
  totals: DashboardInput['totals'];
  days: (DayTotals & { day: string })[];
}

/**
 * GET /api/analytics/dashboard in one round trip to the progress read models. The learner's "today"
 * depends on their zone, so the daily rows are fetched for every day a zone could make this week or
 * last (UTC date −14 … +7) and picked in code.
 */
const DASHBOARD_SQL = `
SELECT
  (SELECT json_build_object('dailyGoal', daily_goal, 'timeZone', time_zone) FROM progress_preferences WHERE user_id = $1) AS preferences,
  (SELECT json_build_object(
      'studyMinutes', study_minutes, 'reviews', reviews, 'correctReviews', correct_reviews, 'quizQuestions', quiz_questions,
      'quizCorrect', quiz_correct, 'currentRun', current_run, 'longestStreak', longest_streak, 'lastActiveDay', last_active_day::text)
     FROM user_progress WHERE user_id = $1) AS totals,
  (SELECT coalesce(json_agg(json_build_object(
      'day', day::text, 'studyMinutes', study_minutes, 'studySessions', study_sessions, 'reviews', reviews, 'correctReviews', correct_reviews,
      'quizzes', quizzes, 'quizQuestions', quiz_questions, 'quizCorrect', quiz_correct, 'experiencePoints', experience_points)), '[]'::json)
     FROM study_daily_activity WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date) AS days`;

@Injectable()
export class DashboardService {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool, private readonly clock: Clock) {}

  async dashboard(userId: string, now = this.clock.now()): Promise<DashboardResponse> {
    const utcToday = localDay(now, 'UTC');
    const { rows } = await this.pool.query<DashboardRow>(DASHBOARD_SQL, [userId, addDays(utcToday, -14), addDays(utcToday, 7)]);
    const { preferences, totals, days } = rows[0];
    return buildDashboard({
      today: localDay(now, preferences?.timeZone ?? DEFAULT_TIME_ZONE),
      dailyGoal: preferences?.dailyGoal ?? DEFAULT_DAILY_GOAL_MINUTES,
      totals,
      days: new Map(days.map((d) => [d.day, d])),
    });
  }
}
