import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@studyloop/events';
import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from './api-path.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Callers that cannot send our header but prove themselves otherwise (Stripe signs its webhooks). */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);

function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}

/**
 * A custom header cannot be set cross-site without a CORS preflight we never grant, so requiring it
 * on state-changing API calls (plus a same-origin check when the browser sends Origin) stops CSRF.
 */
export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || !isApiPath(req.path) || EXEMPT_PATHS.has(req.path)) return next();
  if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE || !sameOrigin(req)) {
    const message = 'Request blocked: missing or invalid CSRF header';
    res.status(403).json({ statusCode: 403, error: message, message });
    return;
  }
  next();
}
