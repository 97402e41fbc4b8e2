import { HttpException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { type IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

type SessionRequest = IncomingMessage & { session?: { userId?: string } };

/**
 * Runs the HTTP session middleware against an upgrade request (with a throwaway response, as
 * engine.io does for Socket.IO handshakes) and returns the signed-in user, if any.
 */
export function sessionUserOfUpgrade(sessionMiddleware: RequestHandler, req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const res = new ServerResponse(req);
    const request = req as SessionRequest & { originalUrl?: string };
    request.originalUrl ??= req.url;
    sessionMiddleware(request as never, res as never, (error?: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(request.session?.userId ?? null);
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
