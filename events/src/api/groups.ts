import { z } from 'zod';
import { storableString } from './text.js';
import type { GroupRole } from '../groups/group-events.js';

export const GROUP_NAME_MAX_LENGTH = 80;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;
export const GROUP_DEFAULT_MAX_MEMBERS = 20;
/** A lecture hall joins one group; 500 keeps a typo from creating an unbounded one. */
export const GROUP_MAX_MEMBERS_LIMIT = 500;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per history page and the most a reconnecting client is sent before it reloads the page instead. */
export const CHAT_HISTORY_PAGE = 50;
export const CHAT_CATCH_UP_LIMIT = 500;

const roleSchema = z.enum(['admin', 'moderator', 'member'], { error: 'Role must be admin, moderator or member' });

/** POST /api/study-groups → StudyGroup (201). New groups are never public (spec). */
export const createGroupPayload = z.object({
  name: storableString({ error: 'Group name is required' }).trim().min(1, 'Group name is required')
    .max(GROUP_NAME_MAX_LENGTH, `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters`),
  description: storableString({ error: 'Description must be text' }).trim().max(GROUP_DESCRIPTION_MAX_LENGTH, `Description must be at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters`).optional().default(''),
  maxMembers: z.number({ error: 'Maximum members must be a number' }).int('Maximum members must be a whole number')
    .min(2, 'A group needs room for at least 2 members').max(GROUP_MAX_MEMBERS_LIMIT, `A group can have at most ${GROUP_MAX_MEMBERS_LIMIT} members`)
    .optional().default(GROUP_DEFAULT_MAX_MEMBERS),
});
export type CreateGroupPayload = z.input<typeof createGroupPayload>;

/** PATCH /api/study-groups/{id} (owner/admin) → StudyGroup. */
export const updateGroupPayload = z.object({
  name: storableString({ error: 'Group name must be text' }).trim().min(1, 'Group name is required').max(GROUP_NAME_MAX_LENGTH, `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters`).optional(),
  description: storableString({ error: 'Description must be text' }).trim().max(GROUP_DESCRIPTION_MAX_LENGTH, `Description must be at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters`).optional(),
  maxMembers: z.number({ error: 'Maximum members must be a number' }).int('Maximum members must be a whole number')
    .min(2, 'A group needs room for at least 2 members').max(GROUP_MAX_MEMBERS_LIMIT, `A group can have at most ${GROUP_MAX_MEMBERS_LIMIT} members`).optional(),
});
export type UpdateGroupPayload = z.input<typeof updateGroupPayload>;

/** POST /api/study-groups/join → StudyGroup. */
export const joinGroupPayload = z.object({
  inviteCode: storableString({ error: 'Invite code is required' }).trim().min(1, 'Invite code is required').max(64, 'Invalid invite code'),
});
export type JoinGroupPayload = z.infer<typeof joinGroupPayload>;

/** PUT /api/study-groups/{id}/visibility (owner) → StudyGroup. */
export const groupVisibilityPayload = z.object({ isPublic: z.boolean({ error: 'isPublic must be true or false' }) });
export type GroupVisibilityPayload = z.infer<typeof groupVisibilityPayload>;

/** PUT /api/study-groups/{id}/members/{userId}/role (owner/admin) → StudyGroup. */
export const memberRolePayload = z.object({ role: roleSchema });
export type MemberRolePayload = z.infer<typeof memberRolePayload>;

/** POST /api/study-groups/{id}/notes (the notes' owner, a member) → SharedNotesView[]. */
export const shareNotesPayload = z.object({ notesId: z.uuid({ error: 'notesId must be a study notes id' }) });
export type ShareNotesPayload = z.infer<typeof shareNotesPayload>;

/** The spec's Study group member. avatarUrl is null until users can upload one. */
export interface GroupMemberView {
  id: string;
  username: string;
  avatarUrl: string | null;
  role: GroupRole;
  joinedAt: string;
}

/** The spec's Study group, plus isPublic, memberCount and the caller's own role (null when not a member). */
export interface StudyGroup {
  id: string;
  name: string;
  description: string;
  inviteCode: string;
  maxMembers: number;
  createdAt: string;
  createdBy: string;
  members: GroupMemberView[];
  isPublic: boolean;
  memberCount: number;
  myRole: GroupRole | null;
}

/** Notes shared with a group. */
export interface SharedNotesView {
  groupId: string;
  notesId: string;
  title: string;
  sharedBy: string;
  sharedByUsername: string;
  sharedAt: string;
}

/** GET /api/study-groups/shared-with/{notesId}: the caller's groups that the notes are shared with. */
export interface NotesGroupsView {
  notesId: string;
  isOwner: boolean;
  groups: StudyGroup[];
}

/** A chat message; `seq` is its place in the group's chat (gap-free, increasing). */
export interface GroupChatMessage {
  id: string;
  groupId: string;
  seq: number;
  userId: string;
  username: string;
  content: string;
  postedAt: string;
}

/** What the chat stream carries, in `seq` order: a message, or the removal of one. */
export type GroupChatItem =
  | { kind: 'message'; seq: number; message: GroupChatMessage }
  | { kind: 'deleted'; seq: number; groupId: string; messageId: string };

/** GET /api/study-groups/{id}/messages?before={seq}&limit={n}: newest page first, returned oldest → newest. */
export interface GroupMessagesPage {
  messages: GroupChatMessage[];
  hasMore: boolean;
  /** Highest seq the history has reached (messages and deletions); a live client resumes after it. */
  latestSeq: number;
}

export interface PresenceUser { userId: string; username: string }

export type SocketError = { error: string };

/** Join a group's room: membership is checked; `afterSeq` resumes a chat (null = send the latest page). */
export interface GroupJoinRequest { groupId: string; afterSeq?: number | null }
export type GroupJoinReply =
  | { ok: true; groupId: string; items: GroupChatItem[]; latestSeq: number; reset: boolean; online: PresenceUser[] }
  | SocketError;

export interface GroupMessageRequest { groupId: string; content: string }
export type GroupMessageReply = { ok: true; id: string; seq: number } | SocketError;

/** Socket.IO events of groups, merged into the app's maps in realtime.ts. */
export interface GroupServerToClientEvents {
  'group:chat': (item: GroupChatItem) => void;
  'group:presence': (payload: { groupId: string; online: PresenceUser[] }) => void;
  'group:typing': (payload: { groupId: string; userId: string; username: string; typing: boolean }) => void;
  /** Members, roles or details changed: refetch the group. */
  'group:updated': (payload: { groupId: string }) => void;
  /** The caller is no longer in the group (left, removed, or the group was deleted). */
  'group:closed': (payload: { groupId: string; reason: 'left' | 'removed' | 'deleted' }) => void;
}

export interface GroupClientToServerEvents {
  'group:join': (request: GroupJoinRequest, ack: (reply: GroupJoinReply) => void) => void;
  'group:leave': (request: { groupId: string }, ack?: (reply: { ok: true } | SocketError) => void) => void;
  'group:message': (request: GroupMessageRequest, ack: (reply: GroupMessageReply) => void) => void;
  'group:typing': (request: { groupId: string; typing: boolean }) => void;
}
