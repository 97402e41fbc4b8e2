import { z } from 'zod';

/**
 * Text that becomes an event must be storable: PostgreSQL's JSONB refuses NUL (\u0000) and a lone
 * UTF-16 surrogate cannot be encoded as UTF-8. Short fields refuse such text with a 400 (a user
 * typed it on purpose or a client is broken); long source texts (pasted material, PDF text, caption
 * files) are cleaned instead, since a stray NUL in a 300-page PDF is nobody's intent.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode (a lone surrogate)';

/** Longest id, job id or other token a client may send. */
export const MAX_TOKEN_CHARS = 100;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** NUL removed, unpaired surrogates replaced by U+FFFD: what long source texts go through. */
export function cleanSourceText(value: string): string {
  if (!UNSTORABLE.test(value)) return value;
  return value.replace(UNSTORABLE_ALL, (match) => (match === '\u0000' ? '' : '\ufffd'));
}

/**
 * A string field of an API payload: refuses NUL and lone surrogates with a clear message. Chain the
 * usual `.trim().min().max()` after it; every field gets a `.max()`.
 */
export function storableString(params?: { error?: string }) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** An optional client-chosen token (job id, request id): 1–100 storable characters. */
export function tokenString(name: string) {
  return storableString({ error: `${name} must be text` }).trim().min(1, `${name} must not be empty`)
    .max(MAX_TOKEN_CHARS, `${name} is too long`);
}

/** The one uuid shape ids have (any version); the API, the backend and the UI all test ids with it. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are uuids; anything else is simply not found (and never reaches Postgres as a bad uuid). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
