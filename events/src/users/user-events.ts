import type { DomainEvent } from '../envelope.js';

/** Accounts: stream `user-<userId>`, and one claim stream per username and e-mail (below). */

export type SubscriptionTier = 'free' | 'premium' | 'pro' | 'admin';

export type UserRegistered = DomainEvent<'UserRegistered', {
  userId: string;
  username: string;
  email: string;
  passwordHash: string | null;
  googleId?: string | null;
  isAdmin: boolean;
  registeredAt: string;
}>;
export type UserPromotedToAdmin = DomainEvent<'UserPromotedToAdmin', { userId: string; promotedBy: string | null; reason: 'admin-action' | 'admin-emails' | 'cli' }>;
export type UserTierChanged = DomainEvent<'UserTierChanged', { userId: string; tier: SubscriptionTier; source: string; effectiveAt: string }>;
export type UserGoogleLinked = DomainEvent<'UserGoogleLinked', { userId: string; googleId: string }>;

export type UserEvent = UserRegistered | UserPromotedToAdmin | UserTierChanged | UserGoogleLinked;

/** Claims make username and e-mail unique: each lives in its own stream, appended with the user atomically. */
export type UsernameClaimed = DomainEvent<'UsernameClaimed', { userId: string; username: string }>;
export type EmailClaimed = DomainEvent<'EmailClaimed', { userId: string; email: string }>;

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (email: string) => `user-email-${email.trim().toLowerCase()}`;
export const usernameClaimStream = (username: string) => `user-name-${username.trim().toLowerCase()}`;
