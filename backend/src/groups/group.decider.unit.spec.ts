import { DomainError } from '../common/domain-errors.js';
import type { GroupEvent } from '@studyloop/events';
import { decide, evolve, initialState, type GroupCommand } from './group.decider.js';

const given = (events: GroupEvent[]) => events.reduce(evolve, initialState);
const now = '2026-01-01T00:00:00.000Z';
const created: GroupEvent[] = [
  { type: 'GroupCreated', data: { groupId: 'g', name: 'Bio', description: '', inviteCode: 'ABCD2345', maxMembers: 3, isPublic: false, createdBy: 'owner', createdAt: now } },
  { type: 'GroupMemberJoined', data: { groupId: 'g', userId: 'owner', role: 'admin', via: 'created', joinedAt: now } },
];
const joined = (userId: string, role: 'admin' | 'moderator' | 'member' = 'member'): GroupEvent[] => [
  { type: 'GroupMemberJoined', data: { groupId: 'g', userId, role: 'member', via: 'invite-code', joinedAt: now } },
  ...(role === 'member' ? [] : [{ type: 'GroupMemberRoleChanged', data: { groupId: 'g', userId, role, changedBy: 'owner' } } as GroupEvent]),
];
function rejection(command: GroupCommand, events: GroupEvent[]): { kind: string; message: string } {
  try {
    decide(command, given(events));
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('group decider', () => {
  it('creates a private group with a trimmed name and the creator as admin', () => {
    expect(decide({ type: 'CreateGroup', data: { groupId: 'g', userId: 'owner', name: '  Bio  ', description: ' d ', maxMembers: 3, inviteCode: 'ABCD2345', now } }, initialState)).toEqual([
      { type: 'GroupCreated', data: { groupId: 'g', name: 'Bio', description: 'd', inviteCode: 'ABCD2345', maxMembers: 3, isPublic: false, createdBy: 'owner', createdAt: now } },
      { type: 'GroupMemberJoined', data: { groupId: 'g', userId: 'owner', role: 'admin', via: 'created', joinedAt: now } },
    ]);
    expect(rejection({ type: 'CreateGroup', data: { groupId: 'g', userId: 'o', name: '   ', description: '', maxMembers: 3, inviteCode: 'X', now } }, [])).toEqual({ kind: 'Invalid', message: 'Group name is required' });
  });

  it('joins by the current code only, once, and never beyond maxMembers', () => {
    const join = (userId: string, inviteCode = 'abcd2345 '): GroupCommand => ({ type: 'JoinGroup', data: { groupId: 'g', userId, via: 'invite-code', inviteCode, now } });
    expect(decide(join('u1'), given(created))).toEqual([{ type: 'GroupMemberJoined', data: { groupId: 'g', userId: 'u1', role: 'member', via: 'invite-code', joinedAt: now } }]);
    expect(decide(join('u1'), given([...created, ...joined('u1')]))).toEqual([]);
    expect(rejection(join('u1', 'WRONG'), created)).toEqual({ kind: 'NotFound', message: 'Invalid invite code' });
    const regenerated: GroupEvent = { type: 'GroupInviteCodeRegenerated', data: { groupId: 'g', inviteCode: 'NEWC0DE2', previousCode: 'ABCD2345', regeneratedBy: 'owner' } };
    expect(rejection(join('u1'), [...created, regenerated]).kind).toBe('NotFound');
    expect(rejection(join('u3'), [...created, ...joined('u1'), ...joined('u2')])).toEqual({ kind: 'Conflict', message: 'This group is full (3 members)' });
  });

  it('joins a public group without a code, but not a private one', () => {
    const join: GroupCommand = { type: 'JoinGroup', data: { groupId: 'g', userId: 'u1', via: 'public', now } };
    expect(rejection(join, created).kind).toBe('Forbidden');
    expect(decide(join, given([...created, { type: 'GroupVisibilityChanged', data: { groupId: 'g', isPublic: true, changedBy: 'owner' } }]))).toHaveLength(1);
  });

  it('only the owner makes a group public', () => {
    const publish = (actorId: string): GroupCommand => ({ type: 'SetGroupVisibility', data: { groupId: 'g', actorId, isPublic: true } });
    expect(rejection(publish('a'), [...created, ...joined('a', 'admin')]).kind).toBe('Forbidden');
    expect(decide(publish('owner'), given(created))).toEqual([{ type: 'GroupVisibilityChanged', data: { groupId: 'g', isPublic: true, changedBy: 'owner' } }]);
  });

  it('lets owner and admins remove members, but protects the owner and (from admins) other admins', () => {
    const remove = (actorId: string, userId: string): GroupCommand => ({ type: 'RemoveMember', data: { groupId: 'g', actorId, userId, now } });
    const team = [...created, ...joined('a', 'admin'), ...joined('m', 'moderator')];
    expect(decide(remove('a', 'm'), given(team))).toEqual([{ type: 'GroupMemberRemoved', data: { groupId: 'g', userId: 'm', removedBy: 'a', removedAt: now } }]);
    expect(rejection(remove('m', 'a'), team)).toEqual({ kind: 'Forbidden', message: 'Only the group owner or an admin can remove members' });
    expect(rejection(remove('a', 'owner'), team)).toEqual({ kind: 'Forbidden', message: 'The group owner cannot be removed' });
    expect(rejection(remove('a', 'a2'), [...team, ...joined('a2', 'admin')])).toEqual({ kind: 'Forbidden', message: 'Only the group owner can remove an admin' });
    expect(decide(remove('owner', 'a'), given(team))).toHaveLength(1);
  });

  it('sets roles with admin reserved to the owner', () => {
    const setRole = (actorId: string, userId: string, role: 'admin' | 'moderator' | 'member'): GroupCommand => ({ type: 'ChangeMemberRole', data: { groupId: 'g', actorId, userId, role } });
    const team = [...created, ...joined('a', 'admin'), ...joined('u')];
    expect(decide(setRole('a', 'u', 'moderator'), given(team))).toEqual([{ type: 'GroupMemberRoleChanged', data: { groupId: 'g', userId: 'u', role: 'moderator', changedBy: 'a' } }]);
    expect(rejection(setRole('a', 'u', 'admin'), team).message).toBe('Only the group owner can grant or revoke admin');
    expect(rejection(setRole('owner', 'owner', 'member'), team).message).toBe("The owner's role cannot be changed");
    expect(decide(setRole('owner', 'u', 'admin'), given(team))).toHaveLength(1);
  });

  it('lets members leave, but not the owner', () => {
    expect(decide({ type: 'LeaveGroup', data: { groupId: 'g', userId: 'u', now } }, given([...created, ...joined('u')]))).toEqual([{ type: 'GroupMemberLeft', data: { groupId: 'g', userId: 'u', leftAt: now } }]);
    expect(rejection({ type: 'LeaveGroup', data: { groupId: 'g', userId: 'owner', now } }, created).kind).toBe('Conflict');
  });

  it('deleting is for managers; a deleted group refuses everything', () => {
    const del = (actorId: string): GroupCommand => ({ type: 'DeleteGroup', data: { groupId: 'g', actorId, now } });
    expect(rejection(del('u'), [...created, ...joined('u')]).kind).toBe('Forbidden');
    const deleted: GroupEvent[] = [...created, { type: 'GroupDeleted', data: { groupId: 'g', deletedBy: 'owner', deletedAt: now } }];
    expect(rejection({ type: 'JoinGroup', data: { groupId: 'g', userId: 'x', via: 'invite-code', inviteCode: 'ABCD2345', now } }, deleted).kind).toBe('NotFound');
    expect(rejection(del('owner'), deleted)).toEqual({ kind: 'NotFound', message: 'Study group not found' });
  });

  it('shares notes by members only, once', () => {
    const share = (actorId: string): GroupCommand => ({ type: 'ShareNotes', data: { groupId: 'g', actorId, notesId: 'n', now } });
    expect(rejection(share('stranger'), created).kind).toBe('Forbidden');
    const shared: GroupEvent = { type: 'GroupNotesShared', data: { groupId: 'g', notesId: 'n', sharedBy: 'owner', sharedAt: now } };
    expect(decide(share('owner'), given(created))).toEqual([shared]);
    expect(decide(share('owner'), given([...created, shared]))).toEqual([]);
  });
});
