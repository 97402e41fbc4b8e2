import type { GroupEvent, GroupRole } from '@studyloop/events';
import { GROUP_MAX_MEMBERS_LIMIT, GROUP_NAME_MAX_LENGTH } from '@studyloop/events';
import { Conflict, Forbidden, Invalid, NotFound } from '../common/domain-errors.js';

/** State of stream group-<id>, folded from its events. */
export interface GroupState {
  exists: boolean;
  deleted: boolean;
  ownerId: string | null;
  name: string;
  description: string;
  isPublic: boolean;
  maxMembers: number;
  inviteCode: string | null;
  /** userId → role, current members only. */
  members: Readonly<Record<string, GroupRole>>;
  /** notesId → who shared them. */
  sharedNotes: Readonly<Record<string, string>>;
}

export const initialState: GroupState = {
  exists: false, deleted: false, ownerId: null, name: '', description: '', isPublic: false, maxMembers: 0,
  inviteCode: null, members: {}, sharedNotes: {},
};

export type GroupCommand =
  | { type: 'CreateGroup'; data: { groupId: string; userId: string; name: string; description: string; maxMembers: number; inviteCode: string; now: string } }
  | { type: 'JoinGroup'; data: { groupId: string; userId: string; via: 'invite-code'; inviteCode: string; now: string } }
  | { type: 'JoinGroup'; data: { groupId: string; userId: string; via: 'public'; now: string } }
  | { type: 'LeaveGroup'; data: { groupId: string; userId: string; now: string } }
  | { type: 'RemoveMember'; data: { groupId: string; actorId: string; userId: string; now: string } }
  | { type: 'ChangeMemberRole'; data: { groupId: string; actorId: string; userId: string; role: GroupRole } }
  | { type: 'ChangeGroupDetails'; data: { groupId: string; actorId: string; name: string; description: string; maxMembers: number } }
  | { type: 'SetGroupVisibility'; data: { groupId: string; actorId: string; isPublic: boolean } }
  | { type: 'RegenerateInviteCode'; data: { groupId: string; actorId: string; inviteCode: string } }
  | { type: 'DeleteGroup'; data: { groupId: string; actorId: string; now: string } }
  | { type: 'ShareNotes'; data: { groupId: string; actorId: string; notesId: string; now: string } }
  | { type: 'UnshareNotes'; data: { groupId: string; actorId: string; notesId: string } };

export const GROUP_NOT_FOUND = 'Study group not found';
export const NOT_A_MEMBER = 'You are not a member of this group';

export function evolve(state: GroupState, event: GroupEvent): GroupState {
  switch (event.type) {
    case 'GroupCreated': {
      const d = event.data;
      return { ...state, exists: true, ownerId: d.createdBy, name: d.name, description: d.description, isPublic: d.isPublic, maxMembers: d.maxMembers, inviteCode: d.inviteCode };
    }
    case 'GroupMemberJoined': return { ...state, members: { ...state.members, [event.data.userId]: event.data.role } };
    case 'GroupMemberLeft':
    case 'GroupMemberRemoved': {
      const { [event.data.userId]: _gone, ...members } = state.members;
      return { ...state, members };
    }
    case 'GroupMemberRoleChanged': return { ...state, members: { ...state.members, [event.data.userId]: event.data.role } };
    case 'GroupDetailsChanged': return { ...state, name: event.data.name, description: event.data.description, maxMembers: event.data.maxMembers };
    case 'GroupVisibilityChanged': return { ...state, isPublic: event.data.isPublic };
    case 'GroupInviteCodeRegenerated': return { ...state, inviteCode: event.data.inviteCode };
    case 'GroupDeleted': return { ...state, deleted: true, members: {}, sharedNotes: {} };
    case 'GroupNotesShared': return { ...state, sharedNotes: { ...state.sharedNotes, [event.data.notesId]: event.data.sharedBy } };
    case 'GroupNotesUnshared': {
      const { [event.data.notesId]: _gone, ...sharedNotes } = state.sharedNotes;
      return { ...state, sharedNotes };
    }
    default: { const unknown: never = event; return unknown; }
  }
}

/** Owner and admins manage the group; moderators (and admins) moderate the chat. */
export function canManage(state: GroupState, userId: string): boolean {
  return state.ownerId === userId || state.members[userId] === 'admin';
}

export function canModerate(state: GroupState, userId: string): boolean {
  return canManage(state, userId) || state.members[userId] === 'moderator';
}

export function isMember(state: GroupState, userId: string): boolean {
  return state.exists && !state.deleted && userId in state.members;
}

function assertLive(state: GroupState): void {
  if (!state.exists || state.deleted) throw new NotFound(GROUP_NOT_FOUND);
}

function assertMember(state: GroupState, userId: string): void {
  assertLive(state);
  if (!(userId in state.members)) throw new Forbidden(NOT_A_MEMBER);
}

function assertManager(state: GroupState, actorId: string, action: string): void {
  assertMember(state, actorId);
  if (!canManage(state, actorId)) throw new Forbidden(`Only the group owner or an admin can ${action}`);
}

function validName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new Invalid('Group name is required');
  if (trimmed.length > GROUP_NAME_MAX_LENGTH) throw new Invalid(`Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters`);
  return trimmed;
}

function validMaxMembers(maxMembers: number): number {
  if (!Number.isInteger(maxMembers) || maxMembers < 2 || maxMembers > GROUP_MAX_MEMBERS_LIMIT) {
    throw new Invalid(`Maximum members must be a whole number from 2 to ${GROUP_MAX_MEMBERS_LIMIT}`);
  }
  return maxMembers;
}

export function decide(command: GroupCommand, state: GroupState): GroupEvent[] {
  switch (command.type) {
    case 'CreateGroup': {
      const d = command.data;
      if (state.exists) throw new Conflict('Group already exists');
      return [
        {
          type: 'GroupCreated',
          data: {
            groupId: d.groupId, name: validName(d.name), description: d.description.trim(), inviteCode: d.inviteCode,
            maxMembers: validMaxMembers(d.maxMembers), isPublic: false, createdBy: d.userId, createdAt: d.now,
          },
        },
        { type: 'GroupMemberJoined', data: { groupId: d.groupId, userId: d.userId, role: 'admin', via: 'created', joinedAt: d.now } },
      ];
    }
    case 'JoinGroup': {
      const d = command.data;
      if (d.via === 'invite-code') {
        if (!state.exists || state.deleted || state.inviteCode !== d.inviteCode.trim().toUpperCase()) throw new NotFound('Invalid invite code');
      } else {
        assertLive(state);
        if (!state.isPublic) throw new Forbidden('This group is private. Ask a member for its invite code.');
      }
      if (d.userId in state.members) return [];
      if (Object.keys(state.members).length >= state.maxMembers) throw new Conflict(`This group is full (${state.maxMembers} members)`);
      return [{ type: 'GroupMemberJoined', data: { groupId: d.groupId, userId: d.userId, role: 'member', via: d.via, joinedAt: d.now } }];
    }
    case 'LeaveGroup': {
      const d = command.data;
      assertMember(state, d.userId);
      if (state.ownerId === d.userId) throw new Conflict('The owner cannot leave the group. Delete the group instead.');
      return [{ type: 'GroupMemberLeft', data: { groupId: d.groupId, userId: d.userId, leftAt: d.now } }];
    }
    case 'RemoveMember': {
      const d = command.data;
      assertManager(state, d.actorId, 'remove members');
      if (!(d.userId in state.members)) throw new NotFound('That user is not a member of this group');
      if (d.userId === d.actorId) throw new Invalid('Use Leave to leave the group yourself');
      if (d.userId === state.ownerId) throw new Forbidden('The group owner cannot be removed');
      if (state.members[d.userId] === 'admin' && d.actorId !== state.ownerId) throw new Forbidden('Only the group owner can remove an admin');
      return [{ type: 'GroupMemberRemoved', data: { groupId: d.groupId, userId: d.userId, removedBy: d.actorId, removedAt: d.now } }];
    }
    case 'ChangeMemberRole': {
      const d = command.data;
      assertManager(state, d.actorId, 'change roles');
      const current = state.members[d.userId];
      if (!current) throw new NotFound('That user is not a member of this group');
      if (d.userId === state.ownerId) throw new Forbidden("The owner's role cannot be changed");
      if ((current === 'admin' || d.role === 'admin') && d.actorId !== state.ownerId) throw new Forbidden('Only the group owner can grant or revoke admin');
      if (current === d.role) return [];
      return [{ type: 'GroupMemberRoleChanged', data: { groupId: d.groupId, userId: d.userId, role: d.role, changedBy: d.actorId } }];
    }
    case 'ChangeGroupDetails': {
      const d = command.data;
      assertManager(state, d.actorId, 'edit the group');
      const name = validName(d.name);
      const description = d.description.trim();
      const maxMembers = validMaxMembers(d.maxMembers);
      const count = Object.keys(state.members).length;
      if (maxMembers < count) throw new Conflict(`The group already has ${count} members; the maximum cannot be lower`);
      if (name === state.name && description === state.description && maxMembers === state.maxMembers) return [];
      return [{ type: 'GroupDetailsChanged', data: { groupId: d.groupId, name, description, maxMembers, changedBy: d.actorId } }];
    }
    case 'SetGroupVisibility': {
      const d = command.data;
      assertMember(state, d.actorId);
      if (d.actorId !== state.ownerId) throw new Forbidden('Only the group owner can make the group public or private');
      if (state.isPublic === d.isPublic) return [];
      return [{ type: 'GroupVisibilityChanged', data: { groupId: d.groupId, isPublic: d.isPublic, changedBy: d.actorId } }];
    }
    case 'RegenerateInviteCode': {
      const d = command.data;
      assertManager(state, d.actorId, 'regenerate the invite code');
      return [{ type: 'GroupInviteCodeRegenerated', data: { groupId: d.groupId, inviteCode: d.inviteCode, previousCode: state.inviteCode ?? '', regeneratedBy: d.actorId } }];
    }
    case 'DeleteGroup': {
      const d = command.data;
      assertManager(state, d.actorId, 'delete the group');
      return [{ type: 'GroupDeleted', data: { groupId: d.groupId, deletedBy: d.actorId, deletedAt: d.now } }];
    }
    case 'ShareNotes': {
      const d = command.data;
      assertMember(state, d.actorId);
      if (d.notesId in state.sharedNotes) return [];
      return [{ type: 'GroupNotesShared', data: { groupId: d.groupId, notesId: d.notesId, sharedBy: d.actorId, sharedAt: d.now } }];
    }
    case 'UnshareNotes': {
      const d = command.data;
      assertMember(state, d.actorId);
      const sharedBy = state.sharedNotes[d.notesId];
      if (!sharedBy) throw new NotFound('These notes are not shared with this group');
      if (sharedBy !== d.actorId && !canManage(state, d.actorId)) throw new Forbidden('Only the person who shared these notes or a group admin can stop sharing them');
      return [{ type: 'GroupNotesUnshared', data: { groupId: d.groupId, notesId: d.notesId, unsharedBy: d.actorId } }];
    }
    default: { const unknown: never = command; return unknown; }
  }
}
