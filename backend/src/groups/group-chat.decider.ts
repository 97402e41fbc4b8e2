import { CHAT_MESSAGE_MAX_LENGTH, isStorableText, UNSTORABLE_TEXT_MESSAGE, type GroupChatEvent } from '@studyloop/events';
import { canModerate, GROUP_NOT_FOUND, NOT_A_MEMBER, type GroupState } from './group.decider.js';
import { Forbidden, Invalid, NotFound } from '../common/domain-errors.js';

/**
 * Chat commands are decided against the group's membership (stream group-<id>) and the chat stream
 * (group-chat-<id>), and appended at the chat's version they were decided on. A post needs only the
 * chat's length (each message's `seq` is its stream version: the write path's `streamLength`), so
 * posting never reads the chat. A deletion needs the message's author: `initialState`/`evolve` fold
 * every message (deletions are rare).
 */
export type GroupChatCommand =
  | { type: 'PostGroupMessage'; data: { groupId: string; messageId: string; userId: string; username: string; content: string; now: string } }
  | { type: 'DeleteGroupMessage'; data: { groupId: string; messageId: string; actorId: string; now: string } };

export interface GroupChatContext {
  group: GroupState;
  /** The message a deletion targets, or null when it does not exist in this group. */
  message?: { authorId: string; deleted: boolean } | null;
}

/** Who wrote each message of the chat and whether it is deleted: what a deletion is decided on. */
export interface GroupChatState {
  messages: Record<string, { authorId: string; deleted: boolean }>;
}

export const initialState: GroupChatState = { messages: {} };

export function evolve(state: GroupChatState, event: GroupChatEvent): GroupChatState {
  switch (event.type) {
    case 'GroupMessagePosted':
      return { messages: { ...state.messages, [event.data.messageId]: { authorId: event.data.userId, deleted: false } } };
    case 'GroupMessageDeleted': {
      const message = state.messages[event.data.messageId];
      return message ? { messages: { ...state.messages, [event.data.messageId]: { ...message, deleted: true } } } : state;
    }
    default: { const unknown: never = event; return unknown; }
  }
}

export const EMPTY_MESSAGE = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message is too long (at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters)`;

export function decideChat(command: GroupChatCommand, { group, message }: GroupChatContext): GroupChatEvent[] {
  if (!group.exists || group.deleted) throw new NotFound(GROUP_NOT_FOUND);
  switch (command.type) {
    case 'PostGroupMessage': {
      const d = command.data;
      if (!(d.userId in group.members)) throw new Forbidden(NOT_A_MEMBER);
      const content = d.content.trim();
      if (!content) throw new Invalid(EMPTY_MESSAGE);
      if (content.length > CHAT_MESSAGE_MAX_LENGTH) throw new Invalid(MESSAGE_TOO_LONG);
      if (!isStorableText(content)) throw new Invalid(UNSTORABLE_TEXT_MESSAGE);
      return [{ type: 'GroupMessagePosted', data: { groupId: d.groupId, messageId: d.messageId, userId: d.userId, username: d.username, content, postedAt: d.now } }];
    }
    case 'DeleteGroupMessage': {
      const d = command.data;
      if (!(d.actorId in group.members)) throw new Forbidden(NOT_A_MEMBER);
      if (!message) throw new NotFound('Message not found');
      if (message.deleted) return [];
      if (message.authorId !== d.actorId && !canModerate(group, d.actorId)) {
        throw new Forbidden("Only moderators and admins can delete other members' messages");
      }
      return [{ type: 'GroupMessageDeleted', data: { groupId: d.groupId, messageId: d.messageId, deletedBy: d.actorId, deletedAt: d.now } }];
    }
    default: { const unknown: never = command; return unknown; }
  }
}
