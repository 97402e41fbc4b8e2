import { Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { studyStream, type ScheduleItem, type ScheduleResponse } from '@studyloop/events';
import { Clock } from '../common/clock.js';
import { CommandsService } from '../event-store/commands.service.js';
import { localDay, startOfLocalDay } from '../common/local-time.js';
import { DailyActivityEntity, UserProgressEntity } from '../progress/progress.entities.js';
import { planDay, type PlanNotes } from './plan-day.js';
import { PreferencesService } from './preferences.service.js';
import { ScheduleCompletionEntity } from './study.entities.js';
import * as studyDecider from './study.decider.js';

interface NotesRow {
  id: string;
  title: string;
  created_at: string;
  last_studied_at: string | null;
  last_reviewed_at: string | null;
  last_quizzed_at: string | null;
}

const date = (value: string | null) => (value ? new Date(value) : null);

/** GET /api/schedule/today and completing its items. */
@Injectable()
export class ScheduleService {
  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    private readonly preferences: PreferencesService,
    private readonly clock: Clock,
  ) {}

  async today(userId: string, now = this.clock.now()): Promise<ScheduleResponse> {
    const { timeZone } = await this.preferences.preferences(userId);
    const today = localDay(now, timeZone);
    const startOfToday = startOfLocalDay(today, timeZone);
    const em = this.orm.em.fork();
    const connection = em.getConnection();
    const [notes, due, progress, day, completions] = await Promise.all([
      // The learner's own notes, and public notes they have studied (titles from the notes read model).
      connection.execute<NotesRow[]>(
        `SELECT n.id, n.title, n.created_at, a.last_studied_at, a.last_reviewed_at, a.last_quizzed_at
           FROM study_notes n
           LEFT JOIN study_notes_activity a ON a.notes_id = n.id AND a.user_id = ?
          WHERE n.user_id = ? OR (n.is_public AND a.user_id IS NOT NULL)`,
        [userId, userId],
      ),
      // What is due now (the figure /flashcards and the deck show), not what falls due later today.
      connection.execute<{ due: string }[]>('SELECT count(*) AS due FROM flashcards WHERE user_id = ? AND next_review_at <= ?', [userId, now]),
      em.findOne(UserProgressEntity, { userId }),
      em.findOne(DailyActivityEntity, { userId, day: today }),
      em.find(ScheduleCompletionEntity, { userId, day: today }),
    ]);
    const schedule = planDay({
      startOfToday,
      dueCount: Number(due[0]?.due ?? 0),
      reviewsToday: day?.reviews ?? 0,
      notes: notes.map((n): PlanNotes => ({
        id: n.id, title: n.title, createdAt: new Date(n.created_at),
        lastStudiedAt: date(n.last_studied_at), lastReviewedAt: date(n.last_reviewed_at), lastQuizzedAt: date(n.last_quizzed_at),
      })),
      sessionHours: progress?.sessionHours ?? [],
      completedIds: new Set(completions.map((c) => c.itemId)),
    });
    return { schedule, date: today, timeZone };
  }

  async complete(userId: string, itemId: string): Promise<{ success: true; item: ScheduleItem }> {
    const now = this.clock.now();
    const plan = await this.today(userId, now);
    const item = plan.schedule.find((i) => i.id === itemId);
    if (!item) throw new NotFoundException('Schedule item not found');
    if (!item.completed) {
      await this.commands.execute(studyStream(userId), studyDecider, {
        type: 'CompleteScheduleItem',
        data: { userId, itemId, day: plan.date, kind: item.kind, activity: item.activity, notesId: item.notesId, now: now.toISOString() },
      }, { waitFor: ['study', 'progress'], metadata: { userId } });
    }
    return { success: true, item: { ...item, completed: true } };
  }
}
