import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api, errorStatus } from './api-client';
import { queryKeys } from './query-keys';

export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const GC_TIME_MS = 5 * 60_000;

/** Retry failing reads up to 3 times; a 401 is never retried (spec sections 8 and 9). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (errorStatus(error) === 401) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/**
 * Default query function: a query key that starts with an API path is fetched as a GET of the key
 * parts joined by '/', e.g. `['/api/notes', id]` → GET /api/notes/{id}.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const parts = queryKey.filter((part): part is string | number => typeof part === 'string' || typeof part === 'number');
  const url = parts.map(String).join('/');
  if (!url.startsWith('/api')) throw new Error(`No queryFn given for query key ${JSON.stringify(queryKey)}`);
  return api.get(url, { signal });
};


export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 anywhere means the session is gone: re-check the user so the header and guards update.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (errorStatus(error) === 401 && query.queryKey[0] !== queryKeys.user[0]) void client.invalidateQueries({ queryKey: queryKeys.user });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
