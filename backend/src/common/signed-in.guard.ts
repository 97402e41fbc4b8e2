import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { sessionUserId } from './session.js';

/** 401 before the handler's interceptors run, e.g. so anonymous uploads are refused before being read. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!sessionUserId(context.switchToHttp().getRequest<Request>())) throw new UnauthorizedException('Not authenticated');
    return true;
  }
}
