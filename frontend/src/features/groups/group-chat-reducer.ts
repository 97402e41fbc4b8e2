import type { GroupChatItem, GroupChatMessage, GroupJoinReply, GroupMessagesPage, PresenceUser } from '@studyloop/events';

/**
 * The sequencing rules of one group's live chat, as a pure reducer (the hook owns the socket).
 *
 * Joining returns what was missed since `cursor` (the highest seq up to which this client has
 * everything); live items arriving meanwhile are buffered, then merged. Items are de-duplicated by
 * message id, and a gap in seq (e.g. after a network blip) sets `needsJoin`, on which the hook
 * re-joins from the cursor, so the view never loses or repeats a message.
 */

export type ChatStatus = 'connecting' | 'ready' | 'refused' | 'closed';
export type ClosedReason = 'left' | 'removed' | 'deleted';

export const TYPING_SHOWN_MS = 5_000;
export const JOIN_RETRY_TEXT = 'Could not reach the chat. Retrying…';
export const RECONNECTING_TEXT = 'Reconnecting…';
export const CLOSED_TEXT: Record<ClosedReason, string> = {
  left: 'You left this group.', removed: 'You were removed from this group.', deleted: 'This group was deleted.',
};

export interface ChatState {
  messages: ReadonlyMap<string, GroupChatMessage>;
  /** Highest seq up to which every item was applied; null before the first join. */
  cursor: number | null;
  /** A join is in flight: live items wait in `buffered`. */
  joining: boolean;
  buffered: readonly GroupChatItem[];
  /** Live items past a gap, by seq, applied once the gap is filled. */
  ahead: ReadonlyMap<number, GroupChatItem>;
  /** A gap was seen (or items wait past one): the hook should re-join from `cursor`. */
  needsJoin: boolean;
  status: ChatStatus;
  problem: string | null;
  online: readonly PresenceUser[];
  typing: Readonly<Record<string, { username: string; until: number }>>;
  hasOlder: boolean;
}

export type ChatAction =
  | { type: 'join-started' }
  | { type: 'join-failed' }
  | { type: 'join-replied'; reply: GroupJoinReply }
  | { type: 'item'; item: GroupChatItem }
  | { type: 'presence'; online: readonly PresenceUser[] }
  | { type: 'typing'; userId: string; username: string; typing: boolean; at: number }
  | { type: 'typing-expired'; now: number }
  | { type: 'closed'; reason: ClosedReason }
  | { type: 'disconnected' }
  | { type: 'older-loaded'; page: GroupMessagesPage };

export function initialChatState(): ChatState {
  return {
    messages: new Map(), cursor: null, joining: false, buffered: [], ahead: new Map(), needsJoin: false,
    status: 'connecting', problem: null, online: [], typing: {}, hasOlder: false,
  };
}

/** Adds new messages (never twice) and drops deleted ones. */
function apply(state: ChatState, items: readonly GroupChatItem[]): ChatState {
  if (items.length === 0) return state;
  const messages = new Map(state.messages);
  for (const item of items) {
    if (item.kind === 'message') { if (!messages.has(item.message.id)) messages.set(item.message.id, item.message); }
    else messages.delete(item.messageId);
  }
  return { ...state, messages };
}

/** Applies a live item in seq order; anything past a gap waits in `ahead`, and the gap asks for a re-join. */
function receive(state: ChatState, item: GroupChatItem): ChatState {
  const at = state.cursor ?? 0;
  if (item.seq <= at) return apply(state, [item]);
  const ahead = new Map(state.ahead).set(item.seq, item);
  const ready: GroupChatItem[] = [];
  let next = at + 1;
  for (let waiting = ahead.get(next); waiting; waiting = ahead.get(next)) {
    ready.push(waiting);
    ahead.delete(next);
    next++;
  }
  const moved = apply({ ...state, ahead, cursor: next - 1 }, ready);
  return ahead.size > 0 ? { ...moved, needsJoin: true } : moved;
}

function joined(state: ChatState, reply: Exclude<GroupJoinReply, { error: string }>): ChatState {
  let next: ChatState = { ...state, joining: false };
  if (reply.reset) {
    const first = reply.items[0]?.seq ?? reply.latestSeq + 1;
    next = { ...next, messages: new Map(), ahead: new Map(), hasOlder: first > 1 };
  }
  next = apply(next, reply.items);
  next = { ...next, cursor: Math.max(next.cursor ?? 0, reply.latestSeq), online: reply.online, status: 'ready', problem: null, buffered: [] };
  for (const item of state.buffered) next = receive(next, item);
  // Items that waited past a gap the join has now filled.
  const cursor = next.cursor ?? 0;
  const filled = [...next.ahead].filter(([seq]) => seq <= cursor);
  if (filled.length > 0) {
    const ahead = new Map(next.ahead);
    for (const [seq] of filled) ahead.delete(seq);
    next = apply({ ...next, ahead }, filled.map(([, item]) => item));
  }
  const waiting = next.ahead.values().next();
  return waiting.done ? next : receive(next, waiting.value);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'join-started':
      return { ...state, joining: true, buffered: [], needsJoin: false };
    case 'join-failed':
      return { ...state, joining: false, problem: JOIN_RETRY_TEXT };
    case 'join-replied':
      if ('error' in action.reply) return { ...state, joining: false, status: 'refused', problem: action.reply.error };
      return joined(state, action.reply);
    case 'item':
      return state.joining ? { ...state, buffered: [...state.buffered, action.item] } : receive(state, action.item);
    case 'presence':
      return { ...state, online: action.online };
    case 'typing': {
      const typing = { ...state.typing };
      if (action.typing) typing[action.userId] = { username: action.username, until: action.at + TYPING_SHOWN_MS };
      else delete typing[action.userId];
      return { ...state, typing };
    }
    case 'typing-expired': {
      const kept = Object.entries(state.typing).filter(([, t]) => t.until > action.now);
      return kept.length === Object.keys(state.typing).length ? state : { ...state, typing: Object.fromEntries(kept) };
    }
    case 'closed':
      return { ...state, status: 'closed', problem: CLOSED_TEXT[action.reason], online: [] };
    case 'disconnected':
      return { ...state, problem: RECONNECTING_TEXT };
    case 'older-loaded': {
      const messages = new Map(state.messages);
      for (const m of action.page.messages) if (!messages.has(m.id)) messages.set(m.id, m);
      return { ...state, messages, hasOlder: action.page.hasMore };
    }
    default: {
      const unknown: never = action;
      throw new Error(`Unknown chat action ${JSON.stringify(unknown)}`);
    }
  }
}

/** Messages in the order they were sent. */
export function orderedMessages(state: ChatState): GroupChatMessage[] {
  return [...state.messages.values()].sort((a, b) => a.seq - b.seq);
}

export function typingNames(state: ChatState): string[] {
  return Object.values(state.typing).map((t) => t.username);
}
