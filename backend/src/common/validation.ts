import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';

/** Validates a payload against a shared schema; the first problem becomes the 400 message. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const result = schema.safeParse(payload ?? {});
  if (!result.success) throw new BadRequestException(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}
