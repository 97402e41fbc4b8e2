import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserEvent } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { UserEntity } from './user.entity.js';

export class UsersProjection implements Projection {
  readonly name = 'users';
  readonly tables = ['users'];
  readonly eventTypes = new Set<string>(['UserRegistered', 'UserPromotedToAdmin', 'UserTierChanged', 'UserGoogleLinked']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    for (const recorded of events) await this.applyOne(recorded as RecordedEvent<UserEvent>, em);
  }

  private async applyOne(recorded: RecordedEvent<UserEvent>, em: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        em.create(UserEntity, {
          id: d.userId, username: d.username, email: d.email, passwordHash: d.passwordHash, googleId: d.googleId ?? null,
          isAdmin: d.isAdmin, subscriptionTier: d.isAdmin ? 'admin' : 'free', createdAt: new Date(d.registeredAt),
        });
        return;
      }
      case 'UserPromotedToAdmin': {
        const user = await em.findOne(UserEntity, { id: event.data.userId });
        if (user) { user.isAdmin = true; user.subscriptionTier = 'admin'; }
        return;
      }
      case 'UserTierChanged': {
        const user = await em.findOne(UserEntity, { id: event.data.userId });
        if (user && !user.isAdmin) user.subscriptionTier = event.data.tier;
        return;
      }
      case 'UserGoogleLinked': {
        const user = await em.findOne(UserEntity, { id: event.data.userId });
        if (user) user.googleId = event.data.googleId;
        return;
      }
      default: { const unknown: never = event; return unknown; }
    }
  }
}
