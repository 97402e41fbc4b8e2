import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'users' })
export class UserEntity {
  [OptionalProps]?: 'passwordHash' | 'googleId' | 'isAdmin' | 'subscriptionTier';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) username!: string;
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text', nullable: true, fieldName: 'password_hash' }) passwordHash: string | null = null;
  @Property({ type: 'text', nullable: true, fieldName: 'google_id' }) googleId: string | null = null;
  @Property({ type: 'boolean', fieldName: 'is_admin' }) isAdmin = false;
  @Property({ type: 'text', fieldName: 'subscription_tier' }) subscriptionTier = 'free';
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
}
