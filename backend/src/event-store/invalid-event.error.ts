/**
 * An event that must not enter the log: its data does not match its type's schema, or it holds text
 * PostgreSQL cannot store (NUL, a lone surrogate). The append is refused as a whole and the command
 * fails with this message (400), instead of a database error (500) or, worse, a stored event that
 * no projection can apply.
 */
export class InvalidEventError extends Error {
  constructor(readonly eventType: string, readonly reason: string) {
    super(`The ${eventType} event could not be recorded: ${reason}`);
    this.name = 'InvalidEventError';
  }
}

/**
 * JSON text whose escapes PostgreSQL's jsonb refuses: \u0000 and surrogate escapes (JSON.stringify
 * writes a valid pair as the character itself, so an escaped surrogate is always a lone one). Only
 * an escape after an even number of backslashes counts: "\\u0000" is a typed-in backslash.
 */
const UNSTORABLE_JSON = /(?<=(?:^|[^\\])(?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/** The serialized event data, or an InvalidEventError naming the type. */
export function storableJson(eventType: string, value: unknown): string {
  const json = JSON.stringify(value);
  if (json.includes('\\u') && UNSTORABLE_JSON.test(json)) {
    throw new InvalidEventError(eventType, 'text must not contain NUL characters or broken Unicode (a lone surrogate)');
  }
  return json;
}
