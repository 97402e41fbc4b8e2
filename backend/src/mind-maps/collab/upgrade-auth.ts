import { HttpException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { type IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

type LoadedSession = { userId?: string; cookie?: { expires?: Date | string | null }; reload(callback: (error?: unknown) => void): void };
type SessionRequest = IncomingMessage & { session?: LoadedSession; sessionID?: string };

/** The signed-in session of an upgrade: who, which session, until when, and how to look again. */
export interface UpgradeSession {
  userId: string;
  sessionId: string;
  expiresAt: number;
  /** Reloads the session from the store: the user id while it is still valid, else null. */
  recheck(): Promise<{ userId: string; expiresAt: number } | null>;
}

function expiryOf(session: LoadedSession): number {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires).getTime() : Number.POSITIVE_INFINITY;
}

/**
 * Runs the HTTP session middleware against an upgrade request (with a throwaway response, as
 * engine.io does for Socket.IO handshakes) and returns the signed-in session, if any.
 */
export function sessionOfUpgrade(sessionMiddleware: RequestHandler, req: IncomingMessage): Promise<UpgradeSession | null> {
  return new Promise((resolve, reject) => {
    const res = new ServerResponse(req);
    const request = req as SessionRequest & { originalUrl?: string };
    request.originalUrl ??= req.url;
    sessionMiddleware(request as never, res as never, (error?: unknown) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      const session = request.session;
      if (!session?.userId || !request.sessionID) return resolve(null);
      resolve({
        userId: session.userId,
        sessionId: request.sessionID,
        expiresAt: expiryOf(session),
        recheck: () => new Promise((done) => session.reload((reloadError) => {
          done(reloadError || !session.userId ? null : { userId: session.userId, expiresAt: expiryOf(session) });
        })),
      });
    });
  });
}

/** Answers a refused upgrade the way the API answers errors: status line plus `{ statusCode, error, message }`. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ statusCode: status, error: message, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export function statusOf(error: unknown): { status: number; message: string } {
  if (error instanceof HttpException) return { status: error.getStatus(), message: error.message };
  return { status: 500, message: 'Could not open the mind map' };
}
