import { Injectable } from '@nestjs/common';
import { groupRoom, type PresenceUser } from '@studyloop/events';
import { RealtimeService } from '../realtime/realtime.service.js';

/**
 * Who has a group's chat open: the sockets in its room, on every node (through the Redis adapter
 * when there is one). The full list is sent each time, so repeated announcements are harmless.
 */
@Injectable()
export class GroupPresenceService {
  constructor(private readonly realtime: RealtimeService) {}

  async online(groupId: string): Promise<PresenceUser[]> {
    const io = this.realtime.io;
    if (!io) return [];
    const sockets = await io.in(groupRoom(groupId)).fetchSockets();
    const users = new Map<string, PresenceUser>();
    for (const s of sockets) {
      const { userId, username } = s.data as { userId?: string; username?: string };
      if (userId && !users.has(userId)) users.set(userId, { userId, username: username ?? 'Someone' });
    }
    return [...users.values()].sort((a, b) => a.username.localeCompare(b.username));
  }

  async announce(groupId: string): Promise<PresenceUser[]> {
    const online = await this.online(groupId);
    this.realtime.emitToRoom(groupRoom(groupId), 'group:presence', { groupId, online });
    return online;
  }
}
