import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { GroupRole } from '@studyloop/events';

/** The spec's Study group. Written only by the 'groups' projection. */
@Entity({ tableName: 'groups' })
export class GroupEntity {
  [OptionalProps]?: 'description' | 'isPublic' | 'memberCount';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) description = '';
  @Property({ type: 'text', fieldName: 'invite_code' }) inviteCode!: string;
  @Property({ type: 'integer', fieldName: 'max_members' }) maxMembers!: number;
  @Property({ type: 'boolean', fieldName: 'is_public' }) isPublic = false;
  @Property({ type: 'uuid', fieldName: 'created_by' }) createdBy!: string;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt!: Date;
  @Property({ type: 'integer', fieldName: 'member_count' }) memberCount = 0;
}

/** A current member of a group. Written only by the 'groups' projection. */
@Entity({ tableName: 'group_members' })
export class GroupMemberEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'group_id' }) groupId!: string;
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) role!: GroupRole;
  @Property({ type: 'datetime', fieldName: 'joined_at' }) joinedAt!: Date;
}

/** Study notes shared with a group. Written only by the 'groups' projection. */
@Entity({ tableName: 'group_notes' })
export class GroupNotesEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'group_id' }) groupId!: string;
  @PrimaryKey({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @Property({ type: 'uuid', fieldName: 'shared_by' }) sharedBy!: string;
  @Property({ type: 'datetime', fieldName: 'shared_at' }) sharedAt!: Date;
}

/** A chat message; `seq` is its version in stream group-chat-<groupId>. Written only by the 'group-chat' projection. */
@Entity({ tableName: 'group_messages' })
export class GroupMessageEntity {
  [OptionalProps]?: 'deletedAt' | 'deletedBy';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid', fieldName: 'group_id' }) groupId!: string;
  @Property({ type: new BigIntType('number'), fieldName: 'seq' }) seq!: number;
  @Property({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'text' }) username!: string;
  @Property({ type: 'text' }) content!: string;
  @Property({ type: 'datetime', fieldName: 'posted_at' }) postedAt!: Date;
  @Property({ type: 'datetime', nullable: true, fieldName: 'deleted_at' }) deletedAt: Date | null = null;
  @Property({ type: 'uuid', nullable: true, fieldName: 'deleted_by' }) deletedBy: string | null = null;
}
