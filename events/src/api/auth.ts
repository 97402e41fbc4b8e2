import { z } from 'zod';
import { storableString } from './text.js';
import type { SubscriptionTier } from '../users/user-events.js';

/** RFC 5321's longest address; longer input is refused before it reaches an index. */
export const MAX_EMAIL_CHARS = 320;
export const MAX_PASSWORD_CHARS = 200;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

export const registerPayload = z.object({
  username: storableString({ error: 'Username is required' }).trim()
    .min(1, 'Username is required')
    .regex(USERNAME_PATTERN, 'Username must be 3-30 characters: letters, numbers, dot, dash or underscore'),
  email: storableString({ error: 'Email is required' }).trim().min(1, 'Email is required').max(MAX_EMAIL_CHARS, 'That email address is too long').pipe(z.email('Please enter a valid email address')),
  password: storableString({ error: 'Password is required' }).min(6, 'Password must be at least 6 characters long.').max(MAX_PASSWORD_CHARS, 'Password is too long'),
});
export type RegisterPayload = z.infer<typeof registerPayload>;

export const loginPayload = z.object({
  email: storableString({ error: 'Email is required' }).trim().min(1, 'Email is required').max(MAX_EMAIL_CHARS, 'That email address is too long'),
  password: storableString({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_CHARS, 'Password is too long'),
});
export type LoginPayload = z.infer<typeof loginPayload>;

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  level: number;
  experiencePoints: number;
  studyStreak: number;
  totalStudyTime: number;
  subscriptionTier: SubscriptionTier;
  isAdmin: boolean;
}

export interface Usage {
  monthlyVideoCount: number;
  maxVideosPerMonth: number | null;
  resetDate: string;
  subscriptionTier: SubscriptionTier;
  isAdmin: boolean;
}

export const FREE_VIDEOS_PER_MONTH = 3;

/** The header every state-changing /api request must carry (CSRF defence the browser client satisfies). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'StudyLoop';
