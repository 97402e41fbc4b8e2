import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** The response of the request being handled, for services that must say something in its headers. */
const current = new AsyncLocalStorage<Response>();

export function requestContext(_req: Request, res: Response, next: NextFunction): void {
  current.run(res, next);
}

/** Header set when a reply did not wait long enough for its read models: lists may not show the write yet. */
export const READ_MODEL_LAG_HEADER = 'X-Read-Model-Lag';

/** Tells the client (if a request is being answered) that these read models lag behind its write. */
export function reportReadModelLag(projections: string[]): void {
  const res = current.getStore();
  if (res && !res.headersSent) res.setHeader(READ_MODEL_LAG_HEADER, projections.join(','));
}
