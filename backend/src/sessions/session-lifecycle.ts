import type { Request, Response } from 'express';
import { SESSION_COOKIE } from './session.middleware.js';
import type { SessionRevocations } from './session-revocations.js';

/**
 * A new session id at every sign-in defeats session fixation. A signed-in session being replaced
 * ends: its open sockets and collab connections close.
 */
export function signIn(req: Request, userId: string, revocations?: SessionRevocations): Promise<void> {
  const previous = req.session?.userId ? req.sessionID : null;
  return new Promise<void>((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.userId = userId;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  }).then(() => (previous ? revocations?.revoke(previous) : undefined));
}

/** Destroys the session and closes every connection opened with it, on every node. */
export async function signOut(req: Request, res: Response, revocations: SessionRevocations): Promise<void> {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  if (!req.session) return;
  const sessionId = req.sessionID;
  await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
  await revocations.revoke(sessionId);
}
