import type { GroupEvent } from '@studyloop/events';
import * as chat from './group-chat.decider.js';
import { decideChat, EMPTY_MESSAGE, MESSAGE_TOO_LONG, type GroupChatCommand } from './group-chat.decider.js';
import { evolve, initialState } from './group.decider.js';

const now = '2026-01-01T00:00:00.000Z';
const group = ([
  { type: 'GroupCreated', data: { groupId: 'g', name: 'Bio', description: '', inviteCode: 'C', maxMembers: 5, isPublic: false, createdBy: 'owner', createdAt: now } },
  { type: 'GroupMemberJoined', data: { groupId: 'g', userId: 'owner', role: 'admin', via: 'created', joinedAt: now } },
  { type: 'GroupMemberJoined', data: { groupId: 'g', userId: 'ann', role: 'member', via: 'invite-code', joinedAt: now } },
  { type: 'GroupMemberJoined', data: { groupId: 'g', userId: 'mod', role: 'member', via: 'invite-code', joinedAt: now } },
  { type: 'GroupMemberRoleChanged', data: { groupId: 'g', userId: 'mod', role: 'moderator', changedBy: 'owner' } },
] as GroupEvent[]).reduce(evolve, initialState);
const post = (userId: string, content: string): GroupChatCommand => ({ type: 'PostGroupMessage', data: { groupId: 'g', messageId: 'm1', userId, username: userId, content, now } });
const del = (actorId: string): GroupChatCommand => ({ type: 'DeleteGroupMessage', data: { groupId: 'g', messageId: 'm1', actorId, now } });

describe('group chat decider', () => {
  it('posts a trimmed message from a member', () => {
    expect(decideChat(post('ann', '  hello  '), { group })).toEqual([
      { type: 'GroupMessagePosted', data: { groupId: 'g', messageId: 'm1', userId: 'ann', username: 'ann', content: 'hello', postedAt: now } },
    ]);
  });

  it('refuses outsiders, blank and over-long messages', () => {
    expect(() => decideChat(post('stranger', 'hi'), { group })).toThrow('You are not a member of this group');
    expect(() => decideChat(post('ann', ' \n\t '), { group })).toThrow(EMPTY_MESSAGE);
    expect(() => decideChat(post('ann', 'x'.repeat(2001)), { group })).toThrow(MESSAGE_TOO_LONG);
    expect(decideChat(post('ann', 'x'.repeat(2000)), { group })).toHaveLength(1);
    expect(MESSAGE_TOO_LONG).toBe('Message is too long (at most 2,000 characters)');
  });

  it('lets authors delete their own messages and moderators anyone', () => {
    const byAnn = { authorId: 'ann', deleted: false };
    expect(decideChat(del('ann'), { group, message: byAnn })).toEqual([{ type: 'GroupMessageDeleted', data: { groupId: 'g', messageId: 'm1', deletedBy: 'ann', deletedAt: now } }]);
    expect(decideChat(del('mod'), { group, message: byAnn })).toHaveLength(1);
    expect(decideChat(del('owner'), { group, message: byAnn })).toHaveLength(1);
    expect(() => decideChat(del('mod'), { group, message: null })).toThrow('Message not found');
    expect(decideChat(del('mod'), { group, message: { authorId: 'ann', deleted: true } })).toEqual([]);
    const byOwner = { authorId: 'owner', deleted: false };
    expect(() => decideChat(del('ann'), { group, message: byOwner })).toThrow("Only moderators and admins can delete other members' messages");
  });

  it('folds the chat stream into who wrote each message and what is deleted, and decides a deletion on it', () => {
    const [posted] = decideChat(post('ann', 'hello'), { group });
    const afterPost = chat.evolve(chat.initialState, posted);
    expect(afterPost.messages).toEqual({ m1: { authorId: 'ann', deleted: false } });
    const [deleted] = decideChat(del('mod'), { group, message: afterPost.messages.m1 });
    const afterDelete = chat.evolve(afterPost, deleted);
    expect(afterDelete.messages.m1).toEqual({ authorId: 'ann', deleted: true });
    expect(decideChat(del('mod'), { group, message: afterDelete.messages.m1 })).toEqual([]);
    expect(chat.evolve(chat.initialState, deleted)).toEqual(chat.initialState);
  });
});
