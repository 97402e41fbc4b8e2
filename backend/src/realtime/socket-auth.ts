import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Server, Socket } from 'socket.io';

type SessionRequest = IncomingMessage & { session?: { userId?: string } };

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

/** Runs the HTTP session middleware on the handshake and admits only signed-in users. */
export function authenticateSockets(server: Server, sessionMiddleware: RequestHandler): void {
  server.engine.use(sessionMiddleware);
  server.use((socket: Socket, next) => {
    const userId = (socket.request as SessionRequest).session?.userId;
    if (!userId) return next(new Error('Not authenticated'));
    socket.data.userId = userId;
    next();
  });
}
