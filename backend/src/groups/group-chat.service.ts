import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  CHAT_CATCH_UP_LIMIT, CHAT_HISTORY_PAGE, groupChatStream, groupStream,
  type GroupChatEvent, type GroupChatItem, type GroupChatMessage, type GroupMessagesPage,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { CommandsService } from '../event-store/commands.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { foldStream, streamLength } from '../event-store/command-handler.js';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../event-store/event-store.port.js';
import { UserEntity } from '../users/user.entity.js';
import { ChatRateLimiter } from './chat-rate-limiter.js';
import { ChatWriteBatcher } from './chat-write-batcher.js';
import * as chatDecider from './group-chat.decider.js';
import { decideChat } from './group-chat.decider.js';
import * as groupDecider from './group.decider.js';
import { isMember, type GroupState } from './group.decider.js';
import { GroupMessageEntity } from './group.entity.js';
import { Forbidden, LimitReached, NotFound } from '../common/domain-errors.js';

function chatRateLimited(retryAfterSeconds: number): LimitReached {
  return new LimitReached(`You are sending messages too fast. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`, retryAfterSeconds);
}

/** How a chat stream event reaches clients. */
export function toChatItem(recorded: RecordedEvent): GroupChatItem | null {
  const event = { type: recorded.type, data: recorded.data } as GroupChatEvent;
  switch (event.type) {
    case 'GroupMessagePosted': {
      const d = event.data;
      return {
        kind: 'message', seq: recorded.streamVersion,
        message: { id: d.messageId, groupId: d.groupId, seq: recorded.streamVersion, userId: d.userId, username: d.username, content: d.content, postedAt: d.postedAt },
      };
    }
    case 'GroupMessageDeleted':
      return { kind: 'deleted', seq: recorded.streamVersion, groupId: event.data.groupId, messageId: event.data.messageId };
    default: { const unknown: never = event; return unknown; }
  }
}

/** Nodes posting to one group at once each retry on the other's append. */
const CHAT_MAX_ATTEMPTS = 30;

interface PendingPost { userId: string; username: string; content: string }

export interface ChatCatchUp { items: GroupChatItem[]; latestSeq: number; reset: boolean }

@Injectable()
export class GroupChatService {
  private readonly limiter: ChatRateLimiter;
  private readonly writes = new ChatWriteBatcher<PendingPost, { id: string; seq: number }>((groupId, posts) => this.writeBatch(groupId, posts));
  /**
   * Each group's chat length after this node's last post to it: the next batch is decided on it
   * without reading the chat again (a post by another node, or a deletion, makes it read).
   */
  private readonly chatVersions = new Map<string, number>();
  /** Usernames never change, so one lookup per author per process is enough. */
  private readonly usernames = new Map<string, string>();

  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    @Inject(EVENT_LOG) private readonly store: EventLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = new ChatRateLimiter(config.chatRateLimit);
  }

  /** Membership is decided from the group's own stream, never from a cache, on every message. */
  async groupState(groupId: string): Promise<GroupState> {
    return foldStream(groupDecider, await this.store.readStream(groupStream(groupId)));
  }

  async assertMember(userId: string, groupId: string): Promise<GroupState> {
    const state = await this.groupState(groupId);
    if (!state.exists || state.deleted) throw new NotFound(groupDecider.GROUP_NOT_FOUND);
    if (!isMember(state, userId)) throw new Forbidden(groupDecider.NOT_A_MEMBER);
    return state;
  }

  /** Records the message; clients receive it from the event subscription, not from here. */
  async post(userId: string, groupId: string, content: unknown): Promise<{ id: string; seq: number }> {
    const waitMs = this.limiter.take(userId);
    if (waitMs > 0) {
      // Someone who may not post at all should hear that, not "too fast".
      await this.assertMember(userId, groupId);
      throw chatRateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
    }
    const username = await this.username(userId);
    return this.writes.submit(groupId, { userId, username, content: typeof content === 'string' ? content : '' });
  }

  /**
   * One batch of posts to one group: membership and the chat's length read once, each post decided,
   * one append at the chat's version (decided again on a concurrent write from another node).
   */
  private async writeBatch(groupId: string, posts: PendingPost[]): Promise<({ id: string; seq: number } | Error)[]> {
    let outcomes: ({ event: GroupChatEvent; seq: number } | { error: Error })[] = [];
    const known = this.chatVersions.get(groupId);
    this.chatVersions.delete(groupId);
    const { states } = await this.commands.decide(
      {
        group: { streamId: groupStream(groupId), decider: groupDecider },
        chat: { streamId: groupChatStream(groupId), decider: streamLength, ...(known !== undefined ? { known: { state: { version: known }, version: known } } : {}) },
      },
      ({ group, chat }) => {
        const now = new Date().toISOString();
        let seq = chat.version;
        outcomes = posts.map((p) => {
          try {
            const [event] = decideChat({ type: 'PostGroupMessage', data: { groupId, messageId: randomUUID(), ...p, now } }, { group });
            return { event: { ...event, metadata: { userId: p.userId } }, seq: ++seq };
          } catch (error) {
            return { error: error as Error };
          }
        });
        return { chat: outcomes.flatMap((o) => ('event' in o ? [o.event] : [])) };
      },
      { maxAttempts: CHAT_MAX_ATTEMPTS },
    );
    this.chatVersions.set(groupId, states.chat.version);
    return outcomes.map((o) => ('event' in o ? { id: o.event.data.messageId, seq: o.seq } : o.error));
  }

  async deleteMessage(actorId: string, groupId: string, messageId: string): Promise<void> {
    this.chatVersions.delete(groupId);
    // Decided on the chat stream itself at its version: a concurrent deletion of the same message is
    // decided again (and then changes nothing) instead of being recorded twice.
    await this.commands.decide(
      { group: { streamId: groupStream(groupId), decider: groupDecider }, chat: { streamId: groupChatStream(groupId), decider: chatDecider } },
      ({ group, chat }) => ({
        chat: decideChat(
          { type: 'DeleteGroupMessage', data: { groupId, messageId, actorId, now: new Date().toISOString() } },
          { group, message: chat.messages[messageId] ?? null },
        ),
      }),
      { metadata: { userId: actorId }, waitFor: ['group-chat'] },
    );
  }

  /**
   * What a joining socket needs: everything after `afterSeq` straight from the store (so nothing the
   * projection has not reached yet is missed), or, for a new or long-gone client, the latest window.
   */
  async catchUp(groupId: string, afterSeq: number | null | undefined): Promise<ChatCatchUp> {
    const stream = groupChatStream(groupId);
    const head = await this.store.streamVersion(stream);
    const resumable = typeof afterSeq === 'number' && Number.isInteger(afterSeq) && afterSeq >= 0 && afterSeq <= head && head - afterSeq <= CHAT_CATCH_UP_LIMIT;
    const from = resumable ? afterSeq + 1 : Math.max(1, head - CHAT_HISTORY_PAGE * 2 + 1);
    const recorded = head === 0 || (resumable && afterSeq === head) ? [] : await this.store.readStream(stream, { fromVersion: from });
    const items = recorded.map(toChatItem).filter((i): i is GroupChatItem => i !== null);
    return { items, latestSeq: items.length ? items[items.length - 1].seq : resumable ? afterSeq : head, reset: !resumable };
  }

  /** Older messages, newest page first, for scrolling back (and history after a reload). */
  async history(userId: string, groupId: string, before: number | null, limit = CHAT_HISTORY_PAGE): Promise<GroupMessagesPage> {
    await this.assertMember(userId, groupId);
    const em = this.orm.em.fork();
    const pageSize = Math.min(Math.max(limit, 1), 100);
    const rows = await em.find(
      GroupMessageEntity,
      { groupId, deletedAt: null, ...(before !== null ? { seq: { $lt: before } } : {}) },
      { orderBy: { seq: 'desc' }, limit: pageSize + 1 },
    );
    const [latest] = await em.getConnection().execute<{ latest: string | null }[]>('SELECT max(seq) AS latest FROM group_messages WHERE group_id = ?', [groupId]);
    return {
      messages: rows.slice(0, pageSize).reverse().map(toMessage),
      hasMore: rows.length > pageSize,
      latestSeq: Number(latest?.latest ?? 0),
    };
  }

  async username(userId: string): Promise<string> {
    const cached = this.usernames.get(userId);
    if (cached) return cached;
    const user = await this.orm.em.fork().findOne(UserEntity, { id: userId }, { fields: ['username'] });
    if (!user) throw new NotFoundException('User not found');
    this.usernames.set(userId, user.username);
    return user.username;
  }
}

function toMessage(row: GroupMessageEntity): GroupChatMessage {
  return { id: row.id, groupId: row.groupId, seq: Number(row.seq), userId: row.userId, username: row.username, content: row.content, postedAt: row.postedAt.toISOString() };
}
