import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  DEFAULT_TIME_ZONE, levelBounds, levelForExperience, type Achievement, type NotesProgressView, type ProgressView,
} from '@studyloop/events';
import { Clock } from '../common/clock.js';
import { localDay } from '../common/local-time.js';
import { achievementDefinition } from './achievements.js';
import { currentStreak } from '../common/day-streak.js';
import { NotesActivityEntity, ProgressPreferencesEntity, UserAchievementEntity, UserProgressEntity } from './progress.entities.js';

/** The figures GET /api/auth/user carries (spec section 3, Current user). */
export interface ProgressSnapshot {
  level: number;
  experiencePoints: number;
  studyStreak: number;
  totalStudyTime: number;
}

export const NO_PROGRESS: ProgressSnapshot = { level: 1, experiencePoints: 0, studyStreak: 0, totalStudyTime: 0 };

export function toSnapshot(progress: UserProgressEntity | null, timeZone: string, now: Date): ProgressSnapshot {
  if (!progress) return NO_PROGRESS;
  return {
    level: levelForExperience(progress.experiencePoints),
    experiencePoints: progress.experiencePoints,
    studyStreak: currentStreak(progress, localDay(now, timeZone)),
    totalStudyTime: progress.studyMinutes,
  };
}

/** Reads of the progress read models (written only by the 'progress' projection). */
@Injectable()
export class ProgressService {
  constructor(private readonly orm: MikroORM, private readonly clock: Clock) {}

  async snapshot(userId: string, now = this.clock.now()): Promise<ProgressSnapshot> {
    const em = this.orm.em.fork();
    const [progress, preferences] = await Promise.all([
      em.findOne(UserProgressEntity, { userId }),
      em.findOne(ProgressPreferencesEntity, { userId }),
    ]);
    return toSnapshot(progress, preferences?.timeZone ?? DEFAULT_TIME_ZONE, now);
  }

  async progress(userId: string, now = this.clock.now()): Promise<ProgressView> {
    const em = this.orm.em.fork();
    const [progress, preferences, unlocked] = await Promise.all([
      em.findOne(UserProgressEntity, { userId }),
      em.findOne(ProgressPreferencesEntity, { userId }),
      em.find(UserAchievementEntity, { userId }, { orderBy: { unlockedAt: 'desc', achievementId: 'asc' } }),
    ]);
    const snapshot = toSnapshot(progress, preferences?.timeZone ?? DEFAULT_TIME_ZONE, now);
    const { base, next } = levelBounds(snapshot.level);
    const achievements = unlocked.flatMap((row): Achievement[] => {
      const definition = achievementDefinition(row.achievementId);
      if (!definition) return [];
      const { id, title, description, points } = definition;
      return [{ id, title, description, points, unlockedAt: row.unlockedAt.toISOString() }];
    });
    return {
      level: snapshot.level,
      experiencePoints: snapshot.experiencePoints,
      currentLevelExperience: base,
      nextLevelExperience: next,
      levelProgress: (snapshot.experiencePoints - base) / (next - base),
      currentStreak: snapshot.studyStreak,
      longestStreak: progress?.longestStreak ?? 0,
      totalStudyTime: snapshot.totalStudyTime,
      studySessions: progress?.studySessions ?? 0,
      quizzesCompleted: progress?.quizzes ?? 0,
      stats: {
        totalFlashcardsReviewed: progress?.reviews ?? 0,
        averageAccuracy: progress?.reviews ? progress.correctReviews / progress.reviews : 0,
      },
      achievements,
      achievementPoints: achievements.reduce((sum, a) => sum + a.points, 0),
    };
  }

  async notesProgress(userId: string, notesId: string): Promise<NotesProgressView> {
    const row = await this.orm.em.fork().findOne(NotesActivityEntity, { userId, notesId });
    return {
      notesId,
      studyMinutes: row?.studyMinutes ?? 0,
      studySessions: row?.studySessions ?? 0,
      reviews: row?.reviews ?? 0,
      correctReviews: row?.correctReviews ?? 0,
      quizzes: row?.quizzes ?? 0,
      bestQuizScore: row?.bestQuizScore ?? null,
      lastQuizScore: row?.lastQuizScore ?? null,
      lastStudiedAt: row?.lastStudiedAt?.toISOString() ?? null,
    };
  }
}
