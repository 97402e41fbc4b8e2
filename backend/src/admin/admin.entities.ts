import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Read models of the 'admin' projection (admin.projection.ts). Only that projection writes them. */

@Entity({ tableName: 'admin_audit' })
export class AdminAuditEntity {
  [OptionalProps]?: 'actorId' | 'targetId' | 'details';
  @PrimaryKey({ type: 'uuid', fieldName: 'event_id' }) eventId!: string;
  @Property({ type: 'text' }) action!: string;
  @Property({ type: 'uuid', nullable: true, fieldName: 'actor_id' }) actorId: string | null = null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'target_id' }) targetId: string | null = null;
  @Property({ type: 'json' }) details: Record<string, unknown> = {};
  @Property({ type: 'datetime' }) at!: Date;
}

/**
 * Each account's e-mail as registered (accounts never change it): an audit entry records the
 * promoted account's e-mail from here, in event order, whatever the 'users' projection has reached.
 */
@Entity({ tableName: 'admin_user_emails' })
export class AdminUserEmailEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) email!: string;
}
