import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Server, Socket } from 'socket.io';

import { sessionKey, type SessionRevocations } from '../sessions/session-revocations.js';

type LoadedSession = { userId?: string; cookie?: { expires?: Date | string | null }; reload(callback: (error?: unknown) => void): void };
type SessionRequest = IncomingMessage & { session?: LoadedSession; sessionID?: string };

/** The room of every socket opened with one session: a revocation disconnects it. */
export const sessionRoom = (key: string) => `session:${key}`;

function expiryOf(session: LoadedSession): number {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires).getTime() : Number.POSITIVE_INFINITY;
}

/** Browsers always send Origin on WebSocket and polling requests; a foreign one is refused. */
export function sameOriginRequest(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Runs the HTTP session middleware on the handshake and admits only signed-in users. Each socket
 * remembers its session; every message re-checks it against the in-memory revocation set (no query),
 * and once the session's expiry has passed, against the store (one query, then the new expiry).
 */
export function authenticateSockets(server: Server, sessionMiddleware: RequestHandler, revocations: SessionRevocations): void {
  server.engine.use(sessionMiddleware);
  server.use((socket: Socket, next) => {
    const request = socket.request as SessionRequest;
    const userId = request.session?.userId;
    if (!userId || !request.sessionID) return next(new Error('Not authenticated'));
    const key = sessionKey(request.sessionID);
    if (revocations.isRevoked(key)) return next(new Error('Not authenticated'));
    socket.data.userId = userId;
    socket.data.sessionKey = key;
    socket.data.sessionExpiresAt = expiryOf(request.session!);
    socket.use((_packet, nextPacket) => {
      if (revocations.isRevoked(key)) return endSession(socket);
      if (Date.now() < socket.data.sessionExpiresAt) return nextPacket();
      request.session!.reload((error) => {
        if (error || request.session?.userId !== userId) return endSession(socket);
        socket.data.sessionExpiresAt = expiryOf(request.session!);
        nextPacket();
      });
    });
    next();
  });
  revocations.onRevoked((key) => server.local.in(sessionRoom(key)).disconnectSockets(true));
}

function endSession(socket: Socket): void {
  socket.emit('session:ended' as never);
  socket.disconnect(true);
}
