import { Inject } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { userRoom } from '@studyloop/events';
import type { RequestHandler } from 'express';
import type { Socket } from 'socket.io';
import { SESSION_MIDDLEWARE } from '../sessions/session.module.js';
import { RealtimeService, type TypedServer } from './realtime.service.js';
import { SOCKET_IO_REDIS, type SocketIoRedis } from './redis-adapter.js';
import { authenticateSockets, sameOriginRequest, sessionRoom } from './socket-auth.js';
import { SessionRevocations } from '../sessions/session-revocations.js';

@WebSocketGateway({
  path: '/socket.io',
  serveClient: false,
  // Other upgrades on this port (the mind maps' /collab/) are answered by their own listeners, which
  // may take longer than engine.io's 1 s before it would otherwise end a socket it does not own.
  destroyUpgrade: false,
  allowRequest: (req, callback) => callback(null, sameOriginRequest(req)),
})
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    private readonly realtime: RealtimeService,
    @Inject(SESSION_MIDDLEWARE) private readonly sessionMiddleware: RequestHandler,
    @Inject(SOCKET_IO_REDIS) private readonly redis: SocketIoRedis | null,
    private readonly revocations: SessionRevocations,
  ) {}

  afterInit(server: TypedServer): void {
    if (this.redis) server.adapter(this.redis.adapter);
    authenticateSockets(server, this.sessionMiddleware, this.revocations);
    this.realtime.attach(server);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const userId = socket.data.userId as string;
    await socket.join([userRoom(userId), sessionRoom(socket.data.sessionKey as string)]);
    socket.emit('session:ready', { userId });
  }

  @SubscribeMessage('ping')
  ping(): { ok: true; at: string } {
    return { ok: true, at: new Date().toISOString() };
  }
}
