import type { DomainEvent } from '../envelope.js';

/** The spec's group roles. The owner (createdBy) is always an admin and cannot be removed or demoted. */
export type GroupRole = 'admin' | 'moderator' | 'member';
export const GROUP_ROLES: readonly GroupRole[] = ['admin', 'moderator', 'member'];

/** How a member got in. */
export type GroupJoinMethod = 'created' | 'invite-code' | 'public';

// ---- stream group-<id>: the group, its members and the notes shared with it ----

export type GroupCreated = DomainEvent<'GroupCreated', {
  groupId: string;
  name: string;
  description: string;
  inviteCode: string;
  maxMembers: number;
  /** Always false at creation (spec); the owner may make it public later. */
  isPublic: boolean;
  createdBy: string;
  createdAt: string;
}>;
export type GroupMemberJoined = DomainEvent<'GroupMemberJoined', {
  groupId: string;
  userId: string;
  role: GroupRole;
  via: GroupJoinMethod;
  joinedAt: string;
}>;
export type GroupMemberLeft = DomainEvent<'GroupMemberLeft', { groupId: string; userId: string; leftAt: string }>;
export type GroupMemberRemoved = DomainEvent<'GroupMemberRemoved', { groupId: string; userId: string; removedBy: string; removedAt: string }>;
export type GroupMemberRoleChanged = DomainEvent<'GroupMemberRoleChanged', { groupId: string; userId: string; role: GroupRole; changedBy: string }>;
export type GroupDetailsChanged = DomainEvent<'GroupDetailsChanged', { groupId: string; name: string; description: string; maxMembers: number; changedBy: string }>;
export type GroupVisibilityChanged = DomainEvent<'GroupVisibilityChanged', { groupId: string; isPublic: boolean; changedBy: string }>;
export type GroupInviteCodeRegenerated = DomainEvent<'GroupInviteCodeRegenerated', {
  groupId: string;
  inviteCode: string;
  previousCode: string;
  regeneratedBy: string;
}>;
export type GroupDeleted = DomainEvent<'GroupDeleted', { groupId: string; deletedBy: string; deletedAt: string }>;
export type GroupNotesShared = DomainEvent<'GroupNotesShared', { groupId: string; notesId: string; sharedBy: string; sharedAt: string }>;
export type GroupNotesUnshared = DomainEvent<'GroupNotesUnshared', { groupId: string; notesId: string; unsharedBy: string }>;

export type GroupEvent =
  | GroupCreated | GroupMemberJoined | GroupMemberLeft | GroupMemberRemoved | GroupMemberRoleChanged
  | GroupDetailsChanged | GroupVisibilityChanged | GroupInviteCodeRegenerated | GroupDeleted
  | GroupNotesShared | GroupNotesUnshared;

/** Stream group-invite-<code>: claimed atomically with the group event, so an invite code is never issued twice. */
export type GroupInviteCodeClaimed = DomainEvent<'GroupInviteCodeClaimed', { groupId: string; inviteCode: string }>;

// ---- stream group-chat-<id>: the group's chat; the stream version is the message's `seq` ----

export type GroupMessagePosted = DomainEvent<'GroupMessagePosted', {
  groupId: string;
  messageId: string;
  userId: string;
  /** The author's username when posting, so broadcasting needs no lookup. */
  username: string;
  content: string;
  postedAt: string;
}>;
export type GroupMessageDeleted = DomainEvent<'GroupMessageDeleted', { groupId: string; messageId: string; deletedBy: string; deletedAt: string }>;

export type GroupChatEvent = GroupMessagePosted | GroupMessageDeleted;

export const GROUP_EVENT_TYPES: ReadonlySet<GroupEvent['type']> = new Set<GroupEvent['type']>([
  'GroupCreated', 'GroupMemberJoined', 'GroupMemberLeft', 'GroupMemberRemoved', 'GroupMemberRoleChanged',
  'GroupDetailsChanged', 'GroupVisibilityChanged', 'GroupInviteCodeRegenerated', 'GroupDeleted',
  'GroupNotesShared', 'GroupNotesUnshared',
]);

export const groupStream = (groupId: string) => `group-${groupId}`;
export const groupChatStream = (groupId: string) => `group-chat-${groupId}`;
export const groupInviteStream = (inviteCode: string) => `group-invite-${inviteCode.toUpperCase()}`;
