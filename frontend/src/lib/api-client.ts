/**
 * The one way the browser talks to the StudyLoop server.
 *
 * - Every call carries the session cookie (`credentials: 'include'`).
 * - A JSON content type is sent only when there is a JSON body.
 * - Every non-GET request carries `X-Requested-With: StudyLoop` (the server's CSRF rule).
 * - A non-OK reply throws {@link ApiError} whose message is
 *   `${status}: ${body.error ?? body.message ?? rawText ?? statusText}` (spec section 8, "General").
 */

export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'StudyLoop';

/** Set by the server when a reply did not wait for its read models (see backend request-context.ts). */
export const READ_MODEL_LAG_HEADER = 'X-Read-Model-Lag';
export const READ_MODEL_LAG_EVENT = 'studyloop:read-model-lag';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The human-readable part of the message, without the `NNN: ` prefix. */
    readonly serverMessage: string,
    /** The parsed JSON body, when the reply had one. */
    readonly body: unknown,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

export interface RequestOptions {
  /** Plain objects/arrays are sent as JSON; FormData/Blob/URLSearchParams are sent as-is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

function firstText(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
    if (Array.isArray(candidate) && candidate.length > 0) return candidate.map(String).join(', ');
  }
  return undefined;
}

async function toApiError(res: Response): Promise<ApiError> {
  const rawText = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = rawText ? JSON.parse(rawText) : undefined;
  } catch {
    body = undefined;
  }
  const fields = (body && typeof body === 'object' ? body : {}) as { error?: unknown; message?: unknown };
  const message = firstText(fields.error, fields.message, rawText, res.statusText) ?? 'Request failed';
  return new ApiError(res.status, message, body);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204 || res.status === 205) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Low-level call: returns the raw Response after the error rule has been applied. */
export async function apiFetch(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;

  const res = await fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
  if (!res.ok) throw await toApiError(res);
  // The write is saved, but the server stopped waiting for its lists: say so (ReadModelLagNotice).
  if (res.headers.get(READ_MODEL_LAG_HEADER)) window.dispatchEvent(new CustomEvent(READ_MODEL_LAG_EVENT));
  return res;
}

/** Calls the API and parses the JSON reply (undefined for an empty reply). */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, options?: RequestOptions): Promise<T> {
  return parseBody<T>(await apiFetch(method, url, options));
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', url, { ...options, body }),
  delete: <T>(url: string, options?: RequestOptions) => apiRequest<T>('DELETE', url, options),
  /** Multipart upload (e.g. field `file`); the browser sets the boundary, the CSRF header is added. */
  upload: <T>(url: string, form: FormData, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', url, { ...options, body: form }),
};

/** The status of an error thrown by this client (undefined for network errors). */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/** The server's human message (the part after `NNN: `), or undefined. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage || undefined;
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  return match?.[1]?.trim() || undefined;
}
