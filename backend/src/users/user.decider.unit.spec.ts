import { DomainError } from '../common/domain-errors.js';
import type { UserEvent } from '@studyloop/events';
import { decide, evolve, initialState, type UserCommand } from './user.decider.js';

const given = (events: UserEvent[]) => events.reduce(evolve, initialState);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', username: 'ada', email: 'ada@example.com', passwordHash: 'h', googleId: null, isAdmin: false, registeredAt: '2026-01-01T00:00:00.000Z' },
};
const promote: UserCommand = { type: 'PromoteToAdmin', data: { userId: 'u1', promotedBy: 'admin-1', reason: 'admin-action' } };

describe('user decider', () => {
  it('registers a new user', () => {
    const events = decide({ type: 'RegisterUser', data: { userId: 'u1', username: 'ada', email: 'ada@example.com', passwordHash: 'h', isAdmin: false, now: '2026-01-01T00:00:00.000Z' } }, given([]));
    expect(events).toEqual([registered]);
  });

  it('refuses to register the same user twice', () => {
    expect(() => decide({ type: 'RegisterUser', data: { userId: 'u1', username: 'ada', email: 'a@b.c', passwordHash: 'h', isAdmin: false, now: 'x' } }, given([registered])))
      .toThrow(DomainError);
  });

  it('promotes a registered user once; promoting again records nothing', () => {
    expect(decide(promote, given([registered]))).toEqual([{ type: 'UserPromotedToAdmin', data: promote.data }]);
    expect(decide(promote, given([registered, { type: 'UserPromotedToAdmin', data: promote.data }]))).toEqual([]);
  });

  it('cannot promote an unknown user', () => {
    expect(() => decide(promote, given([]))).toThrow('User not found');
  });

  it('changes tier only when it differs', () => {
    const change: UserCommand = { type: 'ChangeTier', data: { userId: 'u1', tier: 'premium', source: 'stripe', now: 'n' } };
    expect(decide(change, given([registered]))).toEqual([{ type: 'UserTierChanged', data: { userId: 'u1', tier: 'premium', source: 'stripe', effectiveAt: 'n' } }]);
    expect(decide(change, given([registered, { type: 'UserTierChanged', data: { userId: 'u1', tier: 'premium', source: 'stripe', effectiveAt: 'n' } }]))).toEqual([]);
  });
});
