import { Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { FREE_VIDEOS_PER_MONTH, userStream, type CurrentUser, type SubscriptionTier, type Usage } from '@studyloop/events';
import { CommandsService } from '../event-store/commands.service.js';
import { NO_PROGRESS, ProgressService, type ProgressSnapshot } from '../progress/progress.service.js';
import { VideoQuotaService } from '../videos/video-quota.service.js';
import * as userDecider from './user.decider.js';
import { UserEntity } from './user.entity.js';


export function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * The spec's Current user. Level, XP, streak and study time come from the progress read model
 * (UsersService.currentUser loads them); without them the figures are a new learner's.
 */
export function toCurrentUser(user: Pick<UserEntity, 'id' | 'username' | 'email' | 'isAdmin' | 'subscriptionTier'>, progress: ProgressSnapshot = NO_PROGRESS): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    level: progress.level,
    experiencePoints: progress.experiencePoints,
    studyStreak: progress.studyStreak,
    totalStudyTime: progress.totalStudyTime,
    subscriptionTier: (user.isAdmin ? 'admin' : user.subscriptionTier) as SubscriptionTier,
    isAdmin: user.isAdmin,
  };
}

export function hasUnlimitedVideos(user: Pick<UserEntity, 'isAdmin' | 'subscriptionTier'>): boolean {
  return user.isAdmin || user.subscriptionTier !== 'free';
}

@Injectable()
export class UsersService {
  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    private readonly progress: ProgressService,
    private readonly videoQuota: VideoQuotaService,
  ) {}

  /** GET /api/auth/user and the login/register replies: the user with their progress. */
  async currentUser(user: UserEntity | string): Promise<CurrentUser> {
    const entity = typeof user === 'string' ? await this.getById(user) : user;
    return toCurrentUser(entity, await this.progress.snapshot(entity.id));
  }

  /**
   * The reply to a sign-up: from the read model, or, when its wait timed out (a loaded node), from the
   * facts just recorded, so a created account is never answered with "User not found".
   */
  async registeredUser(registered: { id: string; username: string; email: string; isAdmin: boolean }): Promise<CurrentUser> {
    const entity = await this.findById(registered.id);
    if (entity) return this.currentUser(entity);
    return toCurrentUser({ ...registered, subscriptionTier: 'free' });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.orm.em.fork().findOne(UserEntity, { id });
  }

  async getById(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.orm.em.fork().findOne(UserEntity, { email: email.trim().toLowerCase() });
  }

  findByGoogleId(googleId: string): Promise<UserEntity | null> {
    return this.orm.em.fork().findOne(UserEntity, { googleId });
  }

  async promoteToAdmin(userId: string, promotedBy: string | null, reason: 'admin-action' | 'admin-emails' | 'cli'): Promise<void> {
    await this.commands.execute(userStream(userId), userDecider, { type: 'PromoteToAdmin', data: { userId, promotedBy, reason } }, {
      // The role and the audit entry: replies and the audit page read both.
      waitFor: ['users', 'admin'],
      metadata: { userId: promotedBy ?? undefined },
    });
  }

  async changeTier(userId: string, tier: SubscriptionTier, source: string): Promise<void> {
    await this.commands.execute(userStream(userId), userDecider, { type: 'ChangeTier', data: { userId, tier, source, now: new Date().toISOString() } }, {
      waitFor: ['users'],
      metadata: { userId },
    });
  }

  async usage(userId: string, now = new Date()): Promise<Usage> {
    const user = await this.getById(userId);
    const current = toCurrentUser(user);
    const unlimited = hasUnlimitedVideos(user);
    return {
      monthlyVideoCount: await this.videoQuota.countedInMonthOf(userId, now),
      maxVideosPerMonth: unlimited ? null : FREE_VIDEOS_PER_MONTH,
      resetDate: nextMonthStart(now).toISOString(),
      subscriptionTier: current.subscriptionTier,
      isAdmin: current.isAdmin,
    };
  }
}
