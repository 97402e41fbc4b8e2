/**
 * Why a command was refused, in the domain's words. Deciders and services throw these; only
 * ApiExceptionFilter knows which HTTP status each kind becomes, so no decider carries a status code.
 */
export type DomainErrorKind = 'NotFound' | 'Forbidden' | 'Conflict' | 'Invalid' | 'LimitReached';

export class DomainError extends Error {
  declare readonly kind: DomainErrorKind;
}

/** The thing does not exist, or the caller may not know it exists. */
export class NotFound extends DomainError {
  override readonly kind = 'NotFound' as const;
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  override readonly kind = 'Forbidden' as const;
}

/** The command clashes with the current state (already done, full, changed meanwhile). */
export class Conflict extends DomainError {
  override readonly kind = 'Conflict' as const;
}

/** The command itself is malformed or out of range. */
export class Invalid extends DomainError {
  override readonly kind = 'Invalid' as const;
}

/** Too much, too fast: `retryAfterSeconds` tells the client when to try again. */
export class LimitReached extends DomainError {
  override readonly kind = 'LimitReached' as const;
  constructor(message: string, readonly retryAfterSeconds?: number) { super(message); }
}
