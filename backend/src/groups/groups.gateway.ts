import { HttpException, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, type OnGatewayConnection, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { groupRoom, type GroupJoinReply, type GroupMessageReply, type SocketError } from '@studyloop/events';
import type { Socket } from 'socket.io';
import { DomainError, NotFound } from '../common/domain-errors.js';
import { isUuid } from '../common/uuid.js';
import { sameOriginRequest } from '../realtime/socket-auth.js';
import { GroupChatService } from './group-chat.service.js';
import { GroupPresenceService } from './group-presence.service.js';

function groupIdOf(body: unknown): string {
  const groupId = (body as { groupId?: unknown } | null)?.groupId;
  if (typeof groupId !== 'string' || !isUuid(groupId)) throw new NotFound('Study group not found');
  return groupId;
}

/** Expected refusals go back in the ack as `{ error }`; anything else is logged and answered generically. */
function refusal(error: unknown, logger: Logger): SocketError {
  if (error instanceof DomainError) return { error: error.message };
  if (error instanceof HttpException && error.getStatus() < 500) return { error: error.message };
  logger.error('Group socket handler failed', error instanceof Error ? error.stack : String(error));
  return { error: 'Something went wrong on our side. Please try again.' };
}

/** Thin: checks membership through GroupChatService on every join and message; chat fan-out is GroupChatBroadcaster's. */
// Same server options as RealtimeGateway: whichever gateway initialises first creates the shared server.
@WebSocketGateway({
  path: '/socket.io',
  serveClient: false,
  destroyUpgrade: false,
  allowRequest: (req, callback) => callback(null, sameOriginRequest(req)),
})
export class GroupsGateway implements OnGatewayConnection {
  private readonly logger = new Logger('GroupsGateway');

  constructor(private readonly chat: GroupChatService, private readonly presence: GroupPresenceService) {}

  handleConnection(socket: Socket): void {
    let groupRooms: string[] = [];
    socket.on('disconnecting', () => { groupRooms = [...socket.rooms].filter((r) => r.startsWith('group:')); });
    socket.on('disconnect', () => {
      for (const room of groupRooms) void this.presence.announce(room.slice('group:'.length)).catch(() => undefined);
    });
  }

  @SubscribeMessage('group:join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<GroupJoinReply> {
    try {
      const groupId = groupIdOf(body);
      const userId = socket.data.userId as string;
      await this.chat.assertMember(userId, groupId);
      socket.data.username ??= await this.chat.username(userId);
      // Join before reading: whatever the catch-up read misses is then broadcast to this socket.
      await socket.join(groupRoom(groupId));
      const catchUp = await this.chat.catchUp(groupId, (body as { afterSeq?: number | null }).afterSeq);
      const online = await this.presence.announce(groupId);
      return { ok: true, groupId, ...catchUp, online };
    } catch (error) {
      return refusal(error, this.logger);
    }
  }

  @SubscribeMessage('group:leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: true } | SocketError> {
    try {
      const groupId = groupIdOf(body);
      if (socket.rooms.has(groupRoom(groupId))) {
        await socket.leave(groupRoom(groupId));
        await this.presence.announce(groupId);
      }
      return { ok: true };
    } catch (error) {
      return refusal(error, this.logger);
    }
  }

  @SubscribeMessage('group:message')
  async message(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<GroupMessageReply> {
    try {
      const groupId = groupIdOf(body);
      const { id, seq } = await this.chat.post(socket.data.userId as string, groupId, (body as { content?: unknown }).content);
      return { ok: true, id, seq };
    } catch (error) {
      return refusal(error, this.logger);
    }
  }

  @SubscribeMessage('group:typing')
  typing(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): void {
    const groupId = (body as { groupId?: unknown } | null)?.groupId;
    if (typeof groupId !== 'string' || !socket.rooms.has(groupRoom(groupId))) return;
    socket.to(groupRoom(groupId)).emit('group:typing', {
      groupId, userId: socket.data.userId, username: socket.data.username ?? 'Someone', typing: (body as { typing?: unknown }).typing === true,
    });
  }
}
