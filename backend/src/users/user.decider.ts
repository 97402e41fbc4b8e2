import type { SubscriptionTier, UserEvent } from '@studyloop/events';
import { Conflict, NotFound } from '../common/domain-errors.js';

export interface UserState {
  exists: boolean;
  isAdmin: boolean;
  tier: SubscriptionTier;
  googleId: string | null;
}

export const initialState: UserState = { exists: false, isAdmin: false, tier: 'free', googleId: null };

export type UserCommand =
  | { type: 'RegisterUser'; data: { userId: string; username: string; email: string; passwordHash: string | null; googleId?: string | null; isAdmin: boolean; now: string } }
  | { type: 'PromoteToAdmin'; data: { userId: string; promotedBy: string | null; reason: 'admin-action' | 'admin-emails' | 'cli' } }
  | { type: 'ChangeTier'; data: { userId: string; tier: SubscriptionTier; source: string; now: string } }
  | { type: 'LinkGoogle'; data: { userId: string; googleId: string } };

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': return { exists: true, isAdmin: event.data.isAdmin, tier: 'free', googleId: event.data.googleId ?? null };
    case 'UserPromotedToAdmin': return { ...state, isAdmin: true };
    case 'UserTierChanged': return { ...state, tier: event.data.tier };
    case 'UserGoogleLinked': return { ...state, googleId: event.data.googleId };
    default: { const unknown: never = event; return unknown; }
  }
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.exists) throw new Conflict('User already exists');
      const { now, ...data } = command.data;
      return [{ type: 'UserRegistered', data: { ...data, googleId: data.googleId ?? null, registeredAt: now } }];
    }
    case 'PromoteToAdmin':
      if (!state.exists) throw new NotFound('User not found');
      if (state.isAdmin) return [];
      return [{ type: 'UserPromotedToAdmin', data: command.data }];
    case 'ChangeTier': {
      if (!state.exists) throw new NotFound('User not found');
      if (state.tier === command.data.tier) return [];
      const { now, ...data } = command.data;
      return [{ type: 'UserTierChanged', data: { ...data, effectiveAt: now } }];
    }
    case 'LinkGoogle':
      if (!state.exists) throw new NotFound('User not found');
      if (state.googleId === command.data.googleId) return [];
      return [{ type: 'UserGoogleLinked', data: command.data }];
    default: { const unknown: never = command; return unknown; }
  }
}
