import type { Request, Response } from 'express';
import { SESSION_COOKIE } from './session.middleware.js';

/** A new session id at every sign-in defeats session fixation. */
export function signIn(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.userId = userId;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function signOut(req: Request, res: Response): Promise<void> {
  return new Promise((resolve) => {
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    if (!req.session) return resolve();
    req.session.destroy(() => resolve());
  });
}
