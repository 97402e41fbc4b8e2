import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export function sessionUserId(req: Request): string | null {
  return req.session?.userId ?? null;
}

/** The signed-in user's id; 401 when there is none. */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const id = sessionUserId(ctx.switchToHttp().getRequest<Request>());
  if (!id) throw new UnauthorizedException('Not authenticated');
  return id;
});

/** The signed-in user's id, or null for anonymous callers. */
export const OptionalUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null =>
  sessionUserId(ctx.switchToHttp().getRequest<Request>()));
