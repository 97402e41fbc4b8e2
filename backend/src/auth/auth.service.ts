import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  emailClaimStream, userStream, usernameClaimStream, type CurrentUser, type LoginPayload, type RegisterPayload,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { CommandsService } from '../event-store/commands.service.js';
import { Conflict } from '../common/domain-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PG_POOL } from '../database/database.module.js';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';
import { userDecider } from '../users/user-decisions.port.js';
import { UsersService } from '../users/users.service.js';
import { AuthThrottle } from './auth-throttle.js';
import { hashPassword, verifyPassword } from './password.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  private readonly throttle: AuthThrottle;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) pool: pg.Pool,
    private readonly commands: CommandsService,
    private readonly users: UsersService,
  ) {
    this.throttle = new AuthThrottle(pool);
  }

  async register(payload: RegisterPayload, ip: string): Promise<CurrentUser> {
    const ipKey = `register:ip:${ip}`;
    await this.throttle.assertAllowed([ipKey], this.config.registerRateLimit, 'Too many sign-ups from this address. Please try again later.');
    await this.throttle.record([ipKey]);
    const registered = await this.createUser({ username: payload.username, email: payload.email, passwordHash: await hashPassword(payload.password) });
    return this.users.registeredUser(registered);
  }

  /** Records the user with claims on e-mail and username in one atomic append: a taken one fails the whole append. */
  async createUser(input: { username: string; email: string; passwordHash: string | null; googleId?: string | null }): Promise<{ id: string; username: string; email: string; isAdmin: boolean }> {
    const userId = randomUUID();
    const email = input.email.trim().toLowerCase();
    const isAdmin = this.config.adminEmails.includes(email.toLowerCase());
    try {
      await this.commands.decide({ user: { streamId: userStream(userId), decider: userDecider } }, ({ user }) => ({
        user: userDecider.decide(
          { type: 'RegisterUser', data: { userId, username: input.username, email, passwordHash: input.passwordHash, googleId: input.googleId ?? null, isAdmin, now: new Date().toISOString() } },
          user,
        ),
        claims: [
          { streamId: emailClaimStream(email), events: [{ type: 'EmailClaimed', data: { userId, email } }] },
          { streamId: usernameClaimStream(input.username), events: [{ type: 'UsernameClaimed', data: { userId, username: input.username } }] },
        ],
      }), { waitFor: ['users'], metadata: { userId } });
    } catch (error) {
      if (error instanceof ExpectedVersionConflict) {
        throw new Conflict(error.streamId.startsWith('user-email-') ? 'An account with this email already exists' : 'This username is already taken');
      }
      throw error;
    }
    return { id: userId, username: input.username, email, isAdmin };
  }

  async login(payload: LoginPayload, ip: string): Promise<CurrentUser> {
    const email = payload.email.trim().toLowerCase();
    const accountKey = `login:account:${email}`;
    const addressKey = `login:ip:${ip}`;
    const keys = [accountKey, addressKey];
    await this.throttle.assertAllowed([accountKey], this.config.loginRateLimit, 'Too many failed login attempts. Please try again later.');
    await this.throttle.assertAllowed([addressKey], this.config.loginAddressRateLimit, 'Too many failed login attempts from this network. Please try again later.');
    const user = await this.users.findByEmail(email);
    if (!(await verifyPassword(user?.passwordHash, payload.password)) || !user) {
      await this.throttle.record(keys);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    if (!user.isAdmin && this.config.adminEmails.includes(email)) {
      await this.users.promoteToAdmin(user.id, null, 'admin-emails');
      return this.users.currentUser(user.id);
    }
    return this.users.currentUser(user);
  }

  /** Google sign-in: the linked account, else the account with that e-mail (linked now), else a new one. */
  async loginWithGoogle(profile: { googleId: string; email: string; displayName: string }): Promise<string> {
    const existing = (await this.users.findByGoogleId(profile.googleId)) ?? (await this.users.findByEmail(profile.email));
    if (existing) {
      await this.commands.execute(userStream(existing.id), userDecider, { type: 'LinkGoogle', data: { userId: existing.id, googleId: profile.googleId } }, { waitFor: ['users'] });
      return existing.id;
    }
    const base = (profile.displayName || profile.email.split('@')[0]).replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'learner';
    for (let attempt = 0; ; attempt++) {
      const username = attempt === 0 && base.length >= 3 ? base : `${base}${Math.floor(Math.random() * 10_000)}`;
      try {
        return (await this.createUser({ username, email: profile.email, passwordHash: null, googleId: profile.googleId })).id;
      } catch (error) {
        if (!(error instanceof Conflict) || attempt > 5 || String(error.message).includes('email')) throw error;
      }
    }
  }
}
