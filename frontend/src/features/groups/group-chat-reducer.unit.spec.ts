import type { GroupChatItem, GroupChatMessage, GroupJoinReply, PresenceUser } from '@studyloop/events';
import { describe, expect, it } from 'vitest';
import {
  chatReducer, CLOSED_TEXT, initialChatState, JOIN_RETRY_TEXT, orderedMessages, RECONNECTING_TEXT, TYPING_SHOWN_MS, typingNames,
  type ChatAction, type ChatState,
} from './group-chat-reducer';

const GROUP = 'g-1';
const ANA: PresenceUser = { userId: 'u-ana', username: 'ana' };

function message(seq: number, id = `m-${seq}`): GroupChatItem {
  const body: GroupChatMessage = {
    id, seq, groupId: GROUP, userId: ANA.userId, username: ANA.username, content: `message ${seq}`, postedAt: new Date(seq * 1000).toISOString(),
  };
  return { kind: 'message', seq, message: body };
}
const deletion = (seq: number, messageId: string): GroupChatItem => ({ kind: 'deleted', seq, groupId: GROUP, messageId });
const joinReply = (items: GroupChatItem[], latestSeq: number, reset = false): GroupJoinReply =>
  ({ ok: true, groupId: GROUP, items, latestSeq, reset, online: [ANA] });

const run = (actions: ChatAction[], from: ChatState = initialChatState()) => actions.reduce(chatReducer, from);
const ids = (state: ChatState) => orderedMessages(state).map((m) => m.id);
/** A chat that joined and has everything up to `latestSeq`. */
const joinedAt = (latestSeq: number, items: GroupChatItem[] = []) =>
  run([{ type: 'join-started' }, { type: 'join-replied', reply: joinReply(items, latestSeq, true) }]);

describe('group chat reducer', () => {
  it('joins: the missed items are shown, the cursor moves to the latest seq', () => {
    const state = joinedAt(3, [message(1), message(2), message(3)]);
    expect(state).toMatchObject({ status: 'ready', problem: null, cursor: 3, joining: false, needsJoin: false, online: [ANA] });
    expect(ids(state)).toEqual(['m-1', 'm-2', 'm-3']);
    expect(state.hasOlder).toBe(false);
  });

  it('says older messages exist when a reset join starts after seq 1', () => {
    expect(joinedAt(12, [message(11), message(12)]).hasOlder).toBe(true);
  });

  it('buffers live items while a join is in flight and merges them after, without repeats', () => {
    const state = run([
      { type: 'join-started' },
      { type: 'item', item: message(3) },
      { type: 'item', item: message(4) },
      { type: 'join-replied', reply: joinReply([message(1), message(2), message(3)], 3, true) },
    ]);
    expect(ids(state)).toEqual(['m-1', 'm-2', 'm-3', 'm-4']);
    expect(state.cursor).toBe(4);
    expect(state.buffered).toEqual([]);
    expect(state.needsJoin).toBe(false);
  });

  it('applies live items in order and ignores a message seen twice', () => {
    const state = run([{ type: 'item', item: message(3) }, { type: 'item', item: message(3) }, { type: 'item', item: message(2) }], joinedAt(2, [message(1), message(2)]));
    expect(ids(state)).toEqual(['m-1', 'm-2', 'm-3']);
    expect(state.cursor).toBe(3);
  });

  it('holds items past a gap, asks for a re-join, and applies them once the join fills the gap', () => {
    const gapped = run([{ type: 'item', item: message(4) }, { type: 'item', item: message(5) }], joinedAt(2, [message(1), message(2)]));
    expect(gapped.needsJoin).toBe(true);
    expect(gapped.cursor).toBe(2);
    expect(ids(gapped)).toEqual(['m-1', 'm-2']);

    const rejoined = run([{ type: 'join-started' }, { type: 'join-replied', reply: joinReply([message(3)], 3) }], gapped);
    expect(ids(rejoined)).toEqual(['m-1', 'm-2', 'm-3', 'm-4', 'm-5']);
    expect(rejoined.cursor).toBe(5);
    expect(rejoined.ahead.size).toBe(0);
    expect(rejoined.needsJoin).toBe(false);
  });

  it('fills a gap from live items alone when the missing one arrives late', () => {
    const state = run([{ type: 'item', item: message(3) }, { type: 'item', item: message(2) }], joinedAt(1, [message(1)]));
    expect(ids(state)).toEqual(['m-1', 'm-2', 'm-3']);
    expect(state.cursor).toBe(3);
    expect(state.ahead.size).toBe(0);
  });

  it('asks again when a join still leaves a gap', () => {
    const gapped = run([{ type: 'item', item: message(6) }], joinedAt(2));
    const still = run([{ type: 'join-started' }, { type: 'join-replied', reply: joinReply([message(3)], 3) }], gapped);
    expect(still.needsJoin).toBe(true);
    expect(still.cursor).toBe(3);
    expect(still.ahead.has(6)).toBe(true);
  });

  it('removes a deleted message, live or during a join', () => {
    const live = chatReducer(joinedAt(2, [message(1), message(2)]), { type: 'item', item: deletion(3, 'm-1') });
    expect(ids(live)).toEqual(['m-2']);
    const rejoined = run([{ type: 'join-started' }, { type: 'join-replied', reply: joinReply([deletion(4, 'm-2')], 4) }], live);
    expect(ids(rejoined)).toEqual([]);
  });

  it('a reset join replaces what was shown', () => {
    const state = run([{ type: 'join-started' }, { type: 'join-replied', reply: joinReply([message(10)], 10, true) }], joinedAt(2, [message(1), message(2)]));
    expect(ids(state)).toEqual(['m-10']);
  });

  it('reports a failed join, a refusal, a lost connection and a closed group', () => {
    const failed = run([{ type: 'join-started' }, { type: 'join-failed' }]);
    expect(failed).toMatchObject({ joining: false, problem: JOIN_RETRY_TEXT, status: 'connecting' });
    const refused = run([{ type: 'join-started' }, { type: 'join-replied', reply: { error: 'You are not a member of this group' } }]);
    expect(refused).toMatchObject({ joining: false, status: 'refused', problem: 'You are not a member of this group' });
    expect(chatReducer(joinedAt(1), { type: 'disconnected' }).problem).toBe(RECONNECTING_TEXT);
    const closed = chatReducer(joinedAt(1), { type: 'closed', reason: 'removed' });
    expect(closed).toMatchObject({ status: 'closed', problem: CLOSED_TEXT.removed, online: [] });
  });

  it('shows who is typing until they stop or the hint expires', () => {
    const at = 1_000;
    const typing = run([
      { type: 'typing', userId: 'u-ana', username: 'ana', typing: true, at },
      { type: 'typing', userId: 'u-bo', username: 'bo', typing: true, at: at + 2_000 },
    ]);
    expect(typingNames(typing)).toEqual(['ana', 'bo']);
    expect(typingNames(chatReducer(typing, { type: 'typing', userId: 'u-bo', username: 'bo', typing: false, at }))).toEqual(['ana']);
    const expired = chatReducer(typing, { type: 'typing-expired', now: at + TYPING_SHOWN_MS });
    expect(typingNames(expired)).toEqual(['bo']);
    expect(chatReducer(expired, { type: 'typing-expired', now: at })).toBe(expired);
  });

  it('adds an older page before the first message, once each', () => {
    const state = joinedAt(12, [message(11), message(12)]);
    const page = [message(10), message(11)].flatMap((item) => (item.kind === 'message' ? [item.message] : []));
    const older = chatReducer(state, { type: 'older-loaded', page: { messages: page, hasMore: false, latestSeq: 12 } });
    expect(ids(older)).toEqual(['m-10', 'm-11', 'm-12']);
    expect(older.hasOlder).toBe(false);
  });

  it('updates who is online', () => {
    const bo: PresenceUser = { userId: 'u-bo', username: 'bo' };
    expect(chatReducer(joinedAt(1), { type: 'presence', online: [ANA, bo] }).online).toEqual([ANA, bo]);
  });
});
