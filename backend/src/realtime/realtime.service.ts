import { Injectable } from '@nestjs/common';
import { userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@studyloop/events';
import type { Server } from 'socket.io';

export type TypedServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** How features push to browsers without knowing about the gateway. */
@Injectable()
export class RealtimeService {
  private server: TypedServer | null = null;
  private closing = false;

  attach(server: TypedServer): void {
    this.server = server;
  }

  /** Null once shutdown began: the Redis adapter may already be gone, so nothing is sent any more. */
  get io(): TypedServer | null {
    return this.closing ? null : this.server;
  }

  /** Disconnects this node's sockets before its Redis connections close (clients reconnect to another node). */
  beginShutdown(): void {
    this.closing = true;
    this.server?.local.disconnectSockets(true);
  }

  emitToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.to(userRoom(userId)).emit(event, ...args);
  }

  emitToRoom<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.io?.to(room).emit(event, ...args);
  }
}
