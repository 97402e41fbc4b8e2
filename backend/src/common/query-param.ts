import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isStorableText } from '@studyloop/events';
import type { Request } from 'express';

/** Longest query value any route reads (ids, time zones, formats, cursors). */
const MAX_QUERY_CHARS = 200;

/**
 * One query parameter as a single string, or undefined when absent. Express hands over an array for
 * `?tz=a&tz=b` and an object for `?tz[x]=y`; those, over-long values, NUL and broken Unicode are a 400
 * naming the parameter, so no route has to guess what it was given.
 */
export function readQueryParam(query: Request['query'], name: string): string | undefined {
  const value = (query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequestException(`Query parameter "${name}" must be given once, as plain text`);
  if (value.length > MAX_QUERY_CHARS) throw new BadRequestException(`Query parameter "${name}" is too long`);
  if (!isStorableText(value)) throw new BadRequestException(`Query parameter "${name}" contains characters that are not allowed`);
  return value;
}

/** `@QueryParam('tz') tz?: string` — read through readQueryParam. */
export const QueryParam = createParamDecorator((name: string, ctx: ExecutionContext) =>
  readQueryParam(ctx.switchToHttp().getRequest<Request>().query, name));
