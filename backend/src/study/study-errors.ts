import { BadRequestException, ConflictException, type HttpException } from '@nestjs/common';
import { StudyCommandRejected } from './study.decider.js';

/** A decider's refusal as the HTTP error the UI shows. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof StudyCommandRejected)) return error;
  const http: HttpException = error.status === 400 ? new BadRequestException(error.message) : new ConflictException(error.message);
  return http;
}
