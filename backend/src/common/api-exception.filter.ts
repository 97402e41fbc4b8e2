import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';
import { InvalidEventError } from '../event-store/invalid-event.error.js';
import { DomainError, type DomainErrorKind } from './domain-errors.js';

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown })?.message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : fallback;
}

/** The one place a domain refusal becomes an HTTP status. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  Invalid: 400,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  LimitReached: 429,
};

/** Every error leaves as `{ statusCode, error, message }` with the human message in both fields. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly serveClient?: (req: Request, res: Response) => boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    if (res.headersSent) return;
    const { status, message } = this.describe(exception);
    if (status === 404 && this.serveClient?.(req, res)) return;
    if (status >= 500) this.logger.error(`${req.method} ${req.originalUrl}`, exception instanceof Error ? exception.stack : String(exception));
    const retryAfter = (exception as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json({ statusCode: status, error: message, message });
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, message: messageOf(exception.getResponse(), exception.message) };
    }
    if (exception instanceof DomainError) return { status: STATUS_OF_KIND[exception.kind], message: exception.message };
    if (exception instanceof ZodError) return { status: 400, message: exception.issues[0]?.message ?? 'Invalid request' };
    if (exception instanceof InvalidEventError) return { status: 400, message: exception.message };
    if (exception instanceof ExpectedVersionConflict) return { status: 409, message: 'This was changed by someone else at the same time. Please try again.' };
    const e = exception as { status?: number; statusCode?: number; type?: string; message?: string };
    const status = e?.status ?? e?.statusCode;
    if (e?.type === 'entity.too.large' || status === 413) return { status: 413, message: 'Request is too large' };
    if (e?.type === 'entity.parse.failed') return { status: 400, message: 'Request body is not valid JSON' };
    if (typeof status === 'number' && status >= 400 && status < 500) return { status, message: e.message ?? 'Bad request' };
    return { status: 500, message: 'Something went wrong on our side. Please try again.' };
  }
}
