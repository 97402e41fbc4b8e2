import { Injectable } from '@nestjs/common';
import { userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@studyloop/events';
import type { Server } from 'socket.io';

export type TypedServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** How features push to browsers without knowing about the gateway. */
@Injectable()
export class RealtimeService {
  private server: TypedServer | null = null;

  attach(server: TypedServer): void {
    this.server = server;
  }

  get io(): TypedServer | null {
    return this.server;
  }

  emitToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.server?.to(userRoom(userId)).emit(event, ...args);
  }

  emitToRoom<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.server?.to(room).emit(event, ...args);
  }
}
