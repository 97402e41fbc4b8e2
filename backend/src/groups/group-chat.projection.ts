import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GroupChatEvent, GroupDeleted } from '@studyloop/events';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projection } from '../projections/projection.js';
import { GroupMessageEntity } from './group.entity.js';

type Handled = GroupChatEvent | GroupDeleted;

/** Chat history for GET /api/study-groups/{id}/messages, from stream group-chat-<id>. */
export class GroupChatProjection implements Projection {
  readonly name = 'group-chat';
  readonly tables = ['group_messages'];
  readonly eventTypes: ReadonlySet<string> = new Set<Handled['type']>(['GroupMessagePosted', 'GroupMessageDeleted', 'GroupDeleted']);

  async apply(events: RecordedEvent[], em: EntityManager): Promise<void> {
    // Posts dominate; insert runs of them in one statement.
    let pending: RequiredEntityData<GroupMessageEntity>[] = [];
    const flushPosts = async () => {
      if (pending.length) await em.insertMany(GroupMessageEntity, pending);
      pending = [];
    };
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as Handled;
      switch (event.type) {
        case 'GroupMessagePosted': {
          const d = event.data;
          pending.push({ id: d.messageId, groupId: d.groupId, seq: recorded.streamVersion, userId: d.userId, username: d.username, content: d.content, postedAt: new Date(d.postedAt) });
          break;
        }
        case 'GroupMessageDeleted':
          await flushPosts();
          await em.nativeUpdate(GroupMessageEntity, { id: event.data.messageId }, { deletedAt: new Date(event.data.deletedAt), deletedBy: event.data.deletedBy });
          break;
        case 'GroupDeleted':
          await flushPosts();
          await em.nativeDelete(GroupMessageEntity, { groupId: event.data.groupId });
          break;
        default: { const unknown: never = event; return unknown; }
      }
    }
    await flushPosts();
  }
}
