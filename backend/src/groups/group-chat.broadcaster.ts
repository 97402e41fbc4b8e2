import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { groupRoom, userRoom, type GroupDeleted, type GroupMemberLeft, type GroupMemberRemoved } from '@studyloop/events';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../event-store/event-store.port.js';
import { subscribeToAll, type Subscription } from '../event-store/subscription.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { toChatItem } from './group-chat.service.js';
import { GroupPresenceService } from './group-presence.service.js';

/**
 * Every node follows the event store in global order and pushes chat events to ITS OWN sockets
 * (`io.local`), never through the Redis adapter: each node already reads every event, so relaying
 * as well would deliver each message twice. A message is thus sent only once it is durably stored,
 * whichever node (or HTTP request) wrote it, and a client resuming from its last `seq` misses nothing.
 * Membership changes also close the room for sockets of users who left or were removed, and tell
 * the open chats to refetch the group (members, roles).
 */
/** What the broadcaster acts on (see handle). */
const BROADCAST = [
  'GroupMessagePosted', 'GroupMessageDeleted', 'GroupMemberLeft', 'GroupMemberRemoved', 'GroupMemberJoined', 'GroupMemberRoleChanged',
  'GroupDetailsChanged', 'GroupVisibilityChanged', 'GroupInviteCodeRegenerated', 'GroupNotesShared', 'GroupNotesUnshared', 'GroupDeleted',
] as const;
type BroadcastType = (typeof BROADCAST)[number];
const BROADCAST_TYPES: ReadonlySet<string> = new Set(BROADCAST);

@Injectable()
export class GroupChatBroadcaster implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('GroupChat');
  private subscription: Subscription | null = null;

  constructor(
    @Inject(EVENT_LOG) private readonly store: EventLog,
    private readonly realtime: RealtimeService,
    private readonly presence: GroupPresenceService,
    private readonly runner: ProjectionRunner,
  ) {}

  onApplicationBootstrap(): void {
    this.subscription = subscribeToAll(this.store, {
      from: 'end',
      types: BROADCAST_TYPES,
      handle: (events) => this.handle(events),
      onError: (error) => this.logger.error('Chat subscription failed; retrying', error instanceof Error ? error.stack : String(error)),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const io = this.realtime.io;
    if (!io) return;
    for (const recorded of events) {
      // Only what the subscription is woken for: a case below missing from the set would never run.
      if (!BROADCAST_TYPES.has(recorded.type)) continue;
      const type = recorded.type as BroadcastType;
      switch (type) {
        case 'GroupMessagePosted':
        case 'GroupMessageDeleted': {
          const item = toChatItem(recorded)!;
          io.local.to(groupRoom(recorded.data.groupId as string)).emit('group:chat', item);
          break;
        }
        case 'GroupMemberLeft':
        case 'GroupMemberRemoved': {
          const { groupId, userId } = recorded.data as (GroupMemberLeft | GroupMemberRemoved)['data'];
          await this.closeForUser(groupId, userId, recorded.type === 'GroupMemberLeft' ? 'left' : 'removed');
          this.announceUpdate(recorded);
          break;
        }
        case 'GroupMemberJoined':
        case 'GroupMemberRoleChanged':
        case 'GroupDetailsChanged':
        case 'GroupVisibilityChanged':
        case 'GroupInviteCodeRegenerated':
        case 'GroupNotesShared':
        case 'GroupNotesUnshared':
          this.announceUpdate(recorded);
          break;
        case 'GroupDeleted': {
          const { groupId } = recorded.data as GroupDeleted['data'];
          io.local.to(groupRoom(groupId)).emit('group:closed', { groupId, reason: 'deleted' });
          io.local.in(groupRoom(groupId)).socketsLeave(groupRoom(groupId));
          break;
        }
        default: { const unknown: never = type; return unknown; }
      }
    }
  }

  /** Once the 'groups' read model includes the change (so a refetch sees it), without holding up chat delivery. */
  private announceUpdate(recorded: RecordedEvent): void {
    const groupId = recorded.data.groupId as string;
    void this.runner.waitFor(recorded.position, ['groups'], 5_000)
      .then(() => this.realtime.io?.local.to(groupRoom(groupId)).emit('group:updated', { groupId }))
      .catch(() => undefined);
  }

  private async closeForUser(groupId: string, userId: string, reason: 'left' | 'removed'): Promise<void> {
    const io = this.realtime.io!;
    const room = groupRoom(groupId);
    const sockets = await io.local.in(userRoom(userId)).fetchSockets();
    const inRoom = sockets.filter((s) => s.rooms.has(room));
    if (inRoom.length === 0) return;
    for (const s of inRoom) {
      s.emit('group:closed', { groupId, reason });
      s.leave(room);
    }
    await this.presence.announce(groupId).catch(() => undefined);
  }
}
